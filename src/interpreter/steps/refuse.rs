//! An input move the rules refuse, put in words: why a move by cell was
//! refused, for the move's record, and the case's error, worded as the
//! plain game words it.

use crate::interpreter::game::board_words;
use crate::interpreter::place::Refusal;
use crate::interpreter::position::{NONE, Position};
use crate::interpreter::record::Why;
use crate::model::Model;
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, Move};

/// Why a move by cell was refused.
pub(super) fn cell_why(pos: &Position, (r, c): (i64, i64), refusal: Refusal) -> Why {
    let cell = (r as i32, c as i32);
    match (refusal, pos.cell(cell)) {
        (Refusal::OffBoard, _) | (_, None) => Why::OffBoard(cell),
        (Refusal::Occupied(kind), Some(_)) if kind != NONE => Why::Piece(cell, kind),
        (Refusal::Occupied(_), Some(at)) => Why::Terrain(cell, pos.terrain(at)),
    }
}

/// The case's refusal of input move `k` (`refusal`: a move by cell's),
/// worded as the plain game's.
pub(super) fn refuse(
    (case, input): (&MapCase, &str),
    model: &Model,
    k: usize,
    mv: Move,
    refusal: Option<Refusal>,
) -> ScenarioError {
    let (Move::Cell(r, c), Some(refusal)) = (mv, refusal) else {
        let message = format!("move {}: the player cannot walk there", k + 1);
        let help = "the rules forbid this move here";
        return case.refuse(input, k, message, "blocked", help);
    };
    let n = k + 1;
    let (message, label) = match refusal {
        Refusal::OffBoard => (
            format!("move {n}: ({r},{c}) is off the {}", board_words(case)),
            "off the board",
        ),
        Refusal::Occupied(kind) if kind != NONE => (
            format!(
                "move {n}: ({r},{c}) already holds a {}",
                model.kinds[kind as usize].name
            ),
            "taken",
        ),
        Refusal::Occupied(_) => (format!("move {n}: ({r},{c}) cannot be played"), "blocked"),
    };
    let help = "the rules forbid this move here; moves after the game's end are not checked";
    case.refuse(input, k, message, label, help)
}
