//! Distances between cells.

/// How far apart two cells are.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Metric {
    /// |dr| + |dc|
    Manhattan,
    /// max(|dr|, |dc|)
    Chebyshev,
    /// dr² + dc² (squared, so no floating point)
    Euclidean,
    /// (|dr| + |dc| + |dr + dc|) / 2: the fewest steps between two cells of
    /// a hexagon board, whose six neighbours are `(0, ±1)`, `(±1, 0)`,
    /// `(-1, 1)` and `(1, -1)`.
    Hex,
}

impl Metric {
    /// The distance across a difference of `dr` rows and `dc` columns.
    #[inline]
    pub fn distance(self, dr: i32, dc: i32) -> u64 {
        let (r, c) = (u64::from(dr.unsigned_abs()), u64::from(dc.unsigned_abs()));
        match self {
            Metric::Manhattan => r + c,
            Metric::Chebyshev => r.max(c),
            Metric::Euclidean => r * r + c * c,
            Metric::Hex => r.max(c).max(u64::from((dr + dc).unsigned_abs())),
        }
    }

    /// [`Self::distance`] in 32 bits, for differences of at most 2^15
    /// rows and columns (Euclidean distance squares them).
    #[inline(always)]
    pub fn distance32(self, dr: i32, dc: i32) -> u32 {
        let (r, c) = (dr.unsigned_abs(), dc.unsigned_abs());
        match self {
            Metric::Manhattan => r + c,
            Metric::Chebyshev => r.max(c),
            Metric::Euclidean => r * r + c * c,
            Metric::Hex => r.max(c).max((dr + dc).unsigned_abs()),
        }
    }

    /// The largest distance between two cells of a board spanning `rows`
    /// and `columns`: every distance on it is at most this.
    pub fn farthest(self, rows: i32, columns: i32) -> u64 {
        self.distance(rows - 1, columns - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_distance_counts_hex_steps() {
        // E5 to E9 on the Janken map is four steps east.
        assert_eq!(Metric::Hex.distance(0, 4), 4);
        // The six neighbours are one step away, the other two diagonals two.
        for (dr, dc) in [(0, 1), (0, -1), (1, 0), (-1, 0), (-1, 1), (1, -1)] {
            assert_eq!(Metric::Hex.distance(dr, dc), 1);
        }
        assert_eq!(Metric::Hex.distance(1, 1), 2);
        assert_eq!(Metric::Hex.distance(-1, -1), 2);
        // The formula of the rules language's reference.
        for dr in -9i32..=9 {
            for dc in -9i32..=9 {
                let half = (dr.abs() + dc.abs() + (dr + dc).abs()) / 2;
                assert_eq!(Metric::Hex.distance(dr, dc), half as u64);
            }
        }
    }

    #[test]
    fn farthest_bounds_every_distance_on_the_board() {
        for metric in [
            Metric::Manhattan,
            Metric::Chebyshev,
            Metric::Euclidean,
            Metric::Hex,
        ] {
            let far = metric.farthest(7, 5);
            for dr in -6..=6 {
                for dc in -4..=4 {
                    assert!(metric.distance(dr, dc) <= far, "{metric:?}");
                }
            }
        }
    }
}
