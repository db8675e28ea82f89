//! One race as read from its input: the board, the pieces on it, and each
//! robot's token list.

use crate::geometry::{Board, Offset};

/// What a map shows on a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Square {
    /// A terrain kind (index into the table's `terrain.kinds`).
    Terrain(u16),
    /// The start of robot `k` of [`Case::robots`].
    Robot(u8),
    /// Token `k` of [`Case::tokens`].
    Token(u8),
}

/// A lettered piece and its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub letter: char,
    pub cell: Offset,
}

/// One case: the board and what stands on it, and each robot's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub board: Board,
    /// Per grid index of the board.
    pub squares: Vec<Square>,
    /// In letter order.
    pub robots: Vec<Piece>,
    /// In letter order.
    pub tokens: Vec<Piece>,
    /// Per robot: its tokens (indices into `tokens`), most valuable first.
    pub lists: Vec<Vec<usize>>,
}
