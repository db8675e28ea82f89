//! Teleports as candidates, bounded by the best so far: a teleport whose
//! keys cannot beat the best candidate is dropped without stepping every
//! robot.
//!
//! With a long list every cell of it is a candidate on every move, and a
//! full pass per cell costs (cells) x (robots). But most robots cannot be
//! touched by their step whatever the player's cell: a robot with no other
//! robot within twice the step reach (rows and columns) meets none, and
//! one with no debris within the step reach lands on none. Such a *safe*
//! robot survives every reply, and its distance to the player changes by at
//! most the longest step (the distances here are metrics: Manhattan,
//! Chebyshev, hex). So once a move the robots are split into safe and
//! *risky*, and a teleport's keys are bounded by stepping only the risky
//! robots (its survivors, debris and, where they meet, their recount are
//! then exact) and reading only the safe robots' distances: the robots and
//! debris exactly, the nearest distance and the sum within the longest step
//! per robot, the row and column exactly. Packed at their most favourable,
//! those bounds are a lower bound of the candidate's packed keys; when it is
//! not below the best's, the candidate loses (ties keep the earlier) and is
//! dropped. The risky robots are grouped into clusters that can meet only
//! among themselves (`clusters`): under Manhattan distance a cluster far
//! from the teleport's cell on both axes, with no debris near, steps alike
//! and meets nothing, so it is bounded as the safe robots are, unstepped. Any other candidate is scored in full, as before, so the choice
//! and its reply are the full pass's. Whether a robot reaches the player is
//! found exactly: only a safe robot within the longest step of the player's
//! cell can, and those are stepped.
//!
//! Not used with Euclidean distance (a squared distance is not a metric),
//! with `safe neighbours` (its count needs every robot's cell), or when the
//! keys do not pack.

use super::clusters::Clusters;
use super::lookup::{MAY_LEAVE, radius};
use super::metric::metric_of;
use super::moves::{Occupancy, PlayerMove};
use super::pass::{After, Pass, Reply, recount};
use super::plan::Plan;
use super::rank::Packing;
use super::state::State;
use super::table::{Goal, Key, Metric, Offset};
use super::tally::Tally;
use crate::geometry::Board;

/// Teleport candidates in fewer than this many cells are scored in full:
/// splitting the robots and grouping the risky ones costs a few full
/// passes, which lists of a dozen cells do not repay (2,000 games of
/// robots packed around the start took 695 M instructions with 8 here,
/// 629 M with 32).
const FEW: usize = 32;

/// The split of one position's robots, and what bounding reads of the
/// table.
#[derive(Debug, Clone, Default)]
pub(crate) struct Jumps {
    /// The technique applies to the table.
    enabled: bool,
    /// The robots' step reach, rows and columns.
    reach: i32,
    /// The longest robot step as the metric measures it: a safe robot's
    /// distance to the player changes by at most this.
    slack: u64,
    /// The strategy maximises the nearest distance, the sum of distances.
    max_nearest: bool,
    max_sum: bool,
    /// A key reads the sum of distances.
    sums: bool,
    /// Robots that may meet another or land on debris in some reply, by
    /// cluster (see `clusters`).
    risky: Clusters,
    /// How many rows and columns a cluster must be from the teleport's
    /// cell for its robots to step alike, when they do (see `clusters`).
    apart: Option<i32>,
    /// The others: they survive every reply.
    safe: Vec<Offset>,
    /// The risky robots' final grid indices in the reply being bounded.
    cells: Vec<u32>,
    /// Grid index offsets of the cells within the step reach of a cell,
    /// and within twice the reach, nearest first; with the board's rows
    /// and columns, for the robots at least twice the reach from its edges.
    around: Vec<isize>,
    twice_around: Vec<isize>,
    grid: (i32, i32),
}

impl Jumps {
    pub(crate) fn new(plan: &Plan) -> Self {
        let table = &plan.table;
        let metric = table.metric;
        let enabled = table.teleports.is_some_and(|t| t.as_candidates)
            && metric != Metric::Euclidean
            && plan.safety.is_none();
        let goal = |key: Key| plan.keys.iter().find(|(k, _)| *k == key).map(|(_, g)| *g);
        let stepper = plan.robots.stepper();
        let board = plan.board();
        let reach = stepper.reach();
        let around = |reach| match enabled {
            true => around(reach, board.columns),
            false => Vec::new(),
        };
        Jumps {
            apart: apart(plan),
            enabled,
            reach,
            around: around(reach),
            twice_around: around(2 * reach),
            // No robot is inner on an empty grid: `prepare` looks around
            // it cell by cell.
            grid: if enabled {
                (board.rows, board.columns)
            } else {
                (0, 0)
            },
            slack: stepper
                .steps()
                .iter()
                .map(|&(dr, dc)| metric.distance(dr, dc))
                .max()
                .unwrap_or(0),
            max_nearest: goal(Key::NearestRobot) == Some(Goal::Maximize),
            max_sum: goal(Key::SumOfDistances) == Some(Goal::Maximize),
            sums: goal(Key::SumOfDistances).is_some(),
            ..Jumps::default()
        }
    }

    /// Whether to bound the teleports of a position with `heads` cells in
    /// its list, with `packing` the keys' packing for the move (if any).
    #[inline]
    pub(crate) fn applies(&self, heads: usize, packing: Option<&Packing>) -> bool {
        self.enabled && heads >= FEW && packing.is_some()
    }

    /// The step lookup's clamp when a robot's step depends on the clamped
    /// offset alone (see `apart`).
    #[inline]
    pub(crate) fn margin(&self) -> Option<i32> {
        self.apart
    }

    /// The safe robots of the last [`Self::prepare`], the risky ones by
    /// cluster, and the longest step as the metric measures it.
    pub(crate) fn split(&self) -> (&[Offset], &Clusters, u64) {
        (&self.safe, &self.risky, self.slack)
    }

    /// Splits the robots of `state` into safe and risky; `occupancy` has
    /// their cells marked.
    pub(crate) fn prepare(&mut self, board: Board, state: &State, occupancy: &Occupancy) {
        self.risky.clear();
        self.safe.clear();
        let debris = state.debris();
        let on_grid = |(r, c): Offset| {
            ((r - 1) as u32) < board.rows as u32 && ((c - 1) as u32) < board.columns as u32
        };
        let any_within = |(r, c): Offset, reach: i32, hit: &dyn Fn(Offset) -> bool| {
            (r - reach..=r + reach).any(|rr| {
                (c - reach..=c + reach)
                    .any(|cc| (rr, cc) != (r, c) && on_grid((rr, cc)) && hit((rr, cc)))
            })
        };
        let robot = |cell: Offset| occupancy.robot_at(board.index(cell));
        let grid = debris;
        let debris = |cell: Offset| debris[board.index(cell)] != 0;
        let twice = 2 * self.reach;
        let (rows, columns) = self.grid;
        for &at in state.robots() {
            let (r, c) = at;
            let inner = r > twice && r + twice <= rows && c > twice && c + twice <= columns;
            let (near_debris, near_robot) = if inner {
                // Every cell looked at is on the grid: by index offsets.
                let i = board.index(at) as isize;
                let near_debris = self.around.iter().any(|&d| grid[(i + d) as usize] != 0);
                let robot = |&d: &isize| occupancy.robot_at((i + d) as usize);
                (
                    near_debris,
                    near_debris || self.twice_around.iter().any(robot),
                )
            } else {
                let near_debris = any_within(at, self.reach, &debris);
                (near_debris, near_debris || any_within(at, twice, &robot))
            };
            if near_robot {
                self.risky.push(at, near_debris);
            } else {
                self.safe.push(at);
            }
        }
        self.risky.group(self.reach);
    }

    /// Whether the teleport `mv` cannot beat a best candidate whose packed
    /// keys are `best` (see the module's docs), or loses at once when the
    /// strategy drops such moves. `arrivals` is scratch. Returns the robots
    /// stepped beside the answer.
    #[inline(always)]
    pub(crate) fn loses<const M: u8>(
        &mut self,
        plan: &Plan,
        state: &State,
        mv: &PlayerMove,
        packing: &Packing,
        best: u64,
        arrivals: &mut Tally,
    ) -> (bool, usize) {
        let kernel = plan.kernel();
        let reject = plan.table.reject_immediate_loss;
        let to = mv.to;
        let after = After::new(state, mv);
        let mut pass = Pass::start(self.risky.len());
        let mut marks = arrivals.fresh();
        self.cells.clear();
        let mut unmet = Unmet::default();
        let mut stepped = 0;
        for cluster in &self.risky.clusters {
            let robots = &self.risky.robots[cluster.start..cluster.end];
            if self.apart.is_some_and(|m| cluster.apart_from(to, m)) {
                unmet.add::<M>(robots, to, self.slack, self.sums);
                continue;
            }
            for &at in robots {
                stepped += 1;
                let (end, cell, debris) = kernel.step_one::<M>(at, to, &after);
                if end == to && reject {
                    return (true, stepped);
                }
                pass.lost |= end == to;
                self.cells.push(cell as u32);
                pass.arrive::<M>(&mut marks, cell, end, debris, to);
            }
        }
        let risky = if pass.clean {
            Reply::of(state, &pass)
        } else {
            let cells = self.cells.iter().copied();
            recount(&plan.meet, arrivals, state, mv, pass.lost, cells)
        };
        unmet.add::<M>(&self.safe, to, self.slack, self.sums);
        // Only a safe robot within the longest step of `to` can step onto
        // it (a cluster apart from `to` is farther).
        if reject && unmet.least <= self.slack {
            for &(r, c) in &self.safe {
                if metric_of::<M>().distance(to.0 - r, to.1 - c) <= self.slack {
                    stepped += 1;
                    if kernel.step_one::<M>((r, c), to, &after).0 == to {
                        return (true, stepped);
                    }
                }
            }
        }
        let Unmet {
            count,
            least,
            low,
            high,
        } = unmet;
        let slack = self.slack;
        let nearest = if self.max_nearest {
            least.saturating_add(slack)
        } else {
            least.saturating_sub(slack)
        };
        let bound = Reply {
            lost: false,
            robots: risky.robots + count,
            debris: risky.debris,
            nearest: risky.nearest.min(nearest),
            sum: risky.sum + if self.max_sum { high } else { low },
            safe: 0,
        };
        (packing.pack(&bound, to) >= best, stepped)
    }
}

/// The robots that meet nothing in the reply being bounded (the safe ones
/// and the clusters apart from the teleport's cell): how many, their least
/// distance to the player, and the bounds of their summed distances after
/// their step (0 when no key reads the sum).
#[derive(Debug, Clone, Copy)]
struct Unmet {
    count: u32,
    least: u64,
    low: u64,
    high: u64,
}

impl Default for Unmet {
    fn default() -> Self {
        Unmet {
            count: 0,
            least: u64::MAX,
            low: 0,
            high: 0,
        }
    }
}

impl Unmet {
    /// Adds `robots`, with the player on `to`: a step changes a distance by
    /// at most `slack`; `sums` when a key reads the sum.
    #[inline(always)]
    fn add<const M: u8>(&mut self, robots: &[Offset], to: Offset, slack: u64, sums: bool) {
        let metric = metric_of::<M>();
        let distance = |&(r, c): &Offset| metric.distance(to.0 - r, to.1 - c);
        self.count += robots.len() as u32;
        // In 32 bits, which the compiler can do several at a time.
        let near = |&(r, c): &Offset| metric.distance32(to.0 - r, to.1 - c);
        let least = robots.iter().map(near).fold(u32::MAX, u32::min);
        self.least = self.least.min(u64::from(least));
        if sums {
            for d in robots.iter().map(distance) {
                self.low += d.saturating_sub(slack);
                self.high += d + slack;
            }
        }
    }
}

/// The grid index offsets, on a grid of `columns` columns, of the cells
/// other than the centre within `reach` rows and columns of it, nearest
/// (Chebyshev) first.
fn around(reach: i32, columns: i32) -> Vec<isize> {
    let mut cells: Vec<Offset> = (-reach..=reach)
        .flat_map(|r| (-reach..=reach).map(move |c| (r, c)))
        .filter(|&cell| cell != (0, 0))
        .collect();
    cells.sort_by_key(|&(r, c)| r.abs().max(c.abs()));
    cells
        .into_iter()
        .map(|(r, c)| (r * columns + c) as isize)
        .collect()
}

/// The rows and columns a cluster must be from the teleport's cell for its
/// robots to step alike (see `clusters`): under Manhattan distance, the
/// step lookup's clamp, when the step it names there stays between robot
/// and player (so no board edge changes it); `None` otherwise.
fn apart(plan: &Plan) -> Option<i32> {
    if plan.table.metric != Metric::Manhattan {
        return None;
    }
    let reach = plan.robots.stepper().reach();
    let margin = radius(Metric::Manhattan, reach);
    let kernel = plan.kernel();
    let stays = [(1, 1), (1, -1), (-1, 1), (-1, -1)]
        .iter()
        .all(|&(sr, sc)| kernel.entry::<0>((0, 0), (sr * margin, sc * margin)) & MAY_LEAVE == 0);
    stays.then_some(margin)
}
