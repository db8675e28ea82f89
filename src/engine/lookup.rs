//! The robots' step lookup, as the hot loops read it: one byte per
//! relative position of player and robot inside a window, naming the step
//! the robot takes from there.
//!
//! The choice depends only on `(a, b) = player - robot`. For Manhattan and
//! Chebyshev distance every relative position maps to a representative
//! inside a small window whose choice (and ties) are the same
//! ([`Lookup::canonical`]), so one lookup of a few dozen bytes serves any
//! board. For Euclidean and hex distance the window is fixed, and
//! positions outside it are computed directly. [`super::step::Stepper`]
//! fills the window.

use super::table::Metric;

/// Euclidean and hex lookups cover relative positions up to this far on
/// each axis; farther ones are computed directly.
pub(crate) const WINDOW_RADIUS: i32 = 64;

/// A lookup entry: the index of the chosen step in the low bits
/// ([`STEP_INDEX`]), and [`MAY_LEAVE`] when the step can leave the board.
pub(crate) type Entry = u8;

/// The step index part of an entry. Step sets of more steps than it can
/// name get no lookup (see [`LOOKUP_STEPS`]).
pub(crate) const STEP_INDEX: Entry = 0x7f;

/// Set on an entry whose step does not stay within the rectangle spanned by
/// the robot and the player: only such a step can leave the board. A step
/// inside that rectangle never does, so its edge check is skipped.
pub(crate) const MAY_LEAVE: Entry = 0x80;

/// Marks a lookup entry whose choice must be computed directly. It has the
/// [`MAY_LEAVE`] bit, so one test sends both to the careful path.
pub(crate) const COMPUTE: Entry = u8::MAX;

/// The most steps a lookup serves: every step index below [`STEP_INDEX`],
/// which [`COMPUTE`]'s low bits take. A set of more steps (offsets reach
/// 16 rows and columns, so a set can hold up to 33 x 33 - 1) has every
/// entry [`COMPUTE`]: each step is computed directly.
pub(crate) const LOOKUP_STEPS: usize = STEP_INDEX as usize;

/// How far on each axis the lookup of `metric` reaches for steps of at
/// most `reach` rows and columns: the largest part
/// [`Lookup::canonical`] returns.
///
/// Manhattan: each part is clamped to `reach + 1` (from there on, every
/// step ranks alike on that axis). Chebyshev: the smaller part is brought
/// to at most `reach + 1` by moving both toward zero together, and the
/// larger is then capped at `smaller + 2 * reach + 1`, so no part exceeds
/// `3 * reach + 2`. Euclidean and hex: the fixed [`WINDOW_RADIUS`].
pub(crate) const fn radius(metric: Metric, reach: i32) -> i32 {
    match metric {
        Metric::Manhattan => reach + 1,
        Metric::Chebyshev => 3 * reach + 2,
        Metric::Euclidean | Metric::Hex => WINDOW_RADIUS,
    }
}

/// A stepper's lookup, borrowed: what choosing a step reads.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Lookup<'a> {
    pub(crate) table: &'a [Entry],
    /// The largest part of any step.
    pub(crate) reach: i32,
    pub(crate) radius: i32,
    /// `2 * radius + 1`: the window's side.
    pub(crate) side: usize,
}

impl Lookup<'_> {
    /// Index of the relative position `(a, b)`, both parts within the
    /// radius, in the window.
    #[inline(always)]
    pub(crate) fn index(self, a: i32, b: i32) -> usize {
        ((a + self.radius) * self.side as i32 + (b + self.radius)) as usize
    }

    /// The representative of a relative position under `metric`, which
    /// must be the stepper's: same choice, same ties. Its parts are never
    /// farther from zero than `a` and `b`, and have their signs. `None`
    /// where the window does not reach. A caller that passes the metric
    /// as a constant gets one arm inlined.
    #[inline(always)]
    pub(crate) fn canonical(self, metric: Metric, a: i32, b: i32) -> Option<(i32, i32)> {
        let k = self.reach;
        match metric {
            Metric::Manhattan => Some((a.max(-k - 1).min(k + 1), b.max(-k - 1).min(k + 1))),
            Metric::Chebyshev => {
                let (mut x, mut y) = (a.abs(), b.abs());
                if x > k && y > k {
                    let t = x.min(y) - (k + 1);
                    x -= t;
                    y -= t;
                }
                let low = x.min(y);
                let cap = if low > k { low + 2 * k + 1 } else { 3 * k + 1 };
                Some((a.signum() * x.min(cap), b.signum() * y.min(cap)))
            }
            Metric::Euclidean | Metric::Hex => {
                (a.abs() <= self.radius && b.abs() <= self.radius).then_some((a, b))
            }
        }
    }

    /// The entry for relative `(a, b)` under `metric` (the stepper's), or
    /// [`COMPUTE`] when the choice must be computed directly.
    #[inline(always)]
    pub(crate) fn entry(self, metric: Metric, a: i32, b: i32) -> Entry {
        match self.canonical(metric, a, b) {
            Some((ca, cb)) => self.table[self.index(ca, cb)],
            None => COMPUTE,
        }
    }
}
