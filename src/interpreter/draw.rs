//! A position drawn in the legend's symbols, in the map format's layout:
//! what a case's output ends with. Each (terrain, piece) pair's symbol is
//! found in the legend once a drawing, so a cell costs a lookup by index.

use super::position::{NONE, Position};
use crate::geometry::Shape;
use crate::model::Model;

impl Position {
    /// The board in the legend's symbols, in the map format's layout
    /// (`lost`: the player's cell shows the legend's symbol for a lost
    /// game).
    pub fn draw(&self, model: &Model, lost: bool, out: &mut String) {
        let legend = &model.legend;
        // `symbols[terrain * (kinds + 1) + piece + 1]`, piece 0 for none.
        let width = model.kinds.len() + 1;
        let terrains = model.terrains.len().max(1);
        let mut symbols = Vec::with_capacity(terrains * width);
        for t in 0..terrains as u8 {
            symbols.push(legend.show(t, None, false));
            symbols.extend((0..model.kinds.len() as u8).map(|k| legend.show(t, Some(k), false)));
        }
        let player = self.player();
        let symbol = |cell: usize| {
            let terrain = self.terrain(cell);
            if player == Some(cell) {
                return legend.show(terrain, model.player, lost);
            }
            let piece = match (self.chaser_at(cell), self.static_at(cell)) {
                (NONE, NONE) => 0,
                (NONE, s) => usize::from(s) + 1,
                (c, _) => usize::from(c) + 1,
            };
            symbols[usize::from(terrain) * width + piece]
        };
        let board = self.board();
        if board.shape() != Shape::Rectangle {
            return crate::scenario::map::layout(board, out, symbol);
        }
        // A rectangle: every grid cell, a row a line (as `layout` writes it),
        // a byte a cell where every symbol it may show is ASCII.
        let mine = player.map_or('.', symbol);
        let ascii = mine.is_ascii() && symbols.iter().all(char::is_ascii);
        if !ascii {
            out.reserve(self.rows * (self.columns + 1));
            for r in 0..self.rows {
                out.extend((r * self.columns..(r + 1) * self.columns).map(symbol));
                out.push('\n');
            }
            return;
        }
        // The cell's piece is its chaser, else its static piece; `NONE`
        // plus one wraps to 0, the entry of no piece. A byte per terrain
        // and piece byte, `(terrain << 8) + piece + 1`.
        let mut bytes = vec![b'?'; terrains << 8];
        for (i, &symbol) in symbols.iter().enumerate() {
            bytes[((i / width) << 8) | (i % width)] = symbol as u8;
        }
        let (terrain, statics, chasers) = self.layers();
        let columns = self.columns;
        let mut text = vec![b'\n'; self.rows * (columns + 1)];
        let lines = text.chunks_mut(columns + 1);
        if terrains == 1 {
            // One terrain: every cell shows its symbol but for those with a
            // piece, found eight cells at a time.
            let blank = bytes[0];
            lines.for_each(|line| line[..columns].fill(blank));
            let layers = statics.chunks(8).zip(chasers.chunks(8)).enumerate();
            for (k, (statics, chasers)) in layers {
                if empty(statics) && empty(chasers) {
                    continue;
                }
                for (i, (&s, &c)) in statics.iter().zip(chasers).enumerate() {
                    let cell = 8 * k + i;
                    let piece = if c == NONE { s } else { c };
                    text[cell + cell / columns] = bytes[usize::from(piece.wrapping_add(1))];
                }
            }
        } else {
            let rows = lines
                .zip(terrain.chunks(columns))
                .zip(statics.chunks(columns).zip(chasers.chunks(columns)));
            for ((line, terrain), (statics, chasers)) in rows {
                let cells = terrain.iter().zip(statics.iter().zip(chasers));
                for (byte, (&t, (&s, &c))) in line.iter_mut().zip(cells) {
                    let piece = if c == NONE { s } else { c };
                    let at = (usize::from(t) << 8) | usize::from(piece.wrapping_add(1));
                    *byte = bytes.get(at).copied().unwrap_or(b'?');
                }
            }
        }
        if let Some(cell) = player {
            text[cell + cell / self.columns] = mine as u8;
        }
        out.push_str(std::str::from_utf8(&text).unwrap_or_default());
    }
}

/// Whether a block of a layer holds no piece (eight cells in one look).
#[inline]
fn empty(layer: &[u8]) -> bool {
    match <[u8; 8]>::try_from(layer) {
        Ok(eight) => u64::from_ne_bytes(eight) == u64::MAX,
        Err(_) => layer.iter().all(|&p| p == NONE),
    }
}
