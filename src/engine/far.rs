//! Far robots: robots whose step is the same whatever walk the player makes.
//!
//! With Manhattan distance, the step lookup clamps the player's relative
//! position to `reach + 1` on each axis (see `step`). A robot at least
//! `walk reach + step reach + 1` rows *and* columns away from the player
//! therefore takes the same step in every walk's reply, can never reach the
//! player, and stays on the same side of the player on both axes, so its
//! distance to the player changes by exactly `±dr ± dc` with the walk
//! `(dr, dc)`. Such robots are stepped once per move; each candidate walk
//! then steps only the near robots and adds the far ones' totals, per sign
//! quadrant. Pushes and teleports, which change more than the player's cell,
//! are scored the ordinary way, and so is a walk whose near robots end on a
//! far robot's cell.

use super::kernel::{Kernel, Near};
use super::margin::{Margin, SIGNS, quadrant};
use super::pass::Reply;
use super::rank::Shared;
use super::state::State;
use super::table::{Meeting, Offset};
use super::tally::Tally;
use super::wide::WalkLookup;
use crate::geometry::Board;

/// What the far robots do in every walk's reply, worked out once a move.
#[derive(Debug, Clone, Default)]
pub(crate) struct Far {
    /// The split applies to this move.
    pub(crate) on: bool,
    /// The near robots, in position order.
    pub(crate) near: Vec<Near>,
    /// The stamp of the far robots' arrivals in the engine's plain-pass
    /// tally (see [`Tally::stamp`]).
    pub(crate) stamp: u32,
    /// Far robots that survive their step.
    pub(crate) alive: u32,
    /// Cells that far robots meeting on turn into debris.
    pub(crate) new_debris: u32,
    /// No two far robots met.
    pub(crate) clean: bool,
    /// Per quadrant, the row and column sign of (player - robot) and the
    /// survivors' count, least and total distance to the player.
    quads: [Quadrant; 4],
    /// The quadrants with survivors: least distance and signs.
    active: [(i64, i64, i64); 4],
    active_count: usize,
    /// Total distance now, and how it changes per row and column walked.
    total: i64,
    row_weight: i64,
    column_weight: i64,
    /// Far robots' final cells (index in the position, grid index).
    cells: Vec<(u32, u32)>,
    /// The far robots' final cells within the radius asked for of the
    /// player (for `safe neighbours`; see `safe`).
    pub(crate) close: Vec<Offset>,
}

#[derive(Debug, Clone, Copy, Default)]
struct Quadrant {
    count: u32,
    least: u64,
    total: u64,
}

impl Far {
    /// Splits the robots of `state` into near and far for walks of reach
    /// `margin.rows - step reach - 1` (every robot is near without a margin),
    /// giving each near robot its key in `keys`,
    /// steps the far ones (recording their arrivals in `marks` under a
    /// fresh stamp, kept in `stamp`), and totals them; lists in `close` the
    /// far robots' final cells within `close` rows and columns of the
    /// player.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn prepare<const M: u8>(
        &mut self,
        kernel: Kernel,
        state: &State,
        margin: Option<Margin>,
        keys: Option<&WalkLookup>,
        meeting: Meeting,
        marks: &mut Tally,
        close: Option<i32>,
    ) {
        let (pr, pc) = state.player();
        let board = kernel.board();
        self.near.clear();
        self.cells.clear();
        self.close.clear();
        self.active_count = 0;
        // With no far robots the stamp marks no cell, so no near robot
        // conflicts.
        marks.clear();
        self.stamp = marks.stamp();
        let (entries, margin) = match margin {
            Some(m) => (m.entries, m.rows),
            None => ([0; 4], i32::MAX),
        };
        let mut arrivals = marks.again();
        self.clean = true;
        self.reset_tally();
        // A robot is near when a part of (player - robot) lies strictly
        // between -margin and margin: one unsigned comparison a part.
        let width = (margin as u32).wrapping_mul(2).wrapping_sub(1);
        let within = |a: i32| (a.wrapping_add(margin).wrapping_sub(1) as u32) < width;
        let grid = state.debris();
        // One pass splits, steps the far robots and tallies them as if none
        // met; a meeting (rare among far robots) is tallied again below.
        for (i, &(rr, rc)) in state.robots().iter().enumerate() {
            let robot = Near {
                index: i as u32,
                cell: board.index((rr, rc)) as u32,
                at: (rr, rc),
                key: 0,
            };
            let (a, b) = (pr - rr, pc - rc);
            if margin == i32::MAX || within(a) || within(b) {
                self.near.push(Near {
                    key: keys.map_or(0, |w| w.key(a, b)),
                    ..robot
                });
                continue;
            }
            // Nothing is pushed before the far robots' shared step, which
            // keeps the robot in its sign quadrant.
            let q = quadrant(a, b);
            let (to, cell, debris) =
                kernel.plain_step_by::<M>(entries[q], &robot, state.player(), grid);
            self.cells.push((i as u32, cell as u32));
            if !arrivals.arrive(cell) {
                self.clean = false;
            } else if !debris {
                self.tally(q, pr - to.0, pc - to.1);
            }
        }
        self.on = !self.cells.is_empty();
        if !self.on {
            return;
        }
        if !self.clean {
            self.retally(state.player(), meeting, marks, grid, board);
        }
        if let Some(r) = close {
            let cells = self
                .cells
                .iter()
                .map(|&(_, cell)| board.cell(cell as usize));
            let near = |&(fr, fc): &Offset| (fr - pr).abs() <= r && (fc - pc).abs() <= r;
            self.close.extend(cells.filter(near));
        }
        self.alive = self.quads.iter().map(|q| q.count).sum();
        (self.total, self.row_weight, self.column_weight) = (0, 0, 0);
        for (quad, &(sr, sc)) in self.quads.iter().zip(&SIGNS) {
            if quad.count > 0 {
                self.active[self.active_count] = (quad.least as i64, i64::from(sr), i64::from(sc));
                self.active_count += 1;
                self.total += quad.total as i64;
                self.row_weight += i64::from(quad.count) * i64::from(sr);
                self.column_weight += i64::from(quad.count) * i64::from(sc);
            }
        }
    }

    /// Forgets the far robots' survivors, new debris and quadrant totals.
    fn reset_tally(&mut self) {
        self.alive = 0;
        self.new_debris = 0;
        self.quads = [Quadrant {
            count: 0,
            least: u64::MAX,
            total: 0,
        }; 4];
    }

    /// Counts a surviving far robot at `(a, b)` = player - robot, in sign
    /// quadrant `q` (see [`quadrant`]); [`Self::alive`] is their count's
    /// total, added up once all are counted.
    #[inline(always)]
    fn tally(&mut self, q: usize, a: i32, b: i32) {
        let q = &mut self.quads[q];
        let d = u64::from(a.unsigned_abs() + b.unsigned_abs());
        q.count += 1;
        q.least = q.least.min(d);
        q.total += d;
    }

    /// Tallies the far robots again after some of them met: robots that
    /// met are destroyed (leaving debris as `meeting` says), the others
    /// survive unless on debris.
    /// Debris lies as in `grid`: a robot's own cell is clear, so a robot
    /// stopped by debris is on debris exactly when its cell holds some.
    #[cold]
    fn retally(
        &mut self,
        (pr, pc): Offset,
        meeting: Meeting,
        marks: &mut Tally,
        grid: &[u8],
        board: Board,
    ) {
        self.reset_tally();
        for k in 0..self.cells.len() {
            let cell = self.cells[k].1 as usize;
            let debris = grid[cell] != 0;
            if marks.multi(cell) {
                if meeting == Meeting::Debris && !debris && marks.claim(cell) {
                    self.new_debris += 1;
                }
            } else if !debris {
                let (fr, fc) = board.cell(cell);
                let (a, b) = (pr - fr, pc - fc);
                self.tally(quadrant(a, b), a, b);
            }
        }
    }

    /// Writes the far robots' cells into `dest`, a reply's final cells.
    pub(crate) fn fill(&self, dest: &mut [u32]) {
        for &(i, cell) in &self.cells {
            dest[i as usize] = cell;
        }
    }

    /// Adds the far robots to the near robots' `reply` for the player's
    /// walk from `from` to `to`.
    #[inline(always)]
    pub(crate) fn add_to(&self, reply: &mut Reply, from: Offset, to: Offset) {
        let (least, total) = self.distances((to.0 - from.0, to.1 - from.1));
        reply.robots += self.alive;
        reply.debris += self.new_debris;
        reply.nearest = reply.nearest.min(least);
        reply.sum += total;
    }

    /// What the far robots add to every walk's reply (nothing when the
    /// split is off).
    #[inline(always)]
    pub(crate) fn shared(&self) -> Shared {
        if !self.on {
            return Shared::default();
        }
        Shared {
            robots: self.alive,
            debris: self.new_debris,
            total: self.total,
            per_row: self.row_weight,
            per_column: self.column_weight,
        }
    }

    /// Per sign quadrant with survivors, their least distance to the
    /// player before the walk and its row and column signs: after the walk
    /// `(dr, dc)` it is `least + sr * dr + sc * dc` (see [`Self::least`]).
    #[inline(always)]
    pub(crate) fn active(&self) -> &[(i64, i64, i64)] {
        &self.active[..self.active_count]
    }

    /// The far survivors' least distance to the player after the walk
    /// `(dr, dc)` (`u64::MAX` when there are none).
    #[inline(always)]
    pub(crate) fn least(&self, (dr, dc): Offset) -> u64 {
        let mut least = u64::MAX;
        for &(base, sr, sc) in &self.active[..self.active_count] {
            least = least.min((base + sr * i64::from(dr) + sc * i64::from(dc)) as u64);
        }
        least
    }

    /// The far survivors' least and total distance to the player after the
    /// walk `(dr, dc)`.
    #[inline(always)]
    pub(crate) fn distances(&self, (dr, dc): Offset) -> (u64, u64) {
        let (dr, dc) = (i64::from(dr), i64::from(dc));
        let mut least = u64::MAX;
        for &(base, sr, sc) in &self.active[..self.active_count] {
            least = least.min((base + sr * dr + sc * dc) as u64);
        }
        let total = self.total + self.row_weight * dr + self.column_weight * dc;
        (least, total as u64)
    }
}

#[cfg(test)]
mod tests;
