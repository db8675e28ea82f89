//! Where a robot steps: the closest of its steps to the player, ties broken
//! as the rules say, answered from a small precomputed lookup.
//!
//! The choice depends only on the player's position relative to the robot,
//! `(a, b) = player - robot`. For Manhattan and Chebyshev distance, every
//! relative position maps to a representative inside a small window whose
//! choice (and ties) are the same, so one lookup of a few dozen bytes serves
//! any board size. For Euclidean distance the lookup covers a fixed window
//! and positions farther away are computed directly.

use super::table::{Metric, Offset, TieBreak};
use crate::geometry::Shape;

/// Euclidean and hex lookups cover relative positions up to this far on
/// each axis; farther ones are computed directly.
pub const WINDOW_RADIUS: i32 = 64;

/// A lookup entry: the index of the chosen step in the low bits, and
/// [`MAY_LEAVE`] when the step can leave the board.
pub type Entry = u8;

/// Marks a lookup entry whose choice must be computed directly.
pub const COMPUTE: Entry = u8::MAX;

/// Set on an entry whose step does not stay within the rectangle spanned by
/// the robot and the player: only such a step can leave the board. A step
/// inside that rectangle never does, so its edge check is skipped.
pub const MAY_LEAVE: Entry = 0x80;

/// The step index part of an entry.
pub const STEP_INDEX: Entry = 0x7f;

/// Chooses robot steps.
#[derive(Debug, Clone)]
pub struct Stepper {
    steps: Vec<Offset>,
    metric: Metric,
    /// Per step, its rank under the tie break (smaller wins).
    tie_rank: Vec<u32>,
    rows_first: bool,
    /// Largest offset component of any step.
    reach: i32,
    radius: i32,
    side: usize,
    /// The board is a hexagon, whose diagonal edges a step can cross too.
    hexagonal: bool,
    lookup: Vec<u8>,
}

impl Stepper {
    pub fn new(steps: &[Offset], metric: Metric, tie_break: &TieBreak, shape: Shape) -> Self {
        let reach = steps
            .iter()
            .map(|&(r, c)| r.abs().max(c.abs()))
            .max()
            .unwrap_or(0);
        let tie_rank = steps
            .iter()
            .map(|s| match tie_break {
                TieBreak::FirstOf(order) => {
                    order.iter().position(|o| o == s).unwrap_or(order.len()) as u32
                }
                _ => 0,
            })
            .collect();
        let radius = match metric {
            Metric::Manhattan => reach + 1,
            Metric::Chebyshev => 3 * reach + 2,
            Metric::Euclidean | Metric::Hex => WINDOW_RADIUS,
        };
        let side = (2 * radius + 1) as usize;
        let mut stepper = Stepper {
            steps: steps.to_vec(),
            metric,
            tie_rank,
            rows_first: *tie_break == TieBreak::RowsBeforeColumns,
            reach,
            radius,
            side,
            hexagonal: matches!(shape, Shape::Hexagon(_)),
            lookup: Vec::new(),
        };
        stepper.lookup = stepper.build_lookup();
        stepper
    }

    fn build_lookup(&self) -> Vec<u8> {
        let mut lookup = vec![COMPUTE; self.side * self.side];
        if !self.steps.is_empty() && self.steps.len() < usize::from(STEP_INDEX) {
            for a in -self.radius..=self.radius {
                for b in -self.radius..=self.radius {
                    let k = self.best(a, b, |_| true).unwrap_or(0);
                    let (dr, dc) = self.steps[k];
                    // Every relative position this one represents lies
                    // farther out on each axis, on the same side (see
                    // `canonical`), so a step between robot and player here
                    // stays between them there too.
                    let between = |d: i32, x: i32| {
                        if x >= 0 {
                            (0..=x).contains(&d)
                        } else {
                            (x..=0).contains(&d)
                        }
                    };
                    // A hexagon's diagonal edges bound `row + column`: a
                    // step between the two on that sum too stays on it.
                    let band = !self.hexagonal || between(dr + dc, a + b);
                    let flag = if between(dr, a) && between(dc, b) && band {
                        0
                    } else {
                        MAY_LEAVE
                    };
                    lookup[self.index(a, b)] = k as Entry | flag;
                }
            }
        }
        lookup
    }

    /// The largest offset component of any step.
    pub fn reach(&self) -> i32 {
        self.reach
    }

    pub fn steps(&self) -> &[Offset] {
        &self.steps
    }

    #[inline]
    fn index(&self, a: i32, b: i32) -> usize {
        self.view().index(a, b)
    }

    /// The representative of a relative position: same choice, same ties.
    /// Its parts are never farther from zero than `a` and `b`, and have
    /// their signs.
    #[inline]
    pub fn canonical(&self, a: i32, b: i32) -> Option<(i32, i32)> {
        self.view().canonical(self.metric, a, b)
    }

    /// Index of the step a robot takes toward a player at relative `(a, b)`,
    /// ignoring the board's edges.
    #[inline]
    pub fn choose(&self, a: i32, b: i32) -> usize {
        match self.view().entry(self.metric, a, b) {
            COMPUTE => self.best(a, b, |_| true).unwrap_or(0),
            e => usize::from(e & STEP_INDEX),
        }
    }

    /// The lookup as a small copyable value, for hot loops.
    #[inline]
    pub fn view(&self) -> Lookup<'_> {
        Lookup {
            table: &self.lookup,
            reach: self.reach,
            radius: self.radius,
            side: self.side,
        }
    }

    /// The ranking of a step toward relative `(a, b)`: distance, then the
    /// stated tie break, then the order the steps were written in.
    fn rank(&self, a: i32, b: i32, i: usize) -> (u64, u32, u32, u32, usize) {
        let (dr, dc) = self.steps[i];
        let (ra, rb) = (a - dr, b - dc);
        let (row_gap, col_gap) = if self.rows_first {
            (ra.unsigned_abs(), rb.unsigned_abs())
        } else {
            (0, 0)
        };
        (
            self.metric.distance(ra, rb),
            row_gap,
            col_gap,
            self.tie_rank[i],
            i,
        )
    }

    /// The best step among those `allowed`, ranked as in [`Self::rank`].
    pub fn best(&self, a: i32, b: i32, allowed: impl Fn(Offset) -> bool) -> Option<usize> {
        (0..self.steps.len())
            .filter(|&i| allowed(self.steps[i]))
            .min_by_key(|&i| self.rank(a, b, i))
    }

    /// The steps that stay tied for best once the stated tie break has been
    /// applied (written order not counted): more than one means a tie the
    /// rules leave open.
    pub fn unresolved(&self, a: i32, b: i32) -> Vec<usize> {
        let key = |i| {
            let r = self.rank(a, b, i);
            (r.0, r.1, r.2, r.3)
        };
        let Some(best) = (0..self.steps.len()).map(key).min() else {
            return Vec::new();
        };
        (0..self.steps.len()).filter(|&i| key(i) == best).collect()
    }

    /// The relative positions whose choice stands for every other on a board
    /// of this size: every position maps to one of these, and each of these
    /// occurs on the board. Exact for Manhattan and Chebyshev; for Euclidean and hex
    /// the window of [`WINDOW_RADIUS`] cells.
    pub fn representatives(&self, rows: i32, columns: i32) -> impl Iterator<Item = (i32, i32)> {
        let ra = self.radius.min(rows - 1);
        let rb = self.radius.min(columns - 1);
        (-ra..=ra)
            .flat_map(move |a| (-rb..=rb).map(move |b| (a, b)))
            .filter(|&p| p != (0, 0))
    }
}

/// A Manhattan lookup widened by the player's walk reach, for the robots
/// near the player (see `far`), which every walk steps again.
///
/// A robot's key is computed once a move from where it stands relative to
/// the player; the key plus a walk's shift indexes the entry for that
/// walk's destination, so no walk clamps anything. The key clamps each part
/// to the stepper's radius plus the walk reach, where every walk still
/// lands on the stepper's clamped entry, and the table reaches one walk
/// reach further.
#[derive(Debug, Clone)]
pub struct WalkLookup {
    table: Vec<Entry>,
    /// How far the key clamps, and how far the table reaches.
    clamp: i32,
    radius: i32,
    side: i32,
}

impl WalkLookup {
    /// The widened lookup of a Manhattan `stepper` for walks of at most
    /// `walk` rows and columns; `None` for other distances.
    pub fn new(stepper: &Stepper, walk: i32) -> Option<Self> {
        if stepper.metric != Metric::Manhattan {
            return None;
        }
        let clamp = stepper.radius + walk;
        let radius = clamp + walk;
        let view = stepper.view();
        let table = (-radius..=radius)
            .flat_map(|a| (-radius..=radius).map(move |b| view.entry(Metric::Manhattan, a, b)))
            .collect();
        Some(WalkLookup {
            table,
            clamp,
            radius,
            side: 2 * radius + 1,
        })
    }

    /// The key of a robot at `(a, b)` = player - robot.
    #[inline(always)]
    pub fn key(&self, a: i32, b: i32) -> u32 {
        let (a, b) = (
            a.clamp(-self.clamp, self.clamp),
            b.clamp(-self.clamp, self.clamp),
        );
        ((a + self.radius) * self.side + b + self.radius) as u32
    }

    /// How far the walk `(dr, dc)` moves a key.
    #[inline(always)]
    pub fn shift(&self, (dr, dc): Offset) -> i32 {
        dr * self.side + dc
    }

    /// The stepper's entry for a robot of key `key` when the player walks
    /// by the walk of shift `shift`.
    #[inline(always)]
    pub fn entry(&self, key: u32, shift: i32) -> Entry {
        self.table[key.wrapping_add_signed(shift) as usize]
    }
}

/// A stepper's lookup, borrowed: what choosing a step reads.
#[derive(Debug, Clone, Copy)]
pub struct Lookup<'a> {
    table: &'a [Entry],
    reach: i32,
    radius: i32,
    side: usize,
}

impl Lookup<'_> {
    #[inline(always)]
    fn index(self, a: i32, b: i32) -> usize {
        // Both parts lie within the radius, so the sum is in the table.
        ((a + self.radius) * self.side as i32 + (b + self.radius)) as usize
    }

    /// [`Stepper::canonical`] under `metric`, which must be the stepper's:
    /// a caller that passes it as a constant gets one arm inlined.
    #[inline(always)]
    pub fn canonical(self, metric: Metric, a: i32, b: i32) -> Option<(i32, i32)> {
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
    /// [`COMPUTE`] when the choice must be computed with [`Stepper::best`].
    #[inline(always)]
    pub fn entry(self, metric: Metric, a: i32, b: i32) -> Entry {
        match self.canonical(metric, a, b) {
            Some((ca, cb)) => self.table[self.index(ca, cb)],
            None => COMPUTE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const KING: [Offset; 8] = [
        (-1, 0),
        (-1, 1),
        (0, 1),
        (1, 1),
        (1, 0),
        (1, -1),
        (0, -1),
        (-1, -1),
    ];
    const ROOK: [Offset; 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

    /// Direct computation: the closest step, ties by the written order.
    fn direct(s: &Stepper, a: i32, b: i32) -> usize {
        s.best(a, b, |_| true).unwrap()
    }

    #[test]
    fn king_manhattan_steps_one_toward_the_player_on_each_axis() {
        let s = Stepper::new(&KING, Metric::Manhattan, &TieBreak::None, Shape::Rectangle);
        for (a, b) in [(5, 3), (-7, 0), (0, 30), (-2, -9), (1, -1)] {
            let (dr, dc) = KING[s.choose(a, b)];
            assert_eq!((dr, dc), (a.signum(), b.signum()), "at {a},{b}");
        }
    }

    #[test]
    fn lookup_agrees_with_direct_computation_far_away() {
        let order = TieBreak::FirstOf(vec![(0, 1), (1, 0), (0, -1), (-1, 0)]);
        for metric in [
            Metric::Manhattan,
            Metric::Chebyshev,
            Metric::Euclidean,
            Metric::Hex,
        ] {
            for (steps, tie) in [
                (&KING[..], &TieBreak::RowsBeforeColumns),
                (&ROOK[..], &order),
            ] {
                let s = Stepper::new(steps, metric, tie, Shape::Rectangle);
                for a in (-300..=300).step_by(7) {
                    for b in (-300..=300).step_by(11) {
                        assert_eq!(s.choose(a, b), direct(&s, a, b), "{metric:?} {a},{b}");
                    }
                }
            }
        }
    }

    /// The widened lookup gives, for every walk, the entry of the walk's
    /// destination relative to the robot, near and far from the player.
    #[test]
    fn walk_lookup_agrees_with_the_lookup_after_each_walk() {
        for (steps, walk) in [(&KING[..], 1), (&ROOK[..], 2)] {
            let s = Stepper::new(
                steps,
                Metric::Manhattan,
                &TieBreak::RowsBeforeColumns,
                Shape::Rectangle,
            );
            let w = WalkLookup::new(&s, walk).unwrap();
            for a in -12..=12 {
                for b in -12..=12 {
                    let key = w.key(a, b);
                    for dr in -walk..=walk {
                        for dc in -walk..=walk {
                            assert_eq!(
                                w.entry(key, w.shift((dr, dc))),
                                s.view().entry(Metric::Manhattan, a + dr, b + dc),
                                "robot at {a},{b}, walk {dr},{dc}"
                            );
                        }
                    }
                }
            }
        }
        let s = Stepper::new(&KING, Metric::Chebyshev, &TieBreak::None, Shape::Rectangle);
        assert!(WalkLookup::new(&s, 1).is_none());
    }

    #[test]
    fn rook_manhattan_ties_unless_resolved() {
        let open = Stepper::new(&ROOK, Metric::Manhattan, &TieBreak::None, Shape::Rectangle);
        assert_eq!(open.unresolved(3, 2), vec![1, 2]);
        let rows = Stepper::new(
            &ROOK,
            Metric::Manhattan,
            &TieBreak::RowsBeforeColumns,
            Shape::Rectangle,
        );
        assert_eq!(rows.unresolved(3, 2), vec![2]);
        assert_eq!(ROOK[rows.choose(3, 2)], (1, 0));
    }

    #[test]
    fn first_of_prefers_the_earliest_listed() {
        let order = TieBreak::FirstOf(vec![(0, -1), (-1, 0)]);
        let s = Stepper::new(&ROOK, Metric::Manhattan, &order, Shape::Rectangle);
        assert_eq!(ROOK[s.choose(-4, -4)], (0, -1));
    }
}
