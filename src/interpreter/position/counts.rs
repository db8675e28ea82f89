//! A piece put on a layer or taken off it, with the counts kept up to
//! date (pieces of each kind, of each kind on each terrain, free cells)
//! so that end conditions and keys never scan the board.

use super::layers::{NONE, Position};

impl Position {
    fn tally(&mut self, cell: usize, kind: u8, add: bool) {
        if kind == NONE {
            return;
        }
        let t = self.terrain[cell] as usize;
        let (count, on) = (
            &mut self.counts[kind as usize],
            &mut self.on[kind as usize * self.terrains + t],
        );
        if add {
            *count += 1;
            *on += 1;
        } else {
            *count -= 1;
            *on -= 1;
        }
    }

    pub(super) fn put_static(&mut self, cell: usize, kind: u8) {
        let old = self.statics[cell];
        let others = self.chasers[cell] != NONE || self.player == Some(cell);
        self.replace(cell, old, kind, others);
        self.statics[cell] = kind;
    }

    pub(super) fn put_chaser(&mut self, cell: usize, kind: u8) {
        let old = self.chasers[cell];
        let others = self.statics[cell] != NONE || self.player == Some(cell);
        self.replace(cell, old, kind, others);
        self.chasers[cell] = kind;
    }

    /// The counts kept for a layer's piece on `cell` going from `old` to
    /// `new` (either `NONE`), `others` telling whether another layer
    /// holds a piece there (the cell is then not free either way).
    #[inline]
    fn replace(&mut self, cell: usize, old: u8, new: u8, others: bool) {
        if old == new {
            return;
        }
        self.tally(cell, old, false);
        self.tally(cell, new, true);
        if !others {
            if old == NONE {
                self.free -= 1;
            } else if new == NONE {
                self.free += 1;
            }
        }
    }

    pub(super) fn put_player(&mut self, to: Option<usize>) {
        let kind = self.player_kind;
        if let Some(from) = self.player.take() {
            self.tally(from, kind, false);
            if self.statics[from] == NONE && self.chasers[from] == NONE {
                self.free += 1;
            }
        }
        if let Some(to) = to {
            if self.statics[to] == NONE && self.chasers[to] == NONE {
                self.free -= 1;
            }
            self.player = Some(to);
            self.tally(to, kind, true);
        }
    }
}
