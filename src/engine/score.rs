//! A candidate's reply, scored: a walk that pushes nothing (or staying)
//! steps only the robots near the player and adds the far robots' shared
//! totals (see `far`); any other candidate, or one whose near robots end
//! on a far robot's cell, steps every robot (see `full`). The `safe
//! neighbours` count is taken from the reply's arrivals (see `safe`).

use super::far::Far;
use super::full::Buffers;
use super::moves::PlayerMove;
use super::pass::{After, CRUSHED, Pass, Reply, recount};
use super::plan::Plan;
use super::safe::{Arrived, Replied};
use super::state::State;
use super::table::Meeting;
use super::tally::Tally;

/// A scored candidate: its reply, whether no robots met in it, and
/// whether it was scored with the far robots shared.
pub(crate) type Scored = (Reply, bool, bool);

/// Scores candidates of one position with the chooser's scratch, borrowed.
pub(crate) struct Scorer<'a> {
    pub(crate) plan: &'a Plan,
    /// The far robots of the position (see `far`).
    pub(crate) far: &'a Far,
    /// Arrivals of the plain passes (see `Chooser`).
    pub(crate) marks: &'a mut Tally,
    /// A full pass's buffers; a candidate's robots' final cells are left in
    /// its `dest`.
    pub(crate) full: &'a mut Buffers,
    /// Robot steps accounted for.
    pub(crate) steps: &'a mut u64,
}

impl Scorer<'_> {
    /// The robots' reply to candidate `mv`, its robots' final cells left in
    /// the full pass's `dest`; `None` when it loses at once and the
    /// strategy drops it.
    ///
    /// A walk that pushes nothing (or staying) steps only the near robots
    /// and adds the far robots' shared totals (see `far`), unless a near
    /// robot ends on a far robot's cell; any other move steps every robot.
    #[inline(always)]
    pub(crate) fn score<const M: u8>(&mut self, state: &State, mv: &PlayerMove) -> Option<Scored> {
        let reject = self.plan.table.reject_immediate_loss;
        if mv.is_plain() {
            let far = &self.far;
            let (pass, conflict) = self.plan.kernel().step_plain::<M>(
                &far.near,
                state.debris(),
                mv.to,
                reject,
                &mut self.full.dest,
                self.marks.fresh(),
                far.stamp,
            );
            // Far robots count as stepped in every reply they take part in.
            let far_robots = state.robots().len() - far.near.len();
            *self.steps += (pass.stepped + far_robots) as u64;
            if !conflict {
                if reject && pass.lost {
                    return None;
                }
                if !pass.clean {
                    return Some(self.score_met(state, mv, &pass));
                }
                let mut reply = Reply::of(state, &pass);
                let shared = far.on;
                if shared {
                    far.add_to(&mut reply, state.player(), mv.to);
                }
                reply.safe = self.safe_plain(state, mv, !shared || far.clean);
                return Some((reply, !shared || far.clean, shared));
            }
        }
        self.score_full::<M>(state, mv, reject)
    }

    /// [`Self::score`] for a plain candidate whose near robots met: they
    /// are counted again from their cells.
    #[inline(never)]
    fn score_met(&mut self, state: &State, mv: &PlayerMove, pass: &Pass) -> Scored {
        let far = &self.far;
        let dest = &self.full.dest;
        let cells = far.near.iter().map(|n| dest[n.index as usize]);
        let mut reply = recount(&self.plan.meet, self.marks, state, mv, pass.lost, cells);
        let shared = far.on;
        if shared {
            far.add_to(&mut reply, state.player(), mv.to);
        }
        reply.safe = self.safe_plain(state, mv, false);
        (reply, false, shared)
    }

    /// The `safe neighbours` count after the plain candidate `mv` whose
    /// near robots' arrivals are under the current stamp of the plain
    /// passes' tally (no robots met when `clean`); 0 without the key.
    fn safe_plain(&self, state: &State, mv: &PlayerMove, clean: bool) -> u32 {
        let Some(safety) = &self.plan.safety else {
            return 0;
        };
        let far = &self.far;
        let board = self.plan.board();
        let view = Arrived {
            grid: state.debris(),
            marks: self.marks,
            stamps: (self.marks.stamp(), far.stamp),
            lone: usize::MAX,
            met: !clean && self.plan.table.meeting == Meeting::Debris,
        };
        let dest = &self.full.dest;
        let cells = far.near.iter().map(|n| dest[n.index as usize]);
        let close = far.close.iter().map(|&c| board.index(c) as u32);
        safety.count((mv.to, board.index(mv.to)), cells.chain(close), &view)
    }

    /// [`Self::score`] stepping every robot.
    #[inline(never)]
    fn score_full<const M: u8>(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        reject: bool,
    ) -> Option<Scored> {
        let mut full = self.full.lend(self.plan);
        let pass = full.pass::<M>(state, mv, reject);
        *self.steps += pass.stepped as u64;
        if reject && pass.lost {
            return None;
        }
        let mut reply = full.resolve(state, mv, reject, &pass);
        if let Some(safety) = &self.plan.safety {
            let board = self.plan.board();
            let view = Replied {
                after: After::new(state, mv),
                arrivals: full.arrivals,
                met: !pass.clean && self.plan.table.meeting == Meeting::Debris,
            };
            let dest = &full.dest[..state.robots().len()];
            let cells = dest.iter().copied().filter(|&c| c != CRUSHED);
            reply.safe = safety.count((mv.to, board.index(mv.to)), cells, &view);
        }
        Some((reply, pass.clean, false))
    }
}
