//! The position after a candidate and its reply as the safe neighbours
//! count reads it: which cells hold a robot and which hold debris, from a
//! plain candidate's arrivals or any candidate's whole reply.

use crate::engine::pass::After;
use crate::engine::tally::Tally;

/// The position after a candidate and the robots' reply, as lookups.
pub(crate) trait View {
    /// A robot stands on grid index `cell`.
    fn robot(&self, cell: usize) -> bool;
    /// Debris lies on grid index `cell`.
    fn debris(&self, cell: usize) -> bool;
}

/// A plain candidate's reply (nothing pushed): the arrivals recorded under
/// either of two stamps of `marks` (the candidate's near robots', the far
/// robots'), and at most one robot recorded nowhere, on `lone`.
pub(crate) struct Arrived<'a> {
    /// The debris before the reply.
    pub(crate) grid: &'a [u8],
    pub(crate) marks: &'a Tally,
    pub(crate) stamps: (u32, u32),
    /// A robot's grid index, or `usize::MAX`.
    pub(crate) lone: usize,
    /// Robots may have met where debris is made of them.
    pub(crate) met: bool,
}

impl View for Arrived<'_> {
    #[inline(always)]
    fn robot(&self, cell: usize) -> bool {
        self.grid[cell] == 0
            && (cell == self.lone
                || self.marks.under(cell, self.stamps.0, self.stamps.1) == Some(false))
    }

    #[inline(always)]
    fn debris(&self, cell: usize) -> bool {
        self.grid[cell] != 0
            || (self.met && self.marks.under(cell, self.stamps.0, self.stamps.1) == Some(true))
    }
}

/// Any candidate's reply: the debris after the move, and every arrival in
/// `arrivals` under its current stamp.
pub(crate) struct Replied<'a> {
    pub(crate) after: After<'a>,
    pub(crate) arrivals: &'a Tally,
    /// Robots may have met where debris is made of them.
    pub(crate) met: bool,
}

impl View for Replied<'_> {
    fn robot(&self, cell: usize) -> bool {
        !self.after.at(cell) && self.arrivals.any(cell) && !self.arrivals.multi(cell)
    }

    fn debris(&self, cell: usize) -> bool {
        self.after.at(cell) || (self.met && self.arrivals.multi(cell))
    }
}
