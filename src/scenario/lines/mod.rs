//! Streamed lines for every contest format: each line read once and no
//! further than a little past the format's length limit (so an input
//! without line breaks is refused at once), checked to be text, numbered,
//! and split into tokens that locate errors by byte range.
//!
//! Formats read a line, look at its tokens, and when something is wrong
//! turn a token (or the whole line) into a [`Located`] error. A format
//! whose lines are nearly all of one simple shape may first try to read
//! the next line straight from the input's buffer ([`Lines::quick`]).
//!
//! [`Located`]: super::error::Located

mod bytes;
mod line;

pub use bytes::line_break;
use bytes::{plain_number, read_line};
pub use line::{Line, tokens};

use super::error::ScenarioError;
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
    input: R,
    name: String,
    format: LineFormat,
    /// Lines read so far.
    count: usize,
    /// The input has ended; it is not read again.
    ended: bool,
    buf: Vec<u8>,
    /// `buf` holds the next line, read whole by [`Lines::quick_whole`] and
    /// not taken: [`Lines::advance`] takes it from there.
    held: bool,
    /// The last line read.
    pub line: Line,
}

/// A byte order mark, as some editors write at the start of a file.
const BOM: &[u8] = b"\xef\xbb\xbf";

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
    fn read_line(&mut self) -> Result<bool, ScenarioError> {
        self.buf.clear();
        // `\r\n` and a byte order mark come off before the length is judged.
        let enough = self.format.limit + 6;
        read_line(&mut self.input, &mut self.buf, enough)
            .map_err(|e| ScenarioError::io(&self.name, e))
    }

    /// Reads the next line straight from the input's buffer when it is
    /// whole there and `read` takes it (giving its value): the line is
    /// counted and consumed, and `self.line` is left as it was, so `read`
    /// keeps whatever it needs of the line (no copy or UTF-8 check is made
    /// for it). `None`, consuming nothing, otherwise: the line is then read
    /// by [`Lines::advance`], with its checks and their messages.
    pub fn quick<T>(
        &mut self,
        read: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<T>, ScenarioError> {
        self.quick_line(read, false)
    }

    /// [`Lines::quick`] for lines that may be longer than the input's
    /// buffer, or cut by its end: a line not whole there is read into the
    /// lines' own buffer first (and held there, for [`Lines::advance`] or
    /// the next quick read, when `read` does not take it).
    pub fn quick_whole<T>(
        &mut self,
        read: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<T>, ScenarioError> {
        self.quick_line(read, true)
    }

    /// Reads several lines straight from the input's buffer, as many as
    /// `read` takes: given the buffered bytes, it answers how many bytes it
    /// took, whole lines each ended by `\n`, none longer than the format's
    /// limit, and how many lines they are. The lines are counted and
    /// consumed; none is read at the start of the input (where a byte
    /// order mark may stand) or once a line is held.
    pub fn quick_lines(
        &mut self,
        read: impl FnOnce(&[u8]) -> (usize, usize),
    ) -> Result<usize, ScenarioError> {
        if self.ended || self.held || self.count == 0 {
            return Ok(0);
        }
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let (bytes, lines) = read(chunk);
        debug_assert!(bytes == 0 || chunk[bytes - 1] == b'\n');
        self.count += lines;
        self.input.consume(bytes);
        Ok(lines)
    }

    fn quick_line<T>(
        &mut self,
        read: impl FnOnce(&[u8]) -> Option<T>,
        whole: bool,
    ) -> Result<Option<T>, ScenarioError> {
        if self.ended {
            return Ok(None);
        }
        if !self.held {
            let chunk = self
                .input
                .fill_buf()
                .map_err(|e| ScenarioError::io(&self.name, e))?;
            if let Some(end) = line_break(chunk) {
                let Some(value) = take(&mut self.count, self.format.limit, &chunk[..end], read)
                else {
                    return Ok(None);
                };
                self.input.consume(end + 1);
                return Ok(Some(value));
            }
            if !whole || chunk.is_empty() || !self.read_line()? {
                return Ok(None);
            }
            self.held = true;
        }
        // A line held whole: not one too long, or the last without a break.
        match self.buf.strip_suffix(b"\n") {
            Some(line) if whole => {
                let value = take(&mut self.count, self.format.limit, line, read);
                self.held = value.is_none();
                Ok(value)
            }
            _ => Ok(None),
        }
    }
}

/// The value `read` finds in a line's content (without its `\n`), the
/// line then counted; `None` for a line longer than `limit`, which
/// [`Lines::advance`] refuses, and for a first line that starts with a
/// byte order mark, which it takes off.
fn take<T>(
    count: &mut usize,
    limit: usize,
    content: &[u8],
    read: impl FnOnce(&[u8]) -> Option<T>,
) -> Option<T> {
    let content = content.strip_suffix(b"\r").unwrap_or(content);
    if content.len() > limit || *count == 0 && content.starts_with(BOM) {
        return None;
    }
    let value = read(content)?;
    *count += 1;
    Some(value)
}

/// Two numbers read from a line, and their widths in digits.
pub type TwoNumbers = ((i64, i64), (usize, usize));

impl<R: BufRead> Lines<R> {
    /// [`Lines::quick`] for a line of two plain numbers, `digits space
    /// digits` of 1 to 9 digits each, read in one pass over the input's
    /// buffer (no separate search for the line's end): the numbers and
    /// their widths in digits. `None`, consuming nothing, for any other
    /// line or one not whole in the buffer.
    #[inline]
    pub fn quick_two(&mut self) -> Result<Option<TwoNumbers>, ScenarioError> {
        if self.ended || self.held {
            return Ok(None);
        }
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let Some((a, wa)) = plain_number(chunk) else {
            return Ok(None);
        };
        if chunk.get(wa) != Some(&b' ') {
            return Ok(None);
        }
        let Some((b, wb)) = plain_number(&chunk[wa + 1..]) else {
            return Ok(None);
        };
        let end = wa + 1 + wb;
        let used = match (chunk.get(end), chunk.get(end + 1)) {
            (Some(b'\n'), _) => end + 1,
            (Some(b'\r'), Some(b'\n')) => end + 2,
            _ => return Ok(None),
        };
        self.count += 1;
        self.input.consume(used);
        Ok(Some(((a, b), (wa, wb))))
    }
}

#[cfg(test)]
mod tests;
