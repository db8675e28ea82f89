//! From a placement game's model to what its game and formats play by
//! (the solver's own rules, read once from the model), and why a run of
//! one stops early.

use crate::geometry::BoardSize;
use crate::model::{Effect, Model, Mover, Outcome, Placement, Question, Target};
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
    #[diagnostic(code(robots::crosses::rules))]
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

/// The placement rules a model states: its sides and turns, whether a
/// piece may be placed onto another, and what is cut off after each move.
pub fn rules(model: &Model) -> Result<Rules, CrossesError> {
    let sides = model.sides.len();
    let bad = |why: &str| Err(CrossesError::Table(why.to_string()));
    if sides == 0 {
        return bad("no sides");
    }
    let first = model.first_side.unwrap_or(sides);
    if first >= sides || reenacted(model).is_none_or(|s| s >= sides) {
        return bad("the first or the re-enacted side is not one of the sides");
    }
    let Some(Placement::Place { class_kind }) = model.placement else {
        return bad("the sides place nothing");
    };
    let Some(&Effect::CutOff {
        rows,
        columns,
        lines,
    }) = model
        .effects
        .iter()
        .find(|e| matches!(e, Effect::CutOff { .. }))
    else {
        return bad("nothing is cut off after a move");
    };
    if rows == 0 || columns == 0 {
        return bad("the rectangles cut off must have at least one row and one column");
    }
    let onto = Target::Piece(class_kind);
    Ok(Rules {
        sides,
        first,
        onto_occupied: match model.outcomes.get(Mover::Placed(class_kind), onto) {
            Outcome::Blocked => Occupied::Refused,
            _ => Occupied::Replaces,
        },
        removal: (rows as usize, columns as usize),
        lines,
    })
}

/// The side the model's question re-enacts.
fn reenacted(model: &Model) -> Option<usize> {
    match model.question {
        Question::Reenact { side } => Some(side),
        _ => None,
    }
}

/// What the formats need from the model.
pub fn format(model: &Model) -> Result<Format, CrossesError> {
    Ok(Format {
        sides: model.sides.clone(),
        rules: rules(model)?,
        reenacted: reenacted(model).unwrap_or(0),
        board: model
            .board
            .map_or(BoardSize::FromScenario, BoardSize::Fixed),
    })
}
