//! The views of a placement game (Crosses & Crosses and its variants):
//! its input's cases (a record file's games, or a contest question's
//! cases) as frames, one a move, for the trace and every view that reads
//! frames, and `robots explain`.
//!
//! - [`cases`]: the input's cases, one record or one question each;
//! - [`play`]: a game played from its moves, the frame after each one;
//! - [`record`], [`question`]: the trace of either kind of case;
//! - [`explain`]: a case explained, one line a move, or one move in full;
//! - [`draw`], [`log`], [`shapes`]: the board, the move as data, and the
//!   full shapes a move completed.
//!
//! A record's trace opens with `Record N: R x C`, the records follow each
//! other without a blank line, and each ends with its score: the text of
//! `robots run --trace` on records before these views read frames.

mod cases;
mod draw;
mod explain;
mod log;
mod play;
mod question;
mod record;
mod shapes;

pub use cases::{Case, CrossesCases, Record};

use crate::crosses::table::Table;
use crate::crosses::{CrossesError, format};
use crate::rules::lines::RuleLines;
use crate::scenario::crosses::Format;
use crate::views::board::Mark;
use crate::views::explained::Explained;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};

/// The views of a placement game's cases.
pub struct Crosses {
    format: Format,
    legend: Vec<(Mark, &'static str)>,
    /// Where the rules file states what it states (the cut, for explain).
    lines: RuleLines,
}

impl Crosses {
    /// The views of `table`'s game, whose rules file's lines are `lines`.
    pub fn new(table: &Table, lines: RuleLines) -> Result<Self, CrossesError> {
        let format = format(table)?;
        Ok(Crosses {
            legend: draw::legend(&format.sides),
            format,
            lines,
        })
    }

    /// What the game's formats read by.
    pub fn format(&self) -> &Format {
        &self.format
    }
}

impl Traced for Crosses {
    type Case = Case;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        self.legend.clone()
    }

    fn heading(&self, number: usize, case: &Case, first: bool, paint: Paint) -> String {
        match case {
            Case::Record(r) => {
                let heading = format!("Record {}: {} x {}", r.number, r.n, r.n);
                format!("{}\n", paint.ink(Ink::Strong, &heading))
            }
            Case::Question(q) => {
                let gap = if first { "" } else { "\n" };
                let score = play::standing(&self.format.sides, &q.score);
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
            Case::Record(r) => record::trace(self, r, moves, paint, show),
            Case::Question(q) => question::trace(self, q, moves, paint, show),
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
        explain::explain(self, number, case, mv, paint)
    }
}
