//! Board geometry and the scratch grids the engine reuses from move to move.
//!
//! Cells are 1-based (row, column) pairs; grids are indexed by
//! `(row - 1) * columns + (column - 1)`. A [`Tally`] counts arrivals per cell
//! for one candidate at a time without clearing: each candidate gets a fresh
//! stamp, and an entry from an older stamp reads as empty.

use super::table::Offset;

/// The board's size and cell indexing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub rows: i32,
    pub columns: i32,
}

impl Board {
    #[inline]
    pub fn contains(self, (r, c): Offset) -> bool {
        r >= 1 && r <= self.rows && c >= 1 && c <= self.columns
    }

    /// Grid index of an on-board cell.
    #[inline]
    pub fn index(self, (r, c): Offset) -> usize {
        (r - 1) as usize * self.columns as usize + (c - 1) as usize
    }

    pub fn area(self) -> usize {
        self.rows as usize * self.columns as usize
    }
}

/// Per-cell counts of arrivals, cleared in O(1) by moving to a new stamp.
#[derive(Debug, Clone)]
pub struct Tally {
    marks: Vec<u32>,
    stamp: u32,
}

const MULTI: u32 = 1;
const CLAIMED: u32 = 2;
const STAMP_SHIFT: u32 = 2;

impl Tally {
    pub fn new(area: usize) -> Self {
        Tally {
            marks: vec![0; area],
            stamp: 0,
        }
    }

    /// Forgets every count.
    #[inline]
    pub fn clear(&mut self) {
        self.stamp += 1;
        if self.stamp >= u32::MAX >> STAMP_SHIFT {
            self.marks.fill(0);
            self.stamp = 1;
        }
    }

    #[inline]
    fn current(&self, i: usize) -> bool {
        self.marks[i] >> STAMP_SHIFT == self.stamp
    }

    /// Records one arrival at cell `i`.
    #[inline]
    pub fn add(&mut self, i: usize) {
        if self.current(i) {
            self.marks[i] |= MULTI;
        } else {
            self.marks[i] = self.stamp << STAMP_SHIFT;
        }
    }

    /// Whether any arrival was recorded at `i`.
    #[inline]
    pub fn any(&self, i: usize) -> bool {
        self.current(i)
    }

    /// Whether two or more arrivals were recorded at `i`.
    #[inline]
    pub fn multi(&self, i: usize) -> bool {
        self.current(i) && self.marks[i] & MULTI != 0
    }

    /// Marks `i` as handled; true the first time only.
    #[inline]
    pub fn claim(&mut self, i: usize) -> bool {
        let fresh = self.marks[i] & CLAIMED == 0;
        self.marks[i] |= CLAIMED;
        fresh
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_row_major_from_one() {
        let b = Board {
            rows: 3,
            columns: 4,
        };
        assert_eq!(b.index((1, 1)), 0);
        assert_eq!(b.index((2, 1)), 4);
        assert_eq!(b.index((3, 4)), 11);
        assert!(!b.contains((0, 1)) && !b.contains((3, 5)) && b.contains((3, 4)));
    }

    #[test]
    fn tally_counts_and_forgets() {
        let mut t = Tally::new(4);
        t.clear();
        t.add(1);
        t.add(2);
        t.add(2);
        assert!(t.any(1) && !t.multi(1) && t.multi(2) && !t.any(3));
        assert!(t.claim(2) && !t.claim(2));
        t.clear();
        assert!(!t.any(1) && !t.any(2));
    }
}
