//! A case's map laid in the buffers of an earlier case's position, the
//! quick way: every byte of the three layers is written in one pass over
//! the map, eight cells of the blank entry (the floor) at a time, and only
//! the blocks holding another entry are looked at cell by cell; the
//! chasers' cells are listed on the way. Held to [`Position::on`], which
//! lays the map through the setters, by the tests below and by
//! `tests/map_fast_vs_plain.rs`.

use super::layers::{NONE, Position};
use crate::geometry::Board;
use crate::interpreter::lay::{Laid, Layout};
use crate::model::Model;

impl Position {
    /// The position `cells` (a map's legend entries, see [`Position::on`])
    /// draw on `board`, in this position's buffers, which allocates
    /// nothing once they are large enough; the chasers' cells into
    /// `chasers`, in order.
    pub(in crate::interpreter) fn refill(
        &mut self,
        model: &Model,
        layout: &Layout,
        (board, cells): (Board, &[u16]),
        chasers: &mut Vec<usize>,
    ) {
        self.clear(model, board);
        chasers.clear();
        let area = self.rows * self.columns;
        // Every byte of the layers is written below.
        for (layer, value) in [
            (&mut self.terrain, 0),
            (&mut self.statics, NONE),
            (&mut self.chasers, NONE),
        ] {
            layer.truncate(area);
            layer.resize(area, value);
        }
        let quick = layout.quick.as_ref().filter(|_| cells.len() == area);
        let Some(quick) = quick else {
            // Not a whole map, or a legend too long for the table: cell by
            // cell, with the plain way's defaults where the map is short.
            self.terrain.fill(0);
            self.statics.fill(NONE);
            self.chasers.fill(NONE);
            for (cell, &entry) in cells.iter().enumerate().take(area) {
                self.lay(cell, layout.get(entry), chasers);
            }
            return;
        };
        let blank8 = [layout.blank; 8];
        let floor = [layout.get(layout.blank).terrain; 8];
        let blocks = cells.chunks_exact(8);
        let rest = area - blocks.remainder().len();
        for (k, block) in blocks.enumerate() {
            let at = 8 * k;
            self.statics[at..at + 8].copy_from_slice(&[NONE; 8]);
            self.chasers[at..at + 8].copy_from_slice(&[NONE; 8]);
            let terrain = &mut self.terrain[at..at + 8];
            if *block == blank8 {
                terrain.copy_from_slice(&floor);
                continue;
            }
            // Each cell's terrain, and whether any lays a piece.
            let mut piece = 0;
            for (t, &entry) in terrain.iter_mut().zip(block) {
                let laid = quick[usize::from(entry.min(255))];
                *t = laid as u8;
                piece |= laid;
            }
            if piece > 0xff {
                for (i, &entry) in block.iter().enumerate() {
                    if quick[usize::from(entry.min(255))] > 0xff {
                        self.piece(at + i, layout.get(entry), chasers);
                    }
                }
            }
        }
        for (cell, &entry) in cells.iter().enumerate().skip(rest) {
            self.lay(cell, layout.get(entry), chasers);
        }
    }

    /// `laid` on `cell`, whose layers hold nothing yet: the counts kept as
    /// the setters keep them, a chaser's cell listed.
    fn lay(&mut self, cell: usize, laid: Laid, chasers: &mut Vec<usize>) {
        self.terrain[cell] = laid.terrain;
        self.statics[cell] = NONE;
        self.chasers[cell] = NONE;
        self.piece(cell, laid, chasers);
    }

    /// The piece `laid` on `cell`, whose terrain is laid and which holds
    /// nothing yet (if `laid` has no piece, nothing).
    #[inline(always)]
    fn piece(&mut self, cell: usize, laid: Laid, chasers: &mut Vec<usize>) {
        let kind = if laid.statics != NONE {
            self.statics[cell] = laid.statics;
            laid.statics
        } else if laid.chaser != NONE {
            self.chasers[cell] = laid.chaser;
            chasers.push(cell);
            laid.chaser
        } else {
            if laid.player {
                self.put_player(Some(cell));
            }
            return;
        };
        let kind = usize::from(kind);
        self.counts[kind] += 1;
        self.on[kind * self.terrains + usize::from(laid.terrain)] += 1;
        self.free -= 1;
    }
}
