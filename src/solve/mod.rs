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
//! JSON (`report`).

#![deny(unreachable_pub)]

mod key;
pub mod line;
mod plan;
pub mod report;
mod search;

use crate::engine::table::Offset;
use crate::engine::{Engine, PlayerMove};
use std::time::Duration;

/// How much searching one case may do: positions made, time, or both;
/// the search stops at whichever runs out first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub positions: Option<u64>,
    pub time: Option<Duration>,
}

impl Default for Budget {
    /// One second a case.
    fn default() -> Self {
        Budget {
            positions: None,
            time: Some(Duration::from_secs(1)),
        }
    }
}

/// What the search found for one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A line that wins (or survives), move by move. When `repeats` is
    /// `Some(k)`, the position after the last move is the one after move
    /// `k` (0: the start): the moves after move `k` repeat forever and the
    /// player survives.
    Win {
        moves: Vec<PlayerMove>,
        repeats: Option<u32>,
    },
    /// The whole tree was searched: no line wins.
    NoWin,
    /// The budget ran out first.
    Undecided,
}

/// The search's answer for one case and how much it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// Positions made (each legal move made on a copy of its position).
    pub positions: u64,
    pub elapsed: Duration,
}

/// Searches the game of `robots` and `teleports` under `engine`'s rules
/// for a line the player wins, within `budget`.
pub fn solve(
    engine: &mut Engine,
    robots: &[Offset],
    teleports: &[Offset],
    budget: Budget,
) -> Solution {
    plan::solve(engine, robots, teleports, budget)
}
