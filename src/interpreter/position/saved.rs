//! A position saved as bytes and laid back: what a search that keeps many
//! positions stores of each (the static and chaser layers, a byte a cell,
//! and the player's cell; the terrain never changes), and the position
//! put back from them with its counts kept, cell by cell where it differs.

use super::layers::Position;

/// No player, in a saved position.
const NO_PLAYER: u32 = u32::MAX;

impl Position {
    /// The bytes a saved position takes: two layers and the player.
    pub fn saved_len(&self) -> usize {
        2 * self.statics.len() + 4
    }

    /// Appends the position's changing parts to `out` ([`Self::saved_len`]
    /// bytes).
    pub fn save(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.statics);
        out.extend_from_slice(&self.chasers);
        let player = self.player.map_or(NO_PLAYER, |p| p as u32);
        out.extend_from_slice(&player.to_le_bytes());
    }

    /// Puts back the position [`Self::save`] wrote into `saved`, on the
    /// same board, with no trial under way.
    pub fn restore(&mut self, saved: &[u8]) {
        debug_assert_eq!(saved.len(), self.saved_len());
        debug_assert_eq!(self.trials, 0);
        let area = self.statics.len();
        let (statics, rest) = saved.split_at(area);
        let (chasers, player) = rest.split_at(area);
        let player = u32::from_le_bytes(player.try_into().unwrap_or([0xff; 4]));
        // The player first leaves, so that the counts of free cells see the
        // layers as they are while they change.
        self.put_player(None);
        for cell in differing(&self.statics, statics) {
            self.put_static(cell, statics[cell]);
        }
        for cell in differing(&self.chasers, chasers) {
            self.put_chaser(cell, chasers[cell]);
        }
        self.put_player((player != NO_PLAYER).then_some(player as usize));
        debug_assert!(self.statics.iter().zip(statics).all(|(a, b)| a == b));
        debug_assert!(self.chasers.iter().zip(chasers).all(|(a, b)| a == b));
    }
}

/// The cells where two layers differ, compared eight at a time.
fn differing(now: &[u8], then: &[u8]) -> Vec<usize> {
    let mut cells = Vec::new();
    let blocks = now.chunks(8).zip(then.chunks(8));
    for (k, (a, b)) in blocks.enumerate() {
        if a != b {
            let at = a.iter().zip(b).enumerate().filter(|(_, (x, y))| x != y);
            cells.extend(at.map(|(i, _)| 8 * k + i));
        }
    }
    cells
}
