//! Looking one move ahead, for the `safe neighbours` key: the position
//! after a candidate and its reply, and how many of the player's walks
//! from there are legal and would not lose at once. It has buffers of its
//! own, so looking ahead never disturbs the candidate being scored.

use super::full::{Buffers, Full};
use super::moves::{Legal, Occupancy, PlayerMove};
use super::plan::Plan;
use super::state::State;

/// The look-ahead's scratch: a position to play the candidate in, a full
/// pass's buffers and the robots' cells there.
#[derive(Debug, Clone)]
pub(crate) struct Ahead {
    next: Option<State>,
    full: Buffers,
    occupancy: Occupancy,
}

impl Ahead {
    pub(crate) fn new(plan: &Plan) -> Self {
        Ahead {
            next: None,
            full: Buffers::new(plan.board()),
            occupancy: Occupancy::new(plan.board()),
        }
    }

    /// How many of the player's walks from the position after `mv` in
    /// `state` and the robots' reply are legal and would not lose at once;
    /// and the robots stepped to find out.
    pub(crate) fn safe_neighbours<const M: u8>(
        &mut self,
        plan: &Plan,
        state: &State,
        mv: &PlayerMove,
    ) -> (u64, u64) {
        let mut next = match self.next.take() {
            Some(mut next) => {
                next.copy_from(state);
                next
            }
            None => state.clone(),
        };
        let mut full: Full = self.full.lend(plan);
        let (_, mut steps) = full.make::<M>(plan.settle, &mut next, mv);
        self.occupancy.forget();
        let legal = Legal {
            table: &plan.table,
            board: plan.board(),
            state: &next,
            robots: self.occupancy.mark(plan.board(), &next),
        };
        let mut safe = 0;
        for &walk in &plan.table.walks {
            if let Some(walk) = legal.walk(walk) {
                let (reply, stepped) = full.reply::<M>(&next, &walk, true);
                steps += stepped;
                safe += u64::from(!reply.lost);
            }
        }
        self.next = Some(next);
        (safe, steps as u64)
    }
}
