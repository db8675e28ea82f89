//! A chaser rule's steps ranked once per run by where the player stands
//! relative to the chaser, so that a chaser's step is the first step of
//! its list that is on the board and open, instead of every step measured
//! and compared on every reply.
//!
//! The plain choice ([`super::reply`]) takes, among the steps it may make,
//! the least `(distance, gaps)` to the player, the earliest in the tie
//! order on a tie. Both only depend on the player's offset `(a, b)` from
//! the chaser, so sorting the steps by that key (stably, the tie order
//! kept) once per offset gives the same answer: the first step of the
//! sorted list that may be made. Under the Manhattan distance an offset
//! beyond the steps' reach on an axis changes every step's distance and
//! gap by the same amount, so offsets are clamped there and one small
//! table covers the whole board; under the other distances only offsets
//! inside the table are looked up and the rest take the plain way. A test
//! holds the lookup to the plain choice on random rules and positions.

use crate::geometry::Metric;
use crate::model::{Offset, TieOrder};

/// One chaser rule's steps, ranked per offset of the player.
#[derive(Debug, Clone)]
pub(super) struct Ranked {
    /// Offsets from `-half` to `half` on each axis are in the table.
    half: i64,
    /// Offsets beyond `half` are clamped to it (Manhattan distance).
    clamp: bool,
    /// Steps per offset.
    steps: usize,
    /// Per offset, row-major from `(-half, -half)`, the indices of the
    /// steps (in the tie order's list) from first choice to last.
    order: Vec<u8>,
}

impl Ranked {
    /// The ranking of `ordered` (a rule's steps in its tie order) under
    /// `metric`; `None` when a step list is too long to index by a byte.
    pub(super) fn new(ordered: &[Offset], ties: &TieOrder, metric: Metric) -> Option<Ranked> {
        if ordered.len() > usize::from(u8::MAX) {
            return None;
        }
        let reach = ordered
            .iter()
            .map(|&(r, c)| i64::from(r.abs().max(c.abs())))
            .max()
            .unwrap_or(0);
        let clamp = metric == Metric::Manhattan;
        // Clamped, one offset past the reach is enough; unclamped, the
        // table covers the chasers close to the player.
        let half = if clamp { reach + 1 } else { 3 * (reach + 1) };
        let by_gaps = *ties == TieOrder::RowsBeforeColumns;
        let side = (2 * half + 1) as usize;
        let mut order = Vec::with_capacity(side * side * ordered.len());
        let mut rank: Vec<(u64, (i64, i64), u8)> = Vec::with_capacity(ordered.len());
        for a in -half..=half {
            for b in -half..=half {
                rank.clear();
                for (i, &(dr, dc)) in ordered.iter().enumerate() {
                    let (r, c) = (a - i64::from(dr), b - i64::from(dc));
                    let distance = metric.distance(r as i32, c as i32);
                    let gaps = if by_gaps { (r.abs(), c.abs()) } else { (0, 0) };
                    rank.push((distance, gaps, i as u8));
                }
                // Stable: equal keys keep the tie order.
                rank.sort_by_key(|&(distance, gaps, _)| (distance, gaps));
                order.extend(rank.iter().map(|&(.., i)| i));
            }
        }
        Some(Ranked {
            half,
            clamp,
            steps: ordered.len(),
            order,
        })
    }

    /// Whether every offset is in the table, those beyond its half clamped
    /// to it: then an offset at least `half` rows and columns away ranks
    /// the steps as any other beyond it with the same signs.
    pub(super) fn clamped_beyond(&self) -> Option<i64> {
        self.clamp.then_some(self.half)
    }

    /// The table (per offset row-major from `(-half, -half)`, the steps'
    /// indices from first choice to last), its half, and whether offsets
    /// beyond it are clamped to it.
    pub(super) fn parts(&self) -> (&[u8], i64, bool) {
        (&self.order, self.half, self.clamp)
    }

    /// The steps' indices from first choice to last when the player is
    /// `(a, b)` rows and columns from the chaser; `None` when the table
    /// does not hold that offset.
    #[inline]
    pub(super) fn get(&self, a: i64, b: i64) -> Option<&[u8]> {
        let h = self.half;
        let (a, b) = if self.clamp {
            (a.max(-h).min(h), b.max(-h).min(h))
        } else if a.abs() > h || b.abs() > h {
            return None;
        } else {
            (a, b)
        };
        let side = 2 * h + 1;
        let at = ((a + h) * side + (b + h)) as usize * self.steps;
        Some(&self.order[at..at + self.steps])
    }
}

#[cfg(test)]
mod tests;
