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

use super::table::Table;
use crate::paths::{Bounds, Cheapest, Passage};
use crate::scenario::race::{Case, Square};

/// Times of one case, reusing memory across cases.
#[derive(Debug, Clone, Default)]
pub struct Racer {
    search: Cheapest,
    /// Per grid index of the case's board.
    passage: Vec<Passage>,
    starts: Vec<(u32, u32)>,
}

/// Unreachable, in [`Racer::times`]'s answer.
pub const NEVER: u32 = u32::MAX;

impl Racer {
    pub fn new() -> Self {
        Racer::default()
    }

    /// `times[robot][token]`: the fewest seconds after which the robot
    /// enters the token's cell, or [`NEVER`].
    pub fn times(&mut self, table: &Table, case: &Case) -> Vec<Vec<u32>> {
        let board = case.board;
        let forward = table.forward;
        self.passage.clear();
        self.passage.extend(case.squares.iter().map(|s| {
            match *s {
                Square::Terrain(k) => table
                    .terrain_entry
                    .get(usize::from(k))
                    .map_or(Passage::BLOCKED, |e| e.passage(forward)),
                Square::Robot(_) => table.robots_meeting.passage(forward),
                Square::Token(_) => table.into_token.passage(forward),
            }
        }));
        let facings = &table.facings;
        let n = facings.len() as u32;
        let turns = [
            (1 % n.max(1), table.turn_clockwise),
            (n.saturating_sub(1), table.turn_counter_clockwise),
        ];
        let max_step = self
            .passage
            .iter()
            .map(|p| p.cost)
            .chain([forward, table.turn_clockwise, table.turn_counter_clockwise])
            .max()
            .unwrap_or(1);
        let nodes = board.area() * facings.len();
        if facings.is_empty() {
            // Robots that face nowhere never move.
            return vec![vec![NEVER; case.tokens.len()]; case.robots.len()];
        }
        let mut times = Vec::with_capacity(case.robots.len());
        for robot in &case.robots {
            let start = board.index(robot.cell) as u32;
            self.starts.clear();
            self.starts.extend((0..n).map(|f| (start * n + f, 0)));
            let passage = &self.passage;
            let bounds = Bounds {
                budget: u32::MAX / 2,
                max_step,
                target: None,
            };
            self.search.search(
                nodes,
                &self.starts,
                bounds,
                |node, frontier| {
                    let (cell, f) = (node / n, node % n);
                    let (r, c) = board.cell(cell as usize);
                    let (dr, dc) = facings[f as usize];
                    let next = (r + dr, c + dc);
                    if board.contains(next) {
                        let i = board.index(next);
                        let p = passage[i];
                        if p.enters() {
                            frontier.add(i as u32 * n + f, p.cost);
                        }
                    }
                    for (turn, cost) in turns {
                        frontier.add(cell * n + (f + turn) % n, cost);
                    }
                },
                |node| passage[(node / n) as usize].through,
            );
            let search = &self.search;
            times.push(
                case.tokens
                    .iter()
                    .map(|t| {
                        let cell = board.index(t.cell) as u32;
                        (0..n)
                            .filter_map(|f| search.cost(cell * n + f))
                            .min()
                            .unwrap_or(NEVER)
                    })
                    .collect(),
            );
        }
        times
    }
}
