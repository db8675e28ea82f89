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

use super::crop::{crop, pull};
use super::draft::Draft;
use super::trial::Run;
pub use super::trial::{MAX_TIME, MAX_TRIALS};
use crate::model::Model;
use crate::scenario::map::{MapCase, OFF};
use std::time::Instant;

/// What shrinking did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shrunk {
    pub draft: Draft,
    pub trials: u64,
    /// Whether [`MAX_TRIALS`] or [`MAX_TIME`] stopped the search.
    pub stopped: bool,
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
            if let Some(plain) = plain {
                pull(&mut run, model, plain);
            }
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
