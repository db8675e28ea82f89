//! A position's data and what it answers: the terrain layer, the static
//! pieces, the chasers and the player, the counts kept with them, and the
//! log of changes; cells by name, by step and by coordinates.

use crate::geometry::Board;
use crate::model::KindId;

/// No piece on a cell.
pub(crate) const NONE: u8 = u8::MAX;

/// One logged change: the cell and what it held before (the player's
/// cell before).
#[derive(Debug, Clone, Copy)]
pub(in crate::interpreter) enum Change {
    Static(usize, u8),
    Chaser(usize, u8),
    Player(Option<usize>),
}

/// A position.
#[derive(Debug, Clone)]
pub struct Position {
    pub rows: usize,
    pub columns: usize,
    /// The board's shape: a hexagon's corners of the grid are off it.
    pub(super) board: Board,
    pub(super) terrain: Vec<u8>,
    pub(super) statics: Vec<u8>,
    pub(super) chasers: Vec<u8>,
    pub(super) player: Option<usize>,
    /// The player's kind, for the counts.
    pub(super) player_kind: u8,
    pub(super) terrains: usize,
    pub(super) counts: Vec<u32>,
    pub(super) on: Vec<u32>,
    pub(super) free: usize,
    pub(super) log: Vec<Change>,
    /// Trials under way: changes are logged while one is.
    pub(super) trials: usize,
}

impl Position {
    /// The cell named `(row, column)` (1-based), if on the board.
    pub fn cell(&self, (r, c): (i32, i32)) -> Option<usize> {
        let inside = r >= 1 && c >= 1 && r as usize <= self.rows && c as usize <= self.columns;
        (inside && self.board.contains((r, c)))
            .then(|| (r as usize - 1) * self.columns + c as usize - 1)
    }

    pub fn terrain(&self, cell: usize) -> u8 {
        self.terrain[cell]
    }
    pub fn static_at(&self, cell: usize) -> u8 {
        self.statics[cell]
    }
    pub fn chaser_at(&self, cell: usize) -> u8 {
        self.chasers[cell]
    }
    pub fn player(&self) -> Option<usize> {
        self.player
    }
    /// The terrain, static and chaser layers, a byte a cell (`NONE`: no
    /// piece), for passes over the whole board.
    pub(in crate::interpreter) fn layers(&self) -> (&[u8], &[u8], &[u8]) {
        (&self.terrain, &self.statics, &self.chasers)
    }
    /// Pieces of a kind on the board.
    pub fn count(&self, kind: KindId) -> u32 {
        self.counts[kind as usize]
    }
    /// Pieces of a kind standing on a terrain.
    pub fn count_on(&self, kind: KindId, terrain: u8) -> u32 {
        self.on[kind as usize * self.terrains + terrain as usize]
    }
    /// Cells with no piece.
    pub fn free(&self) -> usize {
        self.free
    }

    /// The cell moved by an offset, if on the board.
    pub fn step(&self, cell: usize, d: (i32, i32)) -> Option<usize> {
        self.step_from(self.coords(cell), d)
    }

    /// 0-based `(row, column)` of a cell.
    #[inline]
    pub fn coords(&self, cell: usize) -> (i64, i64) {
        // The board divides by a multiplication (see `Board::cell`).
        let (r, c) = self.board.cell(cell);
        (i64::from(r - 1), i64::from(c - 1))
    }

    /// The cell at 0-based `(r, c)` moved by an offset, if on the board
    /// (for many steps from one cell, which then pays one division).
    pub fn step_from(&self, (r, c): (i64, i64), (dr, dc): (i32, i32)) -> Option<usize> {
        let (r, c) = (r + dr as i64, c + dc as i64);
        (r >= 0 && c >= 0 && (r as usize) < self.rows && (c as usize) < self.columns)
            .then(|| r as usize * self.columns + c as usize)
            .filter(|_| self.board.contains((r as i32 + 1, c as i32 + 1)))
    }

    /// The board's shape and size.
    pub fn board(&self) -> Board {
        self.board
    }

    /// 1-based `(row, column)`.
    pub fn cell_name(&self, cell: usize) -> (i64, i64) {
        (
            (cell / self.columns) as i64 + 1,
            (cell % self.columns) as i64 + 1,
        )
    }
}
