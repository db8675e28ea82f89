//! Random valid scenarios for a rule table's board, for testing variants and
//! for benchmarks. The same seed and style always give the same text.

use crate::engine::table::{Board, Offset, Table};
use crate::random::Rng;
use std::collections::HashSet;
use std::io::{self, Write};

/// The shape of generated scenarios.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Style {
    /// Robots within a few cells of the start.
    Near,
    /// Many robots packed around the start.
    Dense,
    /// Robots along the board's edges.
    Edge,
    /// One to three robots.
    Few,
    /// Up to 50 robots anywhere.
    Many,
    /// A mix of all of the above, with repeated and occupied teleport cells.
    Wild,
}

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub seed: u64,
    pub cases: usize,
    pub style: Style,
}

/// Writes `spec.cases` cases and the closing `0 0`. Every case has a
/// robot, so a board whose only cell is the start cannot be written (see
/// [`room_for_robots`]).
pub fn write(table: &Table, spec: &Spec, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Rng::new(spec.seed);
    for _ in 0..spec.cases {
        let style = match spec.style {
            Style::Wild => [
                Style::Near,
                Style::Dense,
                Style::Edge,
                Style::Few,
                Style::Many,
            ][rng.below(5)],
            s => s,
        };
        let robots = robots(table, style, &mut rng);
        let teleports = teleports(table, &robots, spec.style == Style::Wild, &mut rng);
        writeln!(out, "{} {}", robots.len(), teleports.len())?;
        for (r, c) in robots.iter().chain(&teleports) {
            writeln!(out, "{r} {c}")?;
        }
    }
    writeln!(out, "0 0")
}

/// Whether the board has a cell for a robot besides the start: a case
/// needs one (a case of no robots reads as the end of the input).
pub fn room_for_robots(table: &Table) -> bool {
    table.board.cell_count() > 1
}

fn robots(table: &Table, style: Style, rng: &mut Rng) -> Vec<Offset> {
    let board = table.board;
    let (rows, cols) = (i64::from(board.rows), i64::from(board.columns));
    let capacity = board.cell_count() - 1;
    let (count, spread) = match style {
        Style::Near => (rng.uniform(1, 12), 4),
        Style::Dense => (rng.uniform(20, 50), 6),
        Style::Few => (rng.uniform(1, 3), rows.max(cols)),
        _ => (rng.uniform(1, 50), rows.max(cols)),
    };
    let count = (count as usize).min(capacity);
    let (sr, sc) = (i64::from(table.start.0), i64::from(table.start.1));
    let mut taken = HashSet::new();
    let mut out = Vec::with_capacity(count);
    let mut tries = 0;
    while out.len() < count && tries < 100 * count + 1000 {
        tries += 1;
        let cell = if style == Style::Edge {
            edge_cell(board, rng)
        } else {
            (
                rng.uniform((sr - spread).max(1), (sr + spread).min(rows)),
                rng.uniform((sc - spread).max(1), (sc + spread).min(cols)),
            )
        };
        let cell = (cell.0 as i32, cell.1 as i32);
        if board.contains(cell) && cell != table.start && taken.insert(cell) {
            out.push(cell);
        }
    }
    out
}

/// A cell on the board's outline: any cell of the first or last row, or
/// the first or last cell of any row.
fn edge_cell(board: Board, rng: &mut Rng) -> (i64, i64) {
    let rows = i64::from(board.rows);
    let span = |row: i64| {
        let (first, last) = board.row_span(row as i32).unwrap_or((1, 1));
        (i64::from(first), i64::from(last))
    };
    match rng.uniform(0, 3) {
        k @ (0 | 1) => {
            let row = if k == 0 { 1 } else { rows };
            let (first, last) = span(row);
            (row, rng.uniform(first, last))
        }
        k => {
            let row = rng.uniform(1, rows);
            let (first, last) = span(row);
            (row, if k == 2 { first } else { last })
        }
    }
}

fn teleports(table: &Table, robots: &[Offset], wild: bool, rng: &mut Rng) -> Vec<Offset> {
    let count = rng.uniform(0, 20) as usize;
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let pick = if wild { rng.uniform(0, 9) } else { 9 };
        let cell = match pick {
            0 if !robots.is_empty() => robots[rng.below(robots.len())],
            1 if !out.is_empty() => out[rng.below(out.len())],
            2 => table.start,
            _ => any_cell(table.board, rng),
        };
        out.push(cell);
    }
    out
}

/// A cell of the board, uniform over its rows and then its row's columns.
fn any_cell(board: Board, rng: &mut Rng) -> Offset {
    let row = rng.uniform(1, i64::from(board.rows)) as i32;
    let (first, last) = board.row_span(row).unwrap_or((1, 1));
    (row, rng.uniform(i64::from(first), i64::from(last)) as i32)
}
