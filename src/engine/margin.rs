//! The far robots' margin: how far a robot must be from the player to
//! take the same step whatever walk the player makes, and the step
//! lookup's entry a far robot takes in each sign quadrant (`far`).

use super::kernel::Kernel;
use super::lookup::Entry;

/// How far a robot must be from the player, in rows and in columns, to be
/// far, and the step lookup's entry of every far robot by the sign
/// quadrant of the player relative to it (see [`quadrant`]): the lookup
/// clamps each part of the relative position to less than the margin, so
/// a far robot's entry depends on the signs alone.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Margin {
    pub(super) rows: i32,
    pub(super) entries: [Entry; 4],
}

impl Margin {
    /// The margin `rows` for the robots stepped by `kernel`, whose lookup
    /// clamps each part of the relative position (Manhattan distance) to at
    /// most `rows`.
    pub(crate) fn new(kernel: Kernel, rows: i32) -> Self {
        let entries = SIGNS.map(|(sr, sc)| kernel.entry::<0>((0, 0), (sr * rows, sc * rows)));
        Margin { rows, entries }
    }
}

/// Row and column signs of (player - robot) per quadrant.
pub(super) const SIGNS: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

#[inline(always)]
pub(super) fn quadrant(a: i32, b: i32) -> usize {
    usize::from(a < 0) * 2 + usize::from(b < 0)
}
