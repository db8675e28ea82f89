//! A case's map laid on a new position: each cell's legend entry gives
//! its terrain and the piece on it (the player, a chaser or a static
//! piece). A map is mostly cells of one entry without a piece, so where
//! the terrain is the same everywhere only the pieces are looked for, four
//! cells at a time.

use super::position::{NONE, Position};
use crate::model::Model;

/// Lays `cells` (legend entries, a cell off the board as
/// [`crate::scenario::map::OFF`]) on `p`, a position of empty layers.
pub(super) fn lay(p: &mut Position, model: &Model, cells: &[u16]) {
    // A cell at a time, its entry's terrain and piece (the first entries'
    // from a table; a cell off the board keeps terrain 0 and no piece); or,
    // when every entry's terrain is 0
    // and one entry alone has no piece, only the pieces, looked for four
    // cells at a time.
    let entries = &model.legend.entries;
    let mut first = [(0, NONE); 256];
    for (slot, e) in first.iter_mut().zip(entries) {
        *slot = (e.terrain, e.piece.unwrap_or(NONE));
    }
    let entry = |e: u16| match first.get(usize::from(e)) {
        Some(&known) => known,
        None => {
            let e = entries.get(usize::from(e));
            e.map_or((0, NONE), |e| (e.terrain, e.piece.unwrap_or(NONE)))
        }
    };
    let mut blank = (0..entries.len()).filter(|&e| entries[e].piece.is_none());
    let blank = match (blank.next(), blank.next()) {
        (Some(e), None) if entries.iter().all(|e| e.terrain == 0) => e as u16,
        _ => {
            for (cell, &e) in cells.iter().enumerate() {
                let (terrain, piece) = entry(e);
                p.terrain_mut()[cell] = terrain;
                if piece != NONE {
                    place(p, model, cell, piece);
                }
            }
            return;
        }
    };
    let skip = u64::from(blank) * 0x0001_0001_0001_0001;
    for (b, block) in cells.chunks(4).enumerate() {
        if let Ok(four) = <[u16; 4]>::try_from(block) {
            let word = four.iter().rev().fold(0, |w, &e| (w << 16) | u64::from(e));
            if word == skip {
                continue;
            }
        }
        for (i, &e) in block.iter().enumerate() {
            let piece = entry(e).1;
            if piece != NONE {
                place(p, model, 4 * b + i, piece);
            }
        }
    }
}

/// Puts the piece `kind` on `cell` as a map draws it: the player, a chaser
/// or a static piece.
fn place(p: &mut Position, model: &Model, cell: usize, kind: u8) {
    match kind {
        _ if Some(kind) == model.player => p.set_player(Some(cell)),
        _ if model.is_chaser(kind) => p.set_chaser(cell, kind),
        _ => p.set_static(cell, kind),
    }
}
