//! A position read out as one byte a cell, and changed piece by piece from
//! outside the interpreter: what lets another player of the same game (the
//! pursuit engine, on a board a case draws) start from a laid position and
//! hand back where its game ended, to be drawn as the interpreter's are.

use super::layers::{NONE, Position};

impl Position {
    /// Each cell's entry into `out`: the bitwise or of its terrain's entry
    /// in `by_terrain` and its static piece's in `by_piece` (by kind; a
    /// cell with no static piece, or a kind past the table, adds 0). The
    /// cells whose static piece's entry is not 0 go to `marked`, in order.
    pub fn entries(
        &self,
        by_terrain: &[u8],
        by_piece: &[u8],
        out: &mut Vec<u8>,
        marked: &mut Vec<usize>,
    ) {
        out.clear();
        marked.clear();
        let piece = |kind: u8| {
            if kind == NONE {
                0
            } else {
                by_piece.get(usize::from(kind)).copied().unwrap_or(0)
            }
        };
        for (cell, (&t, &s)) in self.terrain.iter().zip(&self.statics).enumerate() {
            let entry = piece(s);
            if entry != 0 {
                marked.push(cell);
            }
            out.push(by_terrain.get(usize::from(t)).copied().unwrap_or(0) | entry);
        }
    }

    /// Takes the chaser on `cell` off the board, if any.
    pub fn take_chaser(&mut self, cell: usize) {
        self.set_chaser(cell, NONE);
    }

    /// Takes the static piece on `cell` off the board, if any.
    pub fn take_static(&mut self, cell: usize) {
        self.set_static(cell, NONE);
    }
}
