//! Noticing that a game will never end: its position repeats.
//!
//! Short games pay nothing: watching starts after [`WATCH_FROM`] moves. From
//! then on Brent's method compares each position with one saved position,
//! in constant memory. Nothing is copied or rehashed in full per move: a
//! position's summary (the player's cell, the counts, the debris and
//! teleport hashes a position keeps up to date) settles most comparisons
//! in O(1), and only a position with the saved one's summary has its
//! robots hashed. A match is a repetition seen, to be confirmed exactly:
//! the engine replays the game to find the first repeated position, and
//! goes on watching if there is none (the hashes collided).

use super::state::{State, Summary};
use crate::geometry::Board;

/// Moves played before positions are watched for repetition.
pub(crate) const WATCH_FROM: u32 = 1000;

/// A position as the watch remembers it.
#[derive(Debug, Clone, Copy)]
struct Saved {
    summary: Summary,
    robots: u64,
}

/// Brent's cycle detection over the positions of one game.
#[derive(Debug, Default)]
pub(crate) struct Watch {
    saved: Option<Saved>,
    power: u32,
    lam: u32,
    /// The moves between the last two positions compared.
    period: u32,
}

impl Watch {
    /// Observes the position after move `moves`; true when it looks like
    /// the saved position (same summary and robots), `Self::period` moves
    /// later. Equal positions always look alike; positions that look alike
    /// are equal but for a hash collision, which the caller rules out.
    pub(crate) fn repeats(&mut self, state: &State, board: Board, moves: u32) -> bool {
        if moves < WATCH_FROM {
            return false;
        }
        let summary = state.summary();
        let Some(saved) = &self.saved else {
            self.save(state, board, summary);
            self.power = 1;
            self.lam = 0;
            return false;
        };
        self.lam += 1;
        let seen = summary == saved.summary && state.robots_hash(board) == saved.robots;
        self.period = self.lam;
        // Brent's method goes on as if nothing were seen, so that watching
        // can go on after a collision.
        if self.power == self.lam {
            self.save(state, board, summary);
            self.power *= 2;
            self.lam = 0;
        }
        seen
    }

    fn save(&mut self, state: &State, board: Board, summary: Summary) {
        self.saved = Some(Saved {
            summary,
            robots: state.robots_hash(board),
        });
    }

    /// How many moves before the position last observed the saved one
    /// was.
    pub(crate) fn period(&self) -> u32 {
        self.period
    }
}
