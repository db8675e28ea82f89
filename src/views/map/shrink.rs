//! `robots diff --shrink` for map games: a case whose output differs
//! under two rules files, reduced to a small one that still differs. In
//! turn, until none changes the case: the input's moves are dropped, the
//! pieces (all but the player) taken off their cells, the terrain made the
//! case's commonest plain entry, each by delta debugging (the list cut
//! into chunks, each chunk's removal tried, the chunks halved when none
//! keeps the difference, so that no one entry left can go); a rectangle's
//! edge rows and columns cut away (many at once where they can go, a move
//! by cell moved with the board); and the turns lowered to the fewest
//! that keep it. It stops after [`MAX_TRIALS`] trials or [`MAX_TIME`].

use super::draft::Draft;
use crate::model::Model;
use crate::scenario::map::{MapCase, Move, OFF};
use std::time::{Duration, Instant};

/// The most candidate cases tried (each played under both files).
pub const MAX_TRIALS: u64 = 20_000;

/// The longest a shrink may take; it keeps the smallest case found by then.
pub const MAX_TIME: Duration = Duration::from_secs(20);

/// What shrinking did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    pub draft: Draft,
    pub trials: u64,
    /// Whether [`MAX_TRIALS`] or [`MAX_TIME`] stopped the search.
    pub stopped: bool,
}

struct Run<'d> {
    draft: Draft,
    trials: u64,
    deadline: Instant,
    differs: &'d mut dyn FnMut(&MapCase) -> bool,
}

impl Run<'_> {
    fn stopped(&self) -> bool {
        self.trials >= MAX_TRIALS || Instant::now() >= self.deadline
    }

    /// Whether `candidate` still differs; if so it becomes the draft.
    fn take(&mut self, candidate: Draft) -> bool {
        if self.stopped() || candidate == self.draft {
            return false;
        }
        self.trials += 1;
        let keeps = (self.differs)(&candidate.case());
        if keeps {
            self.draft = candidate;
        }
        keeps
    }

    /// Delta debugging over `items`: `without(draft, chunk)` is the draft
    /// with a chunk of them removed. Whether any went.
    fn ddmin(
        &mut self,
        mut items: Vec<usize>,
        without: impl Fn(&Draft, &[usize]) -> Draft,
    ) -> bool {
        let mut changed = false;
        let mut n = 2usize;
        while !items.is_empty() && !self.stopped() {
            let size = items.len().div_ceil(n.min(items.len()));
            let mut removed = false;
            let mut start = 0;
            while start < items.len() {
                let end = (start + size).min(items.len());
                let candidate = without(&self.draft, &items[start..end]);
                if self.take(candidate) {
                    items.drain(start..end);
                    removed = true;
                    changed = true;
                } else {
                    start = end;
                }
            }
            if removed {
                n = n.saturating_sub(1).max(2);
            } else if size == 1 {
                break;
            } else {
                n = (2 * n).min(items.len());
            }
        }
        changed
    }
}

/// Shrinks `draft` of the game of `model`, which `differs`.
pub fn shrink(model: &Model, draft: Draft, differs: &mut dyn FnMut(&MapCase) -> bool) -> Shrunk {
    let entries = &model.legend.entries;
    // The entry with no piece on each terrain.
    let bare = |terrain| {
        let e = entries
            .iter()
            .position(|e| e.piece.is_none() && e.terrain == terrain && !e.when_lost);
        e.map(|e| e as u16)
    };
    // The plain entry: the case's commonest one with no piece (its floor).
    let mut counts = vec![0usize; entries.len()];
    for &e in draft
        .cells
        .iter()
        .filter(|&&e| usize::from(e) < entries.len())
    {
        counts[usize::from(e)] += 1;
    }
    let plain = (0..entries.len())
        .filter(|&e| entries[e].piece.is_none() && !entries[e].when_lost)
        .max_by_key(|&e| (counts[e], std::cmp::Reverse(e)))
        .map(|e| e as u16);
    let player = |e: u16| {
        entries
            .get(usize::from(e))
            .is_some_and(|e| e.piece.is_some() && e.piece == model.player)
    };
    let mut run = Run {
        draft,
        trials: 0,
        deadline: Instant::now() + MAX_TIME,
        differs,
    };
    loop {
        let before = run.draft.clone();
        let moves: Vec<usize> = (0..run.draft.moves.len()).collect();
        run.ddmin(moves, |d, chunk| {
            let mut d = d.clone();
            let mut k = 0;
            d.moves.retain(|_| {
                k += 1;
                !chunk.contains(&(k - 1))
            });
            d
        });
        let cells = &run.draft.cells;
        let pieces: Vec<usize> = (0..cells.len())
            .filter(|&c| cells[c] != OFF && !player(cells[c]))
            .filter(|&c| {
                entries
                    .get(usize::from(cells[c]))
                    .is_some_and(|e| e.piece.is_some())
            })
            .filter(|&c| bare(entries[usize::from(cells[c])].terrain).is_some())
            .collect();
        run.ddmin(pieces, |d, chunk| {
            let mut d = d.clone();
            for &c in chunk {
                if let Some(b) = bare(entries[usize::from(d.cells[c])].terrain) {
                    d.cells[c] = b;
                }
            }
            d
        });
        if let Some(plain) = plain {
            let cells = &run.draft.cells;
            let other: Vec<usize> = (0..cells.len())
                .filter(|&c| cells[c] != OFF && cells[c] != plain)
                .filter(|&c| {
                    entries
                        .get(usize::from(cells[c]))
                        .is_some_and(|e| e.piece.is_none())
                })
                .collect();
            run.ddmin(other, |d, chunk| {
                let mut d = d.clone();
                for &c in chunk {
                    d.cells[c] = plain;
                }
                d
            });
        }
        if run.draft.hexagon.is_none() {
            crop(&mut run, &player);
        }
        lower_turns(&mut run);
        if run.draft == before || run.stopped() {
            break;
        }
    }
    let stopped = run.stopped();
    Shrunk {
        draft: run.draft,
        trials: run.trials,
        stopped,
    }
}

/// Cuts away edge rows and columns while the case differs and keeps its
/// player, if it had one: from each side as many lines as can go at once,
/// tried from all but one down by halves; a move by cell is moved with
/// the board, and dropped with its line.
fn crop(run: &mut Run, player: &dyn Fn(u16) -> bool) {
    let had = run.draft.cells.iter().any(|&e| player(e));
    loop {
        let mut changed = false;
        for side in 0..4 {
            let d = &run.draft;
            let mut k = if side < 2 { d.rows } else { d.columns } - 1;
            while k >= 1 && !run.stopped() {
                let c = cut(&run.draft, side, k);
                if (!had || c.cells.iter().any(|&e| player(e))) && run.take(c) {
                    changed = true;
                    break;
                }
                k /= 2;
            }
        }
        if !changed || run.stopped() {
            return;
        }
    }
}

/// `d` without `k` lines on one side: 0 the top rows, 1 the bottom rows,
/// 2 the left columns, 3 the right columns.
fn cut(d: &Draft, side: usize, k: usize) -> Draft {
    let (rows, columns) = (d.rows, d.columns);
    let (r0, r1, c0, c1) = match side {
        0 => (k, rows, 0, columns),
        1 => (0, rows - k, 0, columns),
        2 => (0, rows, k, columns),
        _ => (0, rows, 0, columns - k),
    };
    let mut out = d.clone();
    out.cells = (r0..r1)
        .flat_map(|r| (c0..c1).map(move |c| r * columns + c))
        .map(|i| d.cells[i])
        .collect();
    (out.rows, out.columns) = (r1 - r0, c1 - c0);
    let inside =
        |r: i64, c: i64| r > r0 as i64 && r <= r1 as i64 && c > c0 as i64 && c <= c1 as i64;
    out.moves = d
        .moves
        .iter()
        .filter_map(|&mv| match mv {
            Move::Cell(r, c) if inside(r, c) => Some(Move::Cell(r - r0 as i64, c - c0 as i64)),
            Move::Cell(..) => None,
            other => Some(other),
        })
        .collect();
    out
}

/// The fewest turns that keep the difference, by bisection.
fn lower_turns(run: &mut Run) {
    let Some(turns) = run.draft.turns else {
        return;
    };
    let (mut lo, mut hi) = (0u32, turns);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let mut d = run.draft.clone();
        d.turns = Some(mid);
        if run.take(d) {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
}
