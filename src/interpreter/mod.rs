//! The general interpreter: plays any game of the one model
//! ([`crate::model::Model`]) the plain way, move by move, from a case of
//! the map format, or (a pursuit) from a list of chasers and teleports on
//! the rules' own board. It knows primitives (a walk with pushes, a chaser's
//! step, a placement, a toggle, a count, a line) and no game.
//!
//! | file | job |
//! |---|---|
//! | `position` | the board's layers, changed through setters that can be undone |
//! | `walk` | the player's walk and the pieces it pushes |
//! | `reply` | chasers stepping toward the player, pass by pass, and what they meet |
//! | `choose` | the strategy: candidates, the filter, the keys |
//! | `place` | a move by cell, and the effects after a move |
//! | `ends` | the end conditions |
//! | `game` | a whole game |
//! | `fixed` | a game on the rules' own board, from a list of chasers and teleports |

mod choose;
mod ends;
mod fixed;
mod game;
mod place;
mod position;
mod reply;
mod walk;

pub use fixed::{Unplayable, play_fixed};
pub use game::{Ending, Outcome, play};
pub use position::Position;
