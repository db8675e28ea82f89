//! From a placement game's table to what its game and formats play by,
//! and why a run of one stops early.

use super::table::Table;
use crate::paths::Entry;
use crate::placement::{Occupied, Rules};
use crate::scenario::ScenarioError;
use crate::scenario::crosses::Format;
use miette::Diagnostic;
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
    #[error(
        "none of {tried} random games in a row on boards of side {} to {} was lost by `{side}`, the side re-enacted: these rules and sides leave no game to generate",
        sides.0,
        sides.1
    )]
    #[diagnostic(
        code(robots::crosses::nothing_to_generate),
        help("give larger sides with `--sides A..B`, or rules under which `{side}` can lose")
    )]
    NothingToGenerate {
        tried: usize,
        sides: (usize, usize),
        side: String,
    },
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
        lines: table.removal.lines,
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
