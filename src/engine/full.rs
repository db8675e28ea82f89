//! The robots' reply to any move with every robot stepped: what the fast
//! techniques fall back to (pushes, teleports, walks they cannot finish),
//! and what making a move does when no scored reply comes with it.

use super::kernel::Kernel;
use super::moves::PlayerMove;
use super::pass::{Meet, Pass, Reply, recount};
use super::plan::Plan;
use super::settle::Settle;
use super::state::State;
use super::tally::Tally;
use crate::geometry::Board;

/// A full pass's scratch: the arrivals and every robot's final grid index.
#[derive(Debug, Clone)]
pub(crate) struct Buffers {
    pub(crate) arrivals: Tally,
    pub(crate) dest: Vec<u32>,
}

impl Buffers {
    pub(crate) fn new(board: Board) -> Self {
        Buffers {
            arrivals: Tally::new(board.area()),
            dest: Vec::new(),
        }
    }

    /// Lends the buffers to a pass under `plan`.
    #[inline(always)]
    pub(crate) fn lend<'a>(&'a mut self, plan: &'a Plan) -> Full<'a> {
        Full {
            kernel: plan.kernel(),
            meet: plan.meet,
            arrivals: &mut self.arrivals,
            dest: &mut self.dest,
        }
    }
}

/// A full pass's scratch, borrowed, with the kernel it steps robots by.
pub(crate) struct Full<'a> {
    pub(crate) kernel: Kernel<'a>,
    pub(crate) meet: Meet,
    pub(crate) arrivals: &'a mut Tally,
    pub(crate) dest: &'a mut Vec<u32>,
}

impl Full<'_> {
    /// Steps every robot toward the player's cell after `mv` (see
    /// `Kernel::step_all`).
    #[inline(always)]
    pub(crate) fn pass<const M: u8>(&mut self, state: &State, mv: &PlayerMove, stop: bool) -> Pass {
        self.kernel
            .step_all::<M>(state, mv, stop, self.dest, self.arrivals)
    }

    /// The reply a pass leads to; with `stop` (the pass stopped at the
    /// first robot reaching the player), a losing reply reports only
    /// `lost` (its other fields are meaningless).
    #[inline(always)]
    pub(crate) fn resolve(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        stop: bool,
        pass: &Pass,
    ) -> Reply {
        if pass.clean || (stop && pass.lost) {
            return Reply::of(state, pass);
        }
        let cells = self.dest[..state.robots().len()].iter().copied();
        recount(&self.meet, self.arrivals, state, mv, pass.lost, cells)
    }

    /// [`Self::pass`] and [`Self::resolve`]: the reply and the robots
    /// stepped.
    pub(crate) fn reply<const M: u8>(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        stop: bool,
    ) -> (Reply, usize) {
        let pass = self.pass::<M>(state, mv, stop);
        (self.resolve(state, mv, stop, &pass), pass.stepped)
    }

    /// Makes `mv` and the robots' reply in `state`: whether a robot
    /// reached the player, and the robots stepped.
    pub(crate) fn make<const M: u8>(
        &mut self,
        settle: Settle,
        state: &mut State,
        mv: &PlayerMove,
    ) -> (bool, usize) {
        let pass = self.pass::<M>(state, mv, false);
        let n = state.robots().len();
        settle.apply(state, mv, &self.dest[..n], true, self.arrivals);
        (pass.lost, pass.stepped)
    }
}
