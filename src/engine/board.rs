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
    /// `ceil(2^SHIFT / columns)`: dividing a grid index by the column
    /// count is a multiplication and a shift (see [`Self::cell`]).
    reciprocal: u64,
}

/// The shift of [`Board::cell`]'s division by multiplication.
const SHIFT: u32 = 42;

impl Board {
    /// A board of `rows` x `columns` cells; both sides at most 4096 (the
    /// checker's limit), which [`Self::cell`] relies on.
    pub const fn new(rows: i32, columns: i32) -> Self {
        Board {
            rows,
            columns,
            reciprocal: (1u64 << SHIFT).div_ceil(if columns > 0 { columns as u64 } else { 1 }),
        }
    }

    #[inline]
    pub fn contains(self, (r, c): Offset) -> bool {
        // One unsigned comparison per axis, and no early exit: a branch
        // per test mispredicts near the edges.
        ((r - 1) as u32) < self.rows as u32 && ((c - 1) as u32) < self.columns as u32
    }

    /// Grid index of an on-board cell.
    #[inline]
    pub fn index(self, (r, c): Offset) -> usize {
        // No grid holds more than i32::MAX cells (sides are at most 4096).
        ((r - 1) * self.columns + (c - 1)) as usize
    }

    /// The cell at grid index `i`.
    ///
    /// The row is `i * reciprocal >> SHIFT`, exactly `i / columns`: the
    /// product exceeds `i / columns` by less than `i / 2^SHIFT < 2^-18`
    /// (grids hold at most 4096² = 2^24 cells), while `i / columns` stays
    /// at least `1 / columns >= 2^-12` below the next integer. A hardware
    /// division costs several times as much, once per surviving robot.
    #[inline]
    pub fn cell(self, i: usize) -> Offset {
        let row = ((i as u64 * self.reciprocal) >> SHIFT) as i32;
        (row + 1, i as i32 - row * self.columns + 1)
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

    /// Forgets every count and lends the grid for recording arrivals.
    #[inline]
    pub fn fresh(&mut self) -> Arrivals<'_> {
        self.clear();
        self.again()
    }

    /// Lends the grid for recording more arrivals under the current stamp.
    #[inline]
    pub fn again(&mut self) -> Arrivals<'_> {
        Arrivals {
            marks: &mut self.marks,
            stamp: self.stamp << STAMP_SHIFT,
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

    /// The current stamp as [`Arrivals`] records it: an entry holding it
    /// (flags aside) was recorded since the last clear.
    #[inline]
    pub fn stamp(&self) -> u32 {
        self.stamp << STAMP_SHIFT
    }

    /// Makes sure the next `n` clears keep every stamp distinct, so
    /// arrivals under an earlier stamp stay readable meanwhile.
    pub fn reserve(&mut self, n: usize) {
        if self.stamp as usize + n >= (u32::MAX >> STAMP_SHIFT) as usize {
            self.marks.fill(0);
            self.stamp = 0;
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

    /// Whether the last arrival recorded at `i` was under `stamp`, a stamp
    /// as [`Self::stamp`] gave it.
    #[inline]
    pub fn holds(&self, i: usize, stamp: u32) -> bool {
        self.marks[i] & !(MULTI | CLAIMED) == stamp
    }

    /// Marks `i` as handled; true the first time only.
    #[inline]
    pub fn claim(&mut self, i: usize) -> bool {
        let fresh = self.marks[i] & CLAIMED == 0;
        self.marks[i] |= CLAIMED;
        fresh
    }
}

/// A [`Tally`] lent for recording arrivals in a hot loop.
pub struct Arrivals<'a> {
    marks: &'a mut [u32],
    /// The current stamp, shifted into place.
    stamp: u32,
}

impl Arrivals<'_> {
    /// Records one arrival at cell `i`; true when it is the first.
    #[inline(always)]
    pub fn arrive(&mut self, i: usize) -> bool {
        let mark = &mut self.marks[i];
        if *mark & !(MULTI | CLAIMED) == self.stamp {
            *mark |= MULTI;
            false
        } else {
            *mark = self.stamp;
            true
        }
    }

    /// [`Self::arrive`], unless cell `i` holds an arrival of the earlier
    /// stamp `other` (see [`Tally::stamp`]): then it records nothing and
    /// returns `None`.
    #[inline(always)]
    pub fn arrive_unless(&mut self, i: usize, other: u32) -> Option<bool> {
        let mark = &mut self.marks[i];
        let stamp = *mark & !(MULTI | CLAIMED);
        if stamp == self.stamp {
            *mark |= MULTI;
            Some(false)
        } else if stamp == other {
            None
        } else {
            *mark = self.stamp;
            Some(true)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_row_major_from_one() {
        let b = Board::new(3, 4);
        assert_eq!(b.index((1, 1)), 0);
        assert_eq!(b.index((2, 1)), 4);
        assert_eq!(b.index((3, 4)), 11);
        for i in 0..12 {
            assert_eq!(b.index(b.cell(i)), i);
        }
        assert!(!b.contains((0, 1)) && !b.contains((3, 5)) && b.contains((3, 4)));
    }

    /// `cell` divides by multiplication: exact on every index of boards up
    /// to 4096 x 4096, checked on every column count at the indices where
    /// an error would show first (the last of each row, the grid's end).
    #[test]
    fn cell_divides_exactly_up_to_the_largest_board() {
        for columns in 1..=4096 {
            let b = Board::new(4096, columns);
            let area = 4096 * columns as usize;
            for i in [
                0,
                columns as usize - 1,
                columns as usize,
                area - columns as usize,
                area - 1,
            ] {
                let expected = (
                    (i / columns as usize) as i32 + 1,
                    (i % columns as usize) as i32 + 1,
                );
                assert_eq!(b.cell(i), expected, "columns {columns}, index {i}");
            }
        }
        let b = Board::new(4096, 4096);
        for i in (0..4096 * 4096).step_by(4093) {
            assert_eq!(b.index(b.cell(i)), i);
        }
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
        let mut a = t.fresh();
        assert!(a.arrive(3) && !a.arrive(3) && a.arrive(0));
        assert!(t.multi(3) && t.any(0) && !t.multi(0) && !t.any(1));
    }
}
