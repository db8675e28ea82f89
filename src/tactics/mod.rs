//! Janken Tactics: units of kinds on sides, moving by the cheapest path
//! within a budget of points over terrain, never passing an enemy or
//! next to an enemy that beats them. The decision is move validation.
//!
//! [`run`] plays a stream of data sets in the contest format
//! ([`crate::scenario::tactics`]) and prints their results.

pub mod generate;
pub mod position;
pub mod table;
pub mod validate;

use crate::run::{Cases, Options, Play, RunError};
use crate::scenario::tactics::{DataSet, Reader, write_game_header, write_move};
use position::Position;
use std::io::{BufRead, Write};
use table::Table;
use validate::Validator;

/// Plays data sets one after another, reusing its memory.
#[derive(Debug, Clone)]
pub struct Game {
    table: Table,
    validator: Validator,
}

impl Game {
    pub fn new(table: Table) -> Self {
        let validator = Validator::new(&table);
        Game { table, validator }
    }

    /// Appends data set `number`'s output to `out`: its header, then each
    /// move's result, the successful ones made as they come.
    pub fn play(&mut self, number: u64, set: &DataSet, out: &mut String) {
        write_game_header(out, number);
        let mut pos = Position::new(self.table.board, set);
        for (k, m) in set.moves.iter().enumerate() {
            let left = self.validator.validate(&pos, m.from, m.to);
            if left.is_some() {
                pos.apply(m.from, m.to);
            }
            let (from, to) = set.names(k);
            write_move(out, k + 1, from, to, left);
        }
    }
}

/// The contest input as a stream of data sets.
pub struct DataSets<'r, 't, R>(pub &'r mut Reader<'t, R>);

impl<R: BufRead> Cases for DataSets<'_, '_, R> {
    type Case = DataSet;
    type Error = RunError;

    fn next_case(&mut self) -> Result<Option<DataSet>, RunError> {
        Ok(self.0.next_set()?)
    }

    fn footprint(set: &DataSet) -> usize {
        size_of::<DataSet>()
            + set.terrain.capacity() * size_of::<u16>()
            + set.units.capacity() * size_of::<crate::scenario::tactics::Unit>()
            + set.moves.capacity() * (size_of::<crate::scenario::tactics::Move>() + 8)
    }
}

impl Play for Game {
    type Case = DataSet;
    type Error = RunError;

    fn play(&mut self, number: usize, set: &DataSet, out: &mut String) -> Result<(), RunError> {
        Game::play(self, number as u64, set, out);
        Ok(())
    }
}

/// Plays every data set of `reader` under `table` and writes the results
/// to `out` in input order (see [`crate::run`]: one job or several, each
/// data set written as soon as it and those before it are played). A
/// refused input stops the run after the data sets before it were
/// written; `out` is flushed either way.
pub fn run<R: BufRead, W: Write + Send>(
    table: &Table,
    reader: &mut Reader<'_, R>,
    out: &mut W,
    options: Options,
) -> Result<(), RunError> {
    crate::run::run(
        &mut DataSets(reader),
        Game::new(table.clone()),
        out,
        options,
    )
}
