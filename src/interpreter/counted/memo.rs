//! A move's first-pass steps kept for the candidates that move only the
//! player (a walk that pushes nothing, or staying). Those candidates all
//! count their reply on the same position, and a chaser's first step
//! reads only the terrain, the static pieces (no meeting of the reply has
//! left one yet) and the ranking of the player's offset, which clamps
//! (`ranked`): where two candidates give a chaser the same ranking, its
//! first step ends alike, unless it ends on the player's cell, which
//! differs from candidate to candidate. So the end of each chaser's first
//! step is kept per class of rankings (the offsets whose rankings order
//! the steps alike, `pack`), and a candidate that finds it kept, for a
//! step that does not end on its player, takes it instead of stepping
//! again. The grid is cleared by a new stamp each move.

use super::lists::Chaser;

/// A chaser's first step for one ranking: the cell it chose, and where
/// the step ends (`None` when it destroys the chaser), for a player on
/// another cell than the one chosen.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    stamp: u32,
    chose: u32,
    end: Option<Chaser>,
}

/// The first steps kept for a move: per chaser of the move's list and
/// per ranking (`chaser * per + ranking`).
#[derive(Debug, Default)]
pub(super) struct Memo {
    slots: Vec<Slot>,
    per: usize,
    stamp: u32,
}

impl Memo {
    /// Starts a move of `chasers` chasers, whose rules rank at most
    /// `rankings` offsets: nothing kept yet.
    pub(super) fn begin(&mut self, chasers: usize, rankings: usize) {
        self.per = rankings;
        let len = chasers * rankings;
        if self.slots.len() < len {
            self.slots.resize(len, Slot::default());
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.slots.fill(Slot::default());
            self.stamp = 1;
        }
    }

    /// The kept first step of chaser `chaser` under ranking `ranking`,
    /// when one is kept and it chose another cell than `player`: where it
    /// ends, `None` when it destroys the chaser.
    #[inline]
    pub(super) fn get(
        &self,
        chaser: usize,
        ranking: usize,
        player: usize,
    ) -> Option<Option<Chaser>> {
        let slot = self.slots.get(chaser * self.per + ranking)?;
        (slot.stamp == self.stamp && slot.chose as usize != player).then_some(slot.end)
    }

    /// Keeps the first step of chaser `chaser` under ranking `ranking`:
    /// the cell it chose, and where it ends with the player elsewhere.
    #[inline]
    pub(super) fn put(&mut self, chaser: usize, ranking: usize, chose: usize, end: Option<Chaser>) {
        if ranking < self.per
            && let Some(slot) = self.slots.get_mut(chaser * self.per + ranking)
        {
            *slot = Slot {
                stamp: self.stamp,
                chose: chose as u32,
                end,
            };
        }
    }
}
