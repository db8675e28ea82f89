//! Per-cell counts the engine reuses from move to move.
//!
//! Grids are indexed as [`crate::geometry::Board::index`] says. A [`Tally`]
//! counts arrivals per cell for one candidate at a time without clearing:
//! each candidate gets a fresh stamp, and an entry from an older stamp
//! reads as empty.

/// Per-cell counts of arrivals, cleared in O(1) by moving to a new stamp.
#[derive(Debug, Clone)]
pub(crate) struct Tally {
    marks: Vec<u32>,
    stamp: u32,
}

const MULTI: u32 = 1;
const CLAIMED: u32 = 2;
const STAMP_SHIFT: u32 = 2;

impl Tally {
    pub(crate) fn new(area: usize) -> Self {
        Tally {
            marks: vec![0; area],
            stamp: 0,
        }
    }

    /// Forgets every count and lends the grid for recording arrivals.
    #[inline]
    pub(crate) fn fresh(&mut self) -> Arrivals<'_> {
        self.clear();
        self.again()
    }

    /// Lends the grid for recording more arrivals under the current stamp.
    #[inline]
    pub(crate) fn again(&mut self) -> Arrivals<'_> {
        Arrivals {
            marks: &mut self.marks,
            stamp: self.stamp << STAMP_SHIFT,
        }
    }

    /// Forgets every count.
    #[inline]
    pub(crate) fn clear(&mut self) {
        self.stamp += 1;
        if self.stamp >= u32::MAX >> STAMP_SHIFT {
            self.marks.fill(0);
            self.stamp = 1;
        }
    }

    /// The current stamp as [`Arrivals`] records it: an entry holding it
    /// (flags aside) was recorded since the last clear.
    #[inline]
    pub(crate) fn stamp(&self) -> u32 {
        self.stamp << STAMP_SHIFT
    }

    /// Makes sure the next `n` clears keep every stamp distinct, so
    /// arrivals under an earlier stamp stay readable meanwhile.
    pub(crate) fn reserve(&mut self, n: usize) {
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
    pub(crate) fn add(&mut self, i: usize) {
        if self.current(i) {
            self.marks[i] |= MULTI;
        } else {
            self.marks[i] = self.stamp << STAMP_SHIFT;
        }
    }

    /// Whether any arrival was recorded at `i`.
    #[inline]
    pub(crate) fn any(&self, i: usize) -> bool {
        self.current(i)
    }

    /// Whether two or more arrivals were recorded at `i`.
    #[inline]
    pub(crate) fn multi(&self, i: usize) -> bool {
        self.current(i) && self.marks[i] & MULTI != 0
    }

    /// Whether the last arrival recorded at `i` was under `stamp`, a stamp
    /// as [`Self::stamp`] gave it.
    #[inline]
    pub(crate) fn holds(&self, i: usize, stamp: u32) -> bool {
        self.marks[i] & !(MULTI | CLAIMED) == stamp
    }

    /// Whether cell `i` holds arrivals under stamp `a` or `b` (stamps as
    /// [`Self::stamp`] gives them), and if so whether two or more.
    #[inline]
    pub(crate) fn under(&self, i: usize, a: u32, b: u32) -> Option<bool> {
        let mark = self.marks[i];
        let stamp = mark & !(MULTI | CLAIMED);
        (stamp == a || stamp == b).then_some(mark & MULTI != 0)
    }

    /// Marks `i` as handled; true the first time only.
    #[inline]
    pub(crate) fn claim(&mut self, i: usize) -> bool {
        let fresh = self.marks[i] & CLAIMED == 0;
        self.marks[i] |= CLAIMED;
        fresh
    }
}

/// A [`Tally`] lent for recording arrivals in a hot loop.
pub(crate) struct Arrivals<'a> {
    marks: &'a mut [u32],
    /// The current stamp, shifted into place.
    stamp: u32,
}

impl Arrivals<'_> {
    /// Records one arrival at cell `i`; true when it is the first.
    #[inline(always)]
    pub(crate) fn arrive(&mut self, i: usize) -> bool {
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
    pub(crate) fn arrive_unless(&mut self, i: usize, other: u32) -> Option<bool> {
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

    /// [`Self::arrive_unless`], telling the second arrival at a cell from
    /// later ones.
    #[inline(always)]
    pub(crate) fn arrival_unless(&mut self, i: usize, other: u32) -> Option<Arrival> {
        let mark = &mut self.marks[i];
        let stamp = *mark & !(MULTI | CLAIMED);
        if stamp == self.stamp {
            let again = *mark & MULTI != 0;
            *mark |= MULTI;
            Some(if again {
                Arrival::Later
            } else {
                Arrival::Second
            })
        } else if stamp == other {
            None
        } else {
            *mark = self.stamp;
            Some(Arrival::First)
        }
    }
}

/// Which arrival at its cell a robot's is, as [`Arrivals::arrival_unless`]
/// records it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Arrival {
    First,
    Second,
    Later,
}

#[cfg(test)]
mod tests {
    use super::*;

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
