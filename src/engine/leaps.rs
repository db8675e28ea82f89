//! The teleport candidates of a move, in list order.
//!
//! Of the entries naming one cell, the first unspent is the only one that
//! can win (the others tie with it, later): one candidate per cell (see
//! `teleports`). With many cells, a cell toward which every robot steps as
//! toward a whole class of cells is scored from its class's pass (see
//! `groups`): its packed keys are exact, so it replaces the best exactly
//! when a full pass would have it do so, and the winner, if one of those,
//! is scored in full at the end for its reply. Any other cell that cannot
//! beat the best is dropped unscored (see `jumps`), most of them by a
//! bound that steps no robot (see `screen`). Debug builds score the
//! cells of both kinds in full too and check the shortcut's answer.

use super::choice::Best;
use super::choose::Chooser;
use super::keys::Score;
use super::moves::PlayerMove;
#[cfg(any(test, debug_assertions))]
use super::score::Scorer;
use super::state::State;

/// The groups are formed only when the list names at least this many cells
/// for each row and column of the board: a class's pass costs about a
/// cell's full pass, so with few cells a class it saves nothing (short
/// lists cost more grouped).
const PER_LINE: usize = 2;

impl Chooser {
    /// Scores the teleport candidates of `state` against `best`, in list
    /// order (see the module's docs).
    #[inline(always)]
    pub(crate) fn teleports<const M: u8>(
        &mut self,
        state: &State,
        best: &mut Best,
        values: &mut Score,
    ) {
        let heads = state.head_count();
        let bounded = self.jumps.applies(heads, self.packing.as_ref());
        let board = self.plan.board();
        if bounded {
            let occupancy = self.occupancy.mark(board, state);
            self.jumps.prepare(board, state, occupancy);
        }
        let lines = (board.rows + board.columns) as usize;
        let grouped = match self.jumps.margin() {
            Some(margin) if bounded && heads >= PER_LINE * lines => {
                self.groups.prepare(state, margin);
                true
            }
            _ => false,
        };
        // The screen pays for itself from as many cells as the board has
        // rows and columns (see `screen`).
        let screened = match &self.packing {
            Some(packing) if bounded && heads >= lines => {
                let (_, risky, slack) = self.jumps.split();
                let margin = self.jumps.margin();
                let on = self
                    .screen
                    .prepare::<M>(&self.plan, state, risky, margin, slack, packing);
                self.steps += self.screen.stepped();
                on
            }
            _ => false,
        };
        // The best is a grouped cell's, not yet scored in full.
        let mut pending = false;
        for i in state.heads() {
            if screened && best.found && self.screened_out::<M>(state, i, best.packed) {
                continue;
            }
            let Some(mv) = self.legal(state).teleport(i) else {
                continue;
            };
            if grouped && let Some(packed) = self.grouped::<M>(state, &mv) {
                if packed < best.packed {
                    *best = Best {
                        found: true,
                        mv,
                        packed,
                        clean: true,
                        shared: false,
                        lost: false,
                    };
                    pending = true;
                }
                continue;
            }
            if bounded && best.found && self.bounded_out::<M>(state, &mv, best.packed) {
                continue;
            }
            let before = best.packed;
            self.consider::<M>(state, mv, best, values);
            pending &= best.packed == before;
        }
        if pending {
            let (mv, packed) = (best.mv, best.packed);
            best.found = false;
            best.packed = u64::MAX;
            self.consider::<M>(state, mv, best, values);
            debug_assert!(best.found && best.packed == packed, "{mv:?}");
        }
    }

    /// Whether the screen's bound of entry `i`'s cell is not below `best`
    /// (see `screen`). Debug builds score the cell in full too, when it is
    /// a legal move, and check that it does not beat the best.
    #[inline(always)]
    fn screened_out<const M: u8>(&mut self, state: &State, i: usize, best: u64) -> bool {
        let Some(packing) = &self.packing else {
            return false;
        };
        let (safe, risky, _) = self.jumps.split();
        let to = state.teleports().cell(i);
        let out = self
            .screen
            .loses::<M>(to, (safe, &risky.robots), packing, best);
        #[cfg(debug_assertions)]
        if out
            && let Some(mv) = self.legal(state).teleport(i)
            && let Some(packed) = self.packed_in_full::<M>(state, &mv)
        {
            debug_assert!(packed >= best, "a screened-out teleport wins: {mv:?}");
        }
        out
    }

    /// The packed keys of the teleport `mv` from its group (see `groups`),
    /// if it is in one. Debug builds score it in full too and check them.
    #[inline(always)]
    fn grouped<const M: u8>(&mut self, state: &State, mv: &PlayerMove) -> Option<u64> {
        let packing = self.packing.as_ref()?;
        let kernel = self.plan.kernel();
        let meeting = self.plan.table.meeting;
        let (packed, stepped) = self.groups.packed::<M>(kernel, meeting, state, mv, packing);
        self.steps += stepped as u64;
        #[cfg(debug_assertions)]
        if let Some(packed) = packed {
            let full = self.packed_in_full::<M>(state, mv);
            debug_assert_eq!(full, Some(packed), "a grouped teleport's keys: {mv:?}");
        }
        packed
    }

    /// Whether the teleport `mv` cannot beat the best so far, whose packed
    /// keys are `best` (see `jumps`). Debug builds score it in full too and
    /// check that it does not.
    #[inline(always)]
    fn bounded_out<const M: u8>(&mut self, state: &State, mv: &PlayerMove, best: u64) -> bool {
        let Some(packing) = &self.packing else {
            return false;
        };
        let (loses, stepped) = self.jumps.loses::<M>(
            &self.plan,
            state,
            mv,
            packing,
            best,
            &mut self.full.arrivals,
        );
        self.steps += stepped as u64;
        #[cfg(debug_assertions)]
        if loses && let Some(packed) = self.packed_in_full::<M>(state, mv) {
            debug_assert!(packed >= best, "a bounded-out teleport wins: {mv:?}");
        }
        loses
    }

    /// The packed keys of `mv` scored by a full pass, `None` when the
    /// strategy drops it; the steps are not counted.
    #[cfg(any(test, debug_assertions))]
    pub(crate) fn packed_in_full<const M: u8>(
        &mut self,
        state: &State,
        mv: &PlayerMove,
    ) -> Option<u64> {
        let mut steps = 0;
        let (reply, _, _) = Scorer {
            plan: &self.plan,
            far: &self.far,
            marks: &mut self.marks,
            full: &mut self.full,
            steps: &mut steps,
        }
        .score::<M>(state, mv)?;
        Some(self.packing.as_ref().map_or(0, |p| p.pack(&reply, mv.to)))
    }
}
