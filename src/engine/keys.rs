//! Comparing candidates key by key, for strategies whose keys do not pack
//! into one number (see `rank`): a candidate's keys are measured one at a
//! time and only while they can still decide.

use super::ahead::Ahead;
use super::moves::PlayerMove;
use super::pass::Reply;
use super::plan::Plan;
use super::rank::plain_value;
use super::state::State;
use super::table::{Goal, Key};

/// Key values of one candidate, as numbers where smaller is better: one
/// per key of the plan (at most one of each key; see `Plan::keys`).
pub(crate) type Score = [u64; Key::COUNT];

/// What measuring keys reads and writes.
pub(crate) struct Keys<'a> {
    pub(crate) plan: &'a Plan,
    /// The look-ahead, for `safe neighbours`.
    pub(crate) ahead: &'a mut Ahead,
    pub(crate) state: &'a State,
    /// Robot steps accounted for.
    pub(crate) steps: &'a mut u64,
}

impl Keys<'_> {
    /// Whether candidate `mv` (its reply `reply`) beats the best so far;
    /// `values` holds the best's key values, and takes the candidate's when
    /// it wins (there is no best before the first candidate: `found` false).
    #[inline(never)]
    pub(crate) fn wins<const M: u8>(
        &mut self,
        mv: &PlayerMove,
        reply: &Reply,
        found: bool,
        values: &mut Score,
    ) -> bool {
        let score = if found {
            self.beats::<M>(mv, reply, values)
        } else {
            Some(self.all::<M>(mv, reply))
        };
        score.map(|score| *values = score).is_some()
    }

    /// Every key value of candidate `mv`, whose reply is `reply`.
    fn all<const M: u8>(&mut self, mv: &PlayerMove, reply: &Reply) -> Score {
        let mut score = [0; Key::COUNT];
        self.fill::<M>(0, mv, reply, &mut score);
        score
    }

    /// The candidate's key values if it beats the best so far, whose values
    /// are `best`.
    fn beats<const M: u8>(
        &mut self,
        mv: &PlayerMove,
        reply: &Reply,
        best: &Score,
    ) -> Option<Score> {
        let mut score = [0; Key::COUNT];
        for (k, &b) in best.iter().enumerate().take(self.plan.keys.len()) {
            let v = self.value::<M>(k, mv, reply);
            score[k] = v;
            if v < b {
                self.fill::<M>(k + 1, mv, reply, &mut score);
                return Some(score);
            }
            if v > b {
                return None;
            }
        }
        None
    }

    /// Fills `score[from..]` with the candidate's key values.
    fn fill<const M: u8>(
        &mut self,
        from: usize,
        mv: &PlayerMove,
        reply: &Reply,
        score: &mut Score,
    ) {
        let keys = self.plan.keys.len();
        for (k, slot) in score.iter_mut().enumerate().take(keys).skip(from) {
            *slot = self.value::<M>(k, mv, reply);
        }
    }

    /// Key `k` of a candidate, as a number where smaller is better.
    fn value<const M: u8>(&mut self, k: usize, mv: &PlayerMove, reply: &Reply) -> u64 {
        let (key, goal) = self.plan.keys[k];
        let value = match plain_value(key, reply, mv.to) {
            Some(value) => value,
            None => {
                let (safe, steps) = self.ahead.safe_neighbours::<M>(self.plan, self.state, mv);
                *self.steps += steps;
                safe
            }
        };
        match goal {
            Goal::Minimize => value,
            Goal::Maximize => u64::MAX - value,
        }
    }
}
