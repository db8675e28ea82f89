//! The map format's output: `Case K:`, the end line, the board at the end.

use crate::interpreter::{Ending, Outcome};
use crate::model::Model;

/// Appends one case's output.
pub fn write_case(out: &mut String, number: usize, model: &Model, outcome: &Outcome) {
    use std::fmt::Write;
    let m = outcome.moves;
    let _ = writeln!(out, "Case {number}:");
    let _ = match &outcome.ending {
        Ending::Won(Some(side)) => writeln!(out, "{} won after {m} moves.", model.sides[*side]),
        Ending::Won(None) => writeln!(out, "Won after {m} moves."),
        Ending::Lost => writeln!(out, "Lost after {m} moves."),
        Ending::Draw => writeln!(out, "Draw after {m} moves."),
        Ending::Stopped => writeln!(out, "Stopped after {m} moves."),
        Ending::Survived => writeln!(out, "Survived {m} moves."),
    };
    let lost = matches!(outcome.ending, Ending::Lost);
    outcome.position.draw(model, lost, out);
}
