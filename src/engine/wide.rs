//! The step lookup widened by the player's walk reach, for the robots near
//! the player (see `far`), which every walk steps again.
//!
//! A robot's key is computed once a move from where it stands relative to
//! the player; the key plus a walk's shift indexes the entry for that
//! walk's destination, so no walk clamps anything. The key clamps each part
//! to the stepper's radius plus the walk reach, where every walk still
//! lands on the stepper's clamped entry, and the table reaches one walk
//! reach further. Manhattan distance only: its lookup clamps each part on
//! its own.

use super::lookup::Entry;
use super::step::Stepper;
use super::table::{Metric, Offset};

/// A Manhattan step lookup keyed once a move, shifted per walk.
#[derive(Debug, Clone)]
pub(crate) struct WalkLookup {
    table: Vec<Entry>,
    /// How far the key clamps, and how far the table reaches.
    clamp: i32,
    radius: i32,
    side: i32,
}

impl WalkLookup {
    /// The widened lookup of a Manhattan `stepper` for walks of at most
    /// `walk` rows and columns; `None` for other distances.
    pub(crate) fn new(stepper: &Stepper, walk: i32) -> Option<Self> {
        if stepper.metric() != Metric::Manhattan {
            return None;
        }
        let view = stepper.view();
        let clamp = view.radius + walk;
        let radius = clamp + walk;
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
    pub(crate) fn key(&self, a: i32, b: i32) -> u32 {
        let (a, b) = (
            a.clamp(-self.clamp, self.clamp),
            b.clamp(-self.clamp, self.clamp),
        );
        ((a + self.radius) * self.side + b + self.radius) as u32
    }

    /// How far the walk `(dr, dc)` moves a key.
    #[inline(always)]
    pub(crate) fn shift(&self, (dr, dc): Offset) -> i32 {
        dr * self.side + dc
    }

    /// The stepper's entry for a robot of key `key` when the player walks
    /// by the walk of shift `shift`.
    #[inline(always)]
    pub(crate) fn entry(&self, key: u32, shift: i32) -> Entry {
        self.table[key.wrapping_add_signed(shift) as usize]
    }

    /// The table and its side borrowed, for a loop that keeps them in hand
    /// instead of reading them through the lookup at each robot.
    #[inline(always)]
    pub(crate) fn view(&self) -> WalkView<'_> {
        WalkView {
            table: &self.table,
            side: self.side,
        }
    }
}

/// A [`WalkLookup`] borrowed: its shifts and entries.
#[derive(Debug, Clone, Copy)]
pub(crate) struct WalkView<'a> {
    table: &'a [Entry],
    side: i32,
}

impl WalkView<'_> {
    /// [`WalkLookup::shift`].
    #[inline(always)]
    pub(crate) fn shift(self, (dr, dc): Offset) -> i32 {
        dr * self.side + dc
    }

    /// [`WalkLookup::entry`].
    #[inline(always)]
    pub(crate) fn entry(self, key: u32, shift: i32) -> Entry {
        self.table[key.wrapping_add_signed(shift) as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::table::TieBreak;
    use crate::geometry::Shape;

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
}
