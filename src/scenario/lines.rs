//! Streamed lines for the line-oriented contest formats (Janken Tactics,
//! RobotRace): each line read once, checked to be text of a sane length,
//! numbered, and split into tokens that locate errors by byte range.
//!
//! Formats read a line, look at its tokens, and when something is wrong
//! turn a token (or the whole line) into a [`Located`] error.

use super::error::{Located, ScenarioError};
use std::io::BufRead;

/// One line of the input, without its line break.
#[derive(Debug, Clone, Default)]
pub struct Line {
    /// 1-based line number.
    pub number: usize,
    pub text: String,
    /// Byte ranges of the whitespace-separated tokens.
    pub tokens: Vec<(usize, usize)>,
}

impl Line {
    /// Token `k`'s text.
    pub fn token(&self, k: usize) -> &str {
        let (s, e) = self.tokens[k];
        &self.text[s..e]
    }

    /// Whether the line holds nothing but whitespace.
    pub fn is_blank(&self) -> bool {
        self.tokens.is_empty()
    }

    /// A place on this line: token `k`, in `name`.
    pub fn at_token(&self, name: &str, k: usize) -> Located {
        let (s, e) = self.tokens[k];
        self.at(name, s, e)
    }

    /// A place on this line: bytes `start..end`, in `name`.
    pub fn at(&self, name: &str, start: usize, end: usize) -> Located {
        ScenarioError::at(name, self.number, &self.text, start, end)
    }

    /// Token `k` as a count: whole digits, no sign. `what` names the count
    /// in the error ("the number of data sets").
    pub fn count(&self, name: &str, k: usize, what: &str) -> Result<u64, ScenarioError> {
        let token = self.token(k);
        let digits = token.strip_prefix('+').unwrap_or(token);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return digits.parse::<u64>().map_err(|_| {
                self.at_token(name, k).says(
                    format!("the number {token} is too large for {what}"),
                    "too large",
                    "counts here are small whole numbers",
                )
            });
        }
        Err(self.at_token(name, k).says(
            format!(
                "`{}` is not a number, but {what} is expected here",
                super::error::shown(token)
            ),
            "not a whole number",
            format!("write {what} as a whole number in digits, such as `3`"),
        ))
    }

    /// The whole line's content (its tokens' extent), in `name`.
    pub fn at_all(&self, name: &str) -> Located {
        let start = self.tokens.first().map_or(0, |t| t.0);
        let end = self.tokens.last().map_or(self.text.len(), |t| t.1);
        self.at(name, start, end)
    }
}

/// Reads numbered lines from a byte stream.
pub struct Lines<R> {
    input: R,
    name: String,
    /// The longest line accepted, in bytes.
    limit: usize,
    /// Lines read so far.
    count: usize,
    buf: Vec<u8>,
    /// The last line read.
    pub line: Line,
}

impl<R: BufRead> Lines<R> {
    pub fn new(input: R, name: impl Into<String>, limit: usize) -> Self {
        Lines {
            input,
            name: name.into(),
            limit,
            count: 0,
            buf: Vec::new(),
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
        self.buf.clear();
        let read = read_line(&mut self.input, &mut self.buf, self.limit)
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        if !read {
            return Ok(false);
        }
        self.count += 1;
        if self.count == 1 && self.buf.starts_with(b"\xef\xbb\xbf") {
            self.buf.drain(..3);
        }
        let content = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        if content.len() > self.limit {
            let shown = String::from_utf8_lossy(&content[..64.min(content.len())]).into_owned();
            return Err(
                ScenarioError::at(&self.name, self.count, &shown, 0, shown.len()).says(
                    format!("the line is longer than {} bytes", self.limit),
                    "this line goes on and on",
                    "a scenario's lines are short: a map row, a count, a few names",
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
                        "scenarios are plain text",
                    ),
                );
            }
        };
        self.line.number = self.count;
        self.line.text.clear();
        self.line.text.push_str(text);
        tokens(&self.line.text, &mut self.line.tokens);
        Ok(true)
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
}

/// The byte ranges of the whitespace-separated tokens of a line, into `out`.
pub fn tokens(text: &str, out: &mut Vec<(usize, usize)>) {
    out.clear();
    if text.is_ascii() {
        // Nearly every line: bytes are characters.
        let mut start = None;
        for (i, b) in text.bytes().enumerate() {
            match (matches!(b, b' ' | b'\t'..=b'\r'), start) {
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
        return;
    }
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

/// Reads one line (with its `\n`) into `buf`, keeping at most a little
/// more than `limit` bytes of it. False at the end of the input.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>, limit: usize) -> std::io::Result<bool> {
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
        let room = (limit + 2).saturating_sub(buf.len());
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

    fn all(text: &[u8], limit: usize) -> Result<Vec<(usize, String, usize)>, ScenarioError> {
        let mut lines = Lines::new(text, "t.in", limit);
        let mut out = Vec::new();
        while lines.advance()? {
            let l = &lines.line;
            out.push((l.number, l.text.clone(), l.tokens.len()));
        }
        Ok(out)
    }

    #[test]
    fn lines_keep_their_spaces_and_lose_their_breaks() {
        let got = all(b"\xef\xbb\xbf  a b\r\n\n*  \nlast", 100).unwrap();
        assert_eq!(
            got,
            [
                (1, "  a b".to_string(), 2),
                (2, String::new(), 0),
                (3, "*  ".to_string(), 1),
                (4, "last".to_string(), 1)
            ]
        );
    }

    /// ASCII lines and others split alike (U+3000 is whitespace too).
    #[test]
    fn tokens_split_on_any_whitespace() {
        let mut out = Vec::new();
        tokens(" ab\tc  d ", &mut out);
        assert_eq!(out, [(1, 3), (4, 5), (7, 8)]);
        tokens("a\u{3000}é b", &mut out);
        assert_eq!(out, [(0, 1), (4, 6), (7, 8)]);
    }

    #[test]
    fn blank_lines_are_skipped_on_request() {
        let mut lines = Lines::new(&b"\n  \nx\n"[..], "t.in", 100);
        assert!(lines.next_content().unwrap());
        assert_eq!((lines.line.number, lines.line.token(0)), (3, "x"));
        assert!(!lines.next_content().unwrap());
    }

    #[test]
    fn long_lines_and_non_text_are_refused_with_their_line() {
        let err = all(b"ok\n0123456789\n", 9).unwrap_err().to_string();
        assert!(
            err.starts_with("t.in:2:1: the line is longer than 9 bytes"),
            "{err}"
        );
        assert_eq!(all(b"012345678\n", 9).unwrap().len(), 1);
        let err = all(b"ok\nab\xff\n", 9).unwrap_err().to_string();
        assert!(err.starts_with("t.in:2:3: this line holds bytes"), "{err}");
    }
}
