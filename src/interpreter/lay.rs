//! A case's map laid on a position's layers: each cell's legend entry
//! gives its terrain and the piece on it, read from a table worked out
//! once a run ([`Layout`]). A map is mostly cells of one entry without a
//! piece (the floor), so the quick way ([`Position::refill`]) writes the
//! layers eight such cells at a time and looks an entry up only in the
//! blocks that hold another; [`Position::on`] lays the map cell by cell
//! through the setters, the plain way the quick one is held to.
//!
//! [`Position::refill`]: super::Position::refill
//! [`Position::on`]: super::Position::on

use super::position::NONE;
use crate::model::Model;

/// What a legend entry lays on its cell: its terrain and, on the layer
/// the piece's kind goes to, the piece (`NONE` on the others).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::interpreter) struct Laid {
    pub terrain: u8,
    pub statics: u8,
    pub chaser: u8,
    /// The entry draws the player.
    pub player: bool,
}

/// A cell with nothing on it, of the first terrain: what a cell off the
/// board (an entry past the legend's, as [`crate::scenario::map::OFF`])
/// lays.
const BARE: Laid = Laid {
    terrain: 0,
    statics: NONE,
    chaser: NONE,
    player: false,
};

/// Each legend entry's [`Laid`], and the entry most cells are.
#[derive(Debug, Clone)]
pub(in crate::interpreter) struct Layout {
    entries: Vec<Laid>,
    /// The first entry with no piece (the floor, in the usual legend), or
    /// an entry no map holds when every entry has a piece.
    pub blank: u16,
    /// Per entry up to 255 (every later one as 255), its terrain in the
    /// low byte and 1 in the high byte when it lays a piece; `None` when
    /// the legend has more entries than that.
    pub quick: Option<[u16; 256]>,
}

impl Layout {
    pub(in crate::interpreter) fn of(model: &Model) -> Layout {
        let entries: Vec<Laid> = model
            .legend
            .entries
            .iter()
            .map(|e| match e.piece {
                None => Laid {
                    terrain: e.terrain,
                    ..BARE
                },
                Some(k) if Some(k) == model.player => Laid {
                    terrain: e.terrain,
                    player: true,
                    ..BARE
                },
                Some(k) if model.is_chaser(k) => Laid {
                    terrain: e.terrain,
                    chaser: k,
                    ..BARE
                },
                Some(k) => Laid {
                    terrain: e.terrain,
                    statics: k,
                    ..BARE
                },
            })
            .collect();
        let blank = entries.iter().position(|&e| {
            e == Laid {
                terrain: e.terrain,
                ..BARE
            }
        });
        // An entry no map holds (the reader's mark of a byte the legend
        // lacks, `OFF - 1`) when every entry lays a piece.
        let blank = blank.map_or(u16::MAX - 1, |e| e as u16);
        let quick = (entries.len() < 256).then(|| {
            let mut quick = [0; 256];
            for (slot, e) in quick.iter_mut().zip(&entries) {
                let piece = e.statics != NONE || e.chaser != NONE || e.player;
                *slot = u16::from(e.terrain) | u16::from(piece) << 8;
            }
            quick
        });
        Layout {
            entries,
            blank,
            quick,
        }
    }

    /// What `entry` lays.
    #[inline]
    pub(in crate::interpreter) fn get(&self, entry: u16) -> Laid {
        self.entries
            .get(usize::from(entry))
            .copied()
            .unwrap_or(BARE)
    }
}

#[cfg(test)]
mod tests;
