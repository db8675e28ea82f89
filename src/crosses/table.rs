//! The compiled rules of a placement game (Crosses & Crosses and its
//! variants): plain data, filled by the checker from a rules file. Each
//! field names the statement that sets it.

use crate::geometry::BoardSize;
use crate::paths::Entry;

/// What is cut off after every move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Removal {
    /// `after each move: cut off full rectangles of at least 2 x 2`: every
    /// rectangle at least this many rows and columns, fully covered, is cut
    /// off, all at once; cut cells leave the board.
    pub rows: u32,
    pub columns: u32,
    /// `after each move: cut off full rows and columns of at least 3
    /// cells`: instead, every run of at least `columns` cells of a row or
    /// of a column, fully covered, is cut off, all at once.
    pub lines: bool,
}

/// A placement game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// `game "Crosses & Crosses"`
    pub name: String,
    /// `board from scenario`: `n x n` from each game.
    pub board: BoardSize,
    /// `sides: red, black`
    pub sides: Vec<String>,
    /// `sides take turns, red first`: index into `sides`.
    pub first: usize,
    /// `cross into cross: blocked`
    pub into_cross: Entry,
    pub removal: Removal,
    /// `re-enact black for the stated score`: index into `sides`.
    pub reenact: usize,
}
