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

/// Euclidean lookups cover relative positions up to this far on each axis.
pub const EUCLIDEAN_RADIUS: i32 = 64;

/// Marks a lookup entry whose choice must be computed directly.
const COMPUTE: u8 = u8::MAX;

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
    lookup: Vec<u8>,
}

impl Stepper {
    pub fn new(steps: &[Offset], metric: Metric, tie_break: &TieBreak) -> Self {
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
            Metric::Euclidean => EUCLIDEAN_RADIUS,
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
            lookup: Vec::new(),
        };
        stepper.lookup = stepper.build_lookup();
        stepper
    }

    fn build_lookup(&self) -> Vec<u8> {
        let mut lookup = vec![COMPUTE; self.side * self.side];
        if self.steps.len() < usize::from(COMPUTE) {
            for a in -self.radius..=self.radius {
                for b in -self.radius..=self.radius {
                    lookup[self.index(a, b)] = self.best(a, b, |_| true).unwrap_or(0) as u8;
                }
            }
        }
        lookup
    }

    pub fn steps(&self) -> &[Offset] {
        &self.steps
    }

    #[inline]
    fn index(&self, a: i32, b: i32) -> usize {
        (a + self.radius) as usize * self.side + (b + self.radius) as usize
    }

    /// The representative of a relative position: same choice, same ties.
    #[inline]
    pub fn canonical(&self, a: i32, b: i32) -> Option<(i32, i32)> {
        let k = self.reach;
        match self.metric {
            Metric::Manhattan => Some((a.clamp(-k - 1, k + 1), b.clamp(-k - 1, k + 1))),
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
            Metric::Euclidean => {
                (a.abs() <= self.radius && b.abs() <= self.radius).then_some((a, b))
            }
        }
    }

    /// Index of the step a robot takes toward a player at relative `(a, b)`,
    /// ignoring the board's edges.
    #[inline]
    pub fn choose(&self, a: i32, b: i32) -> usize {
        if let Some((ca, cb)) = self.canonical(a, b) {
            let i = self.lookup[self.index(ca, cb)];
            if i != COMPUTE {
                return usize::from(i);
            }
        }
        self.best(a, b, |_| true).unwrap_or(0)
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
    /// occurs on the board. Exact for Manhattan and Chebyshev; for Euclidean
    /// the window of [`EUCLIDEAN_RADIUS`] cells.
    pub fn representatives(&self, rows: i32, columns: i32) -> impl Iterator<Item = (i32, i32)> {
        let ra = self.radius.min(rows - 1);
        let rb = self.radius.min(columns - 1);
        (-ra..=ra)
            .flat_map(move |a| (-rb..=rb).map(move |b| (a, b)))
            .filter(|&p| p != (0, 0))
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
        let s = Stepper::new(&KING, Metric::Manhattan, &TieBreak::None);
        for (a, b) in [(5, 3), (-7, 0), (0, 30), (-2, -9), (1, -1)] {
            let (dr, dc) = KING[s.choose(a, b)];
            assert_eq!((dr, dc), (a.signum(), b.signum()), "at {a},{b}");
        }
    }

    #[test]
    fn lookup_agrees_with_direct_computation_far_away() {
        let order = TieBreak::FirstOf(vec![(0, 1), (1, 0), (0, -1), (-1, 0)]);
        for metric in [Metric::Manhattan, Metric::Chebyshev, Metric::Euclidean] {
            for (steps, tie) in [
                (&KING[..], &TieBreak::RowsBeforeColumns),
                (&ROOK[..], &order),
            ] {
                let s = Stepper::new(steps, metric, tie);
                for a in (-300..=300).step_by(7) {
                    for b in (-300..=300).step_by(11) {
                        assert_eq!(s.choose(a, b), direct(&s, a, b), "{metric:?} {a},{b}");
                    }
                }
            }
        }
    }

    #[test]
    fn rook_manhattan_ties_unless_resolved() {
        let open = Stepper::new(&ROOK, Metric::Manhattan, &TieBreak::None);
        assert_eq!(open.unresolved(3, 2), vec![1, 2]);
        let rows = Stepper::new(&ROOK, Metric::Manhattan, &TieBreak::RowsBeforeColumns);
        assert_eq!(rows.unresolved(3, 2), vec![2]);
        assert_eq!(ROOK[rows.choose(3, 2)], (1, 0));
    }

    #[test]
    fn first_of_prefers_the_earliest_listed() {
        let order = TieBreak::FirstOf(vec![(0, -1), (-1, 0)]);
        let s = Stepper::new(&ROOK, Metric::Manhattan, &order);
        assert_eq!(ROOK[s.choose(-4, -4)], (0, -1));
    }
}
