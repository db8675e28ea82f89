//! The legend entries that lay the player, for the count of players on
//! every map (see `players`): a map of a game with a player piece draws
//! exactly one.

use crate::model::Model;

/// The legend entries that lay the player, when the game has one.
#[derive(Debug, Default)]
pub(super) struct Players {
    /// By legend entry: whether it lays the player. Empty for a game
    /// without a player piece.
    pub(super) lays: Vec<bool>,
    /// The symbols that draw the player, as help lines show them.
    pub(super) symbols: String,
    /// The entries that lay the player when they are one or two (the one
    /// twice), for [`Players::find`]'s count.
    pair: Option<[u16; 2]>,
}

impl Players {
    pub(super) fn of(model: &Model) -> Players {
        let Some(player) = model.player else {
            return Players::default();
        };
        let entries = &model.legend.entries;
        let lays: Vec<bool> = entries
            .iter()
            .map(|e| !e.when_lost && e.piece == Some(player))
            .collect();
        if !lays.contains(&true) {
            return Players::default();
        }
        let symbols: Vec<String> = entries
            .iter()
            .zip(&lays)
            .filter(|&(_, &l)| l)
            .map(|(e, _)| format!("`{}`", e.symbol))
            .collect();
        let entries: Vec<u16> = (0..lays.len() as u16)
            .filter(|&e| lays[usize::from(e)])
            .collect();
        let pair = match entries[..] {
            [a] => Some([a, a]),
            [a, b] => Some([a, b]),
            _ => None,
        };
        Players {
            lays,
            symbols: symbols.join(" or "),
            pair,
        }
    }

    /// Whether legend entry `entry` lays the player.
    #[inline]
    pub(super) fn lays(&self, entry: u16) -> bool {
        self.lays.get(usize::from(entry)).copied().unwrap_or(false)
    }

    /// The cells of `cells` (a map's, row by row) that lay the player: the
    /// first two found, and how many there are (counted to two). Exactly
    /// one (nearly every map) is known from a count that compares each
    /// cell with the player's entries (at most two, the usual legend),
    /// many cells at once; the cells are looked for only when the count
    /// is not one.
    pub(super) fn find(&self, cells: &[u16]) -> (usize, [usize; 2]) {
        let mut found = (0, [0; 2]);
        if self.lays.is_empty() {
            return (1, found.1);
        }
        if let Some([a, b]) = self.pair {
            // Branch-free in lanes as wide as the cells, so that it
            // vectorizes: a chunk's count fits a `u16`.
            let count: u32 = cells
                .chunks(u16::MAX as usize)
                .map(|chunk| {
                    let n = chunk
                        .iter()
                        .fold(0u16, |n, &e| n + u16::from((e == a) | (e == b)));
                    u32::from(n)
                })
                .sum();
            if count == 1 {
                return (1, found.1);
            }
        }
        for (i, &entry) in cells.iter().enumerate() {
            if self.lays(entry) {
                found.1[found.0] = i;
                found.0 += 1;
                if found.0 == 2 {
                    break;
                }
            }
        }
        found
    }
}
