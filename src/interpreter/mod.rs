//! The general interpreter: plays any game of the one model
//! ([`crate::model::Model`]) the plain way, move by move, from a case of
//! the map format. It knows primitives (a walk with pushes, a chaser's
//! step, a placement, a toggle, a count, a line) and no game.
//!
//! | file | job |
//! |---|---|
//! | `table` | the model's rules by index, built once a run |
//! | `position` | the board's layers, changed through setters that can be undone |
//! | `walk` | the player's walk and the pieces it pushes |
//! | `reply` | chasers stepping toward the player, pass by pass, and what they meet |
//! | `choose` | the strategy: candidates, the filter, the keys |
//! | `place` | a move by cell, and the effects after a move |
//! | `ends` | the end conditions |
//! | `game` | a whole game |

mod choose;
mod ends;
mod game;
mod place;
mod position;
mod reply;
mod table;
mod walk;

pub use game::{Ending, Interpreter, Outcome, play};
pub use position::Position;
