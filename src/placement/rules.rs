//! What a placement game's table says, as the game plays it: how many
//! sides, who moves first, what placing on an occupied cell does, and the
//! size of the rectangles (or the length of the lines) cut off.

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
    /// Instead, every fully covered run of at least `removal.1` cells of
    /// a row or of a column is cut off, all at once.
    pub lines: bool,
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
    /// The sizes of the windows whose union is cut off: `R x C`; or `1 x
    /// N` and `N x 1` for lines.
    pub fn shapes(&self) -> Vec<(usize, usize)> {
        let n = self.removal.1;
        if self.lines {
            vec![(1, n), (n, 1)]
        } else {
            vec![self.removal]
        }
    }

    /// The side that makes move `k` (counting from 0).
    pub fn side_of_move(&self, k: usize) -> usize {
        (self.first + k) % self.sides.max(1)
    }
}
