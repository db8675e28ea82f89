//! The robots' reply to a player move: every robot steps at once, then
//! meetings, debris and the player's cell are resolved as the table says.
//!
//! [`Engine::reply`] scores a candidate without changing anything;
//! [`Engine::apply`] makes a chosen move and the reply happen.
//!
//! Scoring takes one pass over the robots: each robot's step comes from the
//! stepper's lookup, its arrival is stamped on the arrival grid, and the
//! reply is tallied as if no two robots met. Only when some cell receives a
//! second arrival is the tally redone from the recorded destinations.

use super::Engine;
use super::board::{Arrivals, Board, Tally};
use super::choose::{Cache, Choice};
use super::far::Near;
use super::moves::PlayerMove;
use super::state::State;
use super::step::{COMPUTE, Entry, Lookup, MAY_LEAVE, STEP_INDEX, Stepper};
use super::table::{Meeting, Metric, Offset};

/// The `dest` entry of a robot crushed by the player's push.
pub(super) const CRUSHED: u32 = u32::MAX;

/// What a candidate move leads to, just before the player's next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reply {
    /// A robot stepped onto the player.
    pub lost: bool,
    pub robots: u32,
    pub debris: u32,
    /// Distance to the nearest remaining robot (`u64::MAX` when none).
    pub nearest: u64,
    pub sum: u64,
}

/// The debris grid after the player's move: the pushed debris has moved
/// (`from` and `to` are `usize::MAX` when nothing was pushed).
#[derive(Clone, Copy)]
pub(super) struct After<'a> {
    grid: &'a [u8],
    from: usize,
    to: usize,
}

impl<'a> After<'a> {
    #[inline(always)]
    pub(super) fn new(state: &'a State, mv: &PlayerMove) -> Self {
        let (from, to) = mv.pushed().unwrap_or((usize::MAX, usize::MAX));
        After {
            grid: state.debris(),
            from,
            to,
        }
    }

    /// Whether debris lies on cell `i`.
    #[inline(always)]
    pub(super) fn at(&self, i: usize) -> bool {
        i == self.to || (self.grid[i] != 0 && i != self.from)
    }
}

impl Reply {
    /// The reply of a pass in which no robots met.
    #[inline(always)]
    pub(super) fn of(state: &State, pass: &Pass) -> Self {
        Reply {
            lost: pass.lost,
            robots: pass.robots,
            debris: state.debris_count(),
            nearest: pass.nearest,
            sum: pass.sum,
        }
    }
}

/// The result of stepping every robot once.
pub(super) struct Pass {
    pub lost: bool,
    /// No cell received two arrivals, so the counts below are the reply's.
    pub clean: bool,
    pub robots: u32,
    pub nearest: u64,
    pub sum: u64,
    /// Robots stepped (all but a crushed one, unless stopped early).
    pub stepped: usize,
}

impl Pass {
    /// A pass over `robots` robots, none stepped yet.
    #[inline(always)]
    fn start(robots: usize) -> Self {
        Pass {
            lost: false,
            clean: true,
            robots: 0,
            nearest: u64::MAX,
            sum: 0,
            stepped: robots,
        }
    }

    /// Records a robot's arrival at grid index `cell` (its cell `to`, with
    /// debris there or not), tallying it as a survivor while no other robot
    /// has arrived there.
    #[inline(always)]
    fn arrive<const M: u8>(
        &mut self,
        marks: &mut Arrivals,
        cell: usize,
        to: Offset,
        debris: bool,
        player: Offset,
    ) {
        if marks.arrive(cell) {
            if !debris {
                let d = metric_of::<M>().distance(player.0 - to.0, player.1 - to.1);
                self.robots += 1;
                self.nearest = self.nearest.min(d);
                self.sum += d;
            }
        } else {
            self.clean = false;
        }
    }
}

/// The metric a monomorphised pass runs with.
#[inline(always)]
pub(super) const fn metric_of<const M: u8>() -> Metric {
    match M {
        0 => Metric::Manhattan,
        1 => Metric::Chebyshev,
        2 => Metric::Euclidean,
        _ => Metric::Hex,
    }
}

/// A robot step as the hot loops use it: its offset and how far it moves
/// a grid index (`dr * columns + dc`), for an on-board destination.
#[derive(Debug, Clone, Copy, Default)]
pub struct StepMove {
    pub dr: i32,
    pub dc: i32,
    pub delta: i32,
}

/// One [`StepMove`] per possible step index of a lookup entry: a fixed
/// size, so indexing with a masked entry needs no bounds check.
pub type StepMoves = [StepMove; STEP_INDEX as usize + 1];

/// The [`StepMoves`] of `steps` on a board of `columns` columns.
pub fn step_moves(steps: &[Offset], columns: i32) -> Box<StepMoves> {
    let mut moves = Box::new([StepMove::default(); STEP_INDEX as usize + 1]);
    for (m, &(dr, dc)) in moves.iter_mut().zip(steps) {
        *m = StepMove {
            dr,
            dc,
            delta: dr * columns + dc,
        };
    }
    moves
}

/// What stepping the robots reads, borrowed from the engine.
#[derive(Clone, Copy)]
pub(super) struct Kernel<'a> {
    stepper: &'a Stepper,
    lookup: Lookup<'a>,
    steps: &'a [Offset],
    /// Per lookup entry's step index, the step and how far it moves a grid
    /// index (see [`StepMove`]).
    moves: &'a StepMoves,
    board: Board,
    stopped: bool,
}

impl<'a> Kernel<'a> {
    /// The kernel of `stepper` on `board`, with its steps as `moves`;
    /// `stopped` when debris stops a robot instead of destroying it.
    #[inline(always)]
    pub(super) fn new(
        stepper: &'a Stepper,
        moves: &'a StepMoves,
        board: Board,
        stopped: bool,
    ) -> Self {
        Kernel {
            stepper,
            lookup: stepper.view(),
            steps: stepper.steps(),
            moves,
            board,
            stopped,
        }
    }

    #[inline(always)]
    pub(super) fn board(self) -> Board {
        self.board
    }

    /// Where the robot at `r` steps toward the player at `p` when the
    /// lookup entry `e` is [`COMPUTE`] or may leave the board: computed
    /// directly, avoiding the board's edges.
    #[inline(never)]
    fn step_checked(self, e: u8, (rr, rc): Offset, (pr, pc): Offset) -> Offset {
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

    /// Where the robot at `(rr, rc)` ends its step toward the player at
    /// `(pr, pc)`: its cell, grid index, and whether debris lies there.
    /// A robot stopped by debris stays where it was.
    #[inline(always)]
    pub(super) fn step_one<const M: u8>(
        self,
        (rr, rc): Offset,
        (pr, pc): Offset,
        after: &After,
    ) -> (Offset, usize, bool) {
        let metric = metric_of::<M>();
        // COMPUTE has the MAY_LEAVE bit too: one test sends both to the
        // careful path.
        let e = self.lookup.entry(metric, pr - rr, pc - rc);
        let mut to = if e & MAY_LEAVE == 0 {
            let m = self.moves[usize::from(e & STEP_INDEX)];
            (rr + m.dr, rc + m.dc)
        } else {
            self.step_checked(e, (rr, rc), (pr, pc))
        };
        let mut cell = self.board.index(to);
        let mut debris = after.at(cell);
        if self.stopped && debris {
            to = (rr, rc);
            cell = self.board.index(to);
            debris = after.at(cell);
        }
        (to, cell, debris)
    }

    /// [`Self::step_one`] for a near robot (its grid index known, so an
    /// on-board step is one addition) when nothing was pushed: debris lies
    /// as in `grid`.
    #[inline(always)]
    pub(super) fn plain_step<const M: u8>(
        self,
        robot: &Near,
        to: Offset,
        grid: &[u8],
    ) -> (Offset, usize, bool) {
        self.plain_step_by(self.entry::<M>(robot.at, to), robot, to, grid)
    }

    /// The lookup entry of a robot at `at` stepping toward the player at
    /// `to`.
    #[inline(always)]
    pub(super) fn entry<const M: u8>(self, (rr, rc): Offset, (pr, pc): Offset) -> Entry {
        self.lookup.entry(metric_of::<M>(), pr - rr, pc - rc)
    }

    /// [`Self::plain_step`] with the robot's lookup entry `e` given.
    #[inline(always)]
    pub(super) fn plain_step_by(
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
    pub(super) fn step_plain<const M: u8>(
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
                        let d = metric.distance(to.0 - at.0, to.1 - at.1);
                        pass.robots += 1;
                        pass.nearest = pass.nearest.min(d);
                        pass.sum += d;
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
    pub(super) fn step_all<const M: u8>(
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

impl Engine {
    /// [`Kernel::step_all`] with this engine's metric and scratch buffers.
    fn step_robots(&mut self, state: &State, mv: &PlayerMove, stop_on_loss: bool) -> Pass {
        let k = Kernel::new(
            &self.stepper,
            &self.step_moves,
            self.board,
            self.stopped_by_debris,
        );
        let (dest, tally) = (&mut self.dest, &mut self.arrivals);
        let pass = match self.table.metric {
            Metric::Manhattan => k.step_all::<0>(state, mv, stop_on_loss, dest, tally),
            Metric::Chebyshev => k.step_all::<1>(state, mv, stop_on_loss, dest, tally),
            Metric::Euclidean => k.step_all::<2>(state, mv, stop_on_loss, dest, tally),
            Metric::Hex => k.step_all::<3>(state, mv, stop_on_loss, dest, tally),
        };
        self.robot_steps += pass.stepped as u64;
        pass
    }

    /// Scores a candidate move without making it.
    pub fn reply(&mut self, state: &State, mv: &PlayerMove) -> Reply {
        self.reply_with(state, mv, false)
    }

    /// [`Self::reply`]; with `stop_on_loss`, a reply that reaches the
    /// player reports only `lost` (its other fields are meaningless).
    pub(super) fn reply_with(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        stop_on_loss: bool,
    ) -> Reply {
        let pass = self.step_robots(state, mv, stop_on_loss);
        self.resolve(state, mv, stop_on_loss, pass)
    }

    /// The reply a pass of [`Kernel::step_all`] leads to.
    #[inline(always)]
    pub(super) fn resolve(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        stop_on_loss: bool,
        pass: Pass,
    ) -> Reply {
        if pass.clean || (stop_on_loss && pass.lost) {
            return Reply::of(state, &pass);
        }
        let cells = std::mem::take(&mut self.dest);
        let reply = self.recount(
            state,
            mv,
            &pass,
            cells[..state.robots().len()].iter().copied(),
            false,
        );
        self.dest = cells;
        reply
    }

    /// The near robots' part of a reply (see `far`): a pass of
    /// [`Kernel::step_plain`] that left its cells in `dest`, tallied again
    /// where near robots met.
    #[inline(always)]
    pub(super) fn resolve_near(&mut self, state: &State, mv: &PlayerMove, pass: Pass) -> Reply {
        if pass.clean {
            return Reply::of(state, &pass);
        }
        let (cells, near) = (
            std::mem::take(&mut self.dest),
            std::mem::take(&mut self.far.near),
        );
        let near_cells = near.iter().map(|n| cells[n.index as usize]);
        let reply = self.recount(state, mv, &pass, near_cells, true);
        (self.dest, self.far.near) = (cells, near);
        reply
    }

    /// Tallies a reply again from the robots' final cells (`CRUSHED` for a
    /// robot crushed by the push), after some robots met; their arrivals
    /// are in the plain-pass tally when `plain`, else in `arrivals`.
    #[cold]
    fn recount(
        &mut self,
        state: &State,
        mv: &PlayerMove,
        pass: &Pass,
        cells: impl Iterator<Item = u32>,
        plain: bool,
    ) -> Reply {
        let arrivals = if plain {
            &mut self.plain_marks
        } else {
            &mut self.arrivals
        };
        let mut reply = Reply {
            lost: pass.lost,
            robots: 0,
            debris: state.debris_count(),
            nearest: u64::MAX,
            sum: 0,
        };
        let after = After::new(state, mv);
        let (pr, pc) = mv.to;
        for cell in cells.filter(|&c| c != CRUSHED) {
            let cell = cell as usize;
            if arrivals.multi(cell) {
                if self.table.meeting == Meeting::Debris && !after.at(cell) && arrivals.claim(cell)
                {
                    reply.debris += 1;
                }
            } else if !after.at(cell) {
                let to = self.board.cell(cell);
                let d = self.table.metric.distance(pr - to.0, pc - to.1);
                reply.robots += 1;
                reply.nearest = reply.nearest.min(d);
                reply.sum += d;
            }
        }
        reply
    }

    /// Makes the chosen move and the robots' reply; returns whether a robot
    /// reached the player. The reply `choose` worked out comes along in the
    /// choice and is used only if `state` is the position it was made for
    /// (see [`super::state::Stamp`]); otherwise the robots are stepped here.
    pub fn apply(&mut self, state: &mut State, choice: Choice) -> bool {
        let Choice {
            mv,
            made_for,
            cache,
        } = choice;
        match cache {
            Some(cache) if made_for == state.stamp() => self.apply_cached(state, mv, cache),
            cache => {
                if let Some(cache) = cache {
                    self.best_dest = cache.cells;
                }
                self.apply_move(state, &mv)
            }
        }
    }

    /// Makes `mv` and the robots' reply, stepping every robot.
    pub(super) fn apply_move(&mut self, state: &mut State, mv: &PlayerMove) -> bool {
        let lost = self.step_robots(state, mv, false).lost;
        let cells = std::mem::take(&mut self.dest);
        self.settle(state, mv, &cells[..state.robots().len()], true);
        self.dest = cells;
        lost
    }

    /// [`Self::apply`] with the reply `choose` worked out: the robots'
    /// final cells. Where robots may have met, their arrivals are counted
    /// again from those cells. The cells' buffer goes back to the engine.
    fn apply_cached(&mut self, state: &mut State, mv: PlayerMove, cache: Cache) -> bool {
        let n = state.robots().len();
        self.robot_steps += n as u64;
        let cells = cache.cells;
        if cache.met {
            let mut arrivals = self.arrivals.fresh();
            for &cell in cells[..n].iter().filter(|&&c| c != CRUSHED) {
                arrivals.arrive(cell as usize);
            }
        }
        self.settle(state, &mv, &cells[..n], cache.met);
        self.best_dest = cells;
        cache.lost
    }

    /// Moves the player and the robots to their final `cells` (`CRUSHED`
    /// for a robot the push destroyed): the pushed debris moves, robots on
    /// debris are destroyed and, when `met` says robots may have met, those
    /// that met are resolved as the table says.
    fn settle(&mut self, state: &mut State, mv: &PlayerMove, cells: &[u32], met: bool) {
        let edit = state.edit();
        if let Some((from, to)) = mv.pushed() {
            edit.debris[from] = 0;
            edit.debris[to] = 1;
        }
        // New debris only lands where robots met, where no survivor stands,
        // so it can be laid while the survivors are found.
        let robots = edit.robots;
        robots.clear();
        for &cell in cells {
            if cell == CRUSHED {
                continue;
            }
            let cell = cell as usize;
            if met && self.arrivals.multi(cell) {
                if self.table.meeting == Meeting::Debris
                    && self.arrivals.claim(cell)
                    && edit.debris[cell] == 0
                {
                    edit.debris[cell] = 1;
                    *edit.debris_count += 1;
                }
            } else if edit.debris[cell] == 0 {
                robots.push(self.board.cell(cell));
            }
        }
        if let (Some(i), Some(rules)) = (mv.teleport(), self.table.teleports)
            && rules.each_once
        {
            edit.used[i] = true;
        }
        *edit.player = mv.to;
    }
}
