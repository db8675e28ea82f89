//! Positions compared: whether two positions of a game are the same, and
//! the hashes and summaries that tell most of them apart in O(1) before
//! the repetition watch (`cycle`) compares the few that remain in full.

use super::State;
use crate::engine::hashes::{Summary, player_hash};
use crate::engine::teleports::mix;
use crate::geometry::Board;

impl State {
    /// Whether two positions are the same (robots compared as a set). The
    /// parts that are one number each are compared first, then the robots,
    /// and the debris grids only when everything else is equal.
    pub fn same_position(&self, other: &State) -> bool {
        if self.summary() != other.summary() {
            return false;
        }
        let sorted = |s: &State| {
            let mut r = s.robots.clone();
            r.sort_unstable();
            r
        };
        self.spent == other.spent && sorted(self) == sorted(other) && self.debris == other.debris
    }

    /// [`Self::same_position`] without allocating and without reading the
    /// debris grids: the robots and the debris cells are sorted in
    /// `scratch`'s buffers (positions of one game share a board).
    pub(crate) fn same_as(&self, other: &State, scratch: &mut [Vec<u32>; 4], board: Board) -> bool {
        if self.summary() != other.summary() || self.robots_hash != other.robots_hash {
            return false;
        }
        if self.spent != other.spent {
            return false;
        }
        let [a, b, c, d] = scratch;
        let sorted = |into: &mut Vec<u32>, cells: &mut dyn Iterator<Item = u32>| {
            into.clear();
            into.extend(cells);
            into.sort_unstable();
        };
        sorted(a, &mut self.robots.iter().map(|&r| board.index(r) as u32));
        sorted(b, &mut other.robots.iter().map(|&r| board.index(r) as u32));
        sorted(c, &mut self.debris_cells.iter().copied());
        sorted(d, &mut other.debris_cells.iter().copied());
        a == b && c == d
    }

    /// A hash of the whole position, in O(1): equal positions have equal
    /// hashes.
    #[inline]
    pub(crate) fn hash(&self) -> u64 {
        let parts = self.robots_hash ^ self.debris_hash;
        player_hash(self.player) ^ parts ^ self.spent.hash().rotate_left(17)
    }

    /// What no later position of a game can share with an earlier one
    /// unless it is unchanged: the robots never grow in number, the debris
    /// cells and the spent entries never shrink. Two positions with
    /// different epochs differ. One number: counts and the spent entries'
    /// hash folded together, so two epochs may (rarely) read alike, which
    /// only keeps positions that can no longer match.
    #[inline]
    pub(crate) fn epoch(&self) -> u64 {
        (self.robots.len() as u64 | u64::from(self.debris_count) << 32) ^ self.spent.hash()
    }

    /// What a position is at a glance, in O(1): the player's cell, how many
    /// robots and debris cells, and hashes of the debris cells and of the
    /// spent teleport entries. Equal positions have equal summaries.
    pub fn summary(&self) -> Summary {
        Summary {
            player: self.player,
            robots: self.robots.len(),
            debris: self.debris_count,
            debris_hash: self.debris_hash,
            spent_hash: self.spent.hash(),
        }
    }

    /// An order-independent hash of the robots' cells: O(robots). Positions
    /// with equal summaries and robot hashes are compared in full with
    /// [`Self::same_position`].
    pub fn robots_hash(&self, board: Board) -> u64 {
        self.robots
            .iter()
            .fold(0, |h, &r| h ^ mix(board.index(r) as u64))
    }
}
