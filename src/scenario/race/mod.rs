//! The RobotRace text format, for any race table: cases one after another,
//! each a count of board rows, the board's rows verbatim (a character a
//! cell: terrain symbols, robot letters, token letters), a count of token
//! lists and the lists (`a:CD`: the robot, then its tokens, most valuable
//! first). The output is one line `<robot> <prize>` per robot, in letter
//! order, a blank line between cases.
//!
//! A board from the scenario is as wide as its longest row, shorter rows
//! padded with empty cells (spaces) on the right. A board the rules fix
//! (a hexagon) takes exactly its row count, each line holding its row's
//! cells from the row's first column (a space is a cell, so no layout
//! indent), padded likewise.

mod lists;
mod read;
mod write;

pub use read::Reader;
pub use write::write_case;

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
