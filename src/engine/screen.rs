//! Teleport cells screened by a cheap bound before `jumps`' own: the robots
//! that may meet are counted by cluster, not stepped, so a cell that cannot
//! beat the best so far is dropped for a few operations a cluster and a
//! safe robot.
//!
//! With the robots split into safe ones and clusters of risky ones (see
//! `jumps` and `clusters`), a teleport to a cell leaves:
//! - every safe robot, and every robot of a cluster *apart* from the cell
//!   (it steps alike and meets nothing); so at least those, and at most
//!   every robot;
//! - the debris there is, plus at most one cell for each robot of a
//!   cluster near the cell;
//! - the nearest robot at most a longest step farther than the nearest
//!   safe robot (and at least a longest step nearer than the nearest
//!   robot: `jumps` bounds that case).
//!
//! A cluster is near the cells of its *cross*: the rows and the columns
//! within the step lookup's clamp of its span (every cell, when the clamp
//! is not exact or debris lies near it). The cell's bound is its keys
//! packed at their most favourable within those ranges, with its own row
//! and column; a candidate whose bound is not below the best's loses to it
//! (ties keep the earlier), as a full pass would find.
//!
//! Not used when a key reads the sum of distances, safe neighbours or
//! minimises the nearest distance, or when `jumps` does not apply.

use super::clusters::Clusters;
use super::metric::metric_of;
use super::pass::Reply;
use super::plan::Plan;
use super::rank::Packing;
use super::state::State;
use super::table::{Goal, Key, Offset};

/// A cluster's cross: its robots, and its rows and columns.
#[derive(Debug, Clone, Copy)]
struct Cross {
    size: u32,
    rows: (i32, i32),
    columns: (i32, i32),
}

/// The screen of one move and what it reads of the strategy.
#[derive(Debug, Clone, Default)]
pub(crate) struct Screen {
    /// The strategy's keys allow the screen.
    enabled: bool,
    min_robots: bool,
    max_debris: bool,
    /// The crosses of the move's clusters, the robots near every cell,
    /// and how many robots and debris cells the position has.
    crosses: Vec<Cross>,
    everywhere: u32,
    robots: u32,
    debris: u32,
    slack: u64,
    /// [`Self::at_zero`] with no robot near.
    none_near: u64,
}

impl Screen {
    pub(crate) fn new(plan: &Plan) -> Self {
        let goal = |key: Key| plan.keys.iter().find(|(k, _)| *k == key).map(|(_, g)| *g);
        let unread = [Key::SumOfDistances, Key::SafeNeighbours];
        Screen {
            enabled: unread.iter().all(|&k| goal(k).is_none())
                && goal(Key::NearestRobot) != Some(Goal::Minimize),
            min_robots: goal(Key::Robots) == Some(Goal::Minimize),
            max_debris: goal(Key::Debris) == Some(Goal::Maximize),
            ..Screen::default()
        }
    }

    /// Readies the screen for the position `state`, whose robots `jumps`
    /// split into safe ones and the clusters `risky`, robots in a clear
    /// cluster near the rows and columns within `margin` of its span
    /// (every cell without a margin); a step changes a distance by at most
    /// `slack`, and the keys pack as `packing` says. Returns whether the
    /// screen applies.
    pub(crate) fn prepare(
        &mut self,
        state: &State,
        risky: &Clusters,
        margin: Option<i32>,
        slack: u64,
        packing: &Packing,
    ) -> bool {
        if !self.enabled {
            return false;
        }
        self.crosses.clear();
        self.everywhere = 0;
        for cluster in &risky.clusters {
            let size = (cluster.end - cluster.start) as u32;
            match cluster.cross(margin) {
                Some((r0, r1, c0, c1)) => self.crosses.push(Cross {
                    size,
                    rows: (r0, r1),
                    columns: (c0, c1),
                }),
                None => self.everywhere += size,
            }
        }
        self.robots = state.robots().len() as u32;
        self.debris = state.debris_count();
        self.slack = slack;
        self.none_near = self.packed(0, packing);
        true
    }

    /// The packed keys of a reply with `near` robots near the player's
    /// cell, counted as [`Self::loses`] does, the nearest robot at
    /// distance 0, and the cell's row and column left out.
    #[inline(always)]
    fn at_zero(&self, near: u32, packing: &Packing) -> u64 {
        if near == 0 {
            self.none_near
        } else {
            self.packed(near, packing)
        }
    }

    /// [`Self::at_zero`], packed.
    fn packed(&self, near: u32, packing: &Packing) -> u64 {
        let reply = Reply {
            lost: false,
            robots: if self.min_robots {
                self.robots - near
            } else {
                self.robots
            },
            debris: if self.max_debris {
                self.debris + near
            } else {
                self.debris
            },
            nearest: 0,
            sum: 0,
            safe: 0,
        };
        packing.pack(&reply, (0, 0))
    }

    /// Whether a teleport to `to` cannot beat a best candidate whose
    /// packed keys are `best`, the safe robots being `safe`: its bound is
    /// not below `best`.
    #[inline(always)]
    pub(crate) fn loses<const M: u8>(
        &self,
        to: Offset,
        safe: &[Offset],
        packing: &Packing,
        best: u64,
    ) -> bool {
        let mut near = self.everywhere;
        for cross in &self.crosses {
            let inside = |x: i32, (low, high): (i32, i32)| low <= x && x <= high;
            if inside(to.0, cross.rows) || inside(to.1, cross.columns) {
                near += cross.size;
            }
        }
        let at_zero = self.at_zero(near, packing).wrapping_add(packing.cell(to));
        // It loses when the nearest safe robot is within `farthest` of
        // `to` once the step's slack is added.
        let Some(farthest) = packing.nearest_not_below(at_zero, best) else {
            return false;
        };
        if farthest == u64::MAX {
            return true;
        }
        let Some(within) = farthest.checked_sub(self.slack) else {
            return false;
        };
        let within = within.min(u64::from(u32::MAX)) as u32;
        let metric = metric_of::<M>();
        safe.iter()
            .any(|&(r, c)| metric.distance32(to.0 - r, to.1 - c) <= within)
    }
}

#[cfg(test)]
mod tests;
