//! A stream's lines read one at a time: each checked to be text and no
//! longer than the format's limit, numbered, and split into tokens; the
//! refusal of a case whose lines end early.

use super::bytes::read_line;
use super::line::Line;
use crate::scenario::error::ScenarioError;
use std::io::BufRead;

/// What a format accepts of a line, and what its refusals advise.
#[derive(Debug, Clone, Copy)]
pub struct LineFormat {
    /// The longest line accepted, in bytes.
    pub limit: usize,
    /// The help under a line longer than `limit`.
    pub long: &'static str,
    /// The help under a line that is not UTF-8.
    pub not_text: &'static str,
}

/// The lines of the formats with a map (Janken Tactics, RobotRace): up to
/// a map row of a large board (a row longer than its board is refused by
/// its count of cells).
pub const MAP_ROWS: LineFormat = LineFormat {
    limit: 1 << 16,
    long: "a scenario's lines are short: a map row, a count, a few names",
    not_text: "scenarios are plain text",
};

/// Reads numbered lines from a byte stream.
pub struct Lines<R> {
    pub(super) input: R,
    pub(super) name: String,
    pub(super) format: LineFormat,
    /// Lines read so far.
    pub(super) count: usize,
    /// The input has ended; it is not read again.
    pub(super) ended: bool,
    pub(super) buf: Vec<u8>,
    /// `buf` holds the next line, read whole by [`Lines::quick_whole`] and
    /// not taken: [`Lines::advance`] takes it from there.
    pub(super) held: bool,
    /// The last line read.
    pub line: Line,
}

/// A byte order mark, as some editors write at the start of a file.
pub(super) const BOM: &[u8] = b"\xef\xbb\xbf";

impl<R: BufRead> Lines<R> {
    pub fn new(input: R, name: impl Into<String>, format: LineFormat) -> Self {
        Lines {
            input,
            name: name.into(),
            format,
            count: 0,
            ended: false,
            buf: Vec::new(),
            held: false,
            line: Line::default(),
        }
    }

    /// The input's name, as errors show it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// How many lines were read: the number of the last one.
    pub fn count(&self) -> usize {
        self.count
    }

    /// Reads the next line into `self.line`, as written (a trailing `\r`
    /// and a leading byte order mark dropped); false at the end of input.
    pub fn advance(&mut self) -> Result<bool, ScenarioError> {
        if self.ended {
            return Ok(false);
        }
        if !std::mem::take(&mut self.held) && !self.read_line()? {
            self.ended = true;
            return Ok(false);
        }
        self.count += 1;
        if self.count == 1 && self.buf.starts_with(BOM) {
            self.buf.drain(..BOM.len());
        }
        let content = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        let limit = self.format.limit;
        if content.len() > limit {
            let shown = String::from_utf8_lossy(&content[..64.min(content.len())]).into_owned();
            return Err(
                ScenarioError::at(&self.name, self.count, &shown, 0, shown.len()).says(
                    format!("the line is longer than {limit} bytes"),
                    "this line goes on and on",
                    self.format.long,
                ),
            );
        }
        let text = match std::str::from_utf8(content) {
            Ok(t) => t,
            Err(e) => {
                let good = e.valid_up_to();
                let shown = String::from_utf8_lossy(content).into_owned();
                let end = good + '\u{fffd}'.len_utf8();
                return Err(
                    ScenarioError::at(&self.name, self.count, &shown, good, end).says(
                        "this line holds bytes that are not text (invalid UTF-8)".into(),
                        "not UTF-8",
                        self.format.not_text,
                    ),
                );
            }
        };
        self.line.set(self.count, text);
        Ok(true)
    }

    /// The input ended before line `self.count() + 1`, where `what` was
    /// due; `promise_line` promised it (`promise` under it, `help` after).
    pub fn ends_early(
        &self,
        promise_line: &Line,
        what: &str,
        promise: String,
        help: String,
    ) -> ScenarioError {
        ScenarioError::ends_early(
            &self.name,
            self.count + 1,
            (promise_line.number, &promise_line.text),
            what,
            promise,
            help,
        )
    }

    /// Reads the next line that is not blank; false at the end of input.
    pub fn next_content(&mut self) -> Result<bool, ScenarioError> {
        while self.advance()? {
            if !self.line.is_blank() {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Reads the next line (with its `\n`) into `buf`, no further than a
    /// little past the length limit; false at the end of the input.
    pub(super) fn read_line(&mut self) -> Result<bool, ScenarioError> {
        self.buf.clear();
        // `\r\n` and a byte order mark come off before the length is judged.
        let enough = self.format.limit + 6;
        read_line(&mut self.input, &mut self.buf, enough)
            .map_err(|e| ScenarioError::io(&self.name, e))
    }
}
