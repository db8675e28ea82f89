//! A position drawn in the legend's symbols, in the map format's layout:
//! what a case's output ends with. Each (terrain, piece) pair's symbol and
//! the player's on each terrain are found in the legend once (a
//! [`Drawing`], kept for a run), so a cell costs a lookup by index.

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
        }
    }

    /// Appends the board in the legend's symbols, in the map format's
    /// layout (`lost`: the player's cell shows the legend's symbol for a
    /// lost game).
    pub fn draw(&self, pos: &Position, lost: bool, out: &mut String) {
        let (terrain, statics, chasers) = pos.layers();
        let player = pos.player().unwrap_or(usize::MAX);
        let mine = &self.player[usize::from(lost)];
        let symbol = |cell: usize| {
            let t = usize::from(terrain[cell]);
            if cell == player {
                return mine[t];
            }
            let piece = match chasers[cell] {
                NONE => statics[cell],
                chaser => chaser,
            };
            // `NONE + 1` wraps to 0: no piece.
            self.symbols[t * self.width + usize::from(piece.wrapping_add(1))]
        };
        let board = pos.board();
        if board.shape() != Shape::Rectangle {
            return crate::scenario::map::layout(board, out, symbol);
        }
        // A rectangle: every grid cell, a row a line (as `layout` writes it).
        let columns = pos.columns;
        out.reserve(pos.rows * (columns + 1));
        let start = out.len();
        for row in 0..pos.rows {
            let cells = row * columns..(row + 1) * columns;
            if !self.ascii {
                out.extend(cells.map(symbol));
            } else {
                // Every cell as if the player were elsewhere, the player's
                // byte put right after.
                let layers = terrain[cells.clone()].iter().zip(&statics[cells.clone()]);
                out.extend(layers.zip(&chasers[cells]).map(|((&t, &s), &c)| {
                    let piece = if c == NONE { s } else { c };
                    self.symbols[usize::from(t) * self.width + usize::from(piece.wrapping_add(1))]
                }));
            }
            out.push('\n');
        }
        if self.ascii && player != usize::MAX {
            let at = start + player / columns * (columns + 1) + player % columns;
            let shown = mine[usize::from(terrain[player])];
            out.replace_range(at..at + 1, shown.encode_utf8(&mut [0; 4]));
        }
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
