//! The views' one entry for a placement game: [`Crosses`], a [`Traced`]
//! and [`Explained`] kind over its cases, each a record or a question.

use super::cases::Case;
use super::play::standing;
use super::setting::Setting;
use super::{explain, question, record};
use crate::crosses::CrossesError;
use crate::model::Model;
use crate::rules::lines::RuleLines;
use crate::scenario::crosses::Format;
use crate::views::board::Mark;
use crate::views::explained::Explained;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};

/// The views of a placement game's cases.
pub struct Crosses {
    setting: Setting,
}

impl Crosses {
    /// The views of `table`'s game, whose rules file's lines are `lines`.
    pub fn new(table: &Model, lines: RuleLines) -> Result<Self, CrossesError> {
        Ok(Crosses {
            setting: Setting::new(table, lines)?,
        })
    }

    /// What the game's formats read by.
    pub fn format(&self) -> &Format {
        &self.setting.format
    }
}

impl Traced for Crosses {
    type Case = Case;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        self.setting.legend.clone()
    }

    /// A record opens with `Record N: R x C` and follows the one before
    /// it without a blank line; a question with its board and score.
    fn heading(&self, number: usize, case: &Case, first: bool, paint: Paint) -> String {
        match case {
            Case::Record(r) => {
                let heading = format!("Record {}: {} x {}", r.number, r.n, r.n);
                format!("{}\n", paint.ink(Ink::Strong, &heading))
            }
            Case::Question(q) => {
                let gap = if first { "" } else { "\n" };
                let score = standing(&self.setting.format.sides, &q.score);
                let heading = format!("Case {number}: {} x {}, stated score {score}", q.n, q.n);
                format!("{gap}{}\n", paint.ink(Ink::Strong, &heading))
            }
        }
    }

    fn trace(
        &mut self,
        _number: usize,
        case: &Case,
        moves: Moves,
        paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String> {
        match case {
            Case::Record(r) => record::trace(&self.setting, r, moves, paint, show),
            Case::Question(q) => question::trace(&self.setting, q, moves, paint, show),
        }
    }
}

impl Explained for Crosses {
    fn explain(
        &mut self,
        number: usize,
        case: &Case,
        mv: Option<u32>,
        paint: Paint,
    ) -> miette::Result<String> {
        explain::explain(&self.setting, number, case, mv, paint)
    }
}
