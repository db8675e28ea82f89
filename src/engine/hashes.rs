//! What names a position and what sums it up: its [`Stamp`], and the
//! hashes of its parts, each kept up to date by the moves that change the
//! part (a set's hash is the XOR of its members', so a member that comes
//! or goes XORs its own in), from which a whole position hashes in O(1).

use super::table::Offset;
use super::teleports::mix;
use crate::geometry::Board;
use std::sync::atomic::{AtomicU64, Ordering};

/// Names one version of one position: equal stamps mean equal positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    /// Unique to one `State` value (a clone gets its own).
    id: u64,
    /// Counts the changes made to it.
    version: u64,
}

/// The next unused [`Stamp::id`].
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Stamp {
    pub(crate) fn fresh() -> Self {
        Stamp {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            version: 0,
        }
    }

    /// The stamp of the same position once changed.
    #[inline(always)]
    pub(crate) fn renew(&mut self) {
        self.version += 1;
    }
}

/// The parts of a position that are one number each (see
/// [`super::state::State::summary`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Summary {
    pub(crate) player: Offset,
    pub(crate) robots: usize,
    pub(crate) debris: u32,
    pub(crate) debris_hash: u64,
    pub(crate) spent_hash: u64,
}

/// The hash of one debris cell, by grid index, in a position's debris
/// hash: the hash of a set of cells is the XOR of its cells' hashes, so
/// laying or lifting debris on a cell XORs in that cell's.
#[inline]
pub(crate) fn debris_hash(cell: usize) -> u64 {
    mix(cell as u64 ^ 0x5555_0000_5555_0000)
}

/// The hash of one robot's cell, by grid index, in a position's robots
/// hash (the XOR over the robots): cheap, since every move rehashes every
/// survivor. Two sets of cells with equal hashes are told apart by a full
/// comparison, so a weak hash costs time, never a wrong answer.
#[inline(always)]
pub(crate) fn robot_hash(cell: usize) -> u64 {
    let x = (cell as u64 ^ 0x2545_f491_4f6c_dd1d).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    x ^ (x >> 29)
}

/// The hash of the player's cell in a position's hash.
#[inline(always)]
pub(crate) fn player_hash((r, c): Offset) -> u64 {
    ((r as u32 as u64) << 32 | c as u32 as u64).wrapping_mul(0xd6e8_feb8_6659_fd93)
}

/// The XOR of the [`robot_hash`]es of `robots`.
pub(crate) fn hash_of(board: Board, robots: &[Offset]) -> u64 {
    robots
        .iter()
        .fold(0, |h, &r| h ^ robot_hash(board.index(r)))
}
