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
        // plus one wraps to 0, the entry of no piece.
        let bytes: Vec<u8> = symbols.iter().map(|&c| c as u8).collect();
        let (terrain, statics, chasers) = self.layers();
        let columns = self.columns;
        let mut text = vec![b'\n'; self.rows * (columns + 1)];
        let rows = (text.chunks_mut(columns + 1))
            .zip(terrain.chunks(columns))
            .zip(statics.chunks(columns).zip(chasers.chunks(columns)));
        for ((line, terrain), (statics, chasers)) in rows {
            let cells = terrain.iter().zip(statics.iter().zip(chasers));
            for (byte, (&t, (&s, &c))) in line.iter_mut().zip(cells) {
                let piece = if c == NONE { s } else { c };
                let at = usize::from(t) * width + usize::from(piece.wrapping_add(1));
                *byte = bytes.get(at).copied().unwrap_or(b'?');
            }
        }
        if let Some(cell) = player {
            text[cell + cell / self.columns] = mine as u8;
        }
        out.push_str(std::str::from_utf8(&text).unwrap_or_default());
    }
}
