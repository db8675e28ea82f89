//! The Crosses formats' view of the shared line reader
//! ([`crate::scenario::lines`]): lines without content skipped, tokens by
//! index, and the checks of token counts and numbers in range that both
//! formats make, with their messages.

use crate::scenario::error::{Located, ScenarioError, shown};
use crate::scenario::lines::{self, LineFormat};
use std::io::BufRead;

/// Lines of a few whole numbers or words.
const FORMAT: LineFormat = LineFormat {
    limit: 1024,
    long: "each line holds a few whole numbers or words",
    not_text: "scenarios are plain text",
};

/// Lines of tokens from a byte stream.
pub(super) struct Lines<R> {
    lines: lines::Lines<R>,
}

impl<R: BufRead> Lines<R> {
    pub(super) fn new(input: R, name: impl Into<String>) -> Self {
        Lines {
            lines: lines::Lines::new(input, name, FORMAT),
        }
    }

    /// The input's name, as errors show it.
    pub(super) fn name(&self) -> &str {
        self.lines.name()
    }

    /// The current line's number (the last line read, at the end).
    pub(super) fn number(&self) -> usize {
        self.lines.count()
    }

    /// The current line's text.
    pub(super) fn text(&self) -> &str {
        &self.lines.line.text
    }

    /// How many tokens the current line has.
    pub(super) fn len(&self) -> usize {
        self.lines.line.tokens.len()
    }

    /// Token `k` of the current line; empty if it has no token `k`.
    pub(super) fn token(&self, k: usize) -> &str {
        if k < self.len() {
            self.lines.line.token(k)
        } else {
            ""
        }
    }

    /// Token `k` of the current line, or the whole line, as a place for an
    /// error.
    pub(super) fn at(&self, k: Option<usize>) -> Located {
        let line = &self.lines.line;
        match k {
            Some(k) => line.at_token(self.name(), k),
            None => line.at_line(self.name()),
        }
    }

    /// Tokens `first` to `last` of the current line, as a place for an
    /// error (the whole line if either is missing).
    pub(super) fn at_tokens(&self, first: usize, last: usize) -> Located {
        self.lines.line.at_tokens(self.name(), first, last)
    }

    /// Moves to the next line with content; false at the end of the input.
    pub(super) fn advance(&mut self) -> Result<bool, ScenarioError> {
        self.lines.next_content()
    }

    /// Refuses a line whose token count is not `count`.
    pub(super) fn expect_tokens(
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
    pub(super) fn number_at(
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
                    format!("the number {token} is {}", size_word(token)),
                    size_word(token),
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
    pub(super) fn integer_at(&self, k: usize, what: &str) -> Result<i64, ScenarioError> {
        self.number_at(k, i64::MIN, i64::MAX, what)
    }
}

/// How a number out of range is out: below the smallest (a minus sign) or
/// above the largest.
fn size_word(token: &str) -> &'static str {
    if token.starts_with('-') {
        "too small"
    } else {
        "too large"
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
