//! `robots diff --shrink` for map games: a case whose output differs
//! under two rules files, reduced to a small one that still differs. In
//! turn, until none changes the case: the input's moves are dropped, the
//! pieces (all but the player) taken off their cells, the terrain made the
//! first plain entry of the legend, each by delta debugging (the list cut
//! into chunks, each chunk's removal tried, the chunks halved when none
//! keeps the difference, so that no one entry left can go); a rectangle's
//! edge rows and columns cut away (in a game whose moves name no cell);
//! and the turns lowered to the fewest that keep it.

use super::draft::Draft;
use crate::model::Model;
use crate::scenario::map::{MapCase, OFF};

/// The most candidate cases tried (each played under both files).
pub const MAX_TRIALS: u64 = 20_000;

/// What shrinking did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    pub draft: Draft,
    pub trials: u64,
    /// Whether [`MAX_TRIALS`] stopped the search.
    pub stopped: bool,
}

struct Run<'d> {
    draft: Draft,
    trials: u64,
    differs: &'d mut dyn FnMut(&MapCase) -> bool,
}

impl Run<'_> {
    /// Whether `candidate` still differs; if so it becomes the draft.
    fn take(&mut self, candidate: Draft) -> bool {
        if self.trials >= MAX_TRIALS || candidate == self.draft {
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
        while !items.is_empty() && self.trials < MAX_TRIALS {
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
    // The entry with no piece on each terrain, and the first plain one.
    let bare = |terrain| {
        let e = entries
            .iter()
            .position(|e| e.piece.is_none() && e.terrain == terrain && !e.when_lost);
        e.map(|e| e as u16)
    };
    let plain = entries
        .iter()
        .position(|e| e.piece.is_none())
        .map(|e| e as u16);
    let player = |e: u16| {
        entries
            .get(usize::from(e))
            .is_some_and(|e| e.piece.is_some() && e.piece == model.player)
    };
    let mut run = Run {
        draft,
        trials: 0,
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
        if run.draft.hexagon.is_none() && model.placement.is_none() {
            crop(&mut run, &player);
        }
        lower_turns(&mut run);
        if run.draft == before || run.trials >= MAX_TRIALS {
            break;
        }
    }
    let stopped = run.trials >= MAX_TRIALS;
    Shrunk {
        draft: run.draft,
        trials: run.trials,
        stopped,
    }
}

/// Cuts away edge rows and columns while the case differs and keeps its
/// player, if it had one.
fn crop(run: &mut Run, player: &dyn Fn(u16) -> bool) {
    let had = run.draft.cells.iter().any(|&e| player(e));
    loop {
        let d = &run.draft;
        let mut cut = Vec::new();
        if d.rows > 1 {
            cut.push(without_row(d, 0));
            cut.push(without_row(d, d.rows - 1));
        }
        if d.columns > 1 {
            cut.push(without_column(d, 0));
            cut.push(without_column(d, d.columns - 1));
        }
        let kept = cut
            .into_iter()
            .any(|c| (!had || c.cells.iter().any(|&e| player(e))) && run.take(c));
        if !kept {
            return;
        }
    }
}

fn without_row(d: &Draft, r: usize) -> Draft {
    let mut d = d.clone();
    d.cells.drain(r * d.columns..(r + 1) * d.columns);
    d.rows -= 1;
    d
}

fn without_column(d: &Draft, c: usize) -> Draft {
    let mut d = d.clone();
    let columns = d.columns;
    let mut k = 0;
    d.cells.retain(|_| {
        k += 1;
        (k - 1) % columns != c
    });
    d.columns -= 1;
    d
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
