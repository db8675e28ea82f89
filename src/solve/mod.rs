//! `robots solve`: whether the player could have won, whatever the
//! strategy says. For a game whose player is controlled by a strategy, a
//! search over every legal move at every turn (every walk, staying, every
//! usable teleport) looks for a line that wins (under `won after surviving
//! N moves`, one that survives), and either finds one, proves there is
//! none, or runs out of its budget.
//!
//! The search (`search`) makes moves with the engine (`crate::engine`'s
//! [`crate::engine::Explorer`] lists them, [`Engine::make`] makes them),
//! keeps a table of positions known to have no line (`key`), and tries
//! more than one order of moves, each reusing what the others proved
//! (`plan`). A line found is then shortened while the budget lasts. The
//! lines are written as move names (`line`), and each case as text or
//! JSON (`report`). Where the strategy threw a win away, the first move
//! after which no line wins, is found by searching positions of its game
//! (`mistake`).

#![deny(unreachable_pub)]

mod answer;
mod key;
pub mod line;
pub mod map;
pub mod mistake;
mod plan;
pub mod report;
mod search;

pub use answer::{Budget, Solution, Verdict};
pub use plan::{solve, solve_from};
