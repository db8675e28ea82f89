//! What a game comes to: how it ended and the position then, as the
//! output shows it.

use super::table::Offset;

/// A game stops with an error after this many moves without ending or
/// repeating a position.
pub const MAX_MOVES: u32 = 1_000_000;

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    Won,
    Lost,
    /// Survived the rules' number of moves.
    Survived,
    /// The position after move `at` is the one after move `first` (0 is the start).
    Repeats {
        at: u32,
        first: u32,
    },
}

/// Everything the output shows of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// (move number, destination) of every teleport taken.
    pub teleports: Vec<(u32, Offset)>,
    pub end: End,
    pub moves: u32,
    pub player: Offset,
    pub debris: u32,
    pub robots: u32,
}

/// A game that neither ended nor repeated within [`MAX_MOVES`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooLong;
