//! A streamed input split into lines of whitespace-separated tokens, each
//! token locatable for an error: the reading half of every scenario format
//! that is not the Robots reader's hand-tuned one. Lines without content
//! are skipped; only the current line is kept.

use crate::scenario::error::{Located, ScenarioError, shown};
use std::io::BufRead;

/// The longest input line accepted, in bytes.
pub const MAX_LINE: usize = 1024;

/// Lines of tokens from a byte stream.
pub struct Lines<R> {
    input: R,
    name: String,
    /// The current line: its number (from 1), text and token byte ranges.
    number: usize,
    text: String,
    tokens: Vec<(usize, usize)>,
    buf: Vec<u8>,
    ended: bool,
}

impl<R: BufRead> Lines<R> {
    pub fn new(input: R, name: impl Into<String>) -> Self {
        Lines {
            input,
            name: name.into(),
            number: 0,
            text: String::new(),
            tokens: Vec::new(),
            buf: Vec::new(),
            ended: false,
        }
    }

    /// The input's name, as errors show it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The current line's number (the last line read, at the end).
    pub fn number(&self) -> usize {
        self.number
    }

    /// The current line's text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// How many tokens the current line has.
    pub fn len(&self) -> usize {
        self.tokens.len()
    }

    /// Token `k` of the current line.
    pub fn token(&self, k: usize) -> &str {
        self.tokens.get(k).map_or("", |&(s, e)| &self.text[s..e])
    }

    /// Token `k` of the current line, or the whole line, as a place for an
    /// error.
    pub fn at(&self, k: Option<usize>) -> Located {
        let (start, end) = match k.and_then(|k| self.tokens.get(k)) {
            Some(&range) => range,
            None => (0, self.text.len()),
        };
        ScenarioError::at(&self.name, self.number, &self.text, start, end)
    }

    /// Tokens `first` to `last` of the current line, as a place for an
    /// error (the whole line if either is missing).
    pub fn at_tokens(&self, first: usize, last: usize) -> Located {
        match (self.tokens.get(first), self.tokens.get(last)) {
            (Some(&(start, _)), Some(&(_, end))) if start <= end => {
                ScenarioError::at(&self.name, self.number, &self.text, start, end)
            }
            _ => self.at(None),
        }
    }

    /// Moves to the next line with content; false at the end of the input.
    pub fn advance(&mut self) -> Result<bool, ScenarioError> {
        while !self.ended {
            self.buf.clear();
            if !read_line(&mut self.input, &mut self.buf)
                .map_err(|e| ScenarioError::io(&self.name, e))?
            {
                self.ended = true;
                break;
            }
            self.number += 1;
            if self.number == 1 && self.buf.starts_with(b"\xef\xbb\xbf") {
                self.buf.drain(..3);
            }
            let mut content = self.buf.as_slice();
            content = content.strip_suffix(b"\n").unwrap_or(content);
            content = content.strip_suffix(b"\r").unwrap_or(content);
            if content.len() > MAX_LINE {
                let shown = String::from_utf8_lossy(&content[..64]).into_owned();
                return Err(
                    ScenarioError::at(&self.name, self.number, &shown, 0, shown.len()).says(
                        format!("the line is longer than {MAX_LINE} bytes"),
                        "this line goes on and on",
                        "each line holds a few whole numbers or words",
                    ),
                );
            }
            match std::str::from_utf8(content) {
                Ok(text) => {
                    self.text.clear();
                    self.text.push_str(text);
                }
                Err(e) => {
                    let good = e.valid_up_to();
                    let shown = String::from_utf8_lossy(content).into_owned();
                    let end = good + '\u{fffd}'.len_utf8();
                    return Err(
                        ScenarioError::at(&self.name, self.number, &shown, good, end).says(
                            "this line holds bytes that are not text (invalid UTF-8)".into(),
                            "not UTF-8",
                            "scenarios are plain text",
                        ),
                    );
                }
            }
            split(&self.text, &mut self.tokens);
            if !self.tokens.is_empty() {
                return Ok(true);
            }
        }
        self.tokens.clear();
        Ok(false)
    }

    /// Refuses a line whose token count is not `count`.
    pub fn expect_tokens(
        &self,
        count: usize,
        what: &str,
        example: &str,
    ) -> Result<(), ScenarioError> {
        let have = self.len();
        if have == count {
            return Ok(());
        }
        let help = format!("{what} is written like `{example}`, alone on its line");
        if have > count {
            let message = format!("extra token `{}` after {what}", shown(self.token(count)));
            Err(self
                .at(Some(count))
                .says(message, "one token too many", help))
        } else {
            let message = format!("{what} needs {count} tokens, but the line has {have}");
            Err(self.at(None).says(message, "too few tokens", help))
        }
    }

    /// Token `k` as a whole number from `low` to `high`; `what` names it.
    pub fn number_at(
        &self,
        k: usize,
        low: i64,
        high: i64,
        what: &str,
    ) -> Result<i64, ScenarioError> {
        let token = self.token(k);
        let value = token.parse::<i64>().map_err(|_| {
            let digits = token.strip_prefix(['-', '+']).unwrap_or(token);
            if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                self.at(Some(k)).says(
                    format!("the number {token} is too large"),
                    "too large",
                    format!("{what} is from {low} to {high}"),
                )
            } else {
                self.at(Some(k)).says(
                    format!("`{}` is not a whole number", shown(token)),
                    "not a whole number",
                    format!("{what} is a whole number written in digits"),
                )
            }
        })?;
        if !(low..=high).contains(&value) {
            return Err(self.at(Some(k)).says(
                format!("{value} is not {what}"),
                "out of range",
                format!("{what} is from {low} to {high}"),
            ));
        }
        Ok(value)
    }

    /// Token `k` as a whole number that fits an `i64`, any value.
    pub fn integer_at(&self, k: usize, what: &str) -> Result<i64, ScenarioError> {
        self.number_at(k, i64::MIN, i64::MAX, what)
    }
}

/// The byte ranges of the whitespace-separated tokens of a line, into `out`.
fn split(text: &str, out: &mut Vec<(usize, usize)>) {
    out.clear();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
}

/// Reads one line (with its `\n`) into `buf`, keeping at most a little more
/// than [`MAX_LINE`] bytes of it; false at the end of the input.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<bool> {
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any);
        }
        any = true;
        let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let room = (MAX_LINE + 1).saturating_sub(buf.len());
        buf.extend_from_slice(&chunk[..used.min(room)]);
        input.consume(used);
        if done {
            return Ok(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_lines_are_skipped_and_lines_keep_their_numbers() {
        let mut lines = Lines::new("\n 3  4\r\n\n\tx\n".as_bytes(), "in");
        assert!(lines.advance().unwrap());
        assert_eq!((lines.number(), lines.len()), (2, 2));
        assert_eq!(lines.number_at(1, 1, 9, "a row").unwrap(), 4);
        assert!(lines.advance().unwrap());
        assert_eq!((lines.number(), lines.token(0)), (4, "x"));
        assert!(!lines.advance().unwrap());
        assert!(!lines.advance().unwrap());
    }

    #[test]
    fn a_bad_number_is_located_at_its_token() {
        let mut lines = Lines::new("1 2\n5 -x\n".as_bytes(), "in");
        lines.advance().unwrap();
        lines.advance().unwrap();
        let e = lines.integer_at(1, "a column").unwrap_err().to_string();
        assert_eq!(e, "in:2:3: `-x` is not a whole number");
        let e = lines.number_at(0, 1, 4, "a row").unwrap_err().to_string();
        assert_eq!(e, "in:2:1: 5 is not a row");
        let e = lines
            .expect_tokens(1, "a count", "3")
            .unwrap_err()
            .to_string();
        assert_eq!(e, "in:2:3: extra token `-x` after a count");
    }
}
