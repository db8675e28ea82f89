//! A case's map laid on a new position's layers: each cell's legend entry
//! gives its terrain and the piece on it, read from a table. A map is
//! mostly cells of one entry without a piece, so where the terrain is the
//! same everywhere its layer is left as it is, and the pieces are looked
//! for four cells at a time past the cells of that entry.

use crate::model::Model;

/// Each legend entry's terrain and piece, the first entries' from a table
/// on the stack; a cell off the board (an entry past the legend's, as
/// [`crate::scenario::map::OFF`]) has terrain 0 and no piece.
pub(super) struct Entries<'m> {
    model: &'m Model,
    first: [(u8, Option<u8>); 256],
}

impl<'m> Entries<'m> {
    pub(super) fn of(model: &'m Model) -> Entries<'m> {
        let mut first = [(0, None); 256];
        for (slot, e) in first.iter_mut().zip(&model.legend.entries) {
            *slot = (e.terrain, e.piece);
        }
        Entries { model, first }
    }

    #[inline]
    pub(super) fn get(&self, entry: u16) -> (u8, Option<u8>) {
        match self.first.get(usize::from(entry)) {
            Some(&known) => known,
            None => {
                let e = self.model.legend.entries.get(usize::from(entry));
                e.map_or((0, None), |e| (e.terrain, e.piece))
            }
        }
    }
}

/// The one legend entry with no piece, when every entry's terrain is 0
/// and only that one has none: a map's cells are then laid by their
/// pieces alone ([`pieces`]).
pub(super) fn blank(model: &Model) -> Option<u16> {
    let legend = &model.legend.entries;
    let mut blank = (0..legend.len()).filter(|&e| legend[e].piece.is_none());
    match (blank.next(), blank.next()) {
        (Some(e), None) if legend.iter().all(|e| e.terrain == 0) => Some(e as u16),
        _ => None,
    }
}

/// Each piece of `cells` (legend entries) given to `place` with its cell,
/// four cells at a time past the cells of entry `blank`.
pub(super) fn pieces(model: &Model, cells: &[u16], blank: u16, mut place: impl FnMut(usize, u8)) {
    let entries = Entries::of(model);
    let skip = u64::from(blank) * 0x0001_0001_0001_0001;
    for (b, block) in cells.chunks(4).enumerate() {
        if let Ok(four) = <[u16; 4]>::try_from(block) {
            let word = four.iter().rev().fold(0, |w, &e| (w << 16) | u64::from(e));
            if word == skip {
                continue;
            }
        }
        for (i, &entry) in block.iter().enumerate() {
            if let (_, Some(kind)) = entries.get(entry) {
                place(4 * b + i, kind);
            }
        }
    }
}
