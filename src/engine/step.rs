//! Where a robot steps: the closest of its steps to the player, ties broken
//! as the rules say. [`Stepper`] ranks the steps directly and fills the
//! step lookup ([`super::lookup`]) the hot loops read; the rules checker
//! uses the same ranking to prove that no tie is left open, so the checker
//! and the engine cannot disagree.

use super::lookup::{COMPUTE, Entry, LOOKUP_STEPS, Lookup, MAY_LEAVE, STEP_INDEX, radius};
use super::table::{Metric, Offset, TieBreak};
use crate::geometry::{Board, Shape};

/// Chooses robot steps.
#[derive(Debug, Clone)]
pub(crate) struct Stepper {
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
    lookup: Vec<Entry>,
    /// Under Manhattan distance, per entry of the window, every step best
    /// first (see [`Self::ranking`]); empty under the others.
    ranked: Vec<u8>,
}

impl Stepper {
    /// A stepper whose window is the metric's own (see
    /// [`super::lookup::radius`]), its lookup filled.
    #[cfg(test)]
    pub(crate) fn new(
        steps: &[Offset],
        metric: Metric,
        tie_break: &TieBreak,
        shape: Shape,
    ) -> Self {
        let mut stepper = Stepper::ranker(steps, metric, tie_break, shape);
        stepper.fill();
        stepper
    }

    /// The stepper of the robots of a game on `board`: under Euclidean and
    /// hex distance its window reaches no farther than two cells of the
    /// board lie apart, which is all a robot and the player on the board
    /// can be (a window of the fixed radius costs thousands of entries a
    /// small board never reads). Under Manhattan and Chebyshev distance
    /// the window is the metric's own, which serves any board.
    pub(crate) fn on_board(
        steps: &[Offset],
        metric: Metric,
        tie_break: &TieBreak,
        board: Board,
    ) -> Self {
        let mut stepper = Stepper::ranker(steps, metric, tie_break, board.shape());
        if matches!(metric, Metric::Euclidean | Metric::Hex) {
            let apart = board.rows.max(board.columns) - 1;
            stepper.radius = apart.clamp(stepper.reach + 1, stepper.radius);
            stepper.side = (2 * stepper.radius + 1) as usize;
        }
        stepper.fill();
        stepper
    }

    /// A stepper that ranks steps ([`Self::best`], [`Self::unresolved`],
    /// [`Self::representatives`]) with no lookup filled: what the rules
    /// checker asks of it. Its [`Self::view`] must not be read.
    pub(crate) fn ranker(
        steps: &[Offset],
        metric: Metric,
        tie_break: &TieBreak,
        shape: Shape,
    ) -> Self {
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
        let radius = radius(metric, reach);
        Stepper {
            steps: steps.to_vec(),
            metric,
            tie_rank,
            rows_first: *tie_break == TieBreak::RowsBeforeColumns,
            reach,
            radius,
            side: (2 * radius + 1) as usize,
            hexagonal: matches!(shape, Shape::Hexagon(_)),
            lookup: Vec::new(),
            ranked: Vec::new(),
        }
    }

    /// Fills the lookup of the window (and the rankings, under Manhattan
    /// distance).
    fn fill(&mut self) {
        self.lookup = self.build_lookup();
        if self.metric == Metric::Manhattan && self.steps.len() <= LOOKUP_STEPS {
            self.ranked = self.build_ranked();
        }
    }

    /// Every step, best first, for each entry of the window in turn.
    fn build_ranked(&self) -> Vec<u8> {
        let mut ranked = vec![0; self.side * self.side * self.steps.len()];
        for a in -self.radius..=self.radius {
            for b in -self.radius..=self.radius {
                let mut order: Vec<usize> = (0..self.steps.len()).collect();
                order.sort_by_key(|&i| self.rank(a, b, i));
                let at = self.view().index(a, b) * self.steps.len();
                for (slot, i) in ranked[at..].iter_mut().zip(order) {
                    *slot = i as u8;
                }
            }
        }
        ranked
    }

    /// Every step toward relative `(a, b)`, best first, when the distance
    /// is Manhattan's: each part beyond the window changes every step's
    /// distance alike, so the position ranks the steps as its
    /// representative in the window does. `None` under the others.
    pub(crate) fn ranking(&self, a: i32, b: i32) -> Option<&[u8]> {
        if self.ranked.is_empty() {
            return None;
        }
        let (ca, cb) = self.view().canonical(Metric::Manhattan, a, b)?;
        let at = self.view().index(ca, cb) * self.steps.len();
        self.ranked.get(at..at + self.steps.len())
    }

    /// Every entry of the window: the step chosen there, flagged when it
    /// may leave the board; all [`COMPUTE`] for a set of more than
    /// [`LOOKUP_STEPS`] steps.
    fn build_lookup(&self) -> Vec<Entry> {
        let mut lookup = vec![COMPUTE; self.side * self.side];
        if self.steps.is_empty() || self.steps.len() > LOOKUP_STEPS {
            return lookup;
        }
        for a in -self.radius..=self.radius {
            for b in -self.radius..=self.radius {
                let k = self.best(a, b, |_| true).unwrap_or(0);
                let (dr, dc) = self.steps[k];
                // Every relative position this one represents lies
                // farther out on each axis, on the same side (see
                // `Lookup::canonical`), so a step between robot and player
                // here stays between them there too.
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
                let i = self.view().index(a, b);
                lookup[i] = k as Entry | flag;
            }
        }
        lookup
    }

    /// The largest offset component of any step.
    pub(crate) fn reach(&self) -> i32 {
        self.reach
    }

    pub(crate) fn steps(&self) -> &[Offset] {
        &self.steps
    }

    pub(crate) fn metric(&self) -> Metric {
        self.metric
    }

    /// Index of the step a robot takes toward a player at relative `(a, b)`,
    /// ignoring the board's edges.
    #[inline]
    pub(crate) fn choose(&self, a: i32, b: i32) -> usize {
        match self.view().entry(self.metric, a, b) {
            COMPUTE => self.best(a, b, |_| true).unwrap_or(0),
            e => usize::from(e & STEP_INDEX),
        }
    }

    /// The lookup as a small copyable value, for hot loops.
    #[inline]
    pub(crate) fn view(&self) -> Lookup<'_> {
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
    pub(crate) fn best(&self, a: i32, b: i32, allowed: impl Fn(Offset) -> bool) -> Option<usize> {
        (0..self.steps.len())
            .filter(|&i| allowed(self.steps[i]))
            .min_by_key(|&i| self.rank(a, b, i))
    }

    /// The steps that stay tied for best once the stated tie break has been
    /// applied (written order not counted): more than one means a tie the
    /// rules leave open.
    pub(crate) fn unresolved(&self, a: i32, b: i32) -> Vec<usize> {
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
    /// and hex the window of [`super::lookup::WINDOW_RADIUS`] cells.
    pub(crate) fn representatives(
        &self,
        rows: i32,
        columns: i32,
    ) -> impl Iterator<Item = (i32, i32)> {
        let ra = self.radius.min(rows - 1);
        let rb = self.radius.min(columns - 1);
        (-ra..=ra)
            .flat_map(move |a| (-rb..=rb).map(move |b| (a, b)))
            .filter(|&p| p != (0, 0))
    }
}

#[cfg(test)]
mod tests;
