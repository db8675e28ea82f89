//! Robots that may meet, grouped by who they may meet: a robot meets only
//! robots within twice the step reach (rows and columns), so the robots
//! joined by that relation form clusters that never meet one another.
//!
//! A teleport's bound (see `jumps`) steps the robots of a cluster near the
//! teleport's cell. A cluster at least `margin` rows *and* columns from
//! the cell on every side (the step lookup's clamp under Manhattan
//! distance) sees the player in one quadrant from each of its robots, so
//! they all take the same step: moving alike, they cannot meet, and with
//! no debris within a step of any of them none is destroyed. Such a
//! cluster is bounded as the robots that meet nothing are, by distances
//! alone.

use super::table::Offset;

/// Clusters of more robots than this are not formed (grouping costs the
/// square of the robots): all of them make one cluster, always stepped.
const MOST: usize = 256;

/// One cluster: its robots' range in [`Clusters::robots`], the rows and
/// columns they span, and whether none has debris within a step.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Cluster {
    pub(crate) start: usize,
    pub(crate) end: usize,
    rows: (i32, i32),
    columns: (i32, i32),
    clear: bool,
}

impl Cluster {
    /// Whether the cluster's robots all take the same step and meet
    /// nothing when the player is on `to` (see the module's docs).
    #[inline(always)]
    pub(crate) fn apart_from(&self, to: Offset, margin: i32) -> bool {
        let outside = |x: i32, (low, high): (i32, i32)| x <= low - margin || x >= high + margin;
        self.clear && outside(to.0, self.rows) && outside(to.1, self.columns)
    }

    /// The rows and the columns of the cells the cluster is not apart
    /// from (see [`Self::apart_from`]), as (first row, last row, first
    /// column, last column); `None` when that is every cell.
    #[inline]
    pub(crate) fn cross(&self, margin: Option<i32>) -> Option<(i32, i32, i32, i32)> {
        let m = margin.filter(|_| self.clear)?;
        let ((r0, r1), (c0, c1)) = (self.rows, self.columns);
        Some((r0 - m + 1, r1 + m - 1, c0 - m + 1, c1 + m - 1))
    }
}

/// The risky robots of a position, cluster by cluster.
#[derive(Debug, Clone, Default)]
pub(crate) struct Clusters {
    /// The robots, each cluster's together.
    pub(crate) robots: Vec<Offset>,
    pub(crate) clusters: Vec<Cluster>,
    /// Scratch: the robots to group, each with whether debris lies within
    /// a step of it, and which are grouped already.
    pending: Vec<(Offset, bool)>,
    taken: Vec<bool>,
}

impl Clusters {
    /// Forgets the last position's robots.
    pub(crate) fn clear(&mut self) {
        self.pending.clear();
    }

    /// Adds a robot at `at`, with debris within a step of it or not.
    pub(crate) fn push(&mut self, at: Offset, near_debris: bool) {
        self.pending.push((at, near_debris));
    }

    /// How many robots were added.
    pub(crate) fn len(&self) -> usize {
        self.pending.len()
    }

    /// Groups the robots added for steps of `reach` rows and columns.
    pub(crate) fn group(&mut self, reach: i32) {
        self.robots.clear();
        self.clusters.clear();
        let n = self.pending.len();
        if n > MOST {
            self.robots.extend(self.pending.iter().map(|&(at, _)| at));
            let cluster = Cluster {
                start: 0,
                end: n,
                rows: (i32::MIN / 2, i32::MAX / 2),
                columns: (i32::MIN / 2, i32::MAX / 2),
                clear: false,
            };
            self.clusters.push(cluster);
            return;
        }
        self.taken.clear();
        self.taken.resize(n, false);
        let meet = |(a, b): Offset, (c, d): Offset| (a - c).abs().max((b - d).abs()) <= 2 * reach;
        for first in 0..n {
            if self.taken[first] {
                continue;
            }
            self.taken[first] = true;
            let start = self.robots.len();
            self.robots.push(self.pending[first].0);
            let mut clear = !self.pending[first].1;
            // The cluster's robots so far are those from `start`: each
            // joins the others within reach of it.
            let mut next = start;
            while next < self.robots.len() {
                let at = self.robots[next];
                for k in first + 1..n {
                    let (other, near_debris) = self.pending[k];
                    if !self.taken[k] && meet(at, other) {
                        self.taken[k] = true;
                        self.robots.push(other);
                        clear &= !near_debris;
                    }
                }
                next += 1;
            }
            let members = &self.robots[start..];
            let span = |part: fn(&Offset) -> i32| {
                let low = members.iter().map(part).min().unwrap_or(0);
                let high = members.iter().map(part).max().unwrap_or(0);
                (low, high)
            };
            self.clusters.push(Cluster {
                start,
                end: self.robots.len(),
                rows: span(|at| at.0),
                columns: span(|at| at.1),
                clear,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Steps of reach 1: robots meet within 2 rows and columns. (1, 1) and
    /// (3, 3) join, (5, 4) joins through (3, 3); (10, 10) is alone, with
    /// debris near. A cell 2 rows and columns beyond the first cluster's
    /// span on both axes is apart from it; one on a row of its span is not.
    #[test]
    fn robots_within_reach_of_one_another_form_a_cluster() {
        let mut clusters = Clusters::default();
        for (at, debris) in [
            ((1, 1), false),
            ((10, 10), true),
            ((3, 3), false),
            ((5, 4), false),
        ] {
            clusters.push(at, debris);
        }
        clusters.group(1);
        let members: Vec<Vec<Offset>> = clusters
            .clusters
            .iter()
            .map(|c| clusters.robots[c.start..c.end].to_vec())
            .collect();
        assert_eq!(members, [vec![(1, 1), (3, 3), (5, 4)], vec![(10, 10)]]);
        let (first, alone) = (clusters.clusters[0], clusters.clusters[1]);
        assert!(first.apart_from((7, 6), 2));
        assert!(!first.apart_from((6, 6), 2));
        assert!(!first.apart_from((7, 2), 2));
        assert!(!alone.apart_from((1, 1), 2), "debris near: always stepped");
    }
}
