//! The general interpreter: plays any game of the one model
//! ([`crate::model::Model`]) the plain way, move by move, from a case of
//! the map format, or (a pursuit) from a list of chasers and teleports on
//! the rules' own board. It knows primitives (a walk with pushes, a chaser's
//! step, a placement, a toggle, a count, a line) and no game.
//!
//! Two quick ways keep a strategy's move cheap, each exact: a chaser's
//! steps ranked once per run by where the player stands (`ranked`), and a
//! candidate's reply counted on lists rather than made and undone, the
//! reply of the chasers far from the player counted once a move for every
//! candidate (`counted`). [`Interpreter::plain`] plays without them,
//! measuring every step and making every reply; property tests hold the
//! two to each other.
//!
//! | file | job |
//! |---|---|
//! | `table` | the model's rules by index, built once a run |
//! | `ranked` | a chaser rule's steps ranked once by the player's offset |
//! | `pack` | the chaser rules and kinds in flat arrays for counted replies |
//! | `position` | the board's layers, changed through setters that can be undone |
//! | `lay` | a case's map laid on a new position |
//! | `draw` | a position in the legend's symbols, as the output shows it |
//! | `walk` | the player's walk and the pieces it pushes |
//! | `reply` | chasers stepping toward the player, pass by pass, and what they meet |
//! | `step` | a chaser's step: the cell it chooses, where the step ends |
//! | `counted` | a candidate's reply counted on lists, not made, for the keys; far chasers' shared |
//! | `candidate` | a candidate move: a walk, staying, a teleport |
//! | `choose` | the strategy: candidates, the filter, the keys |
//! | `scratch` | the strategy's room and a player's, and a candidate made with its reply |
//! | `measure` | the keys after a reply made on the position |
//! | `place` | a move by cell, and the effects after a move |
//! | `ends` | the end conditions |
//! | `game` | a whole game |
//! | `strategy` | a game played by its strategy, move by move |
//! | `by_input` | a game's moves from the case's `moves:` line |
//! | `room` | a game played in the buffers a player keeps from case to case |
//! | `fixed` | a game on the rules' own board, from a list of chasers and teleports |
//! | `steps` | a game played one move at a time, each move recorded for the views |
//! | `record` | what one move did: the walk, pushes, toggles, the chasers' steps |
//! | `why` | why a walk cannot be made: the cell and what stands there |
//! | `weigh` | every candidate of a strategy's choice with its keys' values |
//! | `search` | a game's positions for a search: the moves to try, made and taken back |

mod by_input;
mod candidate;
mod choose;
mod counted;
mod draw;
mod ends;
mod fixed;
mod game;
mod lay;
mod measure;
mod pack;
mod place;
mod position;
mod ranked;
mod record;
mod reply;
mod room;
mod scratch;
mod search;
mod step;
mod steps;
mod strategy;
mod table;
mod walk;
mod weigh;
mod why;

pub use draw::Drawing;
pub use fixed::{Unplayable, play_fixed};
pub use game::{Ending, Interpreter, Outcome, play};
pub(crate) use position::NONE;
pub use position::Position;
pub use record::{Asked, ChaserStep, Fate, Moved, Record, Skip, Why};
pub use scratch::Room;
pub use search::{Explorer, Unsearchable};
pub use steps::{Refused, Stepper};
pub use weigh::{Verdict, Weighed, Weighing};
