//! A position drawn in the legend's symbols, in the map format's layout:
//! what a case's output ends with. Each (terrain, piece) pair's symbol is
//! found in the legend once a drawing, so a cell costs a lookup by index.

use super::position::{NONE, Position};
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
        crate::scenario::map::layout(self.board(), out, |cell| {
            let terrain = self.terrain(cell);
            if self.player() == Some(cell) {
                return legend.show(terrain, model.player, lost);
            }
            let piece = match (self.chaser_at(cell), self.static_at(cell)) {
                (NONE, NONE) => 0,
                (NONE, s) => usize::from(s) + 1,
                (c, _) => usize::from(c) + 1,
            };
            symbols[usize::from(terrain) * width + piece]
        });
    }
}
