//! The hot path of choosing a move: the plain walks (and staying) when the
//! strategy's keys pack into one number.
//!
//! Most candidates of most moves are walks that push nothing. For them the
//! far robots' part of the reply is shared (see `far`) and the packed keys
//! are linear in the walk and in the near robots' totals (see
//! `rank::WalkPacking`), so scoring such a walk is stepping its near robots,
//! a handful of multiplications and, when the strategy has the key, the
//! `safe neighbours` count (see `safe`). This loop does only that, with what
//! it reads loaded once a move; near robots that meet are counted again
//! inside it, and any candidate it cannot finish alone (a push, near robots
//! that land on a far robot's cell) goes back to the
//! ordinary path in `choose`, in its turn, so the candidates' order and
//! therefore the tie-breaks are unchanged.

use super::choice::Best;
use super::far::Far;
use super::kernel::{Kernel, Near};
use super::metric::metric_of;
use super::moves::PlayerMove;
use super::pass::recount_plain;
use super::plan::Plan;
use super::rank::Packing;
use super::safe::Arrived;
use super::state::State;
use super::table::{Meeting, Meets, Mover, Offset, Outcome};
use super::tally::Tally;
use crate::geometry::Board;

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
        match self.far.near.len() {
            0 => self.few::<M, false>(state, from, best),
            1 => self.few::<M, true>(state, from, best),
            _ => self.many::<M>(state, from, best),
        }
    }

    /// [`Self::run`] with two near robots or more.
    #[inline(never)]
    fn many<const M: u8>(&mut self, state: &State, from: usize, best: &mut Best) -> (usize, u64) {
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
        let safety = self.plan.safety.as_ref();
        let keys = packing.walks(state.player(), state.debris_count(), far.shared());
        let (pr, pc) = state.player();
        let grid = state.debris();
        // Near robots' entries by key and shift (Manhattan distance only).
        let wide = self.plan.walk_lookup.as_ref().filter(|_| M == 0);
        let mut steps = 0;
        // The scored candidate's cells, as a slice re-taken after a swap.
        let mut dest: &mut [u32] = self.dest;
        let mut k = from;
        while k < count {
            let walk = walks.get(k).copied().unwrap_or((0, 0));
            let to = (pr + walk.0, pc + walk.1);
            if k < walks.len() {
                match outcomes[walk_meets(board, grid, near, to) as usize] {
                    Outcome::Move => {}
                    Outcome::Push => break,
                    _ => {
                        k += 1;
                        continue;
                    }
                }
            }
            let to_cell = board.index(to);
            let shift = wide.map_or(0, |w| w.shift(walk));
            let mut arrivals = self.marks.fresh();
            let (mut robots, mut nearest, mut sum) = (0, u64::MAX, 0);
            let mut lost = false;
            let mut stepped = near.len();
            let mut finished = true;
            let mut met = false;
            for (j, robot) in near.iter().enumerate() {
                let (at, cell, debris) = match wide {
                    Some(w) => kernel.plain_step_by(w.entry(robot.key, shift), robot, to, grid),
                    None => kernel.plain_step::<M>(robot, to, grid),
                };
                if cell == to_cell {
                    lost = true;
                    if reject {
                        stepped = j + 1;
                        break;
                    }
                }
                dest[robot.index as usize] = cell as u32;
                match arrivals.arrive_unless(cell, far_stamp) {
                    Some(true) => {
                        if !debris {
                            let d = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                            robots += 1;
                            nearest = nearest.min(d);
                            sum += d;
                        }
                    }
                    // A second arrival: the near robots are tallied again
                    // below.
                    Some(false) => met = true,
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
            let mut debris = 0;
            if met {
                // Near robots met: counted again from their cells.
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
                let cells = near
                    .iter()
                    .map(|n| board.cell(dest[n.index as usize] as usize));
                let safe = safety.count(board, to, cells.chain(far.close.iter().copied()), &view);
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

/// What a plain walk to `to` meets, in a position whose debris is `grid`
/// and whose robots within a walk of the player are among `near` (every
/// such robot is near; see `far`).
#[inline(always)]
fn walk_meets(board: Board, grid: &[u8], near: &[Near], to: Offset) -> Meets {
    if !board.contains(to) {
        Meets::OffBoard
    } else if near.iter().any(|n| n.cell as usize == board.index(to)) {
        Meets::Robot
    } else if grid[board.index(to)] != 0 {
        Meets::Debris
    } else {
        Meets::Empty
    }
}
