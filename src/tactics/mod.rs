//! Janken Tactics: units of kinds on sides, moving by the cheapest path
//! within a budget of points over terrain, never passing an enemy or
//! next to an enemy that beats them. The decision is move validation.
//!
//! [`run`] plays a stream of data sets in the contest format
//! ([`crate::scenario::tactics`]) and prints their results.

pub mod generate;
pub mod position;
pub mod rules;
pub mod validate;

use crate::run::select::CASE_END;
use crate::run::{Cases, Failure, Options, Play, RunError, Selection};
use crate::scenario::tactics::{DataSet, Reader, write_game_header, write_move};
use position::Position;
use rules::Rules;
use std::io::{BufRead, Write};
use validate::Validator;

/// Plays data sets one after another, reusing its memory.
#[derive(Debug, Clone)]
pub struct Game {
    table: Rules,
    validator: Validator,
}

impl Game {
    pub fn new(table: Rules) -> Self {
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
/// to `out` in input order, each move as it is read: a data set of any
/// length is played in the memory of one move (a move is validated in
/// under a microsecond, so one job plays them all; `--jobs` changes
/// nothing of the output). Only the data sets of `options.select` are
/// played (the others are read and checked), each under its number in
/// the input. A refused input stops the run after everything before it
/// was written; `out` is flushed either way.
pub fn run<R: BufRead, W: Write + Send>(
    table: &Rules,
    reader: &mut Reader<'_, R>,
    out: &mut W,
    options: Options,
) -> Result<(), RunError> {
    let mut game = Game::new(table.clone());
    let played = game.stream(reader, out, options);
    let flushed = out.flush().map_err(|e| RunError::from(Failure::Output(e)));
    played.and(flushed)
}

/// Output is written in blocks of about this many bytes.
const BLOCK: usize = 1 << 16;

impl Game {
    fn stream<R: BufRead, W: Write>(
        &mut self,
        reader: &mut Reader<'_, R>,
        out: &mut W,
        options: Options,
    ) -> Result<(), RunError> {
        let select = options.select;
        let range = select.cases;
        let output = |e| RunError::from(Failure::Output(e));
        let mut text = String::new();
        let mut number = 0;
        loop {
            if range.ends_at(number) {
                return Ok(());
            }
            let Some(mut set) = reader.next_header()? else {
                if select != Selection::default() && number < range.first {
                    return Err(Failure::NoSuchCase {
                        first: range.first,
                        count: number,
                    }
                    .into());
                }
                return Ok(());
            };
            number += 1;
            if !range.contains(number) {
                continue;
            }
            write_game_header(&mut text, number as u64);
            let mut pos = Position::new(self.table.board, &set);
            let mut k = 0;
            while reader.next_move(&mut set)? {
                k += 1;
                let m = set.moves[0];
                let left = self.validator.validate(&pos, m.from, m.to);
                if left.is_some() {
                    pos.apply(m.from, m.to);
                }
                let (from, to) = set.names(0);
                write_move(&mut text, k, from, to, left);
                set.clear_moves();
                if text.len() >= BLOCK {
                    out.write_all(text.as_bytes()).map_err(output)?;
                    text.clear();
                }
            }
            if select.mark_ends {
                text.push(CASE_END);
            }
            out.write_all(text.as_bytes()).map_err(output)?;
            text.clear();
            if options.flush_each_case {
                out.flush().map_err(output)?;
            }
        }
    }
}
