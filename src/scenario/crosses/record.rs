//! A full record of games: each game starts with a line `record n` (an
//! `n x n` board) and lists every move in the order played, one a line:
//! `row column`, or `side row column` to say whose move it is. The game's
//! end (no free cell left) ends the record; the next `record` line starts
//! the next game.
//!
//! The reader knows the format only; whether a move may be made is the
//! replay's to say, which it does at the move's line and column through
//! [`RecordReader::at`].

use super::format::{Format, MAX_SIDE};
use super::tokens::Lines;
use crate::diagnostics::suggest;
use crate::scenario::error::{Located, ScenarioError, shown};
use std::io::BufRead;

/// The word that starts a record.
pub(super) const KEYWORD: &str = "record";

/// The start of one game's record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Start {
    /// The record's number, from 1.
    pub number: usize,
    /// The board's side.
    pub n: usize,
    /// The `record n` line's number and text.
    pub line: usize,
    pub text: String,
}

/// One move as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    /// The side the line names, if it names one.
    pub side: Option<usize>,
    pub row: i64,
    pub column: i64,
}

/// A part of the current move's line, to point an error at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The side's name (the whole line if it names none).
    Side,
    /// The row and the column.
    Cell,
    Row,
    Column,
}

/// Reads the games of a record file.
pub struct RecordReader<R> {
    lines: Lines<R>,
    format: Format,
    /// The current line is a `record` line not yet read as one.
    pending: bool,
    records: usize,
}

impl<R: BufRead> RecordReader<R> {
    /// `lines` stands on the first `record` line.
    pub(super) fn new(lines: Lines<R>, format: Format) -> Result<Self, ScenarioError> {
        Ok(RecordReader {
            lines,
            format,
            pending: true,
            records: 0,
        })
    }

    pub fn format(&self) -> &Format {
        &self.format
    }

    /// The next game's start, or `None` at the end of the input.
    pub fn next_record(&mut self) -> Result<Option<Start>, ScenarioError> {
        if !self.pending && !self.lines.advance()? {
            return Ok(None);
        }
        self.pending = false;
        let lines = &self.lines;
        if lines.token(0) != KEYWORD {
            return Err(lines.at(Some(0)).says(
                "expected `record n`, the start of a game".into(),
                "not the start of a record",
                "a record file lists games, each a line `record n` and its moves",
            ));
        }
        lines.expect_tokens(2, "a record's first line", "record 5")?;
        let n = lines.number_at(1, 1, MAX_SIDE, "the board's side")?;
        self.format.check_side(lines, 1, n)?;
        self.records += 1;
        Ok(Some(Start {
            number: self.records,
            n: n as usize,
            line: lines.number(),
            text: lines.text().to_string(),
        }))
    }

    /// The current game's next move; `None` where the game's record ends
    /// (the next `record` line or the end of the input).
    pub fn next_move(&mut self) -> Result<Option<Move>, ScenarioError> {
        if self.pending || !self.lines.advance()? {
            return Ok(None);
        }
        let lines = &self.lines;
        if lines.token(0) == KEYWORD {
            self.pending = true;
            return Ok(None);
        }
        let count = lines.len();
        if count != 2 && count != 3 {
            let message =
                format!("a move is `row column` or `side row column`, not {count} tokens");
            let first = self.format.sides.first().map_or("side", String::as_str);
            let help = format!("for example `2 3`, or `{first} 2 3`");
            return Err(lines.at(None).says(message, "not a move", help));
        }
        let side = if count == 3 {
            let name = lines.token(0);
            match self.format.sides.iter().position(|s| s == name) {
                Some(side) => Some(side),
                None => {
                    let names = self.format.sides.join(", ");
                    let help = match suggest(name, self.format.sides.iter().map(String::as_str)) {
                        Some(s) => format!("did you mean `{s}`? The sides are {names}"),
                        None => format!("the sides are {names}"),
                    };
                    return Err(lines.at(Some(0)).says(
                        format!("no side is called `{}`", shown(name)),
                        "not a side",
                        help,
                    ));
                }
            }
        } else {
            None
        };
        Ok(Some(Move {
            side,
            row: lines.integer_at(count - 2, "a row")?,
            column: lines.integer_at(count - 1, "a column")?,
        }))
    }

    /// A part of the last move's line.
    pub fn at(&self, part: Part) -> Located {
        let count = self.lines.len();
        match part {
            Part::Side if count == 3 => self.lines.at(Some(0)),
            Part::Side => self.lines.at(None),
            Part::Cell => self
                .lines
                .at_tokens(count.saturating_sub(2), count.saturating_sub(1)),
            Part::Row => self.lines.at(Some(count.saturating_sub(2))),
            Part::Column => self.lines.at(Some(count.saturating_sub(1))),
        }
    }

    /// The input's name.
    pub fn name(&self) -> &str {
        self.lines.name()
    }

    /// The number of the line where the current record stopped: the next
    /// record's first line, or the line after the last.
    pub fn stop_line(&self) -> usize {
        self.lines.number() + usize::from(!self.pending)
    }
}
