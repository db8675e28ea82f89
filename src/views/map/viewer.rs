//! The views of one map game: its names and rules file's lines, its
//! interpreter, its legend, and the input's name.

use super::grid;
use super::say::Said;
use crate::diagnostics::Source;
use crate::interpreter::Interpreter;
use crate::model::Model;
use crate::views::board::Mark;

/// The views of one map game's cases.
pub struct MapViews {
    pub(super) said: Said,
    pub(super) interpreter: Interpreter,
    pub(super) legend: Vec<(Mark, &'static str)>,
    /// The input's name, for refusals.
    pub(super) input: String,
    /// Whether a trace's frames draw the board (see
    /// [`crate::views::trace::Traced::draw_boards`]).
    pub(super) boards: bool,
}

impl MapViews {
    /// The views of `model`'s games, stated in `source`, for cases read
    /// from the input named `input`.
    pub fn new(model: &Model, source: &Source, input: &str) -> MapViews {
        let lines = crate::rules::lines::lines(source);
        MapViews {
            said: Said::new(model, lines, source.text.lines().count()),
            interpreter: Interpreter::new(model),
            legend: grid::legend(model),
            input: input.to_string(),
            boards: true,
        }
    }
}
