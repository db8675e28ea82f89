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
    /// Scratch for grouping a long list: per cell of the board's
    /// rectangle, the last entry seen naming it ([`NONE`] between lists).
    last: Vec<u32>,
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
        let next = &mut self.next;
        next.clear();
        next.resize(n, NONE);
        let first = &mut self.first;
        first.clear();
        first.extend(0..n as u32);
        // Links entry `i` to the last earlier entry naming its cell.
        let mut link = |i: usize, earlier: u32| {
            if earlier != NONE {
                next[earlier as usize] = i as u32;
                first[i] = first[earlier as usize];
            }
        };
        if n <= SHORT {
            for i in 0..n {
                let earlier = (0..i).rev().find(|&e| cells[e] == cells[i]);
                link(i, earlier.map_or(NONE, |e| e as u32));
            }
        } else {
            let (rows, columns) = (board.rows as u32, board.columns as u32);
            let grid = |(r, c): Offset| {
                let (r, c) = ((r - 1) as u32, (c - 1) as u32);
                (r < rows && c < columns).then(|| (r * columns + c) as usize)
            };
            let last = &mut self.last;
            if last.len() != board.area() {
                *last = vec![NONE; board.area()];
            }
            let mut elsewhere: HashMap<Offset, u32> = HashMap::new();
            for (i, &cell) in cells.iter().enumerate() {
                let slot = match grid(cell) {
                    Some(g) => &mut last[g],
                    None => elsewhere.entry(cell).or_insert(NONE),
                };
                let earlier = std::mem::replace(slot, i as u32);
                link(i, earlier);
            }
            for &cell in cells {
                if let Some(g) = grid(cell) {
                    last[g] = NONE;
                }
            }
        }
        self.cells.clear();
        self.cells.extend_from_slice(cells);
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
        let heads = &mut self.heads;
        heads.clear();
        heads.resize(list.len().div_ceil(64), 0);
        for i in (0..list.len()).filter(|&i| list.first[i] == i as u32) {
            heads[i / 64] |= 1 << (i % 64);
        }
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
mod tests {
    use super::*;

    /// Entries 0, 2, 3 name (5,5); 1 and 4 name (1,1): the heads are 0
    /// and 1. Spending (5,5) takes 0, then 2, then 3; spending through a
    /// later entry of a cell takes the cell's head.
    #[test]
    fn entries_of_a_cell_are_spent_in_list_order() {
        for long in [false, true] {
            let mut cells = vec![(5, 5), (1, 1), (5, 5), (5, 5), (1, 1)];
            if long {
                cells.extend((0..100).map(|k| (10 + k, 3)));
            }
            let list = TeleportList::new(&cells, Board::new(50, 20));
            let mut spent = Spent::new(&list);
            let heads = |s: &Spent| s.heads().filter(|&i| i < 5).collect::<Vec<_>>();
            assert_eq!(heads(&spent), [0, 1]);
            spent.spend(&list, 0);
            assert_eq!(heads(&spent), [1, 2]);
            assert!(spent.is_spent(&list, 0) && !spent.is_spent(&list, 2));
            spent.spend(&list, 3);
            assert_eq!(heads(&spent), [1, 3]);
            assert!(spent.is_spent(&list, 2) && !spent.is_spent(&list, 3));
            spent.spend(&list, 3);
            spent.spend(&list, 3);
            assert_eq!(heads(&spent), [1]);
            assert!(
                (0..5).all(|i| spent.is_spent(&list, i) == [true, false, true, true, false][i])
            );
            let mut other = Spent::new(&list);
            for i in [2, 0, 3] {
                other.spend(&list, i);
            }
            assert_eq!(other, spent);
        }
    }
}
