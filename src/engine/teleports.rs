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
//!
//! A list is grouped by cell at its first use, not when its game starts:
//! many games never teleport, and grouping a long list costs more than
//! some whole games.

use super::table::Offset;
use crate::geometry::Board;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

mod spent;
pub(crate) use spent::{Spent, mix};

/// No entry.
const NONE: u32 = u32::MAX;

/// Lists up to this long are grouped by cell by comparing every pair;
/// longer ones through a table by cell (a hash map for cells off the
/// board's rectangle, which the scenario reader refuses anyway).
const SHORT: usize = 64;

/// A teleport list and, once grouped, per entry the other entries naming
/// its cell.
#[derive(Debug, Default)]
pub struct TeleportList {
    cells: Vec<Offset>,
    /// The board's rows and columns, for grouping.
    rectangle: (u32, u32),
    groups: OnceLock<Groups>,
    /// The buffers of the last list's groups and the grouping table, kept
    /// for the next grouping (locked once a grouping, by one thread).
    scratch: Mutex<Scratch>,
}

/// A list's entries grouped by cell.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Groups {
    /// Per entry, the next entry naming the same cell, or [`NONE`].
    next: Vec<u32>,
    /// Per entry, the first entry naming its cell.
    first: Vec<u32>,
    /// The heads with nothing spent, as a bitset: each cell's first entry.
    heads: Vec<u64>,
}

/// What grouping reuses from list to list.
#[derive(Debug, Default)]
struct Scratch {
    spare: Groups,
    /// Per cell of the board's rectangle, the last entry seen naming it,
    /// under the stamp of the grouping it is of (the high 32 bits).
    last: Vec<u64>,
    stamp: u32,
}

impl PartialEq for TeleportList {
    fn eq(&self, other: &Self) -> bool {
        self.cells == other.cells
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
        self.cells.clear();
        self.cells.extend_from_slice(cells);
        self.rectangle = (board.rows as u32, board.columns as u32);
        if let Some(groups) = self.groups.take() {
            self.scratch
                .get_mut()
                .unwrap_or_else(|e| e.into_inner())
                .spare = groups;
        }
    }

    /// The entries grouped by cell, grouped now if not yet.
    #[inline]
    pub(crate) fn groups(&self) -> &Groups {
        self.groups.get_or_init(|| self.group())
    }

    /// Groups the list, in the last list's buffers.
    #[cold]
    fn group(&self) -> Groups {
        let mut scratch = self.scratch.lock().unwrap_or_else(|e| e.into_inner());
        let mut groups = std::mem::take(&mut scratch.spare);
        let (cells, n) = (&self.cells[..], self.cells.len());
        groups.next.clear();
        groups.next.resize(n, NONE);
        groups.first.clear();
        groups.first.resize(n, NONE);
        groups.heads.clear();
        groups.heads.resize(n.div_ceil(64), 0);
        let mut links = Links {
            first: &mut groups.first[..n],
            next: &mut groups.next[..n],
            heads: &mut groups.heads,
        };
        if n <= SHORT {
            for (i, &cell) in cells.iter().enumerate() {
                let earlier = (0..i).rev().find(|&e| cells[e] == cell);
                links.link(i, earlier.map_or(NONE, |e| e as u32));
            }
        } else {
            scratch.link_long(cells, self.rectangle, &mut links);
        }
        groups
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

impl Scratch {
    /// Links each entry of the long list `cells` to the last earlier entry
    /// naming its cell, through a table by cell of the board's rectangle
    /// (its entries of an earlier list are told apart by their stamp).
    fn link_long(&mut self, cells: &[Offset], (rows, columns): (u32, u32), links: &mut Links) {
        let area = rows as usize * columns as usize;
        if self.last.len() != area || self.stamp == u32::MAX {
            self.last = vec![0; area];
            self.stamp = 0;
        }
        self.stamp += 1;
        let stamp = u64::from(self.stamp) << 32;
        let mut elsewhere: HashMap<Offset, u32> = HashMap::new();
        let last = &mut self.last;
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

#[cfg(test)]
mod tests;
