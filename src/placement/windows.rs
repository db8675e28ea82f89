//! The rectangles of a fixed size on a rectangular board ("windows"): the
//! pattern a placement game cuts off is every fully covered rectangle of at
//! least `R x C` cells, which is exactly the union of the fully covered
//! windows of `R x C` (a larger full rectangle is covered by its `R x C`
//! sub-windows, each of them full). After a move only windows holding the
//! new piece can have become full, so a move looks at those alone.
//!
//! Cells and windows are numbered row by row from 0: cell `(r, c)` is
//! `r * columns + c`, the window whose top left cell is `(r, c)` is
//! `r * across + c`.

use std::ops::Range;

/// The windows of one size on one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Windows {
    /// The board's rows and columns.
    pub rows: usize,
    pub columns: usize,
    /// The window's rows and columns (at least 1 each).
    pub height: usize,
    pub width: usize,
    /// Windows per row and per column of the board (0 when none fits).
    pub across: usize,
    pub down: usize,
}

impl Windows {
    /// The `height x width` windows of a `rows x columns` board; a side of
    /// 0 counts as 1.
    pub fn new(rows: usize, columns: usize, (height, width): (usize, usize)) -> Self {
        let (height, width) = (height.max(1), width.max(1));
        let fits = rows >= height && columns >= width;
        Windows {
            rows,
            columns,
            height,
            width,
            across: if fits { columns - width + 1 } else { 0 },
            down: if fits { rows - height + 1 } else { 0 },
        }
    }

    /// How many windows there are.
    pub fn count(&self) -> usize {
        self.across * self.down
    }

    /// The top left cell `(row, column)` of window `w`.
    pub fn origin(&self, w: usize) -> (usize, usize) {
        (w / self.across, w % self.across)
    }

    /// The windows holding cell `(r, c)`: the ranges of their top rows and
    /// left columns.
    pub fn holding(&self, r: usize, c: usize) -> (Range<usize>, Range<usize>) {
        let span = |x: usize, size: usize, count: usize| {
            let low = (x + 1).saturating_sub(size);
            low..(x + 1).min(count).max(low)
        };
        (
            span(r, self.height, self.down),
            span(c, self.width, self.across),
        )
    }

    /// Every window holding cell `(r, c)`, by number.
    pub fn each_holding(&self, r: usize, c: usize) -> impl Iterator<Item = usize> + '_ {
        let (tops, lefts) = self.holding(r, c);
        tops.flat_map(move |t| lefts.clone().map(move |l| t * self.across + l))
    }

    /// The cells of window `w`, by number.
    pub fn cells(&self, w: usize) -> impl Iterator<Item = usize> + '_ {
        let (top, left) = self.origin(w);
        (top..top + self.height)
            .flat_map(move |r| (left..left + self.width).map(move |c| r * self.columns + c))
    }

    /// The offsets `(rows, columns)` from a window to the other windows
    /// sharing a cell with it.
    pub fn overlaps(&self) -> Vec<(isize, isize)> {
        let (h, w) = (self.height as isize, self.width as isize);
        let mut out = Vec::new();
        for dr in 1 - h..h {
            for dc in 1 - w..w {
                if (dr, dc) != (0, 0) {
                    out.push((dr, dc));
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_corner_cell_is_in_one_block_and_a_middle_cell_in_four() {
        let w = Windows::new(3, 3, (2, 2));
        assert_eq!(w.count(), 4);
        assert_eq!(w.each_holding(0, 0).collect::<Vec<_>>(), [0]);
        assert_eq!(w.each_holding(1, 1).collect::<Vec<_>>(), [0, 1, 2, 3]);
        assert_eq!(w.each_holding(2, 1).collect::<Vec<_>>(), [2, 3]);
        // Window 3 is the bottom right block: cells 4, 5, 7, 8.
        assert_eq!(w.cells(3).collect::<Vec<_>>(), [4, 5, 7, 8]);
    }

    #[test]
    fn a_window_larger_than_the_board_does_not_exist() {
        let w = Windows::new(3, 5, (4, 2));
        assert_eq!(w.count(), 0);
        assert_eq!(w.each_holding(1, 1).count(), 0);
    }

    #[test]
    fn blocks_overlap_their_eight_neighbours_and_wider_windows_more() {
        assert_eq!(Windows::new(5, 5, (2, 2)).overlaps().len(), 8);
        // 2 x 3 windows overlap those moved by up to 1 row and 2 columns.
        assert_eq!(Windows::new(5, 5, (2, 3)).overlaps().len(), 3 * 5 - 1);
    }
}
