//! A map game's board: drawn by each case as a rectangle (`board from
//! scenario`) or as a hexagon (`board hexagon from scenario`). The shape
//! decides which direction names the file may use, and a hexagon's rows
//! separate their cells by spaces, so a space cannot be one of its symbols.

use super::checker::Checker;
use super::common;
use crate::geometry::Shape;
use crate::rules::ast::{BoardSize, StatementKind, Symbol};
use crate::rules::codes::Error;

/// Whether each case draws a hexagon; a rectangle for every other board
/// statement (checked as every game checks it).
pub(super) fn hexagon(c: &mut Checker) -> bool {
    match c.get("board").map(|s| &s.node) {
        Some(StatementKind::Board(BoardSize::HexagonFromScenario)) => true,
        _ => {
            common::board(c, true);
            false
        }
    }
}

/// The shape whose compass names the file's directions. A hexagon drawn
/// by the scenario has no size yet: its compass is every hexagon's.
pub(super) fn shape(hexagon: bool) -> Shape {
    if hexagon {
        Shape::Hexagon(0)
    } else {
        Shape::Rectangle
    }
}

/// On a hexagon map, a legend line whose symbol is a space: the rows
/// separate their cells by spaces, so a space cannot stand for a cell.
pub(super) fn no_space_symbol(c: &mut Checker) -> bool {
    let mut spans = Vec::new();
    for block in ["terrain", "pieces"] {
        if let Some(StatementKind::Legend(_, items)) = c.get(block).map(|s| &s.node) {
            for item in items {
                let (Symbol::Quoted(text) | Symbol::Words(text)) = &item.node.symbol.node;
                if text == " " {
                    spans.push(item.node.symbol.span);
                }
            }
        }
    }
    for span in &spans {
        let f = c
            .error(
                Error::BadSymbol,
                *span,
                "a space cannot be a symbol of a hexagon map",
            )
            .label("a hexagon's rows separate their cells by spaces")
            .help("give this line another character, such as `\".\"`");
        c.push(f);
    }
    spans.is_empty()
}
