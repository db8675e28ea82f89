//! End conditions: predicates over the board, checked in the order the
//! rules state them, each with the result it gives.

use super::ids::{KindId, Offset, TerrainId};

/// What an end condition gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result {
    /// The player, or the side that moved, wins.
    Won,
    Lost,
    Draw,
    /// The game ends and each side's score tells how it went (`game ends
    /// when no free cell`, `score: crosses standing`).
    Scored,
}

/// A predicate over the board after a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// No piece of these kinds remains.
    NoneOf(Vec<KindId>),
    /// Every piece of these kinds stands on this terrain.
    EveryOn(Vec<KindId>, TerrainId),
    /// The side that moved has `length` of its pieces in a line along one
    /// of these axes.
    InARow { length: u32, axes: Vec<Offset> },
    /// No cell is free of pieces.
    NoFreeCell,
    /// The player has made this many moves.
    Survived(u32),
}

/// One end rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct End {
    pub result: Result,
    pub condition: Condition,
    /// Checked before the first move too.
    pub at_start: bool,
}
