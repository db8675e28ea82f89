//! The statements every kind of game shares, checked by one piece of code
//! whatever the game: the format, the board, cell names, the distance,
//! legends (`terrain:`, `units:`, `pieces:`) and the sides.

use super::checker::{Checker, MAX_SIDE};
use crate::geometry::{Board, BoardSize, CellNames, Metric, Shape};
use crate::rules::ast::{self, Spanned, StatementKind};
use crate::rules::codes::Error;
use crate::rules::game::{FORMATS, Kind};
use crate::rules::vocab;

/// The kind of game the `format` names (a robots game without one).
pub(super) fn kind(c: &mut Checker) -> Option<Kind> {
    let Some(StatementKind::Format(word)) = c.get("format").map(|s| &s.node) else {
        return (!c.broken("format")).then_some(Kind::Pursuit);
    };
    let found = FORMATS
        .iter()
        .find(|(n, _)| *n == word.node)
        .map(|(_, k)| *k);
    if found.is_none() {
        let known: Vec<&str> = FORMATS.iter().map(|(n, _)| *n).collect();
        c.unknown("format", word, &known);
    }
    found
}

/// The board: fixed, or (where `from_scenario` allows) sized by each
/// scenario.
pub(super) fn board(c: &mut Checker, from_scenario: bool) -> Option<BoardSize> {
    let Some(statement) = c.get("board") else {
        c.missing("board", "how large the board is");
        return None;
    };
    let StatementKind::Board(size) = &statement.node else {
        return None;
    };
    match size {
        ast::BoardSize::Rectangle { rows, columns } => {
            let rows = c.in_range(rows, 1, MAX_SIDE, "a board side");
            let columns = c.in_range(columns, 1, MAX_SIDE, "a board side");
            Some(BoardSize::Fixed(Board::new(rows? as i32, columns? as i32)))
        }
        ast::BoardSize::Hexagon { side } => {
            let most = (MAX_SIDE + 1) / 2;
            let side = c.in_range(side, 1, most, "a hexagon's side")?;
            Some(BoardSize::Fixed(Board::hexagon(side as i32)))
        }
        ast::BoardSize::FromScenario if from_scenario => Some(BoardSize::FromScenario),
        ast::BoardSize::HexagonFromScenario => {
            let f = c
                .error(
                    Error::FormatNeeds,
                    statement.span,
                    "only a map game's cases draw a hexagon board",
                )
                .label("this format's scenarios draw no hexagon")
                .help("write `format map` for a game whose cases draw it, or state the board, such as `board hexagon 5 cells a side`");
            c.push(f);
            None
        }
        ast::BoardSize::FromScenario => {
            let f = c
                .error(
                    Error::FormatNeeds,
                    statement.span,
                    "this game's board cannot come from the scenario",
                )
                .label("the format's scenarios do not give a board")
                .help("state the board's size, such as `board 31 rows x 31 columns` or `board hexagon 5 cells a side`");
            c.push(f);
            None
        }
    }
}

/// A board every scenario shares.
pub(super) fn fixed_board(c: &mut Checker) -> Option<Board> {
    match board(c, false)? {
        BoardSize::Fixed(board) => Some(board),
        BoardSize::FromScenario => None,
    }
}

/// How cells are named: `(row, column)` unless stated; `lettered` says
/// whether the format writes one-word names like `E5`.
pub(super) fn cells(c: &mut Checker, kind: Kind, rows: Option<i32>) -> Option<CellNames> {
    const NAMINGS: &[(&str, CellNames)] = &[
        ("(row, column)", CellNames::Numbers),
        ("row letter, column number", CellNames::LetterNumber),
    ];
    let lettered = kind == Kind::Tactics;
    let statement = c.get("cells");
    let names = match statement.map(|s| &s.node) {
        Some(StatementKind::Cells(phrase)) => {
            let normal = phrase
                .node
                .replace(" ,", ",")
                .replace("( ", "(")
                .replace(" )", ")");
            match NAMINGS.iter().find(|(n, _)| *n == normal) {
                Some((_, names)) => *names,
                None => {
                    let known: Vec<&str> = NAMINGS.iter().map(|(n, _)| *n).collect();
                    c.unknown("cell naming", phrase, &known);
                    return None;
                }
            }
        }
        _ => CellNames::Numbers,
    };
    let wanted = if lettered {
        CellNames::LetterNumber
    } else {
        CellNames::Numbers
    };
    if names != wanted {
        // Point at the naming, or else at the format that needs one.
        let at = statement
            .or_else(|| c.get("format"))
            .map_or(crate::diagnostics::Span::new(0, 0), |s| s.span);
        let how = if lettered {
            "one word, a row letter and a column number such as `E5`"
        } else {
            "`(row,column)`"
        };
        let f = c
            .error(
                Error::FormatNeeds,
                at,
                format!("the `{}` format names cells as {how}", kind.format()),
            )
            .label("not the format's cell names")
            .help(if lettered {
                "add `cells named row letter, column number`"
            } else {
                "delete this line: the format writes `(row,column)`"
            });
        c.push(f);
        return None;
    }
    if names == CellNames::LetterNumber
        && let Some(rows) = rows.filter(|&r| r > 26)
    {
        let at = statement.map_or(crate::diagnostics::Span::new(0, 0), |s| s.span);
        let f = c
            .error(
                Error::FormatNeeds,
                at,
                format!("a board of {rows} rows cannot letter its rows"),
            )
            .label("rows are lettered A to Z")
            .help("lettered cell names allow at most 26 rows");
        c.push(f);
        return None;
    }
    Some(names)
}

/// The distance of a pursuit.
pub(super) fn distance(c: &mut Checker) -> Option<Metric> {
    let Some(StatementKind::Distance(word)) = c.get("distance").map(|s| &s.node) else {
        c.missing("distance", "how distance is measured");
        return None;
    };
    let found = vocab::lookup(vocab::METRICS, &word.node);
    if found.is_none() {
        let known: Vec<&str> = vocab::names(vocab::METRICS).collect();
        c.unknown("distance", word, &known);
    }
    found
}

/// `sides: red, black`: at least two, each named once.
pub(super) fn sides(c: &mut Checker, count: Option<usize>) -> Option<Vec<String>> {
    let Some(statement) = c.get("sides") else {
        c.missing("sides", "what the sides are");
        return None;
    };
    let StatementKind::Sides(names) = &statement.node else {
        return None;
    };
    // Each name against those before it by a table: a long list of
    // distinct names compared pair by pair took quadratic time.
    let mut seen = std::collections::HashMap::new();
    for name in names {
        if let Some(first) = seen.get(&name.node) {
            let f = c
                .error(
                    Error::RepeatedName,
                    name.span,
                    format!("the side `{}` is named twice", name.node),
                )
                .label("named again here")
                .also(*first, "first named here")
                .help("each side has its own name");
            c.push(f);
            return None;
        }
        seen.insert(&name.node, name.span);
    }
    if let Some(n) = count.filter(|&n| n != names.len()) {
        let f = c
            .error(
                Error::FormatNeeds,
                statement.span,
                format!("this format plays {n} sides, not {}", names.len()),
            )
            .label(format!("{} sides", names.len()))
            .help(format!("name {n} sides, such as `sides: first, second`"));
        c.push(f);
        return None;
    }
    Some(names.iter().map(|n| n.node.clone()).collect())
}

/// The index of a side named in a statement.
pub(super) fn side(c: &mut Checker, sides: &[String], word: &Spanned<String>) -> Option<usize> {
    let found = sides.iter().position(|s| *s == word.node);
    if found.is_none() {
        let known: Vec<&str> = sides.iter().map(String::as_str).collect();
        c.unknown("side", word, &known);
    }
    found
}

/// Whether a board is a hexagon, for messages.
pub(super) fn shape_of(board: Option<BoardSize>) -> Shape {
    match board {
        Some(BoardSize::Fixed(b)) => b.shape(),
        _ => Shape::Rectangle,
    }
}

/// `game "NAME"`, or `unnamed`.
pub(super) fn game_name(c: &Checker) -> String {
    match c.get("game").map(|s| &s.node) {
        Some(StatementKind::Game(name)) => name.node.clone(),
        _ => String::from("unnamed"),
    }
}

/// A word that can only be one thing in this game.
pub(super) fn expect_word(c: &mut Checker, word: &Spanned<String>, want: &str, what: &str) -> bool {
    if word.node == want {
        return true;
    }
    c.unknown(&format!("name for {what}"), word, &[want]);
    false
}

/// Which cells a board holds, for a help line.
pub(super) fn on_board_help(board: Board) -> String {
    let (rows, columns) = (board.rows, board.columns);
    match board.shape() {
        crate::geometry::Shape::Rectangle => {
            format!("rows run from 1 to {rows} and columns from 1 to {columns}")
        }
        crate::geometry::Shape::Hexagon(side) => format!(
            "rows run from 1 to {rows}; row r holds the columns from max(1, {} - r) to \
             min({columns}, {} - r), so the centre is ({side}, {side})",
            side + 1,
            3 * side - 1
        ),
    }
}
