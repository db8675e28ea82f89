//! A group's reply as linear forms of the player's cell (see `groups`):
//! within a class of cells each survivor's distance to the cell is
//! `a + sr * row + sc * column` with `sr` and `sc` in {-1, 0, 1}, so the
//! nearest distance is a minimum over the nine sign pairs and the sum is
//! one form.

use super::pass::Reply;
use super::table::Offset;

/// The survivors of one class's reply, as linear forms of the cell.
#[derive(Debug, Clone, Default)]
pub(crate) struct Form {
    pub(crate) robots: u32,
    pub(crate) debris: u32,
    /// The least `a` of the survivors of each sign pair, with the pair:
    /// `(a, sr, sc)`.
    pub(crate) terms: Vec<(i64, i64, i64)>,
    /// The summed distances: constant, per row, per column.
    pub(crate) sum: (i64, i64, i64),
}

impl Form {
    /// The reply with the player on `to`, a cell of the class.
    #[inline(always)]
    pub(crate) fn reply(&self, (r, c): Offset) -> Reply {
        let (r, c) = (i64::from(r), i64::from(c));
        let nearest = self
            .terms
            .iter()
            .map(|&(a, sr, sc)| a + sr * r + sc * c)
            .min();
        let (a, sr, sc) = self.sum;
        Reply {
            lost: false,
            robots: self.robots,
            debris: self.debris,
            nearest: nearest.map_or(u64::MAX, |d| d as u64),
            sum: (a + sr * r + sc * c) as u64,
            safe: 0,
        }
    }
}

/// A class's survivors as they are added: how many, their summed distance
/// to the cell and the least `a` of each sign pair (see `Form`).
pub(crate) struct Terms {
    to: Offset,
    near: (bool, bool),
    pub(crate) robots: u32,
    pub(crate) sum: (i64, i64, i64),
    pub(crate) least: [i64; 9],
}

impl Terms {
    /// No survivor yet, toward `to` whose row and column are near a robot
    /// or not.
    #[inline(always)]
    pub(crate) fn new(to: Offset, row: bool, column: bool) -> Self {
        Terms {
            to,
            near: (row, column),
            robots: 0,
            sum: (0, 0, 0),
            least: [i64::MAX; 9],
        }
    }

    /// Adds a survivor on `end`. A near axis's offset is fixed (sign 0); a
    /// run's sign is fixed.
    #[inline(always)]
    pub(crate) fn add(&mut self, end: Offset) {
        let part = |near: bool, cell: i32, end: i32| {
            if near {
                (i64::from((cell - end).abs()), 0)
            } else {
                let sign = i64::from((cell - end).signum());
                (-sign * i64::from(end), sign)
            }
        };
        let (ar, sr) = part(self.near.0, self.to.0, end.0);
        let (ac, sc) = part(self.near.1, self.to.1, end.1);
        self.robots += 1;
        self.sum = (self.sum.0 + ar + ac, self.sum.1 + sr, self.sum.2 + sc);
        let pair = ((sr + 1) * 3 + sc + 1) as usize;
        self.least[pair] = self.least[pair].min(ar + ac);
    }
}
