//! What a search for one case may do and what it found: its budget, the
//! verdict, and the work done.

use crate::engine::PlayerMove;
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
