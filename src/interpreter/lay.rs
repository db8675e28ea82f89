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
    // Each legend entry's terrain and piece once (one more entry, last,
    // for a cell off the board: terrain 0, no piece), then a cell at a
    // time; or, when every entry's terrain is 0 and one entry alone has
    // no piece, only the pieces, looked for four cells at a time.
    let entries = &model.legend.entries;
    let last = entries.len();
    let mut terrains: Vec<u8> = entries.iter().map(|e| e.terrain).collect();
    let mut pieces: Vec<u8> = entries.iter().map(|e| e.piece.unwrap_or(NONE)).collect();
    terrains.push(0);
    pieces.push(NONE);
    let mut blank = (0..last).filter(|&e| pieces[e] == NONE);
    let blank = match (blank.next(), blank.next()) {
        (Some(e), None) if terrains.iter().all(|&t| t == 0) => e as u16,
        _ => {
            for (cell, &entry) in cells.iter().enumerate() {
                let e = usize::from(entry).min(last);
                p.terrain_mut()[cell] = terrains[e];
                if pieces[e] != NONE {
                    place(p, model, cell, pieces[e]);
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
        for (i, &entry) in block.iter().enumerate() {
            let piece = pieces[usize::from(entry).min(last)];
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
