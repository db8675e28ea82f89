//! The position of a game: the player, the robots, the debris and which
//! teleport entries are spent (the list itself is shared by the game's
//! positions; see `teleports`).
//!
//! A position carries a [`Stamp`] that names it: every copy gets a stamp of
//! its own and every change a new one, so what the engine worked out for
//! one position (a [`super::Choice`]'s reply) is recognised as belonging to
//! it and never applied to another. The fields are private for that reason:
//! only the engine changes them (`State::edit`), and every change renews
//! the stamp.

use super::table::Offset;
use super::teleports::{Spent, TeleportList, mix};
use crate::geometry::Board;
use std::sync::Arc;
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
    fn fresh() -> Self {
        Stamp {
            id: NEXT_ID.fetch_add(1, Ordering::Relaxed),
            version: 0,
        }
    }
}

/// The parts of a position that are one number each (see
/// [`State::summary`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Summary {
    player: Offset,
    robots: usize,
    debris: u32,
    debris_hash: u64,
    spent_hash: u64,
}

/// The hash of one debris cell, by grid index, in [`State`]'s debris
/// hash: the hash of a set of cells is the XOR of its cells' hashes, so
/// laying or lifting debris on a cell XORs in that cell's.
#[inline]
pub(crate) fn debris_hash(cell: usize) -> u64 {
    mix(cell as u64 ^ 0x5555_0000_5555_0000)
}

/// A game position, just before the player's move.
#[derive(Debug)]
pub struct State {
    stamp: Stamp,
    player: Offset,
    /// Live robots, in the order they were listed (robots never share a cell).
    robots: Vec<Offset>,
    /// One byte per cell: 1 where debris lies.
    debris: Vec<u8>,
    debris_count: u32,
    /// An order-independent hash of the debris cells, kept as debris is
    /// laid and pushed (see [`debris_hash`]).
    debris_hash: u64,
    /// The game's teleport list, shared by its positions.
    list: Arc<TeleportList>,
    /// Which of its entries are spent.
    spent: Spent,
}

/// Mutable access to a position's parts, lent by [`State::edit`].
pub(crate) struct Edit<'a> {
    pub(crate) player: &'a mut Offset,
    pub(crate) robots: &'a mut Vec<Offset>,
    pub(crate) debris: &'a mut [u8],
    pub(crate) debris_count: &'a mut u32,
    pub(crate) debris_hash: &'a mut u64,
    pub(crate) list: &'a TeleportList,
    pub(crate) spent: &'a mut Spent,
}

impl Clone for State {
    fn clone(&self) -> Self {
        State {
            stamp: Stamp::fresh(),
            player: self.player,
            robots: self.robots.clone(),
            debris: self.debris.clone(),
            debris_count: self.debris_count,
            debris_hash: self.debris_hash,
            list: Arc::clone(&self.list),
            spent: self.spent.clone(),
        }
    }
}

impl State {
    /// The start of a game: the player on `player`, the robots on
    /// `robots`, no debris, no entry of the list `teleports` spent.
    pub fn new(board: Board, player: Offset, robots: &[Offset], teleports: &[Offset]) -> Self {
        let list = TeleportList::new(teleports);
        State {
            stamp: Stamp::fresh(),
            player,
            robots: robots.to_vec(),
            debris: vec![0; board.area()],
            debris_count: 0,
            debris_hash: 0,
            spent: Spent::new(&list),
            list: Arc::new(list),
        }
    }

    /// Which position this is (see [`Stamp`]).
    #[inline(always)]
    pub fn stamp(&self) -> Stamp {
        self.stamp
    }

    #[inline(always)]
    pub fn player(&self) -> Offset {
        self.player
    }

    /// Live robots, in the order they were listed.
    #[inline(always)]
    pub fn robots(&self) -> &[Offset] {
        &self.robots
    }

    /// One byte per cell of the board's grid: 1 where debris lies.
    #[inline(always)]
    pub fn debris(&self) -> &[u8] {
        &self.debris
    }

    /// How many cells hold debris.
    #[inline(always)]
    pub fn debris_count(&self) -> u32 {
        self.debris_count
    }

    /// The game's teleport list.
    pub fn teleports(&self) -> &TeleportList {
        &self.list
    }

    /// Whether teleport entry `i` is spent.
    pub fn spent(&self, i: usize) -> bool {
        self.spent.is_spent(&self.list, i)
    }

    /// The teleport entries that can be taken, in list order: of each cell
    /// with an entry left, its first (see `teleports`).
    #[inline]
    pub(crate) fn heads(&self) -> impl Iterator<Item = usize> + '_ {
        self.spent.heads()
    }

    /// Lends the parts for changing; the position gets a new stamp.
    #[inline(always)]
    pub(crate) fn edit(&mut self) -> Edit<'_> {
        self.stamp.version += 1;
        Edit {
            player: &mut self.player,
            robots: &mut self.robots,
            debris: &mut self.debris,
            debris_count: &mut self.debris_count,
            debris_hash: &mut self.debris_hash,
            list: &self.list,
            spent: &mut self.spent,
        }
    }

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
