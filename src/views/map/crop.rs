//! A shrink's passes that make the board smaller: pieces pulled toward
//! the player (or the top left corner), then edge rows and columns cut
//! away, a move by cell moved with the board.

use super::draft::Draft;
use super::trial::Run;
use crate::model::Model;
use crate::scenario::map::Move;

/// Cuts away edge rows and columns while the case differs and keeps its
/// player, if it had one: from each side as many lines as can go at once,
/// tried from all but one down by halves; a move by cell is moved with
/// the board, and dropped with its line.
pub(super) fn crop(run: &mut Run, player: &dyn Fn(u16) -> bool) {
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

/// The most cells a piece is tried on when pulled.
const MOST_TARGETS: usize = 64;

/// Pulls each piece toward the player (in a game without one, the top
/// left corner): to the nearest cell, then the first by row and column,
/// that holds the plain entry and keeps the difference (of the
/// [`MOST_TARGETS`] nearest); the cell it leaves takes the plain entry.
/// The player stays.
pub(super) fn pull(run: &mut Run, model: &Model, plain: u16) {
    let entries = &model.legend.entries;
    let piece = |e: u16| {
        entries
            .get(usize::from(e))
            .is_some_and(|e| e.piece.is_some() && e.piece != model.player)
    };
    let columns = run.draft.columns;
    let mover = |e: u16| {
        entries
            .get(usize::from(e))
            .is_some_and(|e| e.piece.is_some() && e.piece == model.player)
    };
    // Toward the player, or the top left corner in a game without one.
    let anchor = run.draft.cells.iter().position(|&e| mover(e)).unwrap_or(0);
    let (ar, ac) = ((anchor / columns) as i64, (anchor % columns) as i64);
    let order = |cell: usize| {
        let (r, c) = ((cell / columns) as i64, (cell % columns) as i64);
        ((r - ar).abs() + (c - ac).abs(), r, c)
    };
    let mut cell = 0;
    while cell < run.draft.cells.len() && !run.stopped() {
        let e = run.draft.cells[cell];
        if !piece(e) {
            cell += 1;
            continue;
        }
        let mut targets: Vec<usize> = (0..run.draft.cells.len())
            .filter(|&t| run.draft.cells[t] == plain && order(t) < order(cell))
            .collect();
        targets.sort_by_key(|&t| order(t));
        targets.truncate(MOST_TARGETS);
        for t in targets {
            let mut d = run.draft.clone();
            d.cells[t] = e;
            d.cells[cell] = plain;
            if run.take(d) {
                break;
            }
        }
        cell += 1;
    }
}
