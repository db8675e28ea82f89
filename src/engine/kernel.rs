//! The reply kernel: where one robot's step ends, and a pass stepping many
//! robots with their arrivals stamped on a tally. The fast techniques
//! above are ways of calling these; nothing here keeps state between calls.

use super::lookup::{Entry, Lookup, MAY_LEAVE, STEP_INDEX};
use super::metric::{metric_of, terrain_of};
use super::moves::PlayerMove;
use super::pass::{After, CRUSHED, Pass};
use super::state::{DEBRIS, SOLID, STOPPING, State};
use super::step::Stepper;
use super::table::{Meets, Mover, Offset, Outcome, Table};
use super::tally::{Arrivals, Tally};
use crate::geometry::Board;

mod detour;

/// A robot step as the hot loops use it: its offset and how far it moves
/// a grid index (`dr * columns + dc`), for an on-board destination.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct StepMove {
    dr: i32,
    dc: i32,
    delta: i32,
}

/// One [`StepMove`] per possible step index of a lookup entry: a fixed
/// size, so indexing with a masked entry needs no bounds check.
type StepMoves = [StepMove; STEP_INDEX as usize + 1];

/// The robots' side of a table, owned: their steps, the lookup, the board
/// and what debris does to them. [`Robots::kernel`] lends it to a pass.
#[derive(Debug, Clone)]
pub(crate) struct Robots {
    stepper: Stepper,
    moves: Box<StepMoves>,
    board: Board,
    /// Debris stops a robot instead of destroying it.
    stopped: bool,
}

impl Robots {
    pub(crate) fn new(table: &Table) -> Self {
        let board = table.board;
        let stepper = Stepper::on_board(&table.robot_steps, table.metric, &table.tie_break, board);
        let mut moves = Box::new([StepMove::default(); STEP_INDEX as usize + 1]);
        for (m, &(dr, dc)) in moves.iter_mut().zip(&table.robot_steps) {
            *m = StepMove {
                dr,
                dc,
                delta: dr * board.columns + dc,
            };
        }
        Robots {
            stepper,
            moves,
            board,
            stopped: table.outcome(Mover::Robot, Meets::Debris) == Outcome::Stopped,
        }
    }

    pub(crate) fn stepper(&self) -> &Stepper {
        &self.stepper
    }

    #[inline(always)]
    pub(crate) fn kernel(&self) -> Kernel<'_> {
        Kernel {
            stepper: &self.stepper,
            lookup: self.stepper.view(),
            steps: self.stepper.steps(),
            moves: &self.moves,
            board: self.board,
            stopped: self.stopped,
        }
    }
}

/// A robot as the hot loops carry it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Near {
    /// Index in the position's robots.
    pub(crate) index: u32,
    /// Grid index of its cell.
    pub(crate) cell: u32,
    pub(crate) at: Offset,
    /// Its key in the walk lookup (see `wide`), when there is one.
    pub(crate) key: u32,
}

/// What stepping the robots reads, borrowed from [`Robots`].
#[derive(Clone, Copy)]
pub(crate) struct Kernel<'a> {
    stepper: &'a Stepper,
    lookup: Lookup<'a>,
    steps: &'a [Offset],
    /// Per lookup entry's step index, the step and how far it moves a grid
    /// index (see [`StepMove`]).
    moves: &'a StepMoves,
    board: Board,
    stopped: bool,
}

impl Kernel<'_> {
    #[inline(always)]
    pub(crate) fn board(self) -> Board {
        self.board
    }

    /// Where the robot at `(rr, rc)` ends its step toward the player at
    /// `(pr, pc)`: its cell, grid index, and whether debris lies there.
    /// A robot stopped by debris stays where it was.
    #[inline(always)]
    pub(crate) fn step_one<const M: u8>(
        self,
        (rr, rc): Offset,
        (pr, pc): Offset,
        after: &After,
    ) -> (Offset, usize, bool) {
        let e = self.lookup.entry(metric_of::<M>(), pr - rr, pc - rc);
        let mut to = if e & MAY_LEAVE == 0 {
            let m = self.moves[usize::from(e & STEP_INDEX)];
            (rr + m.dr, rc + m.dc)
        } else {
            self.step_checked(e, (rr, rc), (pr, pc))
        };
        let mut cell = self.board.index(to);
        if terrain_of::<M>() {
            match after.grid[cell] {
                SOLID => {
                    let entry = |i: usize| {
                        if after.at(i) {
                            after.grid[i].max(DEBRIS)
                        } else {
                            0
                        }
                    };
                    return self.around((rr, rc), (pr, pc), entry);
                }
                STOPPING => return ((rr, rc), self.board.index((rr, rc)), false),
                _ => {}
            }
        }
        let mut debris = after.at(cell);
        if self.stopped && debris {
            to = (rr, rc);
            cell = self.board.index(to);
            debris = after.at(cell);
        }
        (to, cell, debris)
    }

    /// The lookup entry of a robot at `at` stepping toward the player at
    /// `to`.
    #[inline(always)]
    pub(crate) fn entry<const M: u8>(self, (rr, rc): Offset, (pr, pc): Offset) -> Entry {
        self.lookup.entry(metric_of::<M>(), pr - rr, pc - rc)
    }

    /// [`Self::step_one`] for a robot whose grid index is known (an
    /// on-board step is one addition), when nothing was pushed: debris
    /// lies as in `grid`.
    #[inline(always)]
    pub(crate) fn plain_step<const M: u8>(
        self,
        robot: &Near,
        to: Offset,
        grid: &[u8],
    ) -> (Offset, usize, bool) {
        self.plain_step_by::<M>(self.entry::<M>(robot.at, to), robot, to, grid)
    }

    /// [`Self::plain_step`] with the robot's lookup entry `e` given.
    #[inline(always)]
    pub(crate) fn plain_step_by<const M: u8>(
        self,
        e: Entry,
        robot: &Near,
        to: Offset,
        grid: &[u8],
    ) -> (Offset, usize, bool) {
        let (rr, rc) = robot.at;
        let (at, cell) = if e & MAY_LEAVE == 0 {
            let m = self.moves[usize::from(e & STEP_INDEX)];
            let cell = robot.cell.wrapping_add_signed(m.delta);
            ((rr + m.dr, rc + m.dc), cell as usize)
        } else {
            let at = self.step_checked(e, robot.at, to);
            (at, self.board.index(at))
        };
        let debris = grid[cell] != 0;
        if terrain_of::<M>() && debris {
            match grid[cell] {
                SOLID => return self.around(robot.at, to, |i| grid[i]),
                STOPPING => return (robot.at, robot.cell as usize, false),
                _ => {}
            }
        }
        if debris && self.stopped {
            // Robots never stand on debris, so its own cell is clear.
            return (robot.at, robot.cell as usize, false);
        }
        (at, cell, debris)
    }

    /// Steps the `near` robots toward the player's cell `to` for a
    /// candidate that changes nothing else (debris lies as in `grid`), like
    /// [`Self::step_all`]: each robot's final grid index goes to `dest` (at
    /// its index in the position) and its arrival to `arrivals`. Reports a
    /// conflict, and stops, when a robot ends on a cell holding an arrival
    /// stamped `far` (a far robot's).
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn step_plain<const M: u8>(
        self,
        near: &[Near],
        grid: &[u8],
        to: Offset,
        stop_on_loss: bool,
        dest: &mut [u32],
        mut arrivals: Arrivals,
        far: u32,
    ) -> (Pass, bool) {
        let metric = metric_of::<M>();
        let to_cell = self.board.index(to);
        let mut pass = Pass::start(near.len());
        for (j, robot) in near.iter().enumerate() {
            let (at, cell, debris) = self.plain_step::<M>(robot, to, grid);
            if cell == to_cell {
                pass.lost = true;
                if stop_on_loss {
                    pass.stepped = j + 1;
                    break;
                }
            }
            dest[robot.index as usize] = cell as u32;
            match arrivals.arrive_unless(cell, far) {
                Some(true) => {
                    if !debris {
                        pass.survivor(metric.distance(to.0 - at.0, to.1 - at.1));
                    }
                }
                Some(false) => pass.clean = false,
                None => {
                    pass.stepped = j + 1;
                    return (pass, true);
                }
            }
        }
        (pass, false)
    }

    /// Steps every robot of `state` but a crushed one toward the player's
    /// cell after `mv`: leaves each robot's final grid index in `dest` and
    /// the arrivals in `tally`, and tallies the survivors as if no robots
    /// met. With `stop_on_loss` it returns as soon as a robot reaches the
    /// player, leaving the rest undone.
    #[inline(always)]
    pub(crate) fn step_all<const M: u8>(
        self,
        state: &State,
        mv: &PlayerMove,
        stop_on_loss: bool,
        dest: &mut Vec<u32>,
        tally: &mut Tally,
    ) -> Pass {
        let after = After::new(state, mv);
        let robots = state.robots();
        let n = robots.len();
        let crushed = mv.crushed().unwrap_or(n);
        if dest.len() < n {
            dest.resize(n, CRUSHED);
        }
        let dest = &mut dest[..n];
        let mut marks = tally.fresh();
        let mut pass = Pass::start(n);
        for i in 0..n {
            if i == crushed {
                dest[i] = CRUSHED;
                continue;
            }
            let (to, cell, debris) = self.step_one::<M>(robots[i], mv.to, &after);
            if to == mv.to {
                pass.lost = true;
                if stop_on_loss {
                    pass.stepped = i + 1;
                    break;
                }
            }
            dest[i] = cell as u32;
            pass.arrive::<M>(&mut marks, cell, to, debris, mv.to);
        }
        pass
    }
}
