//! What every printer of a game writes with: the text built line by line,
//! the header and board lines, movement sets and outcomes by their words.

use crate::geometry::{BoardSize, Offset, Shape, offset_name};

pub(super) struct Out(String);

impl Out {
    pub(super) fn new() -> Out {
        Out(String::new())
    }

    pub(super) fn text(self) -> String {
        self.0
    }

    pub(super) fn line(&mut self, text: impl AsRef<str>) {
        self.0.push_str(text.as_ref());
        self.0.push('\n');
    }
}

pub(super) fn header(out: &mut Out, name: &str, format: &str) {
    out.line(format!("game {name:?}"));
    out.line(format!("format {format}"));
}

pub(super) fn board(out: &mut Out, board: BoardSize) {
    match board {
        BoardSize::Fixed(b) => match b.shape() {
            Shape::Rectangle => out.line(format!("board {} rows x {} columns", b.rows, b.columns)),
            Shape::Hexagon(side) => out.line(format!("board hexagon {side} cells a side")),
        },
        BoardSize::FromScenario => out.line("board from scenario"),
    }
}

/// A movement set by names where every direction has one.
pub(super) fn set(shape: Shape, offsets: &[Offset]) -> String {
    offsets
        .iter()
        .map(|&o| offset_name(shape, o))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An outcome's words as a rules file writes them (`costs 2`, `blocked`).
pub fn entry(e: crate::model::Outcome) -> String {
    e.words()
}
