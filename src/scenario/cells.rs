//! Whether a cell a scenario names is on the board, and if not, what to
//! say: which coordinate is wrong, and which cells the board holds (a
//! rectangle's rows and columns, or a hexagon's row by row).

use crate::geometry::{Board, Offset, Shape};

/// A cell off the board: the token to point at (0 the row, 1 the column)
/// and the words of the refusal.
pub(crate) struct OffBoard {
    pub(crate) token: usize,
    pub(crate) message: String,
    pub(crate) label: String,
    pub(crate) help: String,
}

/// The cell `(row, col)` if it is on `board`; a `what` cell (`robot`,
/// `teleport`) off it is refused.
pub(crate) fn on_board(board: Board, row: i64, col: i64, what: &str) -> Result<Offset, OffBoard> {
    let b = board;
    let fits = |n: i64| i32::try_from(n).ok();
    if let Some(cell) = fits(row).zip(fits(col)).filter(|&c| b.contains(c)) {
        return Ok(cell);
    }
    let span = i32::try_from(row).ok().and_then(|r| b.row_span(r));
    let (token, label) = match span {
        Some((first, last)) if first == 1 && last == b.columns => {
            (1, format!("columns run from 1 to {}", b.columns))
        }
        Some((first, last)) => (1, format!("row {row} holds columns {first} to {last}")),
        None => (0, format!("rows run from 1 to {}", b.rows)),
    };
    let message = format!("the {what} cell ({row},{col}) is off the board");
    let help = match b.shape() {
        Shape::Rectangle => format!(
            "the board has {} rows and {} columns; cells are written `row column`, counting from 1",
            b.rows, b.columns
        ),
        Shape::Hexagon(side) => format!(
            "the board is a hexagon of {side} cells a side: rows 1 to {}, the centre \
             ({side},{side}); cells are written `row column`",
            b.rows
        ),
    };
    Err(OffBoard {
        token,
        message,
        label,
        help,
    })
}
