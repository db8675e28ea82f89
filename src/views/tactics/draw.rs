//! A tactics position as a board: every cell's terrain by the letter the
//! rules' `terrain:` block gives it (in lower case, dim), every unit by
//! its kind's letter from the `units:` block (in upper case, inked by
//! its side), and over them a move's path and the cell that stopped it.

use crate::geometry::{CellNames, Offset};
use crate::tactics::position::Position;
use crate::tactics::rules::Rules;
use crate::views::board::{Grid, Mark};
use crate::views::style::{Ink, Paint};

/// A cell of the path a move took (or would have taken).
pub(crate) const PATH: Mark = Mark::new('*', Ink::Good);
/// The cell where the rules stopped a move.
pub(crate) const STOPPED: Mark = Mark::new('x', Ink::Bad);

/// The ink of each side's units, by the side's place in `sides:`
/// (cycling when a game has more sides).
const SIDE_INKS: [Ink; 4] = [Ink::Player, Ink::Robot, Ink::Teleport, Ink::Debris];

/// The ink of side `side`'s units.
pub(crate) fn side_ink(side: usize) -> Ink {
    SIDE_INKS[side % SIDE_INKS.len()]
}

/// A terrain kind's glyph: its map letter in lower case.
pub(crate) fn terrain_mark(symbol: char) -> Mark {
    Mark::new(symbol.to_ascii_lowercase(), Ink::Dim)
}

/// A unit's glyph: its kind's letter in upper case, in its side's ink.
pub(crate) fn unit_mark(table: &Rules, kind: usize, side: usize) -> Mark {
    let symbol = table.kinds.get(kind).map_or('?', |k| k.symbol);
    Mark::new(symbol.to_ascii_uppercase(), side_ink(side))
}

/// What the glyphs mean: each terrain kind, each kind of unit, the path
/// and the stopping cell. Names come from the rules file, so they are
/// made to live as long as the program (a legend is built once a run).
pub(crate) fn legend(table: &Rules) -> Vec<(Mark, &'static str)> {
    let keep = |s: String| -> &'static str { Box::leak(s.into_boxed_str()) };
    let mut legend = Vec::new();
    for k in &table.kinds {
        legend.push((
            Mark::new(k.symbol.to_ascii_uppercase(), Ink::Strong),
            keep(k.name.clone()),
        ));
    }
    for t in &table.terrain.kinds {
        legend.push((terrain_mark(t.symbol), keep(t.name.clone())));
    }
    legend.push((PATH, "path"));
    legend.push((STOPPED, "where the rules stop the move"));
    legend
}

/// The board of `pos`, with `path` (cells in order, the start first)
/// drawn under the units and `stopped` over everything.
pub(crate) fn grid(
    table: &Rules,
    pos: &Position,
    path: &[Offset],
    stopped: Option<Offset>,
) -> Grid {
    let board = pos.board;
    let mut grid = Grid::new(board);
    for cell in board.cells() {
        let kind = usize::from(pos.terrain[board.index(cell)]);
        if let Some(t) = table.terrain.kinds.get(kind) {
            grid.mark(cell, terrain_mark(t.symbol));
        }
    }
    for &cell in path {
        if board.contains(cell) {
            grid.mark(cell, PATH);
        }
    }
    for unit in &pos.units {
        grid.mark(unit.cell, unit_mark(table, unit.kind, unit.side));
    }
    if let Some(cell) = stopped.filter(|&c| board.contains(c)) {
        grid.mark(cell, STOPPED);
    }
    grid
}

/// How the drawing's row numbers are named in cell names, when they
/// are named otherwise (`rows 1 to 9 are A to I`).
pub(crate) fn rows(table: &Rules) -> Option<String> {
    if table.cells != CellNames::LetterNumber {
        return None;
    }
    let name = |r: i32| table.cells.format((r, 0)).trim_end_matches('0').to_string();
    let last = table.board.rows;
    Some(format!(
        "  rows 1 to {last} are {} to {}",
        name(1),
        name(last)
    ))
}

/// One line a side: its name and its units (`first: G E5, M D5`), each
/// in the side's ink, so that a board without colour still tells the
/// sides apart.
pub(crate) fn sides(table: &Rules, pos: &Position, paint: Paint) -> Vec<String> {
    table
        .sides
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let units: Vec<String> = pos
                .units
                .iter()
                .filter(|u| u.side == s)
                .map(|u| {
                    let mark = unit_mark(table, u.kind, u.side);
                    format!(
                        "{} {}",
                        paint.ink(mark.ink, &mark.glyph.to_string()),
                        table.cells.format(u.cell)
                    )
                })
                .collect();
            if units.is_empty() {
                format!("  {name}: no units")
            } else {
                format!("  {name}: {}", units.join(", "))
            }
        })
        .collect()
}
