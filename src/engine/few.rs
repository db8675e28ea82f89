//! The plain walks' loop for moves where every robot is far (about half of
//! all moves) or all but one (about a quarter).
//!
//! Every other robot's part of a walk's reply is the far robots' shared one
//! (see `far`), so a walk is its legality, at most one robot step, and its
//! packed keys: no two near robots can meet, so no arrivals are recorded.
//! Only the near robot can stand in a walk's way or reach the player. The
//! best walk is kept in locals while the loop runs and written out once,
//! and the near robot's cell goes straight into the best candidate's
//! buffer: every other robot is far, and its cell is filled in from the
//! shared step when the choice is made.

use super::choice::Best;
use super::kernel::Near;
use super::lookup::Entry;
use super::metric::metric_of;
use super::moves::PlayerMove;
use super::onboard::Stays;
use super::safe::Arrived;
use super::state::State;
use super::table::{Meeting, Meets, Mover, Offset, Outcome};
use super::walks::PlainWalks;

/// No candidate of this loop is the best yet.
const NONE: usize = usize::MAX;

impl PlainWalks<'_> {
    /// [`Self::run`] with no near robot, or one (`ONE`); with the safe
    /// neighbours count when `S`.
    #[inline(never)]
    pub(super) fn few<const M: u8, const ONE: bool, const S: bool>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
    ) -> (usize, u64) {
        let plan = self.plan;
        let far = self.far;
        let board = plan.board();
        if plan.safety.is_none() && far.active().len() <= 1 {
            // The near robot's lookup entry from the widened lookup
            // (when the plan has one), or computed per walk.
            return match plan.walk_lookup.as_ref().filter(|_| ONE) {
                Some(w) => {
                    let w = w.view();
                    let entry = |robot: &Near, walk, _| w.entry(robot.key, w.shift(walk));
                    self.linear::<M, ONE>(state, from, best, entry)
                }
                None => {
                    let kernel = plan.kernel();
                    let entry = |robot: &Near, _, to| kernel.entry::<M>(robot.at, to);
                    self.linear::<M, ONE>(state, from, best, entry)
                }
            };
        }
        let table = &plan.table;
        let walks = &table.walks[..];
        let n = walks.len();
        let count = n + usize::from(table.may_stay);
        let reject = table.reject_immediate_loss;
        let outcomes = table.outcomes[Mover::Player as usize];
        let kernel = plan.kernel();
        let wide = plan.walk_lookup.as_ref();
        let robot = near_robot::<ONE>(far.near.first());
        let keys = self
            .packing
            .walks(state.player(), state.debris_count(), far.shared());
        let clean = !far.on || far.clean;
        let debris_meeting = plan.meet.meeting == Meeting::Debris;
        let safety = plan.safety.as_ref().filter(|_| S);
        let (pr, pc) = state.player();
        let grid = state.debris();
        let on_board = Stays::new(plan.on_board.as_ref(), board, (pr, pc));
        // The best of this loop: its packed keys, candidate number, robot
        // cell and whether it loses.
        let mut top = best.packed;
        let mut won = NONE;
        let (mut won_cell, mut won_lost) = (0, false);
        let mut scored = 0;
        let mut k = from;
        while k < count {
            let walk = if k < n { walks[k] } else { (0, 0) };
            let to = (pr + walk.0, pc + walk.1);
            let to_cell = board.index(to);
            if k < n {
                let meets = if !on_board.stays(k, to) {
                    Meets::OffBoard
                } else if ONE && robot.cell as usize == to_cell {
                    Meets::Robot
                } else if grid[to_cell] != 0 {
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
            let (mut robots, mut nearest, mut lost) = (0, u64::MAX, false);
            let mut lone: Option<(Offset, usize)> = None;
            if ONE {
                let e = match wide {
                    Some(w) => w.entry(robot.key, w.shift(walk)),
                    None => kernel.entry::<M>(robot.at, to),
                };
                let (at, cell, debris) = kernel.plain_step_by::<M>(e, &robot, to, grid);
                lost = cell == to_cell;
                // On a far robot's cell: the ordinary path scores it.
                if !(reject && lost) && self.marks.holds(cell, far.stamp) {
                    break;
                }
                lone = Some((at, cell));
                if !debris {
                    robots = 1;
                    nearest = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                }
            }
            scored += 1;
            k += 1;
            if reject && lost {
                continue;
            }
            // The one robot's distance is also the near robots' sum.
            let sum = if robots == 1 { nearest } else { 0 };
            let mut packed = keys.pack(walk, robots, nearest.min(far.least(walk)), sum, 0);
            if let Some(safety) = safety {
                let view = Arrived {
                    grid,
                    marks: self.marks,
                    stamps: (far.stamp, far.stamp),
                    lone: lone.map_or(usize::MAX, |(_, cell)| cell),
                    met: debris_meeting && !clean,
                };
                let cells = lone.map(|(_, cell)| cell as u32).into_iter();
                let close = far.close.iter().map(|&c| board.index(c) as u32);
                let safe = safety.count((to, to_cell), cells.chain(close), &view);
                packed = keys.with_safe(packed, safe);
            }
            if packed < top {
                top = packed;
                won = k - 1;
                won_cell = lone.map_or(0, |(_, cell)| cell as u32);
                won_lost = lost;
            }
        }
        if won != NONE {
            self.keep::<ONE>(state, best, (won, top, won_lost), (robot.index, won_cell));
        }
        // Far robots count as stepped in every reply they take part in.
        (k, scored * state.robots().len() as u64)
    }

    /// [`Self::few`] when the strategy has no `safe neighbours` and the
    /// far survivors lie in at most one sign quadrant: their part of a
    /// walk's keys is then linear in the walk (see
    /// [`super::rank::WalkPacking::linear`]). A walk's bounds are one bit
    /// of the walks that stay on the board (see `onboard`). `entry` gives
    /// the near robot's lookup entry for a walk to a cell.
    #[inline(always)]
    fn linear<const M: u8, const ONE: bool>(
        &mut self,
        state: &State,
        from: usize,
        best: &mut Best,
        entry: impl Fn(&Near, Offset, Offset) -> Entry,
    ) -> (usize, u64) {
        let plan = self.plan;
        let table = &plan.table;
        let walks = &table.walks[..];
        let n = walks.len();
        let count = n + usize::from(table.may_stay);
        let reject = table.reject_immediate_loss;
        let outcomes = table.outcomes[Mover::Player as usize];
        let board = plan.board();
        let kernel = plan.kernel();
        let far = self.far;
        let robot = near_robot::<ONE>(far.near.first());
        let keys = self
            .packing
            .walks(state.player(), state.debris_count(), far.shared());
        let quadrant = far.active().first().copied();
        let (c, a, b) = keys.linear(quadrant);
        let (pr, pc) = state.player();
        let here = board.index((pr, pc));
        let grid = state.debris();
        let on_board = Stays::new(plan.on_board.as_ref(), board, (pr, pc));
        let mut top = best.packed;
        let mut won = NONE;
        let (mut won_cell, mut won_lost) = (0, false);
        let mut scored = 0;
        let mut k = from;
        while k < count {
            let (dr, dc) = if k < n { walks[k] } else { (0, 0) };
            let to_cell = here.wrapping_add_signed((dr * board.columns + dc) as isize);
            if k < n {
                let meets = if !on_board.stays(k, (pr + dr, pc + dc)) {
                    Meets::OffBoard
                } else if ONE && robot.cell as usize == to_cell {
                    Meets::Robot
                } else if grid[to_cell] != 0 {
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
            let (dr64, dc64) = (i64::from(dr) as u64, i64::from(dc) as u64);
            let mut packed = c
                .wrapping_add(a.wrapping_mul(dr64))
                .wrapping_add(b.wrapping_mul(dc64));
            let (mut lost, mut cell) = (false, 0);
            if ONE {
                let to = (pr + dr, pc + dc);
                let e = entry(&robot, (dr, dc), to);
                let (at, stepped, debris) = kernel.plain_step_by::<M>(e, &robot, to, grid);
                lost = stepped == to_cell;
                // On a far robot's cell: the ordinary path scores it.
                if far.on && !(reject && lost) && self.marks.holds(stepped, far.stamp) {
                    break;
                }
                cell = stepped as u32;
                if !debris {
                    let d = metric_of::<M>().distance(to.0 - at.0, to.1 - at.1);
                    let least = quadrant.map_or(u64::MAX, |(least, sr, sc)| {
                        (least + sr * i64::from(dr) + sc * i64::from(dc)) as u64
                    });
                    packed = keys.pack((dr, dc), 1, d.min(least), d, 0);
                }
            }
            scored += 1;
            k += 1;
            if reject && lost {
                continue;
            }
            if packed < top {
                top = packed;
                won = k - 1;
                won_cell = cell;
                won_lost = lost;
            }
        }
        if won != NONE {
            self.keep::<ONE>(state, best, (won, top, won_lost), (robot.index, won_cell));
        }
        (k, scored * state.robots().len() as u64)
    }

    /// Makes candidate `won` of this loop, whose keys packed to `packed`,
    /// the best, with the near robot `index` (if `ONE`) ending on `cell`.
    #[inline(always)]
    fn keep<const ONE: bool>(
        &mut self,
        state: &State,
        best: &mut Best,
        (won, packed, lost): (usize, u64, bool),
        (index, cell): (u32, u32),
    ) {
        if ONE {
            self.best[index as usize] = cell;
        }
        let walk = self.plan.table.walks.get(won).copied().unwrap_or((0, 0));
        let (pr, pc) = state.player();
        *best = Best {
            found: true,
            mv: PlayerMove::stay((pr + walk.0, pc + walk.1)),
            packed,
            clean: !self.far.on || self.far.clean,
            shared: self.far.on,
            lost,
        };
    }
}

/// The near robot when there is one (`ONE`); otherwise one on a cell no
/// walk reaches.
#[inline(always)]
fn near_robot<const ONE: bool>(first: Option<&Near>) -> Near {
    match first {
        Some(&robot) if ONE => robot,
        _ => Near {
            index: 0,
            cell: u32::MAX,
            at: (0, 0),
            key: 0,
        },
    }
}
