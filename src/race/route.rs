//! A robot's program to a token: the commands of one of its fastest
//! routes, found by walking back from the token over the costs of the
//! search that timed it ([`Racer::times`]). The views show it; playing a
//! race needs only the times.

use super::rules::Rules;
use super::times::{Layout, OFF, Racer};
use crate::geometry::Offset;
use crate::scenario::race::Case;

/// One command of a robot's program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    Forward,
    TurnClockwise,
    TurnCounterClockwise,
}

impl Command {
    /// The command as the rules' `robot commands:` line names it.
    pub fn name(self) -> &'static str {
        match self {
            Command::Forward => "forward",
            Command::TurnClockwise => "turn clockwise",
            Command::TurnCounterClockwise => "turn counter-clockwise",
        }
    }
}

/// A robot's fastest program to a token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Route {
    /// The facing it is placed in at the start (one of the table's).
    pub facing: Offset,
    pub commands: Vec<Command>,
    /// The cells it stands on, from its start to the token's cell.
    pub cells: Vec<Offset>,
    /// The clock after each command.
    pub clock: Vec<u32>,
    /// What the commands take: the robot's time to the token.
    pub seconds: u32,
}

impl Racer {
    /// A fastest route of `case.robots[robot]` to `case.tokens[token]`,
    /// or `None` when it cannot reach it.
    pub fn route(
        &mut self,
        table: &Rules,
        case: &Case,
        robot: usize,
        token: usize,
    ) -> Option<Route> {
        let layout = self.prepare(table, case)?;
        let start = case.robots.get(robot)?.cell;
        self.search_from(table, layout, start, case);
        let target = case.tokens.get(token)?.cell;
        let (f, seconds) = self.best(layout, case, target)?;
        let node = |cell: Offset, f: u32| (case.board.index(cell) as u32) << layout.bits | f;
        let mut at = node(target, f);
        let mut back = Vec::new();
        let mut clock = Vec::new();
        let mut cells = vec![target];
        let first = node(start, 0) >> layout.bits;
        let is_start = |racer: &Racer, place: u32| {
            place >> layout.bits == first && racer.search.cost(place) == Some(0)
        };
        // Each command goes back to a place of a lower or equal cost: at
        // most one visit a place, even with commands of no cost.
        for _ in 0..layout.nodes {
            if is_start(self, at) {
                break;
            }
            let (step, from) = self.before(table, case, layout, at, first)?;
            back.push(step);
            clock.push(self.search.cost(at).unwrap_or(seconds));
            if step == Command::Forward {
                cells.push(self.cell_of(case, layout, from));
            }
            at = from;
        }
        if !is_start(self, at) {
            return None;
        }
        back.reverse();
        clock.reverse();
        cells.reverse();
        let facing = table.facings[(at & ((1 << layout.bits) - 1)) as usize];
        Some(Route {
            facing,
            commands: back,
            clock,
            cells,
            seconds,
        })
    }

    fn cell_of(&self, case: &Case, layout: Layout, node: u32) -> Offset {
        case.board.cell((node >> layout.bits) as usize)
    }

    /// The command and the place a fastest route to `node` comes from:
    /// a place whose cost plus the command's is `node`'s, and that a
    /// route may go on from (its start, on cell `start`, or a cell passed
    /// through).
    fn before(
        &self,
        table: &Rules,
        case: &Case,
        layout: Layout,
        node: u32,
        start: u32,
    ) -> Option<(Command, u32)> {
        let cost = self.search.cost(node)?;
        let n = layout.facings;
        let mask = (1u32 << layout.bits) - 1;
        let (cell, f) = (node & !mask, node & mask);
        let leaves = |from: u32, step: u32| {
            self.search.cost(from).is_some_and(|c| c + step == cost)
                && ((from >> layout.bits == start && self.search.cost(from) == Some(0))
                    || self.passage[(from >> layout.bits) as usize].through)
        };
        let (dr, dc) = table.facings[f as usize];
        let (r, c) = self.cell_of(case, layout, node);
        let behind = (r - dr, c - dc);
        if case.board.contains(behind) {
            let from = (case.board.index(behind) as u32) << layout.bits | f;
            let (to, step) = self.forward[from as usize];
            if to != OFF && to == node && leaves(from, step) {
                return Some((Command::Forward, from));
            }
        }
        let previous = cell | if f == 0 { n - 1 } else { f - 1 };
        if leaves(previous, table.turn_clockwise) {
            return Some((Command::TurnClockwise, previous));
        }
        let next = cell | if f + 1 == n { 0 } else { f + 1 };
        if leaves(next, table.turn_counter_clockwise) {
            return Some((Command::TurnCounterClockwise, next));
        }
        None
    }
}
