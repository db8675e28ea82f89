//! The map format's output: `Case K:`, the end line, the board at the end,
//! drawn as the input draws it (a hexagon's rows indented, their cells
//! separated by spaces).

use crate::geometry::Board;
use crate::interpreter::{Drawing, Ending, Outcome};
use crate::model::Model;
use crate::scenario::numbers::push_number;

/// Appends one case's output.
pub fn write_case(out: &mut String, number: usize, model: &Model, outcome: &Outcome) {
    write_drawn(out, number, model, &mut Drawing::new(model), outcome);
}

/// [`write_case`] with the legend's symbols worked out already.
pub fn write_drawn(
    out: &mut String,
    number: usize,
    model: &Model,
    drawing: &mut Drawing,
    outcome: &Outcome,
) {
    heading(out, number, model, outcome);
    let lost = matches!(outcome.ending, Ending::Lost);
    drawing.draw(&outcome.position, lost, out);
}

/// [`write_case`] the plain way: every cell's symbol found in the legend
/// as it is drawn, through [`layout`]; what the tests hold
/// [`write_drawn`] to.
pub fn write_plain(out: &mut String, number: usize, model: &Model, outcome: &Outcome) {
    heading(out, number, model, outcome);
    let lost = matches!(outcome.ending, Ending::Lost);
    let pos = &outcome.position;
    let symbol = |cell: usize| {
        let terrain = pos.terrain(cell);
        if pos.player() == Some(cell) {
            return model.legend.show(terrain, model.player, lost);
        }
        let piece = match (pos.chaser_at(cell), pos.static_at(cell)) {
            (u8::MAX, u8::MAX) => None,
            (u8::MAX, kind) | (kind, _) => Some(kind),
        };
        model.legend.show(terrain, piece, false)
    };
    layout(pos.board(), out, symbol);
}

/// `Case K:` and the end line.
fn heading(out: &mut String, number: usize, model: &Model, outcome: &Outcome) {
    out.push_str("Case ");
    push_number(out, number as u64);
    out.push_str(":\n");
    match &outcome.ending {
        Ending::Won(Some(side)) => {
            out.push_str(&model.sides[*side]);
            out.push_str(" won after ");
        }
        Ending::Won(None) => out.push_str("Won after "),
        Ending::Lost => out.push_str("Lost after "),
        Ending::Draw => out.push_str("Draw after "),
        Ending::Stopped => out.push_str("Stopped after "),
        Ending::Survived => out.push_str("Survived "),
    }
    push_number(out, outcome.moves);
    out.push_str(" moves.\n");
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_in_decimal() {
        for n in [0, 7, 10, 99, 12_345, u64::MAX] {
            let mut out = String::new();
            push_number(&mut out, n);
            assert_eq!(out, n.to_string());
        }
    }
}
