//! A position drawn in the legend's symbols, in the map format's layout:
//! what a case's output ends with. Each (terrain, piece) pair's symbol and
//! the player's on each terrain are found in the legend once (a
//! [`Drawing`], kept for a run), so a cell costs a lookup by index; a
//! rectangle of ASCII symbols is drawn as bytes, in a buffer the drawing
//! keeps, and appended at once: every cell by table, or, when fewer than
//! one cell in four shows anything but the floor (the first terrain, no
//! piece), each row copied from a row of the floor that the drawing keeps
//! and only the other cells looked up, found eight cells at a time.
//! `scenario::map::write_plain` draws every cell from the legend, the
//! plain way the tests hold this one to.

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
    /// `symbols` as bytes, when every symbol is ASCII.
    table: Vec<u8>,
    /// A rectangle's lines being drawn, when every symbol is ASCII.
    bytes: Vec<u8>,
    /// A row of the floor (the first terrain, no piece) and its line's
    /// end, as bytes, as wide as the last board drawn from it: a sparse
    /// rectangle's rows start as a copy of it.
    floor: Vec<u8>,
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
            table: symbols.iter().map(|&s| s as u8).collect(),
            symbols,
            player,
            ascii,
            bytes: Vec::new(),
            floor: Vec::new(),
        }
    }

    /// Appends the board in the legend's symbols, in the map format's
    /// layout (`lost`: the player's cell shows the legend's symbol for a
    /// lost game).
    pub fn draw(&mut self, pos: &Position, lost: bool, out: &mut String) {
        let (terrain, statics, chasers) = pos.layers();
        let player = pos.player();
        let shown = &self.player[usize::from(lost)];
        let (symbols, width) = (&self.symbols, self.width);
        let board = pos.board();
        if board.shape() != Shape::Rectangle || !self.ascii {
            let symbol = |cell: usize| match player == Some(cell) {
                true => shown[usize::from(terrain[cell])],
                false => symbols[index(width, terrain[cell], statics[cell], chasers[cell])],
            };
            return crate::scenario::map::layout(board, out, symbol);
        }
        // The cells that do not show the floor: the pieces and the player
        // (the cells not free), and another terrain's; when they are few,
        // the board is drawn from rows of the floor.
        let area = pos.rows * pos.columns;
        let mut others = area - pos.free();
        if symbols.len() > width {
            // Counted in bytes, 255 cells at a time (it vectorizes).
            let count = |cells: &[u8]| cells.iter().fold(0u8, |n, &t| n + u8::from(t != 0));
            others += terrain
                .chunks(255)
                .map(|c| usize::from(count(c)))
                .sum::<usize>();
        }
        if others * 4 < area {
            return self.sparse(pos, lost, out);
        }
        // Every cell by table, as bytes, a row a line (as `layout` writes
        // it), the player's byte put in after.
        let (bytes, columns) = (&mut self.bytes, pos.columns);
        bytes.clear();
        for row in 0..pos.rows {
            let cells = row * columns..(row + 1) * columns;
            let layers = terrain[cells.clone()].iter().zip(&statics[cells.clone()]);
            let layers = layers.zip(&chasers[cells]);
            let table = &self.table;
            bytes.extend(layers.map(|((&t, &s), &c)| table[index(width, t, s, c)]));
            bytes.push(b'\n');
        }
        if let Some(p) = player {
            bytes[p / columns * (columns + 1) + p % columns] = shown[usize::from(terrain[p])] as u8;
        }
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    }

    /// [`Drawing::draw`] for a rectangle of ASCII symbols that mostly
    /// shows the floor (the first terrain, no piece): each row a copy of a
    /// row of the floor, the other cells (another terrain, a piece, the
    /// player) put in one by one, found eight cells at a time.
    fn sparse(&mut self, pos: &Position, lost: bool, out: &mut String) {
        let (terrain, statics, chasers) = pos.layers();
        let shown = &self.player[usize::from(lost)];
        let (table, width, columns) = (&self.table, self.width, pos.columns);
        if self.floor.len() != columns + 1 {
            self.floor.clear();
            self.floor.resize(columns, table[0]);
            self.floor.push(b'\n');
        }
        let (floor, bytes) = (&self.floor, &mut self.bytes);
        bytes.clear();
        let terrains = table.len() / width;
        let player = pos.player().map(|p| (p / columns, p % columns));
        for row in 0..pos.rows {
            let cells = row * columns..(row + 1) * columns;
            let (t, s, c) = (
                &terrain[cells.clone()],
                &statics[cells.clone()],
                &chasers[cells],
            );
            let mine = player.filter(|&(r, _)| r == row).map(|(_, column)| column);
            let start = bytes.len();
            bytes.extend_from_slice(floor);
            let line = &mut bytes[start..];
            let mut put = |column: usize| {
                line[column] = match mine == Some(column) {
                    true => shown[usize::from(t[column])] as u8,
                    false => table[index(width, t[column], s[column], c[column])],
                };
            };
            let word = |layer: &[u8], at: usize| {
                u64::from_le_bytes(layer[at..at + 8].try_into().unwrap_or([0; 8]))
            };
            for k in 0..columns / 8 {
                let at = 8 * k;
                // A byte not 0 for each cell that is not the floor: a piece
                // on either layer (`NONE` on both ands to all ones), or
                // another terrain.
                let mut others = !(word(s, at) & word(c, at));
                if terrains > 1 {
                    others |= word(t, at);
                }
                if let Some(m) = mine.filter(|m| m / 8 == k) {
                    others |= 0xff << (8 * (m % 8));
                }
                while others != 0 {
                    let i = others.trailing_zeros() as usize / 8;
                    put(at + i);
                    others &= !(0xff << (8 * i));
                }
            }
            for column in columns / 8 * 8..columns {
                if !floored(t[column], s[column], c[column]) || mine == Some(column) {
                    put(column);
                }
            }
        }
        out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    }
}

/// The index in [`Drawing`]'s symbols of a cell of terrain `t`, static
/// piece `s` and chaser `c` (a chaser shows over a static piece).
#[inline]
fn index(width: usize, t: u8, s: u8, c: u8) -> usize {
    let piece = if c == NONE { s } else { c };
    // `NONE + 1` wraps to 0: no piece.
    usize::from(t) * width + usize::from(piece.wrapping_add(1))
}

/// Whether a cell shows the floor: the first terrain, no piece.
#[inline]
fn floored(terrain: u8, statics: u8, chaser: u8) -> bool {
    terrain == 0 && statics == NONE && chaser == NONE
}

impl Position {
    /// The board in the legend's symbols, in the map format's layout
    /// (`lost`: the player's cell shows the legend's symbol for a lost
    /// game).
    pub fn draw(&self, model: &Model, lost: bool, out: &mut String) {
        Drawing::new(model).draw(self, lost, out);
    }
}
