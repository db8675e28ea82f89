//! Placement games: sides take turns placing pieces on free cells, and
//! after every move a stated pattern of fully covered cells is cut off
//! (cut cells leave the board). Crosses & Crosses is one such game; the
//! parts here know no game, only what a rules table says: how many sides
//! and who starts, what placing on an occupied cell does, and the smallest
//! rectangle that is cut off.
//!
//! - [`windows`]: the rectangles of a minimum size on a board, which ones
//!   hold a cell and which ones overlap;
//! - [`game`]: one game played move by move, with its score.

pub mod game;
pub mod windows;

pub use game::{Cell, Game, Placed, Refusal};
pub use windows::Windows;

/// What a placement game's rules say, as the games' tables state it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// How many sides take turns.
    pub sides: usize,
    /// The side that moves first; then the sides move in order, cyclically.
    pub first: usize,
    /// Placing on a cell another piece holds: refused (`blocked`), or the
    /// new piece takes the cell.
    pub onto_occupied: Occupied,
    /// After every move, every fully covered rectangle of at least this
    /// many rows and columns is cut off, all at once.
    pub removal: (usize, usize),
}

/// What placing on an occupied cell does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupied {
    /// The move is refused.
    Refused,
    /// The new piece replaces the one there.
    Replaces,
}

impl Rules {
    /// The side that makes move `k` (counting from 0).
    pub fn side_of_move(&self, k: usize) -> usize {
        (self.first + k) % self.sides.max(1)
    }
}

#[cfg(test)]
pub(crate) mod tests;
