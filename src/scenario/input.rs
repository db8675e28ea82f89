//! Reading the contest input, one case at a time, from any byte stream.
//!
//! A case is a line `R T`, then R robot cells and T teleport cells, one
//! `row column` pair per line; `0 0` or the end of the input at a case
//! boundary ends the input. Cases are read as they are needed, so input of
//! any length is played in constant memory. Every refusal names the line and
//! column and shows the offending line.

use super::error::{Located, ScenarioError};
use super::input_refusals::Counts;
use super::lines::{Line, LineFormat, Lines};
use super::taken::Taken;
use crate::engine::table::Offset;
use crate::geometry::Board;
use std::borrow::Cow;
use std::io::BufRead;

/// The longest input line accepted, in bytes.
pub const MAX_LINE: usize = 1024;
/// Lines of two whole numbers.
const FORMAT: LineFormat = LineFormat {
    limit: MAX_LINE,
    long: "each line holds two whole numbers, such as `17 18`",
    not_text: "scenarios are plain text: lines of whole numbers",
};
/// The most teleport entries one case may list.
pub const MAX_TELEPORTS: i64 = 1_000_000;

/// One scenario: the robots' cells and the teleport list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub robots: Vec<Offset>,
    pub teleports: Vec<Offset>,
    /// The number of the case's first line (its `R T` counts).
    pub line: usize,
}

/// Reads cases for a board with a given start cell.
pub struct CaseReader<R> {
    lines: Lines<R>,
    board: Board,
    /// The most robots a case may have: every cell but the start.
    capacity: i64,
    start: Offset,
    done: bool,
    /// The last line with content when it was read quickly (nearly every
    /// line is); otherwise the last line is `lines.line`.
    quick: QuickLine,
    is_quick: bool,
    /// The numbers of the last line with content, when it is the common
    /// `digits space digits` (see [`two_numbers`]).
    pair: Option<(i64, i64)>,
    /// Where each robot of the case being read stands.
    taken: Taken,
    counts: CountsLine,
}

/// A line `digits space digits` read straight from the input's buffer,
/// kept as its numbers and how many digits wrote each (leading zeros
/// included), which give its text back exactly: it is made a [`Line`]
/// only for an error, and nothing is copied per line.
#[derive(Debug, Default, Clone, Copy)]
struct QuickLine {
    pair: (i64, i64),
    widths: (usize, usize),
    number: usize,
}

impl QuickLine {
    fn line(&self) -> Line {
        let ((a, b), (wa, wb)) = (self.pair, self.widths);
        Line {
            number: self.number,
            text: format!("{a:0wa$} {b:0wb$}"),
            tokens: vec![(0, wa), (wa + 1, wa + 1 + wb)],
        }
    }
}

/// The counts line of the case being read, kept for a case cut short.
#[derive(Debug)]
enum CountsLine {
    Quick(QuickLine),
    Read(Line),
}

impl<R: BufRead> CaseReader<R> {
    pub fn new(input: R, name: impl Into<String>, board: Board, start: Offset) -> Self {
        CaseReader {
            lines: Lines::new(input, name, FORMAT),
            board,
            capacity: board.cell_count() as i64 - 1,
            start,
            done: false,
            quick: QuickLine::default(),
            is_quick: false,
            pair: None,
            taken: Taken::new(board),
            counts: CountsLine::Quick(QuickLine::default()),
        }
    }

    /// The input's name, as errors give it.
    pub fn name(&self) -> &str {
        self.lines.name()
    }

    /// The last line with content.
    fn line(&self) -> Cow<'_, Line> {
        if !self.is_quick {
            return Cow::Borrowed(&self.lines.line);
        }
        Cow::Owned(self.quick.line())
    }

    /// A place on the last line with content: one token, or the whole line.
    fn at(&self, token: Option<usize>) -> Located {
        let line = self.line();
        match token {
            Some(k) => line.at_token(self.name(), k),
            None => line.at_line(self.name()),
        }
    }

    /// Reads the next line with any content into `self.lines.line`, and
    /// its numbers into `self.pair` when it is `digits space digits`;
    /// false at the end of the input. Such a line whole in the input's
    /// buffer (nearly every line is) is read straight from there.
    fn next_line(&mut self) -> Result<bool, ScenarioError> {
        loop {
            if let Some((pair, widths)) = self.lines.quick_two()? {
                self.quick = QuickLine {
                    pair,
                    widths,
                    number: self.lines.count(),
                };
                self.is_quick = true;
                self.pair = Some(pair);
                return Ok(true);
            }
            if !self.lines.advance()? {
                return Ok(false);
            }
            let line = &self.lines.line;
            if !line.is_blank() {
                self.is_quick = false;
                self.pair = two_numbers(line.text.as_bytes()).map(|(pair, _)| pair);
                return Ok(true);
            }
        }
    }

    /// Reads a line of exactly two integers (it stays the last line);
    /// `None` at the end of the input.
    fn pair(&mut self, what: &str) -> Result<Option<(i64, i64)>, ScenarioError> {
        if !self.next_line()? {
            return Ok(None);
        }
        if let Some(pair) = self.pair {
            return Ok(Some(pair));
        }
        super::input_refusals::pair(&self.lines.line, self.name(), what).map(Some)
    }

    /// The next case, or `None` when the input has ended.
    pub fn next_case(&mut self) -> Result<Option<Case>, ScenarioError> {
        let mut case = Case {
            robots: Vec::new(),
            teleports: Vec::new(),
            line: 0,
        };
        Ok(self.next_case_into(&mut case)?.then_some(case))
    }

    /// [`Self::next_case`] into `case`, reusing its buffers: false when the
    /// input has ended (and `case` is left as it was).
    pub fn next_case_into(&mut self, case: &mut Case) -> Result<bool, ScenarioError> {
        if self.done {
            return Ok(false);
        }
        let Some((r, t)) = self.pair("the counts line `R T`")? else {
            self.done = true;
            return Ok(false);
        };
        if r == 0 && t == 0 {
            self.done = true;
            return Ok(false);
        }
        let b = self.board;
        let capacity = self.capacity;
        if !(0..=capacity).contains(&r) {
            let message = if r < 0 {
                format!("{r} is not a number of robots")
            } else {
                format!(
                    "{r} robots do not fit on the {} x {} board",
                    b.rows, b.columns
                )
            };
            let help = format!(
                "the number of robots is from 0 to {capacity}: one robot a cell, and none on the start"
            );
            return Err(self.at(Some(0)).says(message, "the number of robots", help));
        }
        if !(0..=MAX_TELEPORTS).contains(&t) {
            let message = if t < 0 {
                format!("{t} is not a number of teleports")
            } else {
                format!("{t} teleports are more than a case may list")
            };
            let help = format!("the number of teleports is from 0 to {MAX_TELEPORTS}");
            return Err(self
                .at(Some(1))
                .says(message, "the number of teleports", help));
        }
        self.counts = match self.is_quick {
            true => CountsLine::Quick(self.quick),
            false => CountsLine::Read(self.lines.line.clone()),
        };
        let counts = |reader: &Self| Counts {
            line: match &reader.counts {
                CountsLine::Quick(q) => q.line(),
                CountsLine::Read(line) => line.clone(),
            },
            robots: r,
            teleports: t,
        };
        case.line = match &self.counts {
            CountsLine::Quick(q) => q.number,
            CountsLine::Read(line) => line.number,
        };
        let robots = &mut case.robots;
        robots.clear();
        robots.reserve(r.min(4096) as usize);
        self.taken.next_case();
        for _ in 0..r {
            let Some((row, col)) = self.pair("a robot's cell")? else {
                let ended = self.lines.count() + 1;
                return Err(counts(self).cut_short(
                    self.name(),
                    ended,
                    robots.len(),
                    0,
                    "a robot's cell",
                ));
            };
            let cell = self.cell(row, col, "robot")?;
            if cell == self.start {
                let message = format!("a robot stands on the player's start cell ({row},{col})");
                return Err(self.at(None).says(
                    message,
                    "the start cell",
                    "robots start on cells other than the player's start",
                ));
            }
            let number = self.lines.count();
            if let Some(first) = self.taken.already(cell, number, r) {
                let message = format!("two robots stand on ({row},{col})");
                let label = format!("the robot on line {first} stands here already");
                return Err(self.at(None).says(
                    message,
                    label,
                    "each robot starts on its own cell",
                ));
            }
            robots.push(cell);
        }
        let teleports = &mut case.teleports;
        teleports.clear();
        teleports.reserve(t.min(4096) as usize);
        for _ in 0..t {
            let Some((row, col)) = self.pair("a teleport cell")? else {
                return Err(counts(self).cut_short(
                    self.name(),
                    self.lines.count() + 1,
                    robots.len(),
                    teleports.len(),
                    "a teleport cell",
                ));
            };
            teleports.push(self.cell(row, col, "teleport")?);
        }
        Ok(true)
    }

    fn cell(&self, row: i64, col: i64, what: &str) -> Result<Offset, ScenarioError> {
        super::cells::on_board(self.board, row, col, what).map_err(|off| {
            self.at(Some(off.token))
                .says(off.message, off.label, off.help)
        })
    }
}

/// The line `digits space digits` (each at most nine digits, as nearly
/// every scenario line is): its two numbers and the space's byte index.
/// Any other line goes through the general tokenizer and its messages.
fn two_numbers(line: &[u8]) -> Option<((i64, i64), usize)> {
    let split = line.iter().position(|&b| b == b' ')?;
    let number = |digits: &[u8]| -> Option<i64> {
        if digits.is_empty() || digits.len() > 9 {
            return None;
        }
        digits.iter().try_fold(0i64, |n, &b| {
            b.is_ascii_digit().then(|| n * 10 + i64::from(b - b'0'))
        })
    };
    Some((
        (number(&line[..split])?, number(&line[split + 1..])?),
        split,
    ))
}

#[cfg(test)]
#[path = "input_tests.rs"]
mod tests;
