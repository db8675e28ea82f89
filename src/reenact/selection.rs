//! Which windows a complete order of moves cuts off, kept up to date while
//! the order changes.
//!
//! When every cell takes exactly one piece, the game's removals depend on
//! the order alone, and in a simple way. A window *closes* when its last
//! cell is filled (the largest move number among its cells). It is cut off
//! then exactly when none of its cells was cut before, that is, when no
//! window sharing a cell with it closed earlier and was cut off. Windows
//! closing at the same move all hold that move's cell and do not stop each
//! other: they are cut together. So the cut windows are the greedy choice
//! over windows in order of closing, each taken unless an earlier taken
//! window overlaps it; the cut cells are the union of the taken windows.
//!
//! Exchanging the move numbers of two cells changes the closing moves of
//! the windows holding them; the choice is then redone only where it can
//! change: those windows and their overlapping neighbours first, and the
//! later neighbours of every window whose choice flips, in order of closing.
//! The changes are journalled, so an exchange that does not help is undone
//! without recomputing anything.

use crate::placement::Shapes;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The cut windows of one order of moves.
#[derive(Debug, Clone)]
pub struct Selection {
    windows: Shapes,
    /// Per cell: its move number, and the side whose piece it takes.
    time: Vec<u32>,
    side: Vec<u32>,
    /// Per window: the move that fills it, and whether it is cut then.
    close: Vec<u32>,
    taken: Vec<bool>,
    /// Per cell: how many taken windows hold it (cut when at least one).
    cover: Vec<u32>,
    /// Per side: its pieces cut off.
    cut: Vec<i64>,
    /// Windows waiting to be decided again, earliest closing first.
    queue: BinaryHeap<Reverse<(u32, u32)>>,
    queued: Vec<bool>,
    /// The last exchange, and the closings and choices it changed.
    exchanged: Option<(usize, usize)>,
    old_close: Vec<(u32, u32)>,
    flipped: Vec<u32>,
    /// Reused room for a window's neighbours.
    scratch: Vec<usize>,
}

impl Selection {
    /// The selection of the order `time` (a move number per cell, every
    /// cell filled), `side` giving each cell's side among `sides`.
    pub fn new(windows: Shapes, sides: usize, time: Vec<u32>, side: Vec<u32>) -> Self {
        let count = windows.count();
        let mut s = Selection {
            windows,
            cover: vec![0; time.len()],
            time,
            side,
            close: vec![0; count],
            taken: vec![false; count],
            cut: vec![0; sides],
            queue: BinaryHeap::new(),
            queued: vec![false; count],
            exchanged: None,
            old_close: Vec::new(),
            flipped: Vec::new(),
            scratch: Vec::new(),
        };
        s.rebuild();
        s
    }

    /// Each side's pieces cut off.
    pub fn cut(&self) -> &[i64] {
        &self.cut
    }

    /// Each cell's move number.
    pub fn times(&self) -> &[u32] {
        &self.time
    }

    /// Whether window `w` is cut off.
    pub fn is_taken(&self, w: usize) -> bool {
        self.taken[w]
    }

    /// Gives `cells[k]` the move number `times[k]` and decides again.
    pub fn reassign(&mut self, cells: &[usize], times: &[u32]) {
        for (&i, &t) in cells.iter().zip(times) {
            self.time[i] = t;
        }
        self.rebuild();
    }

    /// Decides every window from scratch.
    pub fn rebuild(&mut self) {
        let count = self.windows.count();
        for w in 0..count {
            self.close[w] = self.closing(w);
            self.taken[w] = false;
        }
        self.cover.iter_mut().for_each(|c| *c = 0);
        self.cut.iter_mut().for_each(|c| *c = 0);
        for w in self.windows_by_closing() {
            if self.decide(w) {
                self.set_taken(w, true);
            }
        }
        self.exchanged = None;
    }

    /// Every window in order of closing. The move numbers are normally a
    /// permutation of the cells: then the windows closing at move `t` are
    /// those of move `t`'s cell whose closing is `t`, and no sort is needed.
    fn windows_by_closing(&self) -> Vec<usize> {
        let cells = self.time.len();
        let mut cell_at = vec![usize::MAX; cells];
        let permutation = self.time.iter().enumerate().all(|(i, &t)| {
            let slot = cell_at.get_mut(t as usize);
            slot.filter(|s| **s == usize::MAX).map(|s| *s = i).is_some()
        });
        let mut order = Vec::with_capacity(self.windows.count());
        if permutation {
            let w = &self.windows;
            for (t, &i) in cell_at.iter().enumerate() {
                for window in w.each_holding(i / w.columns, i % w.columns) {
                    if self.close[window] as usize == t {
                        order.push(window);
                    }
                }
            }
        } else {
            order.extend(0..self.windows.count());
            order.sort_by_key(|&w| self.close[w]);
        }
        order
    }

    /// The move that fills window `w`.
    fn closing(&self, w: usize) -> u32 {
        let ((top, left), (height, width)) = self.windows.place(w);
        let columns = self.windows.columns;
        let mut last = 0;
        for r in top..top + height {
            let row = r * columns + left;
            for &t in &self.time[row..row + width] {
                last = last.max(t);
            }
        }
        last
    }

    /// Calls `f` with every window overlapping `w`.
    #[inline]
    fn each_overlap(&self, w: usize, f: impl FnMut(usize)) {
        self.windows.each_overlap(w, f);
    }

    /// Whether window `w` is cut, given the choices of windows closing
    /// before it.
    fn decide(&self, w: usize) -> bool {
        let at = self.close[w];
        let mut free = true;
        self.each_overlap(w, |v| free &= !(self.taken[v] && self.close[v] < at));
        free
    }

    fn set_taken(&mut self, w: usize, taken: bool) {
        self.taken[w] = taken;
        let ((top, left), (height, width)) = self.windows.place(w);
        let columns = self.windows.columns;
        for r in top..top + height {
            for c in left..left + width {
                let i = r * columns + c;
                let side = self.side[i] as usize;
                if taken {
                    self.cover[i] += 1;
                    if self.cover[i] == 1 {
                        self.cut[side] += 1;
                    }
                } else {
                    self.cover[i] -= 1;
                    if self.cover[i] == 0 {
                        self.cut[side] -= 1;
                    }
                }
            }
        }
    }

    fn push(&mut self, w: usize) {
        if !self.queued[w] {
            self.queued[w] = true;
            self.queue.push(Reverse((self.close[w], w as u32)));
        }
    }

    /// Exchanges the move numbers of cells `a` and `b` and redecides what
    /// that can change; [`Self::undo`] takes it back.
    pub fn exchange(&mut self, a: usize, b: usize) {
        self.old_close.clear();
        self.flipped.clear();
        self.exchanged = Some((a, b));
        self.time.swap(a, b);
        let columns = self.windows.columns;
        let mut holding = std::mem::take(&mut self.scratch);
        for cell in [a, b] {
            let (r, c) = (cell / columns, cell % columns);
            holding.clear();
            holding.extend(self.windows.each_holding(r, c));
            for &w in &holding {
                let close = self.closing(w);
                if close != self.close[w] {
                    self.old_close.push((w as u32, self.close[w]));
                    self.close[w] = close;
                }
            }
        }
        self.scratch = holding;
        let mut near = std::mem::take(&mut self.scratch);
        for k in 0..self.old_close.len() {
            let w = self.old_close[k].0 as usize;
            near.clear();
            near.push(w);
            self.each_overlap(w, |v| near.push(v));
            near.iter().for_each(|&v| self.push(v));
        }
        self.scratch = near;
        self.settle();
    }

    /// Decides the queued windows in order of closing, queueing the later
    /// neighbours of each one whose choice flips.
    fn settle(&mut self) {
        while let Some(Reverse((at, w))) = self.queue.pop() {
            let w = w as usize;
            self.queued[w] = false;
            let taken = self.decide(w);
            if taken != self.taken[w] {
                self.set_taken(w, taken);
                self.flipped.push(w as u32);
                let mut later = std::mem::take(&mut self.scratch);
                later.clear();
                self.each_overlap(w, |v| {
                    if self.close[v] > at {
                        later.push(v);
                    }
                });
                later.iter().for_each(|&v| self.push(v));
                self.scratch = later;
            }
        }
    }

    /// Takes back the last exchange.
    pub fn undo(&mut self) {
        let Some((a, b)) = self.exchanged.take() else {
            return;
        };
        while let Some(w) = self.flipped.pop() {
            let w = w as usize;
            self.set_taken(w, !self.taken[w]);
        }
        while let Some((w, close)) = self.old_close.pop() {
            self.close[w as usize] = close;
        }
        self.time.swap(a, b);
    }
}
