//! Board shapes and their cells: which (row, column) pairs are on the board,
//! and the grid index every per-cell array of an engine uses.
//!
//! Every shape lies in a bounding rectangle of `rows` x `columns` cells, and
//! grids are indexed by `(row - 1) * columns + (column - 1)` over that
//! rectangle. A rectangle holds all of it; a hexagon of `n` cells a side
//! (as the Janken Tactics statement numbers it) holds, in row `r` of
//! `2n - 1`, the columns from `max(1, n + 1 - r)` to `min(2n - 1, 3n - 1 - r)`:
//! the cells whose `row + column` lies from `n + 1` to `3n - 1`.

/// A (row, column) pair: a cell, or an offset between cells. Rows count
/// from 1 at the top, columns from 1 at the left.
pub type Offset = (i32, i32);

/// The largest number of rows or columns of any board. Grid indices and
/// [`Board::cell`]'s division by multiplication rely on it.
pub const MAX_SIDE: i32 = 4096;

/// The outline of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Rectangle,
    /// A hexagon of this many cells a side.
    Hexagon(i32),
}

/// A game's board as its rules state it: fixed, or sized by each scenario
/// (`board from scenario`: a RobotRace map, a Crosses game's `n`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardSize {
    Fixed(Board),
    FromScenario,
}

/// A board: its shape, size and cell indexing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Board {
    pub rows: i32,
    pub columns: i32,
    shape: Shape,
    /// `row + column` of an on-board cell lies in `band_low ..= band_low +
    /// band_span` (for a rectangle, every cell of it does).
    band_low: i32,
    band_span: u32,
    /// `ceil(2^SHIFT / columns)`: dividing a grid index by the column
    /// count is a multiplication and a shift (see [`Self::cell`]).
    reciprocal: u64,
}

/// The shift of [`Board::cell`]'s division by multiplication. Exact while
/// `2^SHIFT >= MAX_SIDE^3` (the error bound in [`Board::cell`]), and the
/// products stay below `2^64` while `2^SHIFT * MAX_SIDE` does.
const SHIFT: u32 = 42;

const _: () = {
    let side = MAX_SIDE as u64;
    assert!(side * side * side <= 1 << SHIFT);
    assert!((1u64 << SHIFT).checked_mul(2 * side).is_some());
};

impl Board {
    /// A rectangle of `rows` x `columns` cells, each side from 1 to
    /// [`MAX_SIDE`] (the checker's limit, which [`Self::cell`] relies on).
    pub const fn new(rows: i32, columns: i32) -> Self {
        Board {
            rows,
            columns,
            shape: Shape::Rectangle,
            band_low: 2,
            band_span: (rows + columns - 2) as u32,
            reciprocal: (1u64 << SHIFT).div_ceil(if columns > 0 { columns as u64 } else { 1 }),
        }
    }

    /// A hexagon of `side` cells a side: `2 * side - 1` rows and columns,
    /// the centre at `(side, side)`.
    pub const fn hexagon(side: i32) -> Self {
        let span = 2 * side - 1;
        Board {
            shape: Shape::Hexagon(side),
            band_low: side + 1,
            band_span: (span - 1) as u32,
            ..Board::new(span, span)
        }
    }

    pub const fn shape(self) -> Shape {
        self.shape
    }

    #[inline]
    pub fn contains(self, (r, c): Offset) -> bool {
        // One unsigned comparison per axis and one for the diagonal band,
        // and no early exit: a branch per test mispredicts near the edges.
        (((r - 1) as u32) < self.rows as u32)
            & (((c - 1) as u32) < self.columns as u32)
            & (((r + c - self.band_low) as u32) <= self.band_span)
    }

    /// The band of `row + column` on-board cells lie in: its least value
    /// and how far it spans (see [`Self::contains`]).
    #[inline]
    pub fn band(self) -> (i32, u32) {
        (self.band_low, self.band_span)
    }

    /// Grid index of an on-board cell.
    #[inline]
    pub fn index(self, (r, c): Offset) -> usize {
        // No grid holds more than i32::MAX cells (sides are at most 4096).
        ((r - 1) * self.columns + (c - 1)) as usize
    }

    /// The cell at grid index `i`.
    ///
    /// The row is `i * reciprocal >> SHIFT`, exactly `i / columns`: the
    /// product exceeds `i / columns` by less than `i / 2^SHIFT`, below
    /// `MAX_SIDE^2 / 2^SHIFT <= 1 / MAX_SIDE` (grids hold fewer than
    /// `MAX_SIDE^2` cells), while `i / columns` stays at least
    /// `1 / columns`, so at least `1 / MAX_SIDE`, below the next integer.
    /// A hardware division costs several times as much, once per surviving
    /// robot.
    #[inline]
    pub fn cell(self, i: usize) -> Offset {
        let row = ((i as u64 * self.reciprocal) >> SHIFT) as i32;
        (row + 1, i as i32 - row * self.columns + 1)
    }

    /// Cells of the bounding rectangle: the length of every grid.
    pub fn area(self) -> usize {
        self.rows as usize * self.columns as usize
    }

    /// The columns of row `r` that are on the board, first and last.
    pub fn row_span(self, r: i32) -> Option<(i32, i32)> {
        if !(1..=self.rows).contains(&r) {
            return None;
        }
        let low = self.band_low - r;
        let high = low + self.band_span as i32;
        Some((low.max(1), high.min(self.columns)))
    }

    /// Every cell on the board, row by row.
    pub fn cells(self) -> impl Iterator<Item = Offset> {
        (1..=self.rows).flat_map(move |r| {
            let (first, last) = self.row_span(r).unwrap_or((1, 0));
            (first..=last).map(move |c| (r, c))
        })
    }

    /// How many cells are on the board.
    pub fn cell_count(self) -> usize {
        (1..=self.rows)
            .filter_map(|r| self.row_span(r))
            .map(|(a, b)| (b - a + 1).max(0) as usize)
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_is_row_major_from_one() {
        let b = Board::new(3, 4);
        assert_eq!(b.index((1, 1)), 0);
        assert_eq!(b.index((2, 1)), 4);
        assert_eq!(b.index((3, 4)), 11);
        for i in 0..12 {
            assert_eq!(b.index(b.cell(i)), i);
        }
        assert!(!b.contains((0, 1)) && !b.contains((3, 5)) && b.contains((3, 4)));
        assert_eq!(b.cell_count(), 12);
        assert_eq!(b.cells().count(), 12);
    }

    /// The hexagon of the Janken Tactics statement: rows A to I hold 5, 6,
    /// 7, 8, 9, 8, 7, 6, 5 cells; row A holds A5..A9, row E holds E1..E9,
    /// row I holds I1..I5 (its `semantics.md`, point 1).
    #[test]
    fn a_hexagon_of_five_holds_the_statements_cells() {
        let b = Board::hexagon(5);
        assert_eq!((b.rows, b.columns), (9, 9));
        let lengths: Vec<i32> = (1..=9)
            .map(|r| {
                let (a, z) = b.row_span(r).unwrap();
                z - a + 1
            })
            .collect();
        assert_eq!(lengths, [5, 6, 7, 8, 9, 8, 7, 6, 5]);
        assert_eq!(b.row_span(1), Some((5, 9)));
        assert_eq!(b.row_span(5), Some((1, 9)));
        assert_eq!(b.row_span(9), Some((1, 5)));
        assert_eq!(b.cell_count(), 61);
        for r in -1..=11 {
            for c in -1..=11 {
                let inside = b.row_span(r).is_some_and(|(a, z)| (a..=z).contains(&c));
                assert_eq!(b.contains((r, c)), inside, "({r}, {c})");
            }
        }
        assert!(b.cells().all(|cell| b.contains(cell)));
    }

    /// `cell` divides by multiplication: exact on every index of boards up
    /// to 4096 x 4096, checked on every column count at the indices where
    /// an error would show first (the last of each row, the grid's end).
    #[test]
    fn cell_divides_exactly_up_to_the_largest_board() {
        for columns in 1..=MAX_SIDE {
            let b = Board::new(MAX_SIDE, columns);
            let area = MAX_SIDE as usize * columns as usize;
            for i in [
                0,
                columns as usize - 1,
                columns as usize,
                area - columns as usize,
                area - 1,
            ] {
                let expected = (
                    (i / columns as usize) as i32 + 1,
                    (i % columns as usize) as i32 + 1,
                );
                assert_eq!(b.cell(i), expected, "columns {columns}, index {i}");
            }
        }
        let b = Board::new(MAX_SIDE, MAX_SIDE);
        for i in (0..b.area()).step_by(4093) {
            assert_eq!(b.index(b.cell(i)), i);
        }
    }
}
