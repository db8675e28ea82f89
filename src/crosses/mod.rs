//! Crosses & Crosses and the placement games like it: sides place pieces
//! by turns, full rectangles are cut off, and the contest question is
//! re-enacting one side's moves for a stated final score. Everything here
//! is driven by the compiled [`table::Table`]: the parts it plays on are
//! [`crate::placement`] (the game) and [`crate::reenact`] (the search).
//!
//! [`run`] is the entry point for `robots run`: it reads either kind of
//! input (see [`crate::scenario::crosses`]) and answers the questions or
//! replays the records.

pub mod contest;
pub mod generate;
pub mod replay;
pub mod table;

use crate::paths::Entry;
use crate::placement::{Game, Occupied, Rules};
use crate::run::Options;
use crate::scenario::ScenarioError;
use crate::scenario::crosses::{self as format, Format, Input};
use miette::Diagnostic;
use std::io::{BufRead, Write};
use table::Table;
use thiserror::Error;

/// Why a run stopped early.
#[derive(Debug, Error, Diagnostic)]
pub enum CrossesError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Scenario(#[from] ScenarioError),
    #[error("these rules cannot be played as a placement game: {0}")]
    #[diagnostic(code(robots::crosses::table))]
    Table(String),
    #[error("cannot write the output: {0}")]
    #[diagnostic(code(robots::crosses::output))]
    Output(#[from] std::io::Error),
    #[error(transparent)]
    #[diagnostic(transparent)]
    Failure(#[from] crate::run::Failure),
}

/// The placement rules a table states.
pub fn rules(table: &Table) -> Result<Rules, CrossesError> {
    let sides = table.sides.len();
    let bad = |why: &str| Err(CrossesError::Table(why.to_string()));
    if sides == 0 {
        return bad("no sides");
    }
    if table.first >= sides || table.reenact >= sides {
        return bad("the first or the re-enacted side is not one of the sides");
    }
    if table.removal.rows == 0 || table.removal.columns == 0 {
        return bad("the rectangles cut off must have at least one row and one column");
    }
    Ok(Rules {
        sides,
        first: table.first,
        onto_occupied: match table.into_cross {
            Entry::Blocked => Occupied::Refused,
            _ => Occupied::Replaces,
        },
        removal: (table.removal.rows as usize, table.removal.columns as usize),
    })
}

/// What the formats need from the table.
pub fn format(table: &Table) -> Result<Format, CrossesError> {
    Ok(Format {
        sides: table.sides.clone(),
        rules: rules(table)?,
        reenacted: table.reenact,
        board: table.board,
    })
}

/// Reads `input` (named `name` in errors): answers a contest question's
/// cases, or replays a record file's games, writing to `out`. Why a case
/// was answered `N` without a search (a move off the board, a repeated
/// cell) goes to `notes`. Cases are searched on `jobs` threads; every
/// case read before a refusal is answered first.
pub fn run<R: BufRead, W: Write + Send>(
    table: &Table,
    input: R,
    name: &str,
    out: &mut W,
    notes: contest::Notes,
    options: Options,
) -> Result<(), CrossesError> {
    run_traced(table, input, name, out, notes, options, &mut |_| {})
}

/// [`run`], calling `each` with the game after every move of a replayed
/// record (for `--trace`; [`Game::cell`] gives each cell's state).
pub fn run_traced<R: BufRead, W: Write + Send>(
    table: &Table,
    input: R,
    name: &str,
    out: &mut W,
    notes: contest::Notes,
    options: Options,
    each: &mut dyn FnMut(&Game),
) -> Result<(), CrossesError> {
    match format::open(input, name, format(table)?)? {
        Input::Questions(mut reader) => contest::answer_all(&mut reader, out, notes, options),
        Input::Records(mut reader) => replay::replay_all(&mut reader, out, each),
    }
}
