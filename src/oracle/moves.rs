//! The player's moves, as the rules language's "Walks" and teleports
//! state them: for each, whether it is legal and, if not, why; for a walk
//! into debris, the push.

use super::position::{Position, add};
use crate::engine::table::{Meets, Mover, Offset, Outcome, Table};

/// A move the player can consider.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveKind {
    /// A walk by this offset.
    Walk(Offset),
    Stay,
    /// A teleport to entry `i` of the list.
    Teleport(usize),
}

/// A legal move: where the player ends, and what it pushes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub kind: MoveKind,
    pub to: Offset,
    pub push: Option<Push>,
}

/// A walk into debris: the line of `length` debris cells starting on
/// `from` moves one offset, so in effect the debris on `from` lands on
/// `to`, the cell after the line, destroying the robot `crushed` there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Push {
    pub from: Offset,
    pub to: Offset,
    pub length: u32,
    pub crushed: Option<Offset>,
}

/// Why a move is not legal (or, for a teleport entry, not usable).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// The target is off the board.
    OffBoard,
    /// A robot stands on the target.
    Robot,
    /// Debris lies on the target and the player may not push it (or, for
    /// a teleport, debris lies there).
    Debris,
    /// The debris line is longer than `pushed debris into debris` allows.
    ChainTooLong { length: u32, limit: u32 },
    /// The pushed debris would leave the board.
    DebrisOffBoard,
    /// A robot stands where the pushed debris would land, and pushed
    /// debris into a robot is blocked.
    DebrisIntoRobot(Offset),
    /// The teleport entry was taken before (`each entry once`).
    Spent,
    /// The teleport entry names the player's own cell.
    OwnCell,
}

impl Move {
    pub fn stay(at: Offset) -> Self {
        Move {
            kind: MoveKind::Stay,
            to: at,
            push: None,
        }
    }
}

/// What a cell holds, for the outcome table.
fn meets(table: &Table, pos: &Position, cell: Offset) -> Meets {
    if !table.board.contains(cell) {
        Meets::OffBoard
    } else if pos.robot_at(cell) {
        Meets::Robot
    } else if pos.debris_at(cell) {
        Meets::Debris
    } else {
        Meets::Empty
    }
}

/// The walk by `offset` from the player's cell.
pub(crate) fn walk(table: &Table, pos: &Position, offset: Offset) -> Result<Move, Blocked> {
    let to = add(pos.player, offset);
    let what = meets(table, pos, to);
    let mv = Move {
        kind: MoveKind::Walk(offset),
        to,
        push: None,
    };
    match table.outcome(Mover::Player, what) {
        Outcome::Move => Ok(mv),
        Outcome::Push => Ok(Move {
            push: Some(push(table, pos, to, offset)?),
            ..mv
        }),
        _ => Err(match what {
            Meets::OffBoard => Blocked::OffBoard,
            Meets::Robot => Blocked::Robot,
            _ => Blocked::Debris,
        }),
    }
}

/// The push of the debris line starting on `first` along `offset`.
fn push(table: &Table, pos: &Position, first: Offset, offset: Offset) -> Result<Push, Blocked> {
    let mut length = 0;
    let mut end = first;
    while pos.debris_at(end) {
        length += 1;
        end = add(end, offset);
    }
    let limit = match table.outcome(Mover::PushedDebris, Meets::Debris) {
        Outcome::Chain(n) => n,
        _ => 1,
    };
    if length > limit {
        return Err(Blocked::ChainTooLong { length, limit });
    }
    let landing = Push {
        from: first,
        to: end,
        length,
        crushed: None,
    };
    match meets(table, pos, end) {
        Meets::Empty => Ok(landing),
        Meets::Robot => match table.outcome(Mover::PushedDebris, Meets::Robot) {
            Outcome::DestroyRobot => Ok(Push {
                crushed: Some(end),
                ..landing
            }),
            _ => Err(Blocked::DebrisIntoRobot(end)),
        },
        _ => Err(Blocked::DebrisOffBoard),
    }
}

/// The teleport to entry `i` of `teleports`, if usable: not spent, on the
/// board, holding no robot and no debris, not the player's own cell.
pub(crate) fn teleport(
    table: &Table,
    teleports: &[Offset],
    pos: &Position,
    i: usize,
) -> Result<Move, Blocked> {
    let to = teleports[i];
    let each_once = table.teleports.is_some_and(|t| t.each_once);
    if each_once && pos.spent[i] {
        Err(Blocked::Spent)
    } else if !table.board.contains(to) {
        Err(Blocked::OffBoard)
    } else if pos.robot_at(to) {
        Err(Blocked::Robot)
    } else if pos.debris_at(to) {
        Err(Blocked::Debris)
    } else if to == pos.player {
        Err(Blocked::OwnCell)
    } else {
        Ok(Move {
            kind: MoveKind::Teleport(i),
            to,
            push: None,
        })
    }
}
