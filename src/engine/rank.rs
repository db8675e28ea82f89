//! Ranking candidates by the strategy's keys.
//!
//! Keys compare lexicographically, each minimised or maximised. When every
//! key's value has a known bound on this board (all keys but `safe
//! neighbours`, which looks a move ahead) and the bounds fit in 63 bits,
//! the keys are packed into one number, smaller is better, so ranking a
//! candidate is one comparison. Otherwise candidates are compared key by
//! key, measuring a key only while it can still decide (see `choose`).

use super::reply::Reply;
use super::table::{Goal, Key, Offset, Table};

/// A key's value for a candidate whose move ends on `to` and whose reply is
/// `reply`, before its goal is applied; `None` for keys that need a look
/// ahead.
#[inline(always)]
pub fn plain_value(key: Key, reply: &Reply, to: Offset) -> Option<u64> {
    Some(match key {
        Key::Robots => u64::from(reply.robots),
        Key::NearestRobot => reply.nearest,
        Key::SumOfDistances => reply.sum,
        Key::Debris => u64::from(reply.debris),
        Key::Row => to.0 as u64,
        Key::Column => to.1 as u64,
        Key::SafeNeighbours => return None,
    })
}

/// One key's place in a packed score: `((v.min(cap) ^ flip) + lift) <<
/// shift` is `v` (or `cap - v` for a key to maximise, with `flip` all ones
/// and `lift` = `cap + 1`) moved into the key's bits. A source no key reads
/// has every part zero and adds nothing.
#[derive(Debug, Clone, Copy, Default)]
struct Field {
    cap: u64,
    flip: u64,
    lift: u64,
    shift: u32,
}

/// How a table's keys pack into one number: one field per value a key can
/// read (robots, nearest, sum, debris, row, column), so packing is a fixed
/// sequence of arithmetic with no branch.
#[derive(Debug, Clone)]
pub struct Packing {
    robots: Field,
    nearest: Field,
    sum: Field,
    debris: Field,
    row: Field,
    column: Field,
}

impl Packing {
    /// The packing of `table`'s keys, if they all have bounds and fit in
    /// 63 bits together (so no packing is `u64::MAX`).
    pub fn new(table: &Table) -> Option<Self> {
        let rows = u64::from(table.rows.unsigned_abs());
        let columns = u64::from(table.columns.unsigned_abs());
        let area = rows * columns;
        let farthest = table.metric.distance(table.rows - 1, table.columns - 1);
        let mut packing = Packing {
            robots: Field::default(),
            nearest: Field::default(),
            sum: Field::default(),
            debris: Field::default(),
            row: Field::default(),
            column: Field::default(),
        };
        let mut total = 0;
        // Fields are laid out from the last key up, so the first key holds
        // the highest bits.
        for &(key, goal) in table.keys.iter().rev() {
            let (field, cap) = match key {
                Key::Robots => (&mut packing.robots, area),
                Key::Debris => (&mut packing.debris, area),
                // One more than any distance: no robot left beats them all.
                Key::NearestRobot => (&mut packing.nearest, farthest + 1),
                Key::SumOfDistances => (&mut packing.sum, area.checked_mul(farthest)?),
                Key::Row => (&mut packing.row, rows),
                Key::Column => (&mut packing.column, columns),
                Key::SafeNeighbours => return None,
            };
            let flip = if goal == Goal::Maximize { u64::MAX } else { 0 };
            // A key read again after an earlier one on the same value never
            // decides; the earlier (higher) field wins.
            *field = Field {
                cap,
                flip,
                lift: flip & (cap + 1),
                shift: total,
            };
            total += u64::BITS - cap.leading_zeros();
        }
        (total < u64::BITS).then_some(packing)
    }

    /// The candidate's keys as one number; smaller is better, and two
    /// candidates compare as their keys do lexicographically.
    #[inline(always)]
    pub fn pack(&self, reply: &Reply, to: Offset) -> u64 {
        #[inline(always)]
        fn put(f: &Field, v: u64) -> u64 {
            ((v.min(f.cap) ^ f.flip).wrapping_add(f.lift)) << f.shift
        }
        put(&self.robots, u64::from(reply.robots))
            | put(&self.nearest, reply.nearest)
            | put(&self.sum, reply.sum)
            | put(&self.debris, u64::from(reply.debris))
            | put(&self.row, to.0 as u64)
            | put(&self.column, to.1 as u64)
    }
}
