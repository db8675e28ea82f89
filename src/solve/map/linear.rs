//! Games whose every move presses a cell and whose only change is
//! toggling pieces of one kind, won when none is left (Lights Out): such
//! a game is linear over the two-element field. Pressing a cell twice
//! undoes it and the order of presses does not matter, so a line is a set
//! of cells, and the sets that win are the solutions of `A x = b`: `A`
//! says which cells each press toggles, `b` which cells hold the kind.
//! Gaussian elimination finds them at once where a search of positions
//! would need up to two to the power of the board's cells; the fewest
//! presses are found among them when the solutions are few (at most 2^16
//! of them), else the one elimination gives is kept, without the claim.
//!
//! A cell holding another static piece is left alone by a toggle, so it
//! takes no part. Boards of more than [`MOST_CELLS`] cells are left to
//! the search.

use crate::interpreter::{NONE, Position};
use crate::model::{Condition, Effect, EndResult, Model, Placement};
use crate::scenario::map::Move;

/// The most cells a board may have for the elimination.
pub const MOST_CELLS: usize = 1024;

/// The most free unknowns whose every choice is tried for the fewest
/// presses.
const MOST_FREE: usize = 16;

/// What the elimination found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Solved {
    /// A set of presses that clears the board, in row order; `fewest`
    /// when no set of fewer presses does.
    Win { presses: Vec<Move>, fewest: bool },
    /// No set of presses clears it.
    NoWin,
}

/// The kind toggled, when the game of `model` is linear.
fn toggled(model: &Model) -> Option<u8> {
    let plain = model.walker.is_none()
        && model.chasers.is_empty()
        && model.sides.is_empty()
        && model.placement == Some(Placement::Press);
    let mut kinds = model.effects.iter().map(|e| match e {
        Effect::Toggle { kind, .. } => Some(*kind),
        Effect::CutOff { .. } => None,
    });
    let kind = kinds.next()??;
    let one_kind = kinds.all(|k| k == Some(kind));
    let [end] = model.ends.as_slice() else {
        return None;
    };
    let wins = end.result == EndResult::Won && end.condition == Condition::NoneOf(vec![kind]);
    (plain && one_kind && wins).then_some(kind)
}

/// The presses that clear `pos` in the game of `model`, when the game is
/// linear and the board small enough.
pub fn solve(model: &Model, pos: &Position) -> Option<Solved> {
    let kind = toggled(model)?;
    let cells: Vec<usize> = (0..pos.rows * pos.columns)
        .filter(|&c| {
            let (r, col) = pos.cell_name(c);
            pos.cell((r as i32, col as i32)).is_some()
        })
        .collect();
    let n = cells.len();
    if n == 0 || n > MOST_CELLS {
        return None;
    }
    let index = |cell: usize| cells.binary_search(&cell).ok();
    let takes_part = |cell: usize| matches!(pos.static_at(cell), s if s == NONE || s == kind);
    let words = n.div_ceil(64) + 1;
    // Row `q` of the augmented matrix: which presses toggle cell `q`,
    // and (the last bit) whether it holds the kind.
    let mut rows = vec![vec![0u64; words]; n];
    let flip = |row: &mut Vec<u64>, bit: usize| row[bit / 64] ^= 1 << (bit % 64);
    for (p, &cell) in cells.iter().enumerate() {
        let from = pos.coords(cell);
        for effect in &model.effects {
            let Effect::Toggle { itself, around, .. } = effect else {
                continue;
            };
            let mut hits: Vec<usize> = around
                .iter()
                .filter_map(|&d| pos.step_from(from, d))
                .collect();
            if *itself {
                hits.push(cell);
            }
            for q in hits
                .into_iter()
                .filter(|&q| takes_part(q))
                .filter_map(index)
            {
                flip(&mut rows[q], p);
            }
        }
    }
    for (q, &cell) in cells.iter().enumerate() {
        if pos.static_at(cell) == kind {
            flip(&mut rows[q], n);
        }
    }
    let bit = |row: &[u64], b: usize| row[b / 64] >> (b % 64) & 1 == 1;
    // Elimination to reduced row echelon form: `pivots[k]` is the column
    // of row `k`'s leading one.
    let mut pivots = Vec::new();
    for column in 0..n {
        let r = pivots.len();
        let Some(found) = (r..n).find(|&i| bit(&rows[i], column)) else {
            continue;
        };
        rows.swap(r, found);
        let pivot = rows[r].clone();
        for (i, row) in rows.iter_mut().enumerate() {
            if i != r && bit(row, column) {
                row.iter_mut().zip(&pivot).for_each(|(a, b)| *a ^= b);
            }
        }
        pivots.push(column);
    }
    if rows[pivots.len()..].iter().any(|row| bit(row, n)) {
        return Some(Solved::NoWin);
    }
    let free: Vec<usize> = (0..n).filter(|c| !pivots.contains(c)).collect();
    // The solution with the free unknowns set as `choice` says.
    let solution = |choice: u64| -> Vec<bool> {
        let mut x = vec![false; n];
        for (k, &f) in free.iter().enumerate() {
            x[f] = k < 64 && choice >> k & 1 == 1;
        }
        for (k, &p) in pivots.iter().enumerate() {
            let row = &rows[k];
            let mut v = bit(row, n);
            for &f in &free {
                v ^= x[f] && bit(row, f);
            }
            x[p] = v;
        }
        x
    };
    let fewest = free.len() <= MOST_FREE;
    let choices = if fewest { 1u64 << free.len() } else { 1 };
    let best = (0..choices)
        .map(solution)
        .min_by_key(|x| x.iter().filter(|&&b| b).count())
        .unwrap_or_default();
    let presses = (0..n)
        .filter(|&p| best[p])
        .map(|p| {
            let (r, c) = pos.cell_name(cells[p]);
            Move::Cell(r, c)
        })
        .collect();
    Some(Solved::Win { presses, fewest })
}
