//! Teleport cells screened by a cheap bound before `jumps`' own: the robots
//! that may meet are counted by cluster, not stepped for each cell, so a
//! cell that cannot beat the best so far is dropped for a few operations a
//! cluster and a robot.
//!
//! With the robots split into safe ones and clusters of risky ones (see
//! `jumps` and `clusters`), a teleport to a cell leaves:
//! - every safe robot, and every robot of a cluster *apart* from the cell
//!   (it steps alike and meets nothing); of a cluster near the cell on one
//!   axis only, the survivors `beyond` counted for the cell's row or
//!   column and side; of a cluster near on both axes, at least none;
//! - the debris there is, plus at most one cell for each robot of a
//!   cluster near the cell;
//! - the nearest robot at most a longest step farther than the nearest
//!   robot that surely survives: a safe one, or one of a cluster that
//!   loses none.
//!
//! A cluster is near the cells of its *cross*: the rows and the columns
//! within the step lookup's clamp of its span (every cell, when the clamp
//! is not exact or debris lies near it). The cell's bound is its keys
//! packed at their most favourable within those ranges, with its own row
//! and column; a candidate whose bound is not below the best's loses to it
//! (ties keep the earlier), as a full pass would find. The nearest robot
//! is looked for only as far as the best leaves room for, and the look
//! stops at the first robot that close.
//!
//! Not used when a key reads the sum of distances, safe neighbours or
//! minimises the nearest distance, or when `jumps` does not apply; nor
//! when the list names fewer cells than the board has rows and columns
//! (see `leaps`): readying the screen costs a pass per row and column of
//! each cluster's cross, which short lists do not repay (with 20 to 50
//! robots packed around the start, 40 % more instructions).

use super::beyond::Beyond;
use super::clusters::Clusters;
use super::metric::metric_of;
use super::pass::Reply;
use super::plan::Plan;
use super::rank::Packing;
use super::state::State;
use super::table::{Goal, Key, Offset};
use super::tally::Tally;

/// The screen of one move and what it reads of the strategy.
#[derive(Debug, Clone)]
pub(crate) struct Screen {
    /// The strategy's keys allow the screen.
    enabled: bool,
    min_robots: bool,
    max_debris: bool,
    /// The crosses of the move's clusters, the robots near every cell,
    /// and how many robots and debris cells the position has.
    beyond: Beyond,
    everywhere: u32,
    robots: u32,
    debris: u32,
    slack: u64,
    /// [`Self::at_zero`] with no robot near.
    none_near: u64,
    /// Scratch for the passes of `beyond`.
    arrivals: Tally,
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
            beyond: Beyond::default(),
            everywhere: 0,
            robots: 0,
            debris: 0,
            slack: 0,
            none_near: 0,
            arrivals: Tally::new(plan.board().area()),
        }
    }

    /// Readies the screen for the position `state` under `plan`, whose
    /// robots `jumps` split into safe ones and the clusters `risky`, robots
    /// in a clear cluster near the rows and columns within `margin` of its
    /// span (every cell without a margin); a step changes a distance by at
    /// most `slack`, and the keys pack as `packing` says. Returns whether
    /// the screen applies.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn prepare<const M: u8>(
        &mut self,
        plan: &Plan,
        state: &State,
        risky: &Clusters,
        margin: Option<i32>,
        slack: u64,
        packing: &Packing,
    ) -> bool {
        self.beyond.clear();
        if !self.enabled {
            return false;
        }
        self.everywhere = 0;
        for cluster in &risky.clusters {
            let robots = &risky.robots[cluster.start..cluster.end];
            match cluster.cross(margin) {
                Some(cross) => self.beyond.add::<M>(
                    cluster,
                    robots,
                    cross,
                    plan.board(),
                    plan.kernel(),
                    &plan.meet,
                    state,
                    &mut self.arrivals,
                ),
                None => self.everywhere += robots.len() as u32,
            }
        }
        self.robots = state.robots().len() as u32;
        self.debris = state.debris_count();
        self.slack = slack;
        self.none_near = self.packed(0, 0, packing);
        true
    }

    /// The robot steps the last [`Self::prepare`] took.
    pub(crate) fn stepped(&self) -> u64 {
        self.beyond.stepped
    }

    /// The packed keys of a reply that loses at most `cost` robots, with
    /// `near` robots near the player's cell (see [`Self::loses`]), the
    /// nearest robot at distance 0, and the cell's row and column left
    /// out.
    #[inline(always)]
    fn at_zero(&self, cost: u32, near: u32, packing: &Packing) -> u64 {
        if near == 0 {
            self.none_near
        } else {
            self.packed(cost, near, packing)
        }
    }

    /// [`Self::at_zero`], packed.
    fn packed(&self, cost: u32, near: u32, packing: &Packing) -> u64 {
        let reply = Reply {
            lost: false,
            robots: if self.min_robots {
                self.robots - cost
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
    /// packed keys are `best`: its bound is not below `best`. The safe
    /// robots are `safe`, and the risky ones `risky`, each cluster's
    /// together as [`Self::prepare`] read them.
    #[inline(always)]
    pub(crate) fn loses<const M: u8>(
        &self,
        to: Offset,
        (safe, risky): (&[Offset], &[Offset]),
        packing: &Packing,
        best: u64,
    ) -> bool {
        let (mut cost, mut near) = (self.everywhere, self.everywhere);
        let survivors = &self.beyond.survivors;
        for cross in &self.beyond.crosses {
            let lost = cross.cost(to, survivors);
            cost += lost;
            if lost > 0 || cross.near(to) {
                near += cross.size;
            }
        }
        let at_zero = self
            .at_zero(cost, near, packing)
            .wrapping_add(packing.cell(to));
        // It loses when a robot that surely survives is within `farthest`
        // of `to` once the step's slack is added.
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
        let close = |&(r, c): &Offset| metric.distance32(to.0 - r, to.1 - c) <= within;
        // The robots of a cluster that loses none survive too.
        safe.iter().any(close)
            || self.beyond.crosses.iter().any(|cross| {
                cross.cost(to, survivors) == 0 && risky[cross.start..cross.end].iter().any(close)
            })
    }
}

#[cfg(test)]
mod tests;
