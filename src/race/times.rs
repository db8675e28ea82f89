//! The fewest seconds from a robot's start to each token: a cheapest-path
//! search over (cell, facing), where going forward enters the next cell in
//! the facing and a turn moves to the next facing (clockwise) or the
//! previous one (counter-clockwise) at the table's costs. The first facing
//! is free: every facing of the start cell is a start.
//!
//! A cell is entered by the table's rule for what is there: its terrain,
//! another robot's start (`robots meeting`), or a token (`robot into
//! token`, which ends the program there, so a token's cell is never passed
//! through and only the target token is ever entered).

use super::rules::Rules;
use crate::geometry::Offset;
use crate::paths::{Bounds, Cheapest, Passage};
use crate::scenario::race::{Case, Square};

/// Times of one case, reusing memory across cases.
#[derive(Debug, Clone, Default)]
pub struct Racer {
    pub(super) search: Cheapest,
    /// Per grid index of the case's board: what entering it allows.
    pub(super) passage: Vec<Passage>,
    /// Per node: the node one forward command leads to and its cost, or
    /// [`OFF`] (off the board, or into a cell that cannot be entered).
    pub(super) forward: Vec<(u32, u32)>,
    starts: Vec<(u32, u32)>,
}

/// Unreachable, in [`Racer::times`]'s answer.
pub const NEVER: u32 = u32::MAX;

/// No move, in [`Racer`]'s forward table.
pub(super) const OFF: u32 = u32::MAX;

impl Racer {
    pub fn new() -> Self {
        Racer::default()
    }

    /// About how many bytes [`Racer::times`] takes for `case`: per place
    /// (a cell and a facing) its forward move, its cost and its entry in
    /// the search's lists, about 20 bytes; per cell its passage.
    pub fn working(table: &Rules, case: &Case) -> usize {
        let facings = table.facings.len().max(1).next_power_of_two();
        let cells = case.board.area();
        cells * facings * 20 + cells * size_of::<Passage>()
    }

    /// `times[robot][token]`: the fewest seconds after which the robot
    /// enters the token's cell, or [`NEVER`].
    pub fn times(&mut self, table: &Rules, case: &Case) -> Vec<Vec<u32>> {
        let Some(layout) = self.prepare(table, case) else {
            // Robots that face nowhere never move.
            return vec![vec![NEVER; case.tokens.len()]; case.robots.len()];
        };
        let mut times = Vec::with_capacity(case.robots.len());
        for robot in &case.robots {
            self.search_from(table, layout, robot.cell, case);
            times.push(
                case.tokens
                    .iter()
                    .map(|t| self.best(layout, case, t.cell).map_or(NEVER, |(_, c)| c))
                    .collect(),
            );
        }
        times
    }

    /// Builds the case's passages and forward moves; `None` when robots
    /// face nowhere.
    ///
    /// Nodes are `cell << bits | facing`, `bits` enough for the facings,
    /// so that a node's cell and facing are a shift and a mask away.
    pub(super) fn prepare(&mut self, table: &Rules, case: &Case) -> Option<Layout> {
        let board = case.board;
        let facings = &table.facings;
        if facings.is_empty() {
            return None;
        }
        let n = facings.len() as u32;
        let bits = n.next_power_of_two().trailing_zeros();
        self.passage.clear();
        self.passage.extend(case.squares.iter().map(|s| {
            match *s {
                Square::Terrain(k) => table
                    .terrain_entry
                    .get(usize::from(k))
                    .map_or(Passage::BLOCKED, |e| e.passage(table.forward)),
                Square::Robot(_) => table.robots_meeting.passage(table.forward),
                Square::Token(_) => table.into_token.passage(table.forward),
            }
        }));
        let nodes = board.area() << bits;
        self.forward.clear();
        self.forward.resize(nodes, (OFF, 0));
        for (r, c) in board.cells() {
            for (f, &(dr, dc)) in facings.iter().enumerate() {
                let next = (r + dr, c + dc);
                if board.contains(next) {
                    let p = self.passage[board.index(next)];
                    if p.enters() {
                        let to = (board.index(next) as u32) << bits | f as u32;
                        self.forward[(board.index((r, c)) << bits) | f] = (to, p.cost);
                    }
                }
            }
        }
        let max_step = self
            .passage
            .iter()
            .map(|p| p.cost)
            .chain([
                table.forward,
                table.turn_clockwise,
                table.turn_counter_clockwise,
            ])
            .max()
            .unwrap_or(1);
        Some(Layout {
            facings: n,
            bits,
            nodes,
            max_step,
        })
    }

    /// The cheapest cost of every place from `start` (any facing, free).
    pub(super) fn search_from(
        &mut self,
        table: &Rules,
        layout: Layout,
        start: Offset,
        case: &Case,
    ) {
        let Layout {
            facings: n,
            bits,
            nodes,
            ..
        } = layout;
        let mask = (1u32 << bits) - 1;
        let (cw, ccw) = (table.turn_clockwise, table.turn_counter_clockwise);
        let bounds = Bounds {
            budget: u32::MAX / 2,
            max_step: layout.max_step,
            target: None,
        };
        let start = (case.board.index(start) as u32) << bits;
        self.starts.clear();
        self.starts.extend((0..n).map(|f| (start | f, 0)));
        let (passage, forward) = (&self.passage, &self.forward);
        self.search.search(
            nodes,
            &self.starts,
            bounds,
            |node, frontier| {
                let (to, cost) = forward[node as usize];
                if to != OFF {
                    frontier.add(to, cost);
                }
                let (cell, f) = (node & !mask, node & mask);
                frontier.add(cell | if f + 1 == n { 0 } else { f + 1 }, cw);
                frontier.add(cell | if f == 0 { n - 1 } else { f - 1 }, ccw);
            },
            |node| passage[(node >> bits) as usize].through,
        );
    }

    /// After [`Self::search_from`]: the cheapest place of `cell` (its
    /// facing, the lowest on ties) and its cost.
    pub(super) fn best(&self, layout: Layout, case: &Case, cell: Offset) -> Option<(u32, u32)> {
        let node = (case.board.index(cell) as u32) << layout.bits;
        (0..layout.facings)
            .filter_map(|f| self.search.cost(node | f).map(|c| (f, c)))
            .min_by_key(|&(_, c)| c)
    }
}

/// How [`Racer`] numbers places: `cell << bits | facing`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Layout {
    /// How many facings a robot has.
    pub(super) facings: u32,
    pub(super) bits: u32,
    /// Places of the board's bounding rectangle.
    pub(super) nodes: usize,
    /// The dearest command or entry.
    pub(super) max_step: u32,
}
