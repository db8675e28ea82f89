//! The player's move made and the robots' reply, step by step as "The
//! robots' reply, exactly" states it, with a record of what happened.

use super::moves::{Move, MoveKind};
use super::position::{Position, add};
use crate::engine::table::{Meeting, Meets, Mover, Offset, Outcome, Table, TieBreak};
use std::collections::BTreeMap;

/// One robot's part in a reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RobotStep {
    /// Its cell before the reply.
    pub from: Offset,
    /// The cell its chosen step leads to (`from` when no step is left).
    pub toward: Offset,
    /// Where it stands after the step (`from` when debris stopped it).
    pub at: Offset,
}

/// What the robots' reply did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reply {
    /// Every robot that took part, in the position's order.
    pub steps: Vec<RobotStep>,
    /// The robot the push destroyed before the reply, by its cell.
    pub crushed: Option<Offset>,
    /// Robots whose step ended on the player, by their cells before.
    pub reached: Vec<Offset>,
    /// Robots that debris stopped, by their cells.
    pub stopped: Vec<Offset>,
    /// Cells where two or more robots met, and how many.
    pub met: Vec<(Offset, u32)>,
    /// Cells where a robot alone on debris was destroyed.
    pub on_debris: Vec<Offset>,
    /// Cells that became debris.
    pub new_debris: Vec<Offset>,
}

impl Reply {
    /// A robot reached the player: the game is lost.
    pub fn lost(&self) -> bool {
        !self.reached.is_empty()
    }
}

/// The cell a robot on `from` steps to toward the player on `player`: the
/// closest by the game's distance among its steps that stay on the board;
/// ties go by the tie rule, then to the step written first. With no step
/// left it stays.
pub fn step_toward(table: &Table, from: Offset, player: Offset) -> Offset {
    let gap = |cell: Offset| (player.0 - cell.0, player.1 - cell.1);
    let rank = |(written, &step): (usize, &Offset)| {
        let cell = add(from, step);
        let (dr, dc) = gap(cell);
        let distance = table.metric.distance(dr, dc);
        let (row_gap, column_gap, listed) = match &table.tie_break {
            TieBreak::None => (0, 0, 0),
            TieBreak::RowsBeforeColumns => (dr.unsigned_abs(), dc.unsigned_abs(), 0),
            TieBreak::FirstOf(order) => {
                let listed = order.iter().position(|&o| o == step);
                (0, 0, listed.unwrap_or(order.len()))
            }
        };
        (distance, row_gap, column_gap, listed, written)
    };
    table
        .robot_steps
        .iter()
        .enumerate()
        .filter(|&(_, &step)| table.board.contains(add(from, step)))
        .min_by_key(|&s| rank(s))
        .map_or(from, |(_, &step)| add(from, step))
}

/// Makes the move `mv` in `pos` and the robots' reply: the position after,
/// and what the reply did.
pub(crate) fn make(table: &Table, pos: &Position, mv: &Move) -> (Position, Reply) {
    let mut next = pos.clone();
    let mut reply = Reply::default();
    // The player's move: pushed debris moves, a teleport entry is spent.
    if let Some(push) = mv.push {
        next.debris.remove(&push.from);
        next.debris.insert(push.to);
        reply.crushed = push.crushed;
    }
    if let MoveKind::Teleport(i) = mv.kind
        && table.teleports.is_some_and(|t| t.each_once)
    {
        next.spent[i] = true;
    }
    next.player = mv.to;
    let stops = table.outcome(Mover::Robot, Meets::Debris) == Outcome::Stopped;
    // 1. Every robot but a crushed one chooses its step, all at once.
    for &from in pos.robots.iter().filter(|&&r| Some(r) != reply.crushed) {
        let toward = step_toward(table, from, next.player);
        // 2. A step ending on the player reaches it.
        if toward == next.player {
            reply.reached.push(from);
        }
        // 3. Debris may stop a robot: it stays on its cell.
        let stopped = stops && next.debris_at(toward);
        if stopped {
            reply.stopped.push(from);
        }
        let at = if stopped { from } else { toward };
        reply.steps.push(RobotStep { from, toward, at });
    }
    // 4. Robots are counted per cell; two or more on one cell meet.
    let mut count: BTreeMap<Offset, u32> = BTreeMap::new();
    for step in &reply.steps {
        *count.entry(step.at).or_default() += 1;
    }
    for (&cell, &n) in count.iter().filter(|&(_, &n)| n >= 2) {
        reply.met.push((cell, n));
        if table.meeting == Meeting::Debris && next.debris.insert(cell) {
            reply.new_debris.push(cell);
        }
    }
    // 5. With `robot into debris: destroyed`, a robot alone on debris is
    // destroyed. 6. Every other robot survives on its cell.
    let destroys = table.outcome(Mover::Robot, Meets::Debris) == Outcome::Destroyed;
    next.robots.clear();
    for step in reply.steps.iter().filter(|s| count[&s.at] == 1) {
        if destroys && next.debris_at(step.at) {
            reply.on_debris.push(step.at);
        } else {
            next.robots.push(step.at);
        }
    }
    (next, reply)
}
