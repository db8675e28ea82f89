//! A position drawn in the legend's symbols, in the map format's layout:
//! what a case's output ends with. Each (terrain, piece) pair's symbol and
//! the player's on each terrain are found in the legend once (a
//! [`Drawing`], kept for a run), so a cell costs a lookup by index; a
//! rectangle of ASCII symbols is drawn as bytes, in a buffer the drawing
//! keeps, and appended at once; on a board of one terrain only the cells
//! with a piece are looked up, found eight cells at a time.

use super::position::{NONE, Position};
use crate::geometry::Shape;
use crate::model::Model;

/// The legend's symbols by index, worked out once for every drawing.
#[derive(Debug, Clone)]
pub struct Drawing {
    /// Kinds and one more: a terrain's row of `symbols`.
    width: usize,
    /// `symbols[terrain * width + piece + 1]`, piece 0 for none.
    symbols: Vec<char>,
    /// The player's symbol on each terrain, in a game not lost and lost.
    player: [Vec<char>; 2],
    /// Every symbol is ASCII: a cell is one byte of the output.
    ascii: bool,
    /// The rectangle's lines being drawn, when every symbol is ASCII.
    bytes: Vec<u8>,
}

impl Drawing {
    pub fn new(model: &Model) -> Drawing {
        let legend = &model.legend;
        let width = model.kinds.len() + 1;
        let terrains = 0..model.terrains.len().max(1) as u8;
        let mut symbols = Vec::with_capacity(terrains.len() * width);
        for t in terrains.clone() {
            symbols.push(legend.show(t, None, false));
            symbols.extend((0..model.kinds.len() as u8).map(|k| legend.show(t, Some(k), false)));
        }
        let player = |lost| {
            terrains
                .clone()
                .map(move |t| legend.show(t, model.player, lost))
        };
        let player: [Vec<char>; 2] = [player(false).collect(), player(true).collect()];
        let ascii = symbols
            .iter()
            .chain(player.concat().iter())
            .all(char::is_ascii);
        Drawing {
            width,
            symbols,
            player,
            ascii,
            bytes: Vec::new(),
        }
    }

    /// Appends the board in the legend's symbols, in the map format's
    /// layout (`lost`: the player's cell shows the legend's symbol for a
    /// lost game).
    pub fn draw(&mut self, pos: &Position, lost: bool, out: &mut String) {
        let (terrain, statics, chasers) = pos.layers();
        let player = pos.player();
        let mine = &self.player[usize::from(lost)];
        let (symbols, width) = (&self.symbols, self.width);
        // `NONE + 1` wraps to 0: no piece.
        let index = |t: u8, s: u8, c: u8| {
            let piece = if c == NONE { s } else { c };
            usize::from(t) * width + usize::from(piece.wrapping_add(1))
        };
        let board = pos.board();
        if board.shape() != Shape::Rectangle || !self.ascii {
            let symbol = |cell: usize| match player == Some(cell) {
                true => mine[usize::from(terrain[cell])],
                false => symbols[index(terrain[cell], statics[cell], chasers[cell])],
            };
            return crate::scenario::map::layout(board, out, symbol);
        }
        // Every cell as if the player were elsewhere, a row a line (as
        // `layout` writes it), the player's byte put in after.
        let (bytes, columns) = (&mut self.bytes, pos.columns);
        bytes.clear();
        if symbols.len() == width {
            // One terrain: every cell shows its symbol but for those with a
            // piece, found eight cells at a time.
            let blank = symbols[0] as u8;
            bytes.resize(pos.rows * (columns + 1), blank);
            bytes
                .iter_mut()
                .skip(columns)
                .step_by(columns + 1)
                .for_each(|b| *b = b'\n');
            for (k, (s8, c8)) in statics.chunks(8).zip(chasers.chunks(8)).enumerate() {
                if empty(s8) && empty(c8) {
                    continue;
                }
                for (i, (&s, &c)) in s8.iter().zip(c8).enumerate() {
                    let cell = 8 * k + i;
                    bytes[cell + cell / columns] = symbols[index(0, s, c)] as u8;
                }
            }
        } else {
            for row in 0..pos.rows {
                let cells = row * columns..(row + 1) * columns;
                let layers = terrain[cells.clone()].iter().zip(&statics[cells.clone()]);
                let layers = layers.zip(&chasers[cells]);
                bytes.extend(layers.map(|((&t, &s), &c)| symbols[index(t, s, c)] as u8));
                bytes.push(b'\n');
            }
        }
        if let Some(p) = player {
            bytes[p / columns * (columns + 1) + p % columns] = mine[usize::from(terrain[p])] as u8;
        }
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    }
}

impl Position {
    /// The board in the legend's symbols, in the map format's layout
    /// (`lost`: the player's cell shows the legend's symbol for a lost
    /// game).
    pub fn draw(&self, model: &Model, lost: bool, out: &mut String) {
        Drawing::new(model).draw(self, lost, out);
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
