//! One pass of the robots' reply as the kernel tallies it, and the reply
//! it leads to.
//!
//! A pass steps robots one by one, stamps each arrival on a tally and
//! counts the survivors as if no two robots met; only when some cell
//! received a second arrival is the reply counted again from the robots'
//! final cells ([`recount`]).

use super::metric::metric_of;
use super::moves::PlayerMove;
use super::state::State;
use super::table::{Meeting, Metric, Offset};
use super::tally::{Arrivals, Tally};
use crate::geometry::Board;

/// The final cell of a robot crushed by the player's push, in a list of
/// robots' final grid indices.
pub(crate) const CRUSHED: u32 = u32::MAX;

/// What a candidate move leads to, just before the player's next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Reply {
    /// A robot stepped onto the player.
    pub(crate) lost: bool,
    pub(crate) robots: u32,
    pub(crate) debris: u32,
    /// Distance to the nearest remaining robot (`u64::MAX` when none).
    pub(crate) nearest: u64,
    pub(crate) sum: u64,
    /// The `safe neighbours` key's value (0 when the strategy does not
    /// have the key; see `safe`).
    pub(crate) safe: u32,
}

impl Reply {
    /// The reply of a pass in which no robots met.
    #[inline(always)]
    pub(crate) fn of(state: &State, pass: &Pass) -> Self {
        Reply {
            lost: pass.lost,
            robots: pass.robots,
            debris: state.debris_count(),
            nearest: pass.nearest,
            sum: pass.sum,
            safe: 0,
        }
    }
}

/// The debris grid after the player's move: the pushed debris has moved
/// (`from` and `to` are `usize::MAX` when nothing was pushed).
#[derive(Clone, Copy)]
pub(crate) struct After<'a> {
    pub(crate) grid: &'a [u8],
    from: usize,
    to: usize,
}

impl<'a> After<'a> {
    #[inline(always)]
    pub(crate) fn new(state: &'a State, mv: &PlayerMove) -> Self {
        let (from, to) = mv.pushed().unwrap_or((usize::MAX, usize::MAX));
        After {
            grid: state.debris(),
            from,
            to,
        }
    }

    /// Whether debris lies on cell `i`.
    #[inline(always)]
    pub(crate) fn at(&self, i: usize) -> bool {
        i == self.to || (self.grid[i] != 0 && i != self.from)
    }
}

/// The result of stepping robots once.
pub(crate) struct Pass {
    pub(crate) lost: bool,
    /// No cell received two arrivals, so the counts below are the reply's.
    pub(crate) clean: bool,
    pub(crate) robots: u32,
    pub(crate) nearest: u64,
    pub(crate) sum: u64,
    /// Robots stepped (all but a crushed one, unless stopped early).
    pub(crate) stepped: usize,
}

impl Pass {
    /// A pass over `robots` robots, none stepped yet.
    #[inline(always)]
    pub(crate) fn start(robots: usize) -> Self {
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
    pub(crate) fn arrive<const M: u8>(
        &mut self,
        marks: &mut Arrivals,
        cell: usize,
        to: Offset,
        debris: bool,
        player: Offset,
    ) {
        if marks.arrive(cell) {
            if !debris {
                self.survivor(metric_of::<M>().distance(player.0 - to.0, player.1 - to.1));
            }
        } else {
            self.clean = false;
        }
    }

    /// Counts a survivor at distance `d` from the player.
    #[inline(always)]
    pub(crate) fn survivor(&mut self, d: u64) {
        self.robots += 1;
        self.nearest = self.nearest.min(d);
        self.sum += d;
    }
}

/// What a reply's robots meet by, for [`recount`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct Meet {
    pub(crate) meeting: Meeting,
    pub(crate) metric: Metric,
    pub(crate) board: Board,
}

/// Counts a reply again from the robots' final `cells` (`CRUSHED` for a
/// robot crushed by the push), after some robots met: their arrivals are in
/// `arrivals` under its current stamp. Robots that met are destroyed
/// (leaving debris as the meeting rule says, once a cell), the others
/// survive unless on debris.
#[cold]
pub(crate) fn recount(
    rules: &Meet,
    arrivals: &mut Tally,
    state: &State,
    mv: &PlayerMove,
    lost: bool,
    cells: impl Iterator<Item = u32>,
) -> Reply {
    let after = After::new(state, mv);
    let (pass, debris) = count(rules, arrivals, |i| after.at(i), mv.to, cells);
    Reply {
        lost,
        robots: pass.robots,
        debris: state.debris_count() + debris,
        nearest: pass.nearest,
        sum: pass.sum,
        safe: 0,
    }
}

/// [`recount`] for a move that pushes nothing, in a position whose debris
/// is `grid`: the survivors (in a [`Pass`]) and the new debris cells.
#[cold]
pub(crate) fn recount_plain(
    rules: &Meet,
    arrivals: &mut Tally,
    grid: &[u8],
    to: Offset,
    cells: impl Iterator<Item = u32>,
) -> (Pass, u32) {
    count(rules, arrivals, |i| grid[i] != 0, to, cells)
}

/// [`recount`] with debris where `debris` says, the player on `to`.
#[inline(always)]
fn count(
    rules: &Meet,
    arrivals: &mut Tally,
    debris: impl Fn(usize) -> bool,
    (pr, pc): Offset,
    cells: impl Iterator<Item = u32>,
) -> (Pass, u32) {
    let mut pass = Pass::start(0);
    let mut new_debris = 0;
    for cell in cells.filter(|&c| c != CRUSHED) {
        let cell = cell as usize;
        if arrivals.multi(cell) {
            if rules.meeting == Meeting::Debris && !debris(cell) && arrivals.claim(cell) {
                new_debris += 1;
            }
        } else if !debris(cell) {
            let to = rules.board.cell(cell);
            pass.survivor(rules.metric.distance(pr - to.0, pc - to.1));
        }
    }
    (pass, new_debris)
}
