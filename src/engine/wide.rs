//! The step lookup widened by the player's walk reach, for the robots near
//! the player (see `far`), which every walk steps again.
//!
//! A robot's key is computed once a move from where it stands relative to
//! the player; the key plus a walk's shift indexes the entry for that
//! walk's destination, so no walk clamps anything. Under Manhattan
//! distance, whose lookup clamps each part on its own, the key clamps each
//! part to the stepper's radius plus the walk reach, where every walk still
//! lands on the stepper's clamped entry, and the table reaches one walk
//! reach further: one small table serves any board. Under the other
//! distances nothing clamps: the table reaches as far as two cells of the
//! board lie apart, plus the walk reach, so it is built only for boards
//! small enough (see [`MOST_ENTRIES`]).

use super::lookup::Entry;
use super::step::Stepper;
use super::table::{Metric, Offset};
use crate::geometry::Board;

/// The most entries a widened lookup of a distance other than Manhattan's
/// holds (a board of about 127 rows and columns): past it, each walk's
/// entry is read from the stepper's lookup.
const MOST_ENTRIES: usize = 1 << 16;

/// A step lookup keyed once a move, shifted per walk.
#[derive(Debug, Clone)]
pub(crate) struct WalkLookup {
    table: Vec<Entry>,
    /// How far the key clamps, and how far the table reaches.
    clamp: i32,
    radius: i32,
    side: i32,
}

impl WalkLookup {
    /// The widened lookup of `stepper` for walks of at most `walk` rows
    /// and columns on `board`; `None` under a distance other than
    /// Manhattan's when the board is too large for it.
    pub(crate) fn new(stepper: &Stepper, walk: i32, board: Board) -> Option<Self> {
        let view = stepper.view();
        let metric = stepper.metric();
        let clamp = if metric == Metric::Manhattan {
            view.radius + walk
        } else {
            // A robot and the player on the board are at most this far
            // apart on each axis, so the key's clamp changes nothing.
            board.rows.max(board.columns) - 1
        };
        let radius = clamp + walk;
        let side = 2 * radius + 1;
        if metric != Metric::Manhattan && (side as usize).pow(2) > MOST_ENTRIES {
            return None;
        }
        let table = (-radius..=radius)
            .flat_map(|a| (-radius..=radius).map(move |b| view.entry(metric, a, b)))
            .collect();
        Some(WalkLookup {
            table,
            clamp,
            radius,
            side,
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
            let w = WalkLookup::new(&s, walk, Board::new(5, 300)).unwrap();
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
    }

    /// Under the other distances the widened lookup gives, for every robot
    /// and player on the board and every walk that stays on it, the entry
    /// of the walk's destination; a board too large gets none.
    #[test]
    fn walk_lookup_of_any_distance_agrees_on_a_board_that_fits() {
        for metric in [Metric::Chebyshev, Metric::Euclidean, Metric::Hex] {
            for (steps, walk) in [(&KING[..], 1), (&ROOK[..], 2)] {
                for board in [Board::new(7, 12), Board::hexagon(5), Board::new(1, 3)] {
                    let tie = TieBreak::RowsBeforeColumns;
                    let s = Stepper::on_board(steps, metric, &tie, board);
                    let w = WalkLookup::new(&s, walk, board).unwrap();
                    let (ra, rb) = (board.rows - 1, board.columns - 1);
                    for a in -ra..=ra {
                        for b in -rb..=rb {
                            let key = w.key(a, b);
                            for dr in -walk..=walk {
                                for dc in -walk..=walk {
                                    if (a + dr).abs() > ra || (b + dc).abs() > rb {
                                        continue;
                                    }
                                    assert_eq!(
                                        w.entry(key, w.shift((dr, dc))),
                                        s.view().entry(metric, a + dr, b + dc),
                                        "{metric:?} {board:?}: robot at {a},{b}, walk {dr},{dc}"
                                    );
                                }
                            }
                        }
                    }
                }
                let large = Board::new(200, 200);
                let s = Stepper::on_board(steps, metric, &TieBreak::RowsBeforeColumns, large);
                assert!(WalkLookup::new(&s, walk, large).is_none());
            }
        }
    }
}
