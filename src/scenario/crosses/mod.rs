//! The formats of a placement game played by turns (Crosses & Crosses):
//! the contest question, a full record of a game, and the contest answer.
//! See `docs/crosses.md` for the formats in full.
//!
//! An input is one or the other kind, told by its first line: the contest
//! question starts with the number of cases alone, a record file with a
//! line `record N`. Both are streamed: a case or a move at a time, every
//! refusal located by file, line and column.

mod answer;
mod format;
mod question;
mod record;
mod tokens;

pub use answer::{write_answer, write_score};
pub use format::{Format, MAX_SIDE};
pub use question::{Question, QuestionReader};
pub use record::{Move, Part, RecordReader, Start};

use super::error::ScenarioError;
use crate::geometry::BoardSize;
use std::io::BufRead;
use tokens::Lines;

impl Format {
    /// Refuses a game side `n` that the rules' board does not allow.
    fn check_side(
        &self,
        lines: &Lines<impl BufRead>,
        token: usize,
        n: i64,
    ) -> Result<(), ScenarioError> {
        if let BoardSize::Fixed(b) = self.board
            && (i64::from(b.rows) != n || i64::from(b.columns) != n)
        {
            return Err(lines.at(Some(token)).says(
                format!(
                    "these rules play on a {} x {} board, not {n} x {n}",
                    b.rows, b.columns
                ),
                "the board's side",
                format!("write the rules' board side, {}", b.rows),
            ));
        }
        Ok(())
    }
}

/// An input of either kind, ready to read.
pub enum Input<R> {
    Questions(QuestionReader<R>),
    Records(RecordReader<R>),
}

/// Reads the first line of `input` and tells which kind it is.
pub fn open<R: BufRead>(input: R, name: &str, format: Format) -> Result<Input<R>, ScenarioError> {
    let mut lines = Lines::new(input, name);
    if !lines.advance()? {
        // No cases, as an empty input is in every other game.
        return Ok(Input::Questions(QuestionReader::empty(lines, format)));
    }
    if lines.token(0) == record::KEYWORD {
        Ok(Input::Records(RecordReader::new(lines, format)?))
    } else {
        Ok(Input::Questions(QuestionReader::new(lines, format)?))
    }
}
