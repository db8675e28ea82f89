//! A game's teleport list, indexed so that a move never looks at a spent
//! entry or at two entries naming the same cell.
//!
//! Entries naming the same cell are interchangeable but for their place in
//! the list: the rules take the first usable one, so the entries of a cell
//! are spent in list order, and of each cell only its first unspent entry,
//! its *head*, can be taken. A position keeps the heads as a bitset over
//! the list (`Spent`); scanning it visits each cell with an entry left
//! once, in the order of those entries, which is the order the rules scan
//! the list in. Spending a head moves it to the cell's next entry.

use super::table::Offset;
use crate::geometry::Board;
use std::collections::HashMap;

/// No entry.
const NONE: u32 = u32::MAX;

/// Lists up to this long are grouped by cell by comparing every pair;
/// longer ones through a table by cell (a hash map for cells off the
/// board's rectangle, which the scenario reader refuses anyway).
const SHORT: usize = 64;

/// A teleport list and, per entry, the other entries naming its cell.
#[derive(Debug, Default)]
pub struct TeleportList {
    cells: Vec<Offset>,
    /// Per entry, the next entry naming the same cell, or [`NONE`].
    next: Vec<u32>,
    /// Per entry, the first entry naming its cell.
    first: Vec<u32>,
    /// The heads with nothing spent, as a bitset: each cell's first entry.
    heads: Vec<u64>,
    /// Scratch for grouping a long list: per cell of the board's
    /// rectangle, the last entry seen naming it, under the stamp of the
    /// list it is of (the high 32 bits).
    last: Vec<u64>,
    stamp: u32,
}

impl PartialEq for TeleportList {
    fn eq(&self, other: &Self) -> bool {
        (&self.cells, &self.next, &self.first) == (&other.cells, &other.next, &other.first)
    }
}

impl Eq for TeleportList {}

impl TeleportList {
    /// The list `cells` of a game on `board`.
    pub fn new(cells: &[Offset], board: Board) -> Self {
        let mut list = TeleportList::default();
        list.reset(cells, board);
        list
    }

    /// Makes this the list `cells`, as [`Self::new`] would, reusing its
    /// buffers.
    pub(crate) fn reset(&mut self, cells: &[Offset], board: Board) {
        let n = cells.len();
        self.next.clear();
        self.next.resize(n, NONE);
        self.first.clear();
        self.first.resize(n, NONE);
        self.heads.clear();
        self.heads.resize(n.div_ceil(64), 0);
        if n <= SHORT {
            let mut links = self.links();
            for (i, &cell) in cells.iter().enumerate() {
                let earlier = (0..i).rev().find(|&e| cells[e] == cell);
                links.link(i, earlier.map_or(NONE, |e| e as u32));
            }
        } else {
            self.group(cells, board);
        }
        self.cells.clear();
        self.cells.extend_from_slice(cells);
    }

    /// Links each entry of the long list `cells` to the last earlier entry
    /// naming its cell, through a table by cell of the board's rectangle
    /// (its entries of an earlier list are told apart by their stamp).
    fn group(&mut self, cells: &[Offset], board: Board) {
        let (rows, columns) = (board.rows as u32, board.columns as u32);
        if self.last.len() != board.area() || self.stamp == u32::MAX {
            self.last = vec![0; board.area()];
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = u64::from(self.stamp) << 32;
        let mut elsewhere: HashMap<Offset, u32> = HashMap::new();
        let last = &mut self.last;
        let n = cells.len();
        let mut links = Links {
            first: &mut self.first[..n],
            next: &mut self.next[..n],
            heads: &mut self.heads,
        };
        for (i, &cell) in cells.iter().enumerate() {
            let (r, c) = ((cell.0 - 1) as u32, (cell.1 - 1) as u32);
            let earlier = if r < rows && c < columns {
                let slot = &mut last[(r * columns + c) as usize];
                let seen = *slot;
                *slot = stamp | i as u64;
                if seen >> 32 == stamp >> 32 {
                    seen as u32
                } else {
                    NONE
                }
            } else {
                elsewhere.insert(cell, i as u32).unwrap_or(NONE)
            };
            links.link(i, earlier);
        }
    }

    /// The chains of the list being made, to link entries into.
    fn links(&mut self) -> Links<'_> {
        Links {
            first: &mut self.first,
            next: &mut self.next,
            heads: &mut self.heads,
        }
    }

    pub fn len(&self) -> usize {
        self.cells.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cell of entry `i`.
    #[inline]
    pub fn cell(&self, i: usize) -> Offset {
        self.cells[i]
    }
}

/// A list's chains as they are made, each entry linked in place (the
/// buffers sized for the list): per entry, the next naming its cell and
/// the first; the heads as a bitset.
struct Links<'a> {
    first: &'a mut [u32],
    next: &'a mut [u32],
    heads: &'a mut [u64],
}

impl Links<'_> {
    /// Makes entry `i` follow `earlier`, the last earlier entry naming its
    /// cell, or a head when there is none ([`NONE`]).
    #[inline(always)]
    fn link(&mut self, i: usize, earlier: u32) {
        if earlier == NONE {
            self.first[i] = i as u32;
            self.heads[i / 64] |= 1 << (i % 64);
        } else {
            self.next[earlier as usize] = i as u32;
            self.first[i] = self.first[earlier as usize];
        }
    }
}

/// Which entries of a list are spent: the head of each cell (its first
/// unspent entry) as a bitset, and an order-independent hash of the spent
/// entries.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Spent {
    heads: Vec<u64>,
    hash: u64,
}

impl Spent {
    /// Nothing of `list` spent: each cell's head is its first entry.
    pub(crate) fn new(list: &TeleportList) -> Self {
        let mut spent = Spent::default();
        spent.reset(list);
        spent
    }

    /// Nothing of `list` spent, reusing the bitset's buffer.
    pub(crate) fn reset(&mut self, list: &TeleportList) {
        self.heads.clone_from(&list.heads);
        self.hash = 0;
    }

    /// The heads in list order: of each cell with an entry left, the first.
    #[inline]
    pub(crate) fn heads(&self) -> impl Iterator<Item = usize> + '_ {
        self.heads.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let b = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    w * 64 + b
                })
            })
        })
    }

    /// How many cells have an entry left.
    pub(crate) fn count(&self) -> usize {
        self.heads.iter().map(|w| w.count_ones() as usize).sum()
    }

    fn is_head(&self, i: usize) -> bool {
        self.heads[i / 64] >> (i % 64) & 1 != 0
    }

    /// Spends the entry the rules take when a move teleports by entry `i`:
    /// the head of its cell (entry `i` itself when the move was chosen in
    /// this position). Nothing when every entry of the cell is spent.
    pub(crate) fn spend(&mut self, list: &TeleportList, i: usize) {
        // A move chosen in this position names the head itself.
        let mut e = if self.is_head(i) {
            i as u32
        } else {
            list.first[i]
        };
        while e != NONE && !self.is_head(e as usize) {
            e = list.next[e as usize];
        }
        if e == NONE {
            return;
        }
        let e = e as usize;
        self.heads[e / 64] &= !(1 << (e % 64));
        if let Some(n) = Some(list.next[e]).filter(|&n| n != NONE) {
            let n = n as usize;
            self.heads[n / 64] |= 1 << (n % 64);
        }
        self.hash ^= mix(e as u64 ^ 0xaaaa_0000_aaaa_0000);
    }

    /// Whether entry `i` is spent: it comes before its cell's head, or its
    /// cell has none left.
    pub(crate) fn is_spent(&self, list: &TeleportList, i: usize) -> bool {
        let mut e = list.first[i];
        while e != NONE {
            if self.is_head(e as usize) {
                return (i as u32) < e;
            }
            e = list.next[e as usize];
        }
        true
    }

    /// A hash of the spent entries, kept as they are spent.
    pub(crate) fn hash(&self) -> u64 {
        self.hash
    }
}

/// splitmix64's finaliser.
pub(crate) fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

#[cfg(test)]
mod tests;
