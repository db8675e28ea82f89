//! The game engine: plays scenarios on a compiled [`table::Table`], fast.
//!
//! Layers, each file importing only from the layers below it (a test
//! checks that no two files import each other, directly or around a loop):
//!
//! | layer | file | job |
//! |---|---|---|
//! | data | `table` | the compiled rule table, plain data |
//! | | `teleports` | the teleport list, indexed: one head per cell |
//! | | `hashes` | a position's stamp, and the hashes of its parts |
//! | | `snapshot` | a position saved without its debris grid |
//! | | `state` | a position, stamped so a choice knows where it was made |
//! | | `record` | how a game ended, as the output shows it |
//! | plain parts | `tally` | per-cell arrival counts cleared by a new stamp |
//! | | `metric` | the distance as a compile-time constant |
//! | | `lookup` | the step lookup as the hot loops read it |
//! | | `step` | the robots' step ranking, and the lookup it fills |
//! | | `wide` | the step lookup widened by the walk reach |
//! | | `moves` | the player's legal moves and pushes |
//! | | `onboard` | the walks that stay on the board, by the player's cell |
//! | | `pass` | one pass's tally and the reply it leads to |
//! | | `kernel` | where a robot's step ends; passes over many robots |
//! | | `settle` | a reply written into the position |
//! | techniques | `rank` | the strategy's keys packed into one number |
//! | | `safe` | `safe neighbours` by lookups around the cell |
//! | | `margin` | how far a robot is far, and its step in each quadrant |
//! | | `far` | robots that step alike in every walk's reply, stepped once |
//! | | `plan` | the table and the techniques that apply to it |
//! | | `full` | the reply with every robot stepped |
//! | | `score` | a candidate's reply, far robots shared or every robot stepped |
//! | | `walks` | the plain walks' own loops |
//! | | `few` | the plain walks' loop when at most one robot is near |
//! | | `jumps` | teleport candidates bounded by the best so far |
//! | | `forms` | a group's reply as linear forms of the player's cell |
//! | | `groups` | teleport cells whose robots step alike, scored together |
//! | | `beyond` | a cluster's survivors with the player beyond it on one axis |
//! | | `screen` | teleport cells bounded without stepping a robot |
//! | decision | `choice` | the chosen move and the reply that comes with it |
//! | | `keys` | candidates compared key by key, when keys do not pack |
//! | | `fallback` | the fallbacks, when no candidate is left |
//! | | `choose` | the candidates in order, the best of them |
//! | | `leaps` | the teleport candidates of a move, in list order |
//! | | `apply` | making the chosen move |
//! | | `cycle` | noticing a repeated position, from the first move |
//! | | `driver` | [`Engine`]: one move at a time |
//! | | `game` | whole games and their end |
//! | | `drawn` | whole games on a board each scenario draws, to its turns |
//! | | `stepped` | a game one move at a time, its end found as `game` finds it |
//! | | `explore` | every legal move of a position, for a search |
//!
//! The plain oracle ([`crate::oracle`]) plays the same rules without any of
//! these techniques; the property tests hold the engine to it.

#![deny(unreachable_pub)]

mod apply;
mod beyond;
mod choice;
mod choose;
mod clusters;
mod cycle;
mod drawn;
mod driver;
mod explore;
mod fallback;
mod far;
mod few;
mod forms;
mod full;
mod game;
mod groups;
mod hashes;
mod jumps;
mod kernel;
mod keys;
mod leaps;
mod lookup;
mod margin;
mod metric;
mod moves;
mod onboard;
mod pass;
mod plan;
mod rank;
mod record;
mod safe;
mod score;
mod screen;
mod settle;
mod snapshot;
pub mod state;
pub(crate) mod step;
pub mod stepped;
pub mod table;
mod tally;
pub mod teleports;
mod walks;
mod wide;

pub use choice::Choice;
pub use drawn::DrawnEnd;
pub use driver::Engine;
pub use explore::Explorer;
pub use moves::PlayerMove;
pub use record::{End, MAX_MOVES, Record, TooLong};
