//! A placement game's board as the views draw it: each side's pieces by
//! its name's initial, cut-off cells `#`, free cells `.`. A board too
//! large to draw whole is marked around the move only (the part a trace
//! draws), the marked cells elsewhere counted, so that a frame costs the
//! cells drawn, never the whole board.

use crate::geometry::{Board, Offset};
use crate::placement::{Cell, Game};
use crate::views::board::{self, Grid, Mark};
use crate::views::style::Ink;

/// The glyph of a side's pieces: its name's initial, upper case.
pub(crate) fn glyph(name: &str) -> char {
    name.chars().next().map_or('?', |c| c.to_ascii_uppercase())
}

/// Inks for the sides, in order (then repeating).
const INKS: [Ink; 2] = [Ink::Robot, Ink::Player];

/// A cut-off cell.
pub(crate) const CUT: Mark = Mark::new('#', Ink::Dim);

/// The mark of side `side`'s pieces.
pub(crate) fn side_mark(sides: &[String], side: usize) -> Mark {
    let name = sides.get(side).map_or("?", String::as_str);
    Mark::new(glyph(name), INKS[side % INKS.len()])
}

/// How a cell of a game is drawn.
pub(crate) fn mark(sides: &[String], cell: Option<Cell>) -> Mark {
    match cell {
        Some(Cell::Held(s)) => side_mark(sides, s),
        Some(Cell::Cut(_)) => CUT,
        _ => board::EMPTY,
    }
}

/// What the glyphs mean: each side's pieces, cut off, free. The words
/// are made once for a whole run and live as long as it does.
pub(crate) fn legend(sides: &[String]) -> Vec<(Mark, &'static str)> {
    let mut legend: Vec<(Mark, &'static str)> = sides
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let words: &'static str = Box::leak(format!("{s}'s cross").into_boxed_str());
            (side_mark(sides, i), words)
        })
        .collect();
    legend.push((CUT, "cut off"));
    legend.push((board::EMPTY, "free"));
    legend
}

/// The grid a view draws around `focus`: the cells of the part drawn
/// (the whole board when it fits) marked by `at`, and the `marked` cells
/// of the whole board less those inside counted as lying beyond.
pub(crate) fn grid(
    board: Board,
    focus: Offset,
    marked: usize,
    at: impl Fn(Offset) -> Mark,
) -> Grid {
    let (rows, columns) = board::window(board, focus);
    let mut grid = Grid::new(board);
    let mut inside = 0;
    for r in rows.0..=rows.1 {
        for c in columns.0..=columns.1 {
            let m = at((r, c));
            if m != board::EMPTY {
                grid.mark((r, c), m);
                inside += 1;
            }
        }
    }
    grid.count_beyond(marked.saturating_sub(inside));
    grid
}

/// The grid of `game` around `focus`: every cell no longer free holds a
/// piece or is cut off.
pub(crate) fn game_grid(game: &Game, sides: &[String], focus: Offset) -> Grid {
    let b = game.board();
    let marked = b.cell_count() - game.free_cells();
    grid(b, focus, marked, |cell| mark(sides, game.cell(cell)))
}
