//! The windows of one or more sizes on one board, numbered together: a
//! placement game that cuts off full rectangles of at least `R x C` cuts
//! the union of its full `R x C` windows; one that cuts off full rows and
//! columns of at least `N` cells cuts the union of its full `1 x N` and
//! `N x 1` windows. Windows of size `k` are numbered from the count of
//! the sizes before it, each size's as [`Windows`] numbers them.

use super::windows::Windows;

/// Every window of some sizes on one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shapes {
    /// The windows of each size.
    pub sizes: Vec<Windows>,
    /// The number of each size's first window.
    base: Vec<usize>,
    /// The board's columns.
    pub columns: usize,
    /// `overlaps[a][b]`: the offsets `(rows, columns)` from a window of
    /// size `a` to the windows of size `b` sharing a cell with it.
    overlaps: Vec<Vec<Vec<(isize, isize)>>>,
}

impl Shapes {
    /// The windows of each of `sizes` (`(height, width)`) on a `rows x
    /// columns` board.
    pub fn new(rows: usize, columns: usize, sizes: &[(usize, usize)]) -> Self {
        let sizes: Vec<Windows> = sizes
            .iter()
            .map(|&size| Windows::new(rows, columns, size))
            .collect();
        let mut base = Vec::with_capacity(sizes.len());
        let mut count = 0;
        for w in &sizes {
            base.push(count);
            count += w.count();
        }
        let overlaps = sizes
            .iter()
            .enumerate()
            .map(|(a, wa)| {
                sizes
                    .iter()
                    .enumerate()
                    .map(|(b, wb)| {
                        let (h1, w1) = (wa.height as isize, wa.width as isize);
                        let (h2, w2) = (wb.height as isize, wb.width as isize);
                        let mut out = Vec::new();
                        for dr in 1 - h2..h1 {
                            for dc in 1 - w2..w1 {
                                if a != b || (dr, dc) != (0, 0) {
                                    out.push((dr, dc));
                                }
                            }
                        }
                        out
                    })
                    .collect()
            })
            .collect();
        Shapes {
            sizes,
            base,
            columns,
            overlaps,
        }
    }

    /// How many windows there are, of every size.
    pub fn count(&self) -> usize {
        self.sizes.iter().map(Windows::count).sum()
    }

    /// The size of window `w` and its number among that size's windows.
    #[inline]
    fn split(&self, w: usize) -> (usize, usize) {
        let k = self.base.partition_point(|&b| b <= w) - 1;
        (k, w - self.base[k])
    }

    /// The top left cell `(row, column)` and the `(height, width)` of
    /// window `w`.
    pub fn place(&self, w: usize) -> ((usize, usize), (usize, usize)) {
        let (k, local) = self.split(w);
        let size = &self.sizes[k];
        (size.origin(local), (size.height, size.width))
    }

    /// The cells of window `w`, by number.
    pub fn cells(&self, w: usize) -> impl Iterator<Item = usize> + '_ {
        let (k, local) = self.split(w);
        self.sizes[k].cells(local)
    }

    /// Every window holding cell `(r, c)`, by number.
    pub fn each_holding(&self, r: usize, c: usize) -> impl Iterator<Item = usize> + '_ {
        self.sizes
            .iter()
            .zip(&self.base)
            .flat_map(move |(size, &base)| size.each_holding(r, c).map(move |w| base + w))
    }

    /// Calls `f` with every window sharing a cell with `w`, `w` aside.
    #[inline]
    pub fn each_overlap(&self, w: usize, mut f: impl FnMut(usize)) {
        let (a, local) = self.split(w);
        let (top, left) = self.sizes[a].origin(local);
        for (b, size) in self.sizes.iter().enumerate() {
            for &(dr, dc) in &self.overlaps[a][b] {
                let (t, l) = (top.wrapping_add_signed(dr), left.wrapping_add_signed(dc));
                if t < size.down && l < size.across {
                    f(self.base[b] + t * size.across + l);
                }
            }
        }
    }

    /// Whether the windows are the 2 x 2 blocks alone.
    pub fn blocks(&self) -> bool {
        matches!(self.sizes.as_slice(), [w] if (w.height, w.width) == (2, 2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On a 3 x 3 board, the 1 x 3 rows are windows 0 to 2 and the 3 x 1
    /// columns 3 to 5; the middle cell is in row 1 and column 1 (windows 1
    /// and 4); every row crosses every column, and no two rows overlap.
    #[test]
    fn rows_and_columns_are_numbered_together() {
        let s = Shapes::new(3, 3, &[(1, 3), (3, 1)]);
        assert_eq!(s.count(), 6);
        assert_eq!(s.each_holding(1, 1).collect::<Vec<_>>(), [1, 4]);
        assert_eq!(s.cells(4).collect::<Vec<_>>(), [1, 4, 7]);
        assert_eq!(s.place(5), ((0, 2), (3, 1)));
        let mut around = Vec::new();
        s.each_overlap(0, |v| around.push(v));
        around.sort_unstable();
        assert_eq!(around, [3, 4, 5]);
    }

    /// One size overlaps as [`Windows::overlaps`] says.
    #[test]
    fn one_size_overlaps_as_its_windows_do() {
        // On 9 x 9 the 2 x 3 windows are 8 down and 7 across; window
        // (4, 3) lies far enough from every edge.
        let s = Shapes::new(9, 9, &[(2, 3)]);
        let w = 4 * 7 + 3;
        let mut around = 0;
        s.each_overlap(w, |_| around += 1);
        assert_eq!(around, Windows::new(5, 5, (2, 3)).overlaps().len());
    }
}
