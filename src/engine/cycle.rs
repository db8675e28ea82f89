//! Noticing that a game will never end: its position repeats.
//!
//! Short games pay nothing: watching starts after [`WATCH_FROM`] moves. From
//! then on Brent's method compares each position with one saved position
//! (by fingerprint, then exactly), in constant memory. Once a repetition is
//! seen its period is known, and the engine replays the game to report the
//! first repeated position exactly.

use super::state::State;
use crate::geometry::Board;

/// Moves played before positions are watched for repetition.
pub(crate) const WATCH_FROM: u32 = 1000;

/// Brent's cycle detection over the positions of one game.
#[derive(Debug, Default)]
pub(crate) struct Watch {
    saved: Option<(State, u64)>,
    power: u32,
    lam: u32,
}

impl Watch {
    /// Observes the position after move `moves`; true once a position has
    /// repeated (the period is then [`Self::period`]).
    pub(crate) fn repeats(&mut self, state: &State, board: Board, moves: u32) -> bool {
        if moves < WATCH_FROM {
            return false;
        }
        let print = state.fingerprint(board);
        let Some((saved, saved_print)) = &self.saved else {
            self.saved = Some((state.clone(), print));
            self.power = 1;
            self.lam = 0;
            return false;
        };
        self.lam += 1;
        if print == *saved_print && saved.same_position(state) {
            return true;
        }
        if self.power == self.lam {
            self.saved = Some((state.clone(), print));
            self.power *= 2;
            self.lam = 0;
        }
        false
    }

    pub(crate) fn period(&self) -> u32 {
        self.lam
    }
}
