//! `robots diff --shrink`: a case whose results differ under two rules
//! files, reduced to a smallest one that still differs: the fewest robots,
//! then the fewest teleport entries, then the smallest cells.
//!
//! Robots and teleport entries are dropped by delta debugging (ddmin):
//! the list cut into `n` chunks, each chunk's removal tried, `n` doubled
//! when none keeps the difference, down to single entries, so what is left
//! is 1-minimal (no one entry can go). Then each cell is moved to the
//! smallest cell that keeps the difference (by row plus column, then row),
//! trying every smaller cell on a board of at most [`EVERY_CELL`] cells
//! and halving steps on a larger one; before that, every cell is moved up
//! and left together, which keeps cells that must stay in line in line.
//! The passes repeat until none
//! changes the case; each change makes the case smaller in that order, so
//! the search ends, and it stops early after [`MAX_TRIALS`] trials.

use crate::engine::table::Offset;
use crate::scenario::Case;

/// Boards of at most this many cells have every smaller cell tried.
pub const EVERY_CELL: i64 = 4096;

/// The most candidate cases tried (each played under both files).
pub const MAX_TRIALS: u64 = 200_000;

/// What shrinking did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    /// The smallest case found that still differs.
    pub case: Case,
    /// Candidate cases tried.
    pub trials: u64,
    /// Whether [`MAX_TRIALS`] stopped the search (the case may not be the
    /// smallest the passes would reach).
    pub stopped: bool,
}

/// Where a cell may stand: `robot` whether it is a robot's.
pub trait Fits {
    fn fits(&self, cell: Offset, robot: bool) -> bool;
    /// The board's rows and columns (of the smaller board, when two).
    fn size(&self) -> (i32, i32);
}

/// Shrinks `case`, which `differs`, to a smallest case that still does.
pub fn shrink(case: &Case, fits: &dyn Fits, differs: &mut dyn FnMut(&Case) -> bool) -> Shrunk {
    let mut run = Run {
        case: case.clone(),
        trials: 0,
        differs,
    };
    loop {
        let mut changed = run.drop_entries(true);
        changed |= run.drop_entries(false);
        changed |= run.shift_all(fits);
        changed |= run.lower_cells(fits);
        if !changed || run.stopped() {
            break;
        }
    }
    let stopped = run.stopped();
    Shrunk {
        case: run.case,
        trials: run.trials,
        stopped,
    }
}

struct Run<'d> {
    case: Case,
    trials: u64,
    differs: &'d mut dyn FnMut(&Case) -> bool,
}

impl Run<'_> {
    fn stopped(&self) -> bool {
        self.trials >= MAX_TRIALS
    }

    /// Whether `candidate` still differs; if so it becomes the case.
    fn try_case(&mut self, candidate: Case) -> bool {
        // A case of no robots and no teleports cannot be written: its
        // counts line `0 0` ends the input.
        if self.stopped() || (candidate.robots.is_empty() && candidate.teleports.is_empty()) {
            return false;
        }
        self.trials += 1;
        if (self.differs)(&candidate) {
            self.case = candidate;
            true
        } else {
            false
        }
    }

    /// ddmin over the robots (`robots`) or the teleport entries.
    fn drop_entries(&mut self, robots: bool) -> bool {
        let list = |case: &Case| {
            if robots {
                case.robots.clone()
            } else {
                case.teleports.clone()
            }
        };
        let with = |case: &Case, items: Vec<Offset>| {
            let mut next = case.clone();
            if robots {
                next.robots = items;
            } else {
                next.teleports = items;
            }
            next
        };
        let mut changed = false;
        let mut n = 2;
        loop {
            let items = list(&self.case);
            if items.is_empty() || self.stopped() {
                return changed;
            }
            let chunks = n.min(items.len());
            let size = items.len().div_ceil(chunks);
            let mut removed = false;
            for start in (0..items.len()).step_by(size) {
                let end = (start + size).min(items.len());
                let rest: Vec<Offset> = items[..start]
                    .iter()
                    .chain(&items[end..])
                    .copied()
                    .collect();
                if self.try_case(with(&self.case, rest)) {
                    removed = true;
                    break;
                }
            }
            if removed {
                changed = true;
                n = (n - 1).max(2);
            } else if chunks >= items.len() {
                return changed;
            } else {
                n = (n * 2).min(items.len());
            }
        }
    }

    /// Moves every cell of the case up, then left, together, as far as
    /// keeps the difference (halving the step): what moving one cell at a
    /// time cannot do when the difference needs cells in line.
    fn shift_all(&mut self, fits: &dyn Fits) -> bool {
        let mut changed = false;
        for (dr, dc) in [(1, 0), (0, 1)] {
            let cells = || self.case.robots.iter().chain(&self.case.teleports);
            let Some(room) = cells().map(|&(r, c)| r * dr + c * dc - 1).min() else {
                return changed;
            };
            let mut step = room;
            while step > 0 {
                let moved = |cells: &[Offset]| -> Vec<Offset> {
                    cells
                        .iter()
                        .map(|&(r, c)| (r - step * dr, c - step * dc))
                        .collect()
                };
                let mut next = self.case.clone();
                next.robots = moved(&self.case.robots);
                next.teleports = moved(&self.case.teleports);
                let fit = next.robots.iter().all(|&cell| fits.fits(cell, true))
                    && next.teleports.iter().all(|&cell| fits.fits(cell, false));
                if fit && self.try_case(next) {
                    changed = true;
                    break;
                }
                step /= 2;
            }
        }
        changed
    }

    /// Moves each robot, then each teleport entry, to the smallest cell
    /// that keeps the difference.
    fn lower_cells(&mut self, fits: &dyn Fits) -> bool {
        let mut changed = false;
        for robot in [true, false] {
            let count = if robot {
                self.case.robots.len()
            } else {
                self.case.teleports.len()
            };
            for i in 0..count {
                let at = if robot {
                    self.case.robots[i]
                } else {
                    self.case.teleports[i]
                };
                for cell in smaller(at, fits.size()) {
                    let free = !robot || !self.case.robots.contains(&cell);
                    if !free || !fits.fits(cell, robot) {
                        continue;
                    }
                    let mut next = self.case.clone();
                    if robot {
                        next.robots[i] = cell;
                    } else {
                        next.teleports[i] = cell;
                    }
                    if self.try_case(next) {
                        changed = true;
                        break;
                    }
                }
            }
        }
        changed
    }
}

/// The order cells are compared in: row plus column, then row.
fn rank((r, c): Offset) -> (i32, i32) {
    (r + c, r)
}

/// Cells smaller than `at` to try, smallest first: every one on a board
/// of at most [`EVERY_CELL`] cells, else rows and columns by halving steps
/// (1, then halfway, ..., then one less).
fn smaller(at: Offset, (rows, columns): (i32, i32)) -> Vec<Offset> {
    let mut cells: Vec<Offset> = if i64::from(rows) * i64::from(columns) <= EVERY_CELL {
        (1..=rows.min(at.0 + at.1))
            .flat_map(|r| (1..=columns.min(at.0 + at.1)).map(move |c| (r, c)))
            .collect()
    } else {
        let steps = |x: i32| {
            let mut v = vec![x];
            let mut gap = x - 1;
            while gap > 0 {
                v.push(x - gap);
                gap /= 2;
            }
            v
        };
        let rs = steps(at.0);
        let cs = steps(at.1);
        rs.iter()
            .flat_map(|&r| cs.iter().map(move |&c| (r, c)))
            .collect()
    };
    cells.retain(|&cell| rank(cell) < rank(at));
    cells.sort_by_key(|&cell| rank(cell));
    cells.dedup();
    cells
}

/// The case as a scenario input: its counts, cells and the closing
/// `0 0`, ready for `robots run` or `robots diff`.
pub fn input(case: &Case) -> String {
    let mut out = format!("{} {}\n", case.robots.len(), case.teleports.len());
    for (r, c) in case.robots.iter().chain(&case.teleports) {
        out.push_str(&format!("{r} {c}\n"));
    }
    out.push_str("0 0\n");
    out
}

#[cfg(test)]
#[path = "shrink_tests.rs"]
mod tests;
