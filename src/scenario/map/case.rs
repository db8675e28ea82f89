//! One case of the map format, as read: the board's symbols, the moves
//! with where each was written, and the bound on the game's length.

use crate::geometry::{Board, Offset};
use crate::scenario::error::ScenarioError;

/// A move as the input writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// A walk by this offset (`N`, `SE`, ...).
    Walk(Offset),
    Stay,
    /// A cell, 1-based `(row, column)` as written (maybe off the board).
    Cell(i64, i64),
}

/// A move and the bytes of the `moves:` line that wrote it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MoveToken {
    pub mv: Move,
    pub start: usize,
    pub end: usize,
}

/// The `moves:` line of a case.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Moves {
    /// Its line number (0 when the case has none).
    pub line: usize,
    pub text: String,
    pub tokens: Vec<MoveToken>,
}

/// One case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MapCase {
    /// The line of `map R C`.
    pub line: usize,
    pub rows: usize,
    pub columns: usize,
    /// Each cell's legend entry (an index into the legend), row by row.
    pub cells: Vec<u16>,
    pub moves: Moves,
    pub turns: Option<u32>,
    /// The side of the hexagon the case draws (`map hexagon N`); its
    /// cells lie in a square of `2N - 1` rows and columns, the corners
    /// outside the hexagon marked [`OFF`](super::OFF).
    pub hexagon: Option<usize>,
}

impl MapCase {
    /// A case to read into: no board, no moves.
    pub(super) fn blank() -> MapCase {
        MapCase {
            line: 0,
            rows: 0,
            columns: 0,
            cells: Vec::new(),
            moves: Moves::default(),
            turns: None,
            hexagon: None,
        }
    }

    /// The board the case draws.
    pub fn board(&self) -> Board {
        match self.hexagon {
            Some(side) => Board::hexagon(side as i32),
            None => Board::new(self.rows as i32, self.columns as i32),
        }
    }

    /// A refusal of move `k` as the input wrote it.
    pub fn refuse(
        &self,
        input: &str,
        k: usize,
        message: String,
        label: &str,
        help: &str,
    ) -> ScenarioError {
        let t = self.moves.tokens[k];
        ScenarioError::at(input, self.moves.line, &self.moves.text, t.start, t.end)
            .says(message, label, help)
    }
}
