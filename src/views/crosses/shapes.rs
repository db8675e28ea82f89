//! The full shapes a move completed, as a person names them: the full
//! windows the game found (every `R x C` rectangle, or every run of `N`
//! cells along a row or a column, holding the move) joined into the
//! largest rectangles and runs they make together: two overlapping full
//! windows over the same rows (or the same columns) are one full
//! rectangle.

use crate::geometry::Offset;

/// A rectangle of cells, its first and last row and column (from 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Rect {
    pub(crate) rows: (i32, i32),
    pub(crate) columns: (i32, i32),
}

impl Rect {
    /// The window whose top left cell is `top_left`, of `(rows, columns)`.
    fn of((top_left, (h, w)): (Offset, (usize, usize))) -> Self {
        let (r, c) = top_left;
        Rect {
            rows: (r, r + h as i32 - 1),
            columns: (c, c + w as i32 - 1),
        }
    }

    /// The rectangle `self` and `other` make together, when they do.
    fn join(self, other: Rect) -> Option<Rect> {
        let overlap = |a: (i32, i32), b: (i32, i32)| a.0 <= b.1 && b.0 <= a.1;
        let span = |a: (i32, i32), b: (i32, i32)| (a.0.min(b.0), a.1.max(b.1));
        if self.rows == other.rows && overlap(self.columns, other.columns) {
            Some(Rect {
                rows: self.rows,
                columns: span(self.columns, other.columns),
            })
        } else if self.columns == other.columns && overlap(self.rows, other.rows) {
            Some(Rect {
                rows: span(self.rows, other.rows),
                columns: self.columns,
            })
        } else {
            None
        }
    }

    /// How many rows and columns.
    pub(crate) fn size(self) -> (i32, i32) {
        (
            self.rows.1 - self.rows.0 + 1,
            self.columns.1 - self.columns.0 + 1,
        )
    }

    /// The shape in words: `row 2, columns 1-3`, `column 1, rows 1-3`,
    /// `rows 2-3 x columns 1-3 (2 x 3)`.
    pub(crate) fn words(self) -> String {
        let range = |(a, b): (i32, i32)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        };
        let (h, w) = self.size();
        if h == 1 {
            format!("row {}, columns {}", self.rows.0, range(self.columns))
        } else if w == 1 {
            format!("column {}, rows {}", self.columns.0, range(self.rows))
        } else {
            format!(
                "rows {} x columns {} ({h} x {w})",
                range(self.rows),
                range(self.columns)
            )
        }
    }
}

/// The full windows `full` joined into the largest rectangles they make,
/// in order of their rows, then columns.
pub(crate) fn joined(full: impl Iterator<Item = (Offset, (usize, usize))>) -> Vec<Rect> {
    let mut rects: Vec<Rect> = full.map(Rect::of).collect();
    let mut changed = true;
    while changed {
        changed = false;
        'pairs: for i in 0..rects.len() {
            for j in i + 1..rects.len() {
                if let Some(both) = rects[i].join(rects[j]) {
                    rects[i] = both;
                    rects.swap_remove(j);
                    changed = true;
                    break 'pairs;
                }
            }
        }
    }
    rects.sort_unstable();
    rects.dedup();
    rects
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The four 2 x 2 windows around the middle of a 3 x 3 board make the
    /// whole board; two that share only the middle cell stay two.
    #[test]
    fn overlapping_windows_over_the_same_rows_make_one_rectangle() {
        let blocks = [(1, 1), (1, 2), (2, 1), (2, 2)].map(|at| (at, (2, 2)));
        let whole = joined(blocks.into_iter());
        assert_eq!(whole.len(), 1);
        assert_eq!(whole[0].words(), "rows 1-3 x columns 1-3 (3 x 3)");
        let corners = joined([((1, 1), (2, 2)), ((2, 2), (2, 2))].into_iter());
        assert_eq!(corners.len(), 2);
    }

    /// A row of 5 holding runs of 3 from columns 1, 2 and 3 is one run;
    /// the column through the move stays apart.
    #[test]
    fn runs_along_a_row_make_one_run() {
        let runs = [((2, 1), (1, 3)), ((2, 2), (1, 3)), ((2, 3), (1, 3))];
        let column = ((1, 3), (3, 1));
        let shapes = joined(runs.into_iter().chain([column]));
        let words: Vec<String> = shapes.iter().map(|r| r.words()).collect();
        assert_eq!(words, ["column 3, rows 1-3", "row 2, columns 1-5"]);
    }
}
