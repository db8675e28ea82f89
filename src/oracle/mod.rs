//! The rules exactly as `docs/rules-language.md` states them, played the
//! plain way: one candidate at a time, every robot stepped by direct
//! computation, the reply resolved literally, positions kept as sets.
//!
//! It is the specification in code. The engine (`crate::engine`) must
//! play every game exactly as this does; the property tests hold it to
//! that. It also keeps every step of a decision (each candidate, why it is
//! illegal or dropped, its keys, what separated the winner from the
//! runner-up, the fallback's scan of the teleport list) and of a reply
//! (who stepped where, met, was destroyed, reached the player), for views
//! that explain a game. It is slow: no grid, lookup or shared step.
//!
//! Files, bottom up: `position` (what a position holds), `moves` (legal
//! moves and pushes), `reply` (a move and the robots' reply), `decide`
//! (the strategy), `game` (a whole game and its end).

#![deny(unreachable_pub)]

mod decide;
mod game;
mod moves;
mod position;
mod reply;

pub use decide::{Candidate, Chosen, Decision, INFINITELY_FAR, Scored, Separation, Skip, Tried};
pub use game::{Game, Oracle, Turn, Unfinished};
pub use moves::{Blocked, Move, MoveKind, Push};
pub use position::Position;
pub use reply::{Reply, RobotStep, step_toward};
