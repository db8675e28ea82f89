//! The hot path of choosing a move: the plain walks (and staying) when the
//! strategy's keys pack into one number.
//!
//! Most candidates of most moves are walks that push nothing. For them the
//! far robots' part of the reply is shared (see `far`) and the packed keys
//! are linear in the walk and in the near robots' totals (see
//! `rank::WalkPacking`), so scoring such a walk is stepping its near robots,
//! a handful of multiplications and, when the strategy has the key, the
//! `safe neighbours` count (see `safe`). This loop does only that, with what
//! it reads loaded once a move; a meeting of near robots takes its first
//! arrival back out of the totals (the near robots are counted again only
//! when it was the nearest), and any candidate it cannot finish alone (a push, near robots
//! that land on a far robot's cell) goes back to the
//! ordinary path in `choose`, in its turn, so the candidates' order and
//! therefore the tie-breaks are unchanged.

use super::choice::Best;
use super::far::Far;
use super::kernel::{Kernel, Near};
use super::lookup::Entry;
use super::metric::metric_of;
use super::moves::PlayerMove;
use super::onboard::Stays;
use super::pass::recount_plain;
use super::plan::Plan;
use super::rank::Packing;
use super::safe::Arrived;
use super::state::State;
use super::table::{Meeting, Meets, Mover, Offset, Outcome};
use super::tally::{Arrival, Tally};

/// The plain-walk loops' view of a move: what they read, and the scratch
/// they write (the near robots' arrivals in `marks`, the scored
/// candidate's robots' final cells in `dest`, swapped into `best` when it
/// becomes the best).
pub(crate) struct PlainWalks<'a> {
    pub(crate) plan: &'a Plan,
    /// The keys' packing for this move.
    pub(crate) packing: &'a Packing,
    pub(crate) far: &'a Far,
    pub(crate) marks: &'a mut Tally,
    pub(crate) dest: &'a mut Vec<u32>,
    pub(crate) best: &'a mut Vec<u32>,
}

impl PlainWalks<'_> {
    /// Scores the plain candidates from number `from` on:
    /// the walks in order, then staying (number `walks.len()`) when allowed.
    /// Updates `best` and returns the number of the first candidate the
    /// ordinary path must score, or the count of candidates when none is
    /// left; and the robot steps accounted for.
    #[inline(always)]
    pub(crate) fn run<const M: u8>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
    ) -> (usize, u64) {
        // Each loop is made twice, with and without the `safe neighbours`
        // count, so that strategies without the key run a loop without it.
        match (self.far.near.len(), self.plan.safety.is_some()) {
            (0, false) => self.few::<M, false, false>(state, from, best),
            (0, true) => self.few::<M, false, true>(state, from, best),
            (1, false) => self.few::<M, true, false>(state, from, best),
            (1, true) => self.few::<M, true, true>(state, from, best),
            (_, false) => self.many::<M, false>(state, from, best),
            (_, true) => self.many::<M, true>(state, from, best),
        }
    }

    /// [`Self::run`] with two near robots or more: the loop of
    /// [`Self::many_by`] with the near robots' lookup entries read from the
    /// widened lookup (when the plan has one) or computed per walk.
    #[inline(never)]
    fn many<const M: u8, const S: bool>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
    ) -> (usize, u64) {
        let kernel = self.plan.kernel();
        match self.plan.walk_lookup.as_ref() {
            Some(w) => {
                let w = w.view();
                self.many_by::<M, S>(
                    state,
                    from,
                    best,
                    |walk| w.shift(walk),
                    |robot, shift, _| w.entry(robot.key, shift),
                )
            }
            None => self.many_by::<M, S>(
                state,
                from,
                best,
                |_| 0,
                |robot, _, to| kernel.entry::<M>(robot.at, to),
            ),
        }
    }

    /// [`Self::many`] with `shift` giving a walk's shift and `entry` a near
    /// robot's lookup entry for the walk of that shift to a cell.
    #[inline(always)]
    fn many_by<const M: u8, const S: bool>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
        shift: impl Fn(Offset) -> i32,
        entry: impl Fn(&Near, i32, Offset) -> Entry,
    ) -> (usize, u64) {
        let packing = self.packing;
        let table = &self.plan.table;
        let walks = &table.walks[..];
        let count = walks.len() + usize::from(table.may_stay);
        let reject = table.reject_immediate_loss;
        let meet = &self.plan.meet;
        let outcomes = table.outcomes[Mover::Player as usize];
        let board = self.plan.board();
        let kernel: Kernel = self.plan.kernel();
        let far = self.far;
        let near = &far.near[..];
        let far_stamp = far.stamp;
        let far_robots = (state.robots().len() - near.len()) as u64;
        let clean = !far.on || far.clean;
        let debris_meeting = meet.meeting == Meeting::Debris;
        let safety = self.plan.safety.as_ref().filter(|_| S);
        let keys = packing.walks(state.player(), state.debris_count(), far.shared());
        let (pr, pc) = state.player();
        let grid = state.debris();
        let blocked = Blocked::new(walks, near, (pr, pc), self.plan.reach);
        let on_board = Stays::new(self.plan.on_board.as_ref(), board, (pr, pc));
        let mut steps = 0;
        // The scored candidate's cells, as a slice re-taken after a swap.
        let mut dest: &mut [u32] = self.dest;
        let mut k = from;
        while k < count {
            let walk = walks.get(k).copied().unwrap_or((0, 0));
            let to = (pr + walk.0, pc + walk.1);
            if k < walks.len() {
                let meets = if !on_board.stays(k, to) {
                    Meets::OffBoard
                } else if blocked.holds(k, near, board.index(to)) {
                    Meets::Robot
                } else if grid[board.index(to)] != 0 {
                    Meets::Debris
                } else {
                    Meets::Empty
                };
                match outcomes[meets as usize] {
                    Outcome::Move => {}
                    Outcome::Push => break,
                    _ => {
                        k += 1;
                        continue;
                    }
                }
            }
            let to_cell = board.index(to);
            let shift = shift(walk);
            let mut arrivals = self.marks.fresh();
            let (mut robots, mut nearest, mut sum) = (0, u64::MAX, 0);
            let mut lost = false;
            let mut stepped = near.len();
            let mut finished = true;
            let mut met = false;
            // The nearest met cell's distance, and the debris meetings leave.
            let (mut met_nearest, mut made) = (u64::MAX, 0);
            for (j, robot) in near.iter().enumerate() {
                let (at, cell, debris) =
                    kernel.plain_step_by::<M>(entry(robot, shift, to), robot, to, grid);
                if cell == to_cell {
                    lost = true;
                    if reject {
                        stepped = j + 1;
                        break;
                    }
                }
                dest[robot.index as usize] = cell as u32;
                match arrivals.arrival_unless(cell, far_stamp) {
                    Some(Arrival::First) => {
                        if !debris {
                            let d = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                            robots += 1;
                            nearest = nearest.min(d);
                            sum += d;
                        }
                    }
                    // A second arrival: the first was tallied as a
                    // survivor (on the same cell, so at the same distance
                    // and over the same debris), and the cell holds a
                    // meeting now.
                    Some(Arrival::Second) => {
                        met = true;
                        if !debris {
                            let d = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                            robots -= 1;
                            sum -= d;
                            met_nearest = met_nearest.min(d);
                            made += u32::from(debris_meeting);
                        }
                    }
                    Some(Arrival::Later) => {}
                    // On a far robot's cell: the ordinary path scores it.
                    None => {
                        finished = false;
                        break;
                    }
                }
            }
            if !finished {
                break;
            }
            steps += (stepped as u64) + far_robots;
            k += 1;
            if reject && lost {
                continue;
            }
            let mut debris = made;
            if met && met_nearest <= nearest {
                // A meeting took the nearest survivor, maybe the only one
                // so near: the near robots are counted again from their
                // cells.
                let cells = near.iter().map(|n| dest[n.index as usize]);
                let (again, new) = recount_plain(meet, self.marks, grid, to, cells);
                (robots, nearest, sum, debris) = (again.robots, again.nearest, again.sum, new);
            }
            let nearest = nearest.min(far.least(walk));
            let mut packed = keys.pack(walk, robots, nearest, sum, debris);
            if let Some(safety) = safety {
                let view = Arrived {
                    grid,
                    marks: self.marks,
                    stamps: (self.marks.stamp(), far_stamp),
                    lone: usize::MAX,
                    met: debris_meeting && (met || !clean),
                };
                let cells = near.iter().map(|n| dest[n.index as usize]);
                let close = far.close.iter().map(|&c| board.index(c) as u32);
                let safe = safety.count((to, to_cell), cells.chain(close), &view);
                packed = keys.with_safe(packed, safe);
            }
            if packed < best.packed {
                std::mem::swap(self.dest, self.best);
                dest = self.dest;
                *best = Best {
                    found: true,
                    mv: PlayerMove::stay(to),
                    packed,
                    clean: clean && !met,
                    shared: far.on,
                    lost,
                };
            }
        }
        (k, steps)
    }
}

/// The walks a near robot stands in the way of, found once a move: only
/// the near robots within the walk reach of the player can, rarely more
/// than one. With more than 64 walks every walk looks at every near robot,
/// and so it does with fewer than four, where that costs less than a pass
/// over the near robots to find those in the way.
struct Blocked {
    /// Bit `k` is set when walk `k` ends on a near robot's cell.
    walks: u64,
    /// Every walk compares its cell with the near robots' instead.
    scan: bool,
}

impl Blocked {
    #[inline(always)]
    fn new(walks: &[Offset], near: &[Near], (pr, pc): Offset, reach: i32) -> Self {
        let scan = !(4..=64).contains(&walks.len());
        let mut mask = 0u64;
        if !scan {
            for n in near {
                let (dr, dc) = (n.at.0 - pr, n.at.1 - pc);
                if dr.abs() > reach || dc.abs() > reach {
                    continue;
                }
                for (k, &walk) in walks.iter().enumerate() {
                    mask |= u64::from(walk == (dr, dc)) << k;
                }
            }
        }
        Blocked { walks: mask, scan }
    }

    /// Whether walk `k`, to the on-board grid index `to`, ends on one of
    /// the `near` robots.
    #[inline(always)]
    fn holds(&self, k: usize, near: &[Near], to: usize) -> bool {
        if self.scan {
            near.iter().any(|n| n.cell as usize == to)
        } else {
            self.walks >> k & 1 != 0
        }
    }
}
