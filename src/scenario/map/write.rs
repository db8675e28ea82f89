//! The map format's output: `Case K:`, the end line, the board at the end,
//! drawn as the input draws it (a hexagon's rows indented, their cells
//! separated by spaces).

use crate::geometry::Board;
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

/// Draws a board, a line a row: a rectangle's symbols side by side; a
/// hexagon's rows indented by their distance from the middle row, their
/// cells separated by one space. `symbol` shows a cell by its grid index.
pub fn layout(board: Board, out: &mut String, symbol: impl Fn(usize) -> char) {
    let hexagon = matches!(board.shape(), crate::geometry::Shape::Hexagon(_));
    let middle = (board.rows + 1) / 2;
    for r in 1..=board.rows {
        let Some((first, last)) = board.row_span(r) else {
            continue;
        };
        if hexagon {
            out.extend(std::iter::repeat_n(
                ' ',
                (r - middle).unsigned_abs() as usize,
            ));
        }
        for c in first..=last {
            if hexagon && c > first {
                out.push(' ');
            }
            out.push(symbol(board.index((r, c))));
        }
        out.push('\n');
    }
}
