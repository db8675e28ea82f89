//! A robot's step when its best one cannot be taken: it would leave the
//! board, or enter terrain no robot enters. Both are rare, so both are
//! kept out of the hot loops' code: the next best step is found by the
//! ranking, among the steps that can be taken.

use super::super::lookup::{COMPUTE, Entry, STEP_INDEX};
use super::super::state::{SOLID, STOPPING};
use super::super::table::Offset;
use super::Kernel;

impl Kernel<'_> {
    /// Where the robot at `r` steps toward the player at `p` when the
    /// lookup entry `e` is [`COMPUTE`] or may leave the board: computed
    /// directly, avoiding the board's edges.
    #[inline(never)]
    pub(super) fn step_checked(self, e: Entry, (rr, rc): Offset, (pr, pc): Offset) -> Offset {
        let k = match e {
            COMPUTE => self.stepper.choose(pr - rr, pc - rc),
            e => usize::from(e & STEP_INDEX),
        };
        let (dr, dc) = self.steps[k];
        let to = (rr + dr, rc + dc);
        if self.board.contains(to) {
            return to;
        }
        let on_board = |(dr, dc): Offset| self.board.contains((rr + dr, rc + dc));
        match self.stepper.best(pr - rr, pc - rc, on_board) {
            Some(k) => (rr + self.steps[k].0, rc + self.steps[k].1),
            None => (rr, rc),
        }
    }

    /// Where the robot at `(rr, rc)` steps toward the player at `(pr, pc)`
    /// when its best step enters terrain no robot enters: its best step
    /// onto the board and into a cell `grid` (the grid's entries, debris
    /// as the reply finds it) does not mark [`SOLID`], or its own cell when
    /// none is; as [`Self::plain_step_by`] returns it.
    #[cold]
    #[inline(never)]
    pub(super) fn around(
        self,
        (rr, rc): Offset,
        (pr, pc): Offset,
        grid: impl Fn(usize) -> u8,
    ) -> (Offset, usize, bool) {
        let open = |(dr, dc): Offset| {
            let at = (rr + dr, rc + dc);
            self.board.contains(at) && grid(self.board.index(at)) != SOLID
        };
        let (a, b) = (pr - rr, pc - rc);
        let best = match self.stepper.ranking(a, b) {
            Some(order) => order
                .iter()
                .map(|&k| usize::from(k))
                .find(|&k| open(self.steps[k])),
            None => self.stepper.best(a, b, open),
        };
        let at = match best {
            Some(k) => (rr + self.steps[k].0, rc + self.steps[k].1),
            None => (rr, rc),
        };
        let cell = self.board.index(at);
        let debris = at != (rr, rc) && grid(cell) != 0;
        if debris && (self.stopped || grid(cell) == STOPPING) {
            return ((rr, rc), self.board.index((rr, rc)), false);
        }
        (at, cell, debris)
    }
}
