//! How an engine plays one table: the table, the robots' steps as
//! lookups, and which fast techniques apply. Built once, read by every
//! move.

use super::kernel::{Kernel, Robots};
use super::margin::Margin;
use super::onboard::OnBoard;
use super::pass::Meet;
use super::rank::Packing;
use super::safe::Safety;
use super::settle::Settle;
use super::table::{Goal, Key, Metric, Table};
use super::wide::WalkLookup;
use crate::geometry::Board;

/// A table and what is derived from it once.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub(crate) table: Table,
    pub(crate) robots: Robots,
    pub(crate) settle: Settle,
    pub(crate) meet: Meet,
    /// The strategy's keys, each key once: a key named again after an
    /// equal one could never decide, so dropping it changes nothing, and a
    /// strategy has at most [`Key::COUNT`] keys.
    pub(crate) keys: Vec<(Key, Goal)>,
    /// The strategy's keys packed into one number, when they fit with the
    /// board's bounds; otherwise each move tries the position's (see
    /// `rank`).
    pub(crate) packing: Option<Packing>,
    /// The `safe neighbours` count, when the strategy has the key.
    pub(crate) safety: Option<Safety>,
    /// How far (rows and columns) from the player a far robot's final cell
    /// can matter to the count after some walk: its radius plus the walk
    /// reach.
    pub(crate) close: Option<i32>,
    /// How far (rows and columns) a robot must be to step alike in every
    /// walk's reply; `None` where distances do not allow it (see `far`).
    pub(crate) far_margin: Option<Margin>,
    /// The robots' step lookup widened by the walk reach, for near robots
    /// (under Manhattan distance on any board, under the others on boards
    /// small enough).
    pub(crate) walk_lookup: Option<WalkLookup>,
    /// The largest row or column offset of any of the player's walks.
    pub(crate) reach: i32,
    /// Which walks stay on the board from each cell (up to 64 walks).
    pub(crate) on_board: Option<OnBoard>,
}

impl Plan {
    pub(crate) fn new(table: Table) -> Self {
        let robots = Robots::new(&table);
        let reach = walk_reach(&table);
        let far_margin = (table.metric == Metric::Manhattan)
            .then(|| Margin::new(robots.kernel(), reach + robots.stepper().reach() + 1));
        let safety = Safety::new(&table, reach, robots.stepper().reach());
        Plan {
            close: safety.as_ref().map(|s| s.radius() + reach),
            safety,
            walk_lookup: WalkLookup::new(robots.stepper(), reach, table.board),
            far_margin,
            reach,
            on_board: OnBoard::new(table.board, &table.walks),
            settle: Settle::new(&table),
            meet: Meet {
                meeting: table.meeting,
                metric: table.metric,
                board: table.board,
            },
            packing: Packing::new(&table),
            keys: distinct_keys(&table),
            robots,
            table,
        }
    }

    #[inline(always)]
    pub(crate) fn board(&self) -> Board {
        self.table.board
    }

    #[inline(always)]
    pub(crate) fn kernel(&self) -> Kernel<'_> {
        self.robots.kernel()
    }
}

/// The largest row or column offset of any of the player's walks.
fn walk_reach(table: &Table) -> i32 {
    table
        .walks
        .iter()
        .map(|&(r, c)| r.abs().max(c.abs()))
        .max()
        .unwrap_or(0)
}

/// The table's keys without the repeats of a key (its first naming stays).
fn distinct_keys(table: &Table) -> Vec<(Key, Goal)> {
    let mut keys: Vec<(Key, Goal)> = Vec::with_capacity(Key::COUNT);
    for &(key, goal) in &table.keys {
        if !keys.iter().any(|&(k, _)| k == key) {
            keys.push((key, goal));
        }
    }
    keys
}
