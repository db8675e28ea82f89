//! What every view of a placement game reads of it: the formats' rules
//! and sides, the legend of its boards, and where its rules file states
//! what it states (the cut, for explain).

use super::draw;
use super::play::standing;
use crate::crosses::{CrossesError, format};
use crate::model::Model;
use crate::rules::lines::RuleLines;
use crate::scenario::crosses::{Format, Question};
use crate::views::board::Mark;

/// A placement game as its views read it.
pub(crate) struct Setting {
    pub(crate) format: Format,
    pub(crate) legend: Vec<(Mark, &'static str)>,
    pub(crate) lines: RuleLines,
}

impl Setting {
    /// `table`'s game, whose rules file's lines are `lines`.
    pub(crate) fn new(table: &Model, lines: RuleLines) -> Result<Self, CrossesError> {
        let format = format(table)?;
        Ok(Setting {
            legend: draw::legend(&format.sides),
            format,
            lines,
        })
    }

    /// The name of the side whose moves a question leaves out.
    pub(crate) fn reenacted(&self) -> &str {
        self.format
            .sides
            .get(self.format.reenacted)
            .map_or("?", String::as_str)
    }

    /// Why no order of the re-enacted side's moves answers `q`.
    pub(crate) fn none_reaches(&self, q: &Question, reason: Option<&str>) -> String {
        let side = self.reenacted();
        let score = standing(&self.format.sides, &q.score);
        match reason {
            Some(reason) => format!("no order of {side}'s moves ends the game {score}: {reason}"),
            None => format!("no order of {side}'s moves ends the game {score}"),
        }
    }
}
