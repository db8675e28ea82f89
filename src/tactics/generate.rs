//! Random valid data sets in the Janken Tactics format for any tactics
//! table, for tests and benchmarks: random terrain, each side's units on
//! cells they may stand on, and moves that mostly start from a unit (as the
//! units stand at that point, moves made) and end a few steps away, with a
//! few from empty cells, onto occupied cells and off the board. The same
//! seed always gives the same text.

use super::position::Position;
use super::rules::Rules;
use super::validate::Validator;
use crate::geometry::{Offset, Shape};
use crate::model::Outcome;
use crate::random::Rng;
use crate::scenario::tactics::{DataSet, Unit};
use std::io::{self, Write};

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub seed: u64,
    /// Data sets to write.
    pub sets: usize,
    /// The most units a side may have, and moves a data set may have.
    pub max_units: usize,
    pub max_moves: usize,
}

impl Spec {
    /// The statement's limits: up to 10 units a side, up to 100 moves.
    pub fn new(seed: u64, sets: usize) -> Self {
        Spec {
            seed,
            sets,
            max_units: 10,
            max_moves: 100,
        }
    }
}

/// Writes the count line and `spec.sets` data sets.
pub fn write(table: &Rules, spec: &Spec, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Rng::new(spec.seed);
    let mut validator = Validator::new(table);
    writeln!(out, "{}", spec.sets)?;
    for _ in 0..spec.sets {
        let set = data_set(table, spec, &mut rng, &mut validator);
        write_set(table, &set, out)?;
    }
    Ok(())
}

fn data_set(table: &Rules, spec: &Spec, rng: &mut Rng, validator: &mut Validator) -> DataSet {
    let board = table.board;
    let kinds = table.terrain.kinds.len().max(1);
    // A ground kind covers about half the map; the rest is any kind.
    let ground = rng.below(kinds) as u16;
    let mut set = DataSet::new(board.area());
    for cell in board.cells() {
        let kind = if rng.chance(50) {
            ground
        } else {
            rng.below(kinds) as u16
        };
        set.terrain[board.index(cell)] = kind;
    }
    let mut free: Vec<Offset> = board
        .cells()
        .filter(|&c| {
            table
                .terrain_entry
                .get(usize::from(set.terrain[board.index(c)]))
                != Some(&Outcome::Blocked)
        })
        .collect();
    rng.shuffle(&mut free);
    let sides = table.sides.len().max(1);
    let per_side = (free.len() / sides).min(spec.max_units);
    for side in 0..table.sides.len() {
        let count = rng.range(1, per_side as i64).min(per_side as i64) as usize;
        for _ in 0..count {
            let Some(cell) = free.pop() else { break };
            let kind = rng.below(table.kinds.len().max(1));
            set.units.push(Unit { kind, side, cell });
        }
    }
    let mut pos = Position::new(board, &set);
    let moves = rng.range(1, spec.max_moves as i64) as usize;
    let all: Vec<Offset> = board.cells().collect();
    for _ in 0..moves {
        let from = match rng.below(100) {
            0..=84 if !pos.units.is_empty() => pos.units[rng.below(pos.units.len())].cell,
            85..=96 => all[rng.below(all.len())],
            _ => off_board(table, rng),
        };
        let to = match rng.below(100) {
            0..=74 => walk(table, from, rng),
            75..=84 if !pos.units.is_empty() => pos.units[rng.below(pos.units.len())].cell,
            85..=97 => all[rng.below(all.len())],
            _ => off_board(table, rng),
        };
        if validator.validate(&pos, from, to).is_some() {
            pos.apply(from, to);
        }
        let (a, b) = (table.cells.format(from), table.cells.format(to));
        set.push_move(from, to, &a, &b);
    }
    set
}

/// A cell a few random steps from `from`, staying on the board (names of
/// cells far off it could not be written).
fn walk(table: &Rules, from: Offset, rng: &mut Rng) -> Offset {
    let mut cell = from;
    for _ in 0..rng.range(1, 5) {
        if let Some(&(dr, dc)) = table.steps.get(rng.below(table.steps.len())) {
            let next = (cell.0 + dr, cell.1 + dc);
            if table.board.contains(next) {
                cell = next;
            }
        }
    }
    cell
}

/// A name-able cell that is not on the board: in the bounding rectangle's
/// corners (a hexagon's) or just past its last column.
fn off_board(table: &Rules, rng: &mut Rng) -> Offset {
    let b = table.board;
    let row = rng.range(1, i64::from(b.rows)) as i32;
    let corner = (row, 1);
    if !b.contains(corner) {
        corner
    } else {
        (row, b.columns + 1)
    }
}

/// Writes one data set in the contest format.
fn write_set(table: &Rules, set: &DataSet, out: &mut impl Write) -> io::Result<()> {
    let board = table.board;
    let mut line = String::new();
    for r in 1..=board.rows {
        line.clear();
        if let Shape::Hexagon(side) = board.shape() {
            line.extend(std::iter::repeat_n(' ', (r - side).unsigned_abs() as usize));
        }
        let (first, last) = board.row_span(r).unwrap_or((1, 0));
        for c in first..=last {
            if c > first {
                line.push(' ');
            }
            let kind = usize::from(set.terrain[board.index((r, c))]);
            line.push(table.terrain.kinds.get(kind).map_or('?', |k| k.symbol));
        }
        writeln!(out, "{line}")?;
    }
    let counts: Vec<String> = (0..table.sides.len())
        .map(|s| set.units.iter().filter(|u| u.side == s).count().to_string())
        .collect();
    writeln!(out, "{}", counts.join(" "))?;
    for side in 0..table.sides.len() {
        for unit in set.units.iter().filter(|u| u.side == side) {
            let symbol = table.kinds.get(unit.kind).map_or('?', |k| k.symbol);
            writeln!(out, "{symbol} {}", table.cells.format(unit.cell))?;
        }
    }
    writeln!(out, "{}", set.moves.len())?;
    for k in 0..set.moves.len() {
        let (from, to) = set.names(k);
        writeln!(out, "{from} {to}")?;
    }
    Ok(())
}
