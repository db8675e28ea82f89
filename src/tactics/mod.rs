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

use crate::run::RunError;
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

/// Plays every data set of `reader` under `table` and writes the results
/// to `out`, each data set as soon as it is played. A refused input stops
/// the run after the data sets before it were written; `out` is flushed
/// either way.
pub fn run<R: BufRead, W: Write>(
    table: &Table,
    reader: &mut Reader<'_, R>,
    out: &mut W,
) -> Result<(), RunError> {
    let mut game = Game::new(table.clone());
    let mut text = String::new();
    let mut number = 0;
    let result = loop {
        match reader.next_set() {
            Ok(Some(set)) => {
                number += 1;
                text.clear();
                game.play(number, &set, &mut text);
                out.write_all(text.as_bytes())?;
            }
            Ok(None) => break Ok(()),
            Err(e) => break Err(e.into()),
        }
    };
    out.flush()?;
    result
}
