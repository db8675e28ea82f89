//! A cluster's survivors when the player is beyond it on one axis: the
//! screen's count of the robots a teleport may cost, exact on the rows and
//! columns of a cluster's cross that are near it on one axis only.
//!
//! A cluster is near the cells of its *cross* (see `screen`): the rows
//! within the step lookup's clamp of its rows, and the columns likewise.
//! Toward a cell on one of those rows but beyond the clamp on the columns,
//! each of its robots takes the step it takes toward any other such cell
//! on that row and side: the clamp makes the column offset alike, and the
//! row offset is the same. So the robots that meet, and those left, are
//! the same for the whole run of cells, and one pass over the cluster's
//! robots toward one of them (the first beyond the clamp) gives them. The
//! columns are the same with the axes swapped. On a cell near on both axes
//! every robot of the cluster may be lost.

use super::clusters::Cluster;
use super::kernel::Kernel;
use super::moves::PlayerMove;
use super::pass::{After, Meet, Pass, recount};
use super::state::State;
use super::table::Offset;
use super::tally::Tally;
use crate::geometry::Board;

/// A cell of a row or column of a cross, from the line and the line beyond
/// it on the other axis.
type Place = fn(i32, i32) -> Offset;

/// A cluster's cross on the board, and where its survivors beyond are.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cross {
    pub(crate) size: u32,
    /// Its robots' range in the clusters' robots.
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// Its rows and columns on the board, first and last.
    rows: (i32, i32),
    columns: (i32, i32),
    /// Where its rows' survivors start in [`Beyond::survivors`] (two a
    /// row: the player beyond the columns on the left, on the right),
    /// then its columns' (above, below).
    by_row: usize,
    by_column: usize,
}

impl Cross {
    /// Whether `to` is in the cross.
    #[inline(always)]
    pub(crate) fn near(&self, to: Offset) -> bool {
        inside(to.0, self.rows) || inside(to.1, self.columns)
    }

    /// Of the cluster's robots, how many a teleport to `to` may cost at
    /// most (0 when `to` is not in the cross), read from `survivors`.
    #[inline(always)]
    pub(crate) fn cost(&self, to: Offset, survivors: &[u32]) -> u32 {
        match (inside(to.0, self.rows), inside(to.1, self.columns)) {
            (false, false) => 0,
            (true, true) => self.size,
            (true, false) => {
                let side = usize::from(to.1 > self.columns.1);
                let at = self.by_row + 2 * (to.0 - self.rows.0) as usize + side;
                self.size - survivors[at]
            }
            (false, true) => {
                let side = usize::from(to.0 > self.rows.1);
                let at = self.by_column + 2 * (to.1 - self.columns.0) as usize + side;
                self.size - survivors[at]
            }
        }
    }
}

/// Whether `x` lies in `low ..= high`.
#[inline(always)]
fn inside(x: i32, (low, high): (i32, i32)) -> bool {
    low <= x && x <= high
}

/// The crosses of one position and their survivors beyond.
#[derive(Debug, Clone, Default)]
pub(crate) struct Beyond {
    pub(crate) crosses: Vec<Cross>,
    pub(crate) survivors: Vec<u32>,
    /// The cluster's robots' final cells in a pass, for a recount.
    cells: Vec<u32>,
    /// Robot steps taken since the last [`Self::clear`].
    pub(crate) stepped: u64,
}

impl Beyond {
    pub(crate) fn clear(&mut self) {
        self.crosses.clear();
        self.survivors.clear();
        self.stepped = 0;
    }

    /// Adds the cross of `cluster`, whose robots are `robots`, made of the
    /// rows and columns `(first row, last row, first column, last column)`
    /// (see [`Cluster::cross`]), with its survivors beyond, stepped by
    /// `kernel` with `meet`'s rules in `state`; `arrivals` is scratch.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn add<const M: u8>(
        &mut self,
        cluster: &Cluster,
        robots: &[Offset],
        (r0, r1, c0, c1): (i32, i32, i32, i32),
        board: Board,
        kernel: Kernel,
        meet: &Meet,
        state: &State,
        arrivals: &mut Tally,
    ) {
        let rows = (r0.max(1), r1.min(board.rows));
        let columns = (c0.max(1), c1.min(board.columns));
        let mut cross = Cross {
            size: (cluster.end - cluster.start) as u32,
            start: cluster.start,
            end: cluster.end,
            rows,
            columns,
            by_row: self.survivors.len(),
            by_column: 0,
        };
        // The first row or column beyond the cross on each side, if on the
        // board (else no cell there reads the count); a row's cells beyond
        // are `(row, column beyond)`, a column's `(row beyond, column)`.
        let beyond = |low: i32, high: i32, side: i32| {
            [
                (low > 1).then_some(low - 1),
                (high < side).then_some(high + 1),
            ]
        };
        let axes: [(_, _, Place); 2] = [
            (rows, beyond(c0, c1, board.columns), |line, side| {
                (line, side)
            }),
            (columns, beyond(r0, r1, board.rows), |line, side| {
                (side, line)
            }),
        ];
        for (k, (lines, sides, cell)) in axes.into_iter().enumerate() {
            if k == 1 {
                cross.by_column = self.survivors.len();
            }
            for line in lines.0..=lines.1 {
                for side in sides {
                    let left = side.map_or(0, |side| {
                        let to = cell(line, side);
                        self.left::<M>(to, robots, kernel, meet, state, arrivals)
                    });
                    self.survivors.push(left);
                }
            }
        }
        self.crosses.push(cross);
    }

    /// How many of `robots` are left when they step toward the player on
    /// `to`, counting none lost to the player.
    #[allow(clippy::too_many_arguments)]
    fn left<const M: u8>(
        &mut self,
        to: Offset,
        robots: &[Offset],
        kernel: Kernel,
        meet: &Meet,
        state: &State,
        arrivals: &mut Tally,
    ) -> u32 {
        let mv = PlayerMove::stay(to);
        let after = After::new(state, &mv);
        let mut pass = Pass::start(robots.len());
        let mut marks = arrivals.fresh();
        self.cells.clear();
        self.stepped += robots.len() as u64;
        for &at in robots {
            let (end, cell, debris) = kernel.step_one::<M>(at, to, &after);
            self.cells.push(cell as u32);
            pass.arrive::<M>(&mut marks, cell, end, debris, to);
        }
        if pass.clean {
            pass.robots
        } else {
            let cells = self.cells.iter().copied();
            recount(meet, arrivals, state, &mv, false, cells).robots
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::clusters::Clusters;
    use crate::engine::jumps::Jumps;
    use crate::engine::plan::Plan;
    use crate::rules;

    /// Canonical steps (king toward the player, Manhattan, clamp 2): the
    /// robots (10,10) and (12,10) form a cluster whose cross is rows 9 to
    /// 13 and columns 9 to 11. With the player on row 11 beyond the
    /// columns, both step to (11,11) (or (11,9) from the left) and meet:
    /// both are lost. On row 9 they step to (9,11) and (11,11): none is.
    /// Below the rows on column 10 they step to (11,10) and (13,10): none
    /// is. Outside the cross nothing is counted; on (11,10), in both, both
    /// robots may be lost. The same pair on column 1 has no cell on its
    /// left: on row 9 to its right, none is lost either.
    #[test]
    fn robots_meeting_beyond_a_cluster_are_counted_by_row_and_side() {
        let plan = Plan::new(rules::canonical().table());
        let margin = Jumps::new(&plan).margin();
        assert_eq!(margin, Some(2));
        for column in [10, 1] {
            let shift = |(r, c): Offset| (r, c + column - 10);
            check(&plan, margin, [(10, 10), (12, 10)].map(shift), shift);
        }
    }

    /// The pair `robots`, the cells of the docs' case moved by `shift`.
    fn check(
        plan: &Plan,
        margin: Option<i32>,
        robots: [Offset; 2],
        shift: impl Fn(Offset) -> Offset,
    ) {
        let state = State::new(plan.board(), (15, 15), &robots, &[]);
        let mut clusters = Clusters::default();
        for at in robots {
            clusters.push(at, false);
        }
        clusters.group(1);
        let cluster = clusters.clusters[0];
        let cross = cluster.cross(margin).expect("a clear cluster");
        let (r0, r1, c0, c1) = cross;
        assert_eq!(
            (r0, r1, (c0, c1)),
            (9, 13, (shift((0, 9)).1, shift((0, 11)).1))
        );
        let mut beyond = Beyond::default();
        let mut arrivals = Tally::new(plan.board().area());
        beyond.add::<0>(
            &cluster,
            &clusters.robots,
            cross,
            plan.board(),
            plan.kernel(),
            &plan.meet,
            &state,
            &mut arrivals,
        );
        let cost = |to| beyond.crosses[0].cost(shift(to), &beyond.survivors);
        assert_eq!(cost((11, 20)), 2);
        assert_eq!(cost((9, 20)), 0);
        assert_eq!(cost((20, 10)), 0);
        assert_eq!(cost((5, 20)), 0);
        assert_eq!(cost((11, 10)), 2);
        if robots[0].1 > 3 {
            assert_eq!(cost((11, 1)), 2);
            assert_eq!(cost((9, 1)), 0);
        }
    }
}
