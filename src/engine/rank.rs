//! Ranking candidates by the strategy's keys.
//!
//! Keys compare lexicographically, each minimised or maximised. Every key's
//! value has a bound: the board's (its area, its farthest distance, its
//! rows and columns), the walks' count for `safe neighbours`, and, tighter,
//! the position's (no reply leaves more robots than the position holds).
//! When the bounds fit in 63 bits the keys are packed into one number,
//! smaller is better, so ranking a candidate is one comparison: with the
//! board's bounds for the whole game, or with the position's for one move
//! (a 4096 x 4096 board's). Otherwise candidates are compared key by key
//! (see `keys`).

use super::pass::Reply;
use super::table::{Goal, Key, Offset, Table};

/// A key's value for a candidate whose move ends on `to` and whose reply is
/// `reply`, before its goal is applied.
#[inline(always)]
pub(crate) fn plain_value(key: Key, reply: &Reply, to: Offset) -> u64 {
    match key {
        Key::Robots => u64::from(reply.robots),
        Key::NearestRobot => reply.nearest,
        Key::SumOfDistances => reply.sum,
        Key::Debris => u64::from(reply.debris),
        Key::Row => to.0 as u64,
        Key::Column => to.1 as u64,
        Key::SafeNeighbours => u64::from(reply.safe),
    }
}

/// Bounds on the robots and debris cells any reply leaves.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Bounds {
    pub(crate) robots: u64,
    pub(crate) debris: u64,
}

impl Bounds {
    /// For any position on `table`'s board.
    fn board(table: &Table) -> Self {
        let area = table.board.area() as u64;
        Bounds {
            robots: area,
            debris: area,
        }
    }

    /// For replies in a position of `robots` robots and `debris` debris
    /// cells: robots only ever go, and each new debris cell takes two.
    pub(crate) fn position(robots: usize, debris: u32) -> Self {
        let robots = robots as u64;
        Bounds {
            robots,
            debris: u64::from(debris) + robots / 2,
        }
    }
}

/// One value's place in a packed score: `v.min(cap)` times `weight` is the
/// value moved into its key's bits (`1 << shift` for a key to minimise,
/// `-(1 << shift)` for one to maximise, whose field then holds `cap - v`:
/// `base` adds the `cap << shift`). A value no key reads has every part zero
/// and adds nothing.
#[derive(Debug, Clone, Copy, Default)]
struct Field {
    cap: u64,
    weight: u64,
    base: u64,
}

/// How a table's keys pack into one number: a fixed weight per value a key
/// can read (robots, nearest, sum, debris, row, column, safe neighbours), so packing is a
/// sum of products with no branch.
///
/// The sum is computed modulo 2^64, where a maximised key's weight is
/// negative; the fields never overlap and the true total is below 2^63, so
/// the wrapped result is exact. The same linearity lets the walks of one
/// move share every part that does not depend on the walk (see `walks`).
#[derive(Debug, Clone)]
pub(crate) struct Packing {
    robots: Field,
    nearest: Field,
    sum: Field,
    debris: Field,
    row: Field,
    column: Field,
    safe: Field,
    /// The packed number when every value read is zero.
    constant: u64,
}

impl Packing {
    /// The packing of `table`'s keys for every position of a game, if it
    /// fits in 63 bits (so no packing is `u64::MAX`).
    pub(crate) fn new(table: &Table) -> Option<Self> {
        Self::within(table, Bounds::board(table))
    }

    /// The packing of `table`'s keys for replies within `bounds`, if it
    /// fits in 63 bits.
    pub(crate) fn within(table: &Table, bounds: Bounds) -> Option<Self> {
        let board = table.board;
        let rows = u64::from(board.rows.unsigned_abs());
        let columns = u64::from(board.columns.unsigned_abs());
        let farthest = table.metric.farthest(board.rows, board.columns);
        let mut packing = Packing {
            robots: Field::default(),
            nearest: Field::default(),
            sum: Field::default(),
            debris: Field::default(),
            row: Field::default(),
            column: Field::default(),
            safe: Field::default(),
            constant: 0,
        };
        let mut total = 0;
        // Fields are laid out from the last key up, so the first key holds
        // the highest bits.
        for &(key, goal) in table.keys.iter().rev() {
            let (field, cap) = match key {
                Key::Robots => (&mut packing.robots, bounds.robots),
                Key::Debris => (&mut packing.debris, bounds.debris),
                // One more than any distance: no robot left beats them all.
                Key::NearestRobot => (&mut packing.nearest, farthest + 1),
                Key::SumOfDistances => (&mut packing.sum, bounds.robots.checked_mul(farthest)?),
                Key::Row => (&mut packing.row, rows),
                Key::Column => (&mut packing.column, columns),
                Key::SafeNeighbours => (&mut packing.safe, table.walks.len() as u64),
            };
            let unit = 1u64.checked_shl(total)?;
            // A key read again after an earlier one on the same value never
            // decides; the earlier (higher) field wins.
            *field = match goal {
                Goal::Minimize => Field {
                    cap,
                    weight: unit,
                    base: 0,
                },
                Goal::Maximize => Field {
                    cap,
                    weight: unit.wrapping_neg(),
                    base: cap << total,
                },
            };
            total += u64::BITS - cap.leading_zeros();
        }
        if total >= u64::BITS {
            return None;
        }
        let fields = [
            packing.robots,
            packing.nearest,
            packing.sum,
            packing.debris,
            packing.row,
            packing.column,
            packing.safe,
        ];
        packing.constant = fields.iter().map(|f| f.base).sum();
        Some(packing)
    }

    /// Of a candidate whose keys pack to `at_zero` with the nearest robot
    /// at distance 0, the farthest nearest robot with which it still packs
    /// to at least `best`: `None` when none does, `u64::MAX` when all do.
    /// Only for a nearest distance maximised or read by no key.
    #[inline(always)]
    pub(crate) fn nearest_not_below(&self, at_zero: u64, best: u64) -> Option<u64> {
        let unit = self.nearest.weight.wrapping_neg();
        let room = at_zero.checked_sub(best)?;
        match room.checked_shr(unit.trailing_zeros()) {
            Some(k) if k < self.nearest.cap => Some(k),
            _ => Some(u64::MAX),
        }
    }

    /// What the row and column of `to` add to a candidate's packed keys.
    #[inline(always)]
    pub(crate) fn cell(&self, to: Offset) -> u64 {
        let put = |f: &Field, v: i32| (v as u64).min(f.cap).wrapping_mul(f.weight);
        put(&self.row, to.0).wrapping_add(put(&self.column, to.1))
    }

    /// The candidate's keys as one number; smaller is better, and two
    /// candidates compare as their keys do lexicographically.
    #[inline(always)]
    pub(crate) fn pack(&self, reply: &Reply, to: Offset) -> u64 {
        #[inline(always)]
        fn put(f: &Field, v: u64) -> u64 {
            v.min(f.cap).wrapping_mul(f.weight)
        }
        self.constant
            .wrapping_add(put(&self.robots, u64::from(reply.robots)))
            .wrapping_add(put(&self.nearest, reply.nearest))
            .wrapping_add(put(&self.sum, reply.sum))
            .wrapping_add(put(&self.debris, u64::from(reply.debris)))
            .wrapping_add(put(&self.row, to.0 as u64))
            .wrapping_add(put(&self.column, to.1 as u64))
            .wrapping_add(put(&self.safe, u64::from(reply.safe)))
    }
}

/// What the far robots add to every walk's reply of a move (see `far`):
/// survivors, new debris, and their total distance to the player before
/// the walk and its change per row and column walked.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Shared {
    pub(crate) robots: u32,
    pub(crate) debris: u32,
    pub(crate) total: i64,
    pub(crate) per_row: i64,
    pub(crate) per_column: i64,
}

/// [`Packing`] for the walks of one move from one position: every part of
/// the packed number that does not depend on the near robots' reply is
/// summed once a move, and a walk `(dr, dc)` adds its multiples of
/// `per_row` and `per_column`.
///
/// Unlike [`Packing::pack`] it caps only the nearest distance (which is
/// `u64::MAX` with no robot left): every other cap is a true bound of its
/// value (the robots and debris cells a reply can leave, the robots times
/// the farthest distance, the rows, the columns, the walks), so capping
/// them would change nothing. A tighter cap would have
/// to be applied here too.
#[derive(Debug, Clone, Copy)]
pub(crate) struct WalkPacking {
    base: u64,
    per_row: u64,
    per_column: u64,
    robots: u64,
    sum: u64,
    debris: u64,
    safe: u64,
    nearest: Field,
}

impl Packing {
    /// The packing of the walks from `player` in a position with `debris`
    /// debris, the far robots adding `shared`.
    #[inline(always)]
    pub(crate) fn walks(&self, player: Offset, debris: u32, shared: Shared) -> WalkPacking {
        let times = |f: &Field, v: i64| f.weight.wrapping_mul(v as u64);
        let base = self
            .constant
            .wrapping_add(times(&self.robots, i64::from(shared.robots)))
            .wrapping_add(times(&self.debris, i64::from(debris + shared.debris)))
            .wrapping_add(times(&self.sum, shared.total))
            .wrapping_add(times(&self.row, i64::from(player.0)))
            .wrapping_add(times(&self.column, i64::from(player.1)));
        WalkPacking {
            base,
            per_row: times(&self.row, 1).wrapping_add(times(&self.sum, shared.per_row)),
            per_column: times(&self.column, 1).wrapping_add(times(&self.sum, shared.per_column)),
            robots: self.robots.weight,
            sum: self.sum.weight,
            debris: self.debris.weight,
            safe: self.safe.weight,
            nearest: self.nearest,
        }
    }
}

impl WalkPacking {
    /// `packed`, the packed keys of a walk, with its `safe` safe walks
    /// from there (for a strategy with `safe neighbours`).
    #[inline(always)]
    pub(crate) fn with_safe(&self, packed: u64, safe: u32) -> u64 {
        packed.wrapping_add(self.safe.wrapping_mul(u64::from(safe)))
    }

    /// For the walks of a move with no near robot: `(c, a, b)` such that
    /// the packed keys of the walk `(dr, dc)` are `c + a dr + b dc` (modulo
    /// 2^64, as [`Self::pack`] computes them), where `far` is
    /// `Some((least, sr, sc))` when the far survivors' least distance after
    /// the walk is `least + sr dr + sc dc`, and `None` when no far robot
    /// survives. The nearest distance's cap never applies to a distance on
    /// the board.
    #[inline(always)]
    pub(crate) fn linear(&self, far: Option<(i64, i64, i64)>) -> (u64, u64, u64) {
        let Some((least, sr, sc)) = far else {
            return (
                self.pack((0, 0), 0, u64::MAX, 0, 0),
                self.per_row,
                self.per_column,
            );
        };
        let w = self.nearest.weight;
        (
            self.base.wrapping_add(w.wrapping_mul(least as u64)),
            self.per_row.wrapping_add(w.wrapping_mul(sr as u64)),
            self.per_column.wrapping_add(w.wrapping_mul(sc as u64)),
        )
    }

    /// The packed keys of the walk `(dr, dc)` whose near robots leave
    /// `robots` survivors at total distance `sum` and `debris` new debris,
    /// the nearest of all (far ones included) at `nearest` (see
    /// [`Self::with_safe`] for the rest).
    #[inline(always)]
    pub(crate) fn pack(
        &self,
        (dr, dc): Offset,
        robots: u32,
        nearest: u64,
        sum: u64,
        debris: u32,
    ) -> u64 {
        self.base
            .wrapping_add(self.per_row.wrapping_mul(i64::from(dr) as u64))
            .wrapping_add(self.per_column.wrapping_mul(i64::from(dc) as u64))
            .wrapping_add(self.robots.wrapping_mul(u64::from(robots)))
            .wrapping_add(self.sum.wrapping_mul(sum))
            .wrapping_add(self.debris.wrapping_mul(u64::from(debris)))
            .wrapping_add(
                nearest
                    .min(self.nearest.cap)
                    .wrapping_mul(self.nearest.weight),
            )
    }
}
