//! The Robots input's lines of two whole numbers, read as fast as the
//! input streams: a line `digits space digits` whole in the input's buffer
//! (nearly every line is) is read straight from there and copied nowhere,
//! any other line goes through the general tokenizer and its refusals.
//! The last line is kept, for the place of an error.

use super::refusals;
use crate::scenario::error::{Located, ScenarioError};
use crate::scenario::lines::{Line, LineFormat, Lines};
use std::borrow::Cow;
use std::io::BufRead;

/// The longest input line accepted, in bytes.
pub const MAX_LINE: usize = 1024;
/// Lines of two whole numbers.
pub(super) const FORMAT: LineFormat = LineFormat {
    limit: MAX_LINE,
    long: "each line holds two whole numbers, such as `17 18`",
    not_text: "scenarios are plain text: lines of whole numbers",
};

/// An input's lines of two numbers, and the last line with content.
pub(super) struct PairLines<R> {
    lines: Lines<R>,
    /// The last line with content when it was read quickly (nearly every
    /// line is); otherwise the last line is `lines.line`.
    quick: QuickLine,
    is_quick: bool,
    /// The numbers of the last line with content, when it is the common
    /// `digits space digits` (see [`two_numbers`]).
    pair: Option<(i64, i64)>,
}

/// A line `digits space digits` read straight from the input's buffer,
/// kept as its numbers and how many digits wrote each (leading zeros
/// included), which give its text back exactly: it is made a [`Line`]
/// only for an error, and nothing is copied per line.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct QuickLine {
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

/// A line kept past the lines read after it, as cheaply as it was read.
#[derive(Debug)]
pub(super) enum KeptLine {
    Quick(QuickLine),
    Read(Line),
}

impl Default for KeptLine {
    fn default() -> Self {
        KeptLine::Quick(QuickLine::default())
    }
}

impl KeptLine {
    /// The line, made whole.
    pub(super) fn line(&self) -> Line {
        match self {
            KeptLine::Quick(q) => q.line(),
            KeptLine::Read(line) => line.clone(),
        }
    }

    /// The line's number.
    pub(super) fn number(&self) -> usize {
        match self {
            KeptLine::Quick(q) => q.number,
            KeptLine::Read(line) => line.number,
        }
    }
}

impl<R: BufRead> PairLines<R> {
    pub(super) fn new(input: R, name: impl Into<String>) -> Self {
        PairLines {
            lines: Lines::new(input, name, FORMAT),
            quick: QuickLine::default(),
            is_quick: false,
            pair: None,
        }
    }

    /// The input's name, as errors give it.
    pub(super) fn name(&self) -> &str {
        self.lines.name()
    }

    /// Lines read so far.
    pub(super) fn count(&self) -> usize {
        self.lines.count()
    }

    /// The last line with content, kept.
    pub(super) fn keep(&self) -> KeptLine {
        match self.is_quick {
            true => KeptLine::Quick(self.quick),
            false => KeptLine::Read(self.lines.line.clone()),
        }
    }

    /// The last line with content.
    fn line(&self) -> Cow<'_, Line> {
        if !self.is_quick {
            return Cow::Borrowed(&self.lines.line);
        }
        Cow::Owned(self.quick.line())
    }

    /// A place on the last line with content: one token, or the whole line.
    pub(super) fn at(&self, token: Option<usize>) -> Located {
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

    /// Reads up to `want` lines of two plain numbers straight from the
    /// input's buffer, giving each to `take` with its line's number, until
    /// one is of another shape or `take` declines it (that line is left for
    /// [`Self::pair`], which reads it with its checks); how many were
    /// taken. The last one taken stays the last line.
    pub(super) fn quick_pairs(
        &mut self,
        want: usize,
        take: impl FnMut((i64, i64), usize) -> bool,
    ) -> Result<usize, ScenarioError> {
        let (last, taken) = self.lines.quick_twos(want, take)?;
        if let Some(((pair, widths), number)) = last {
            self.quick = QuickLine {
                pair,
                widths,
                number,
            };
            self.is_quick = true;
            self.pair = Some(pair);
        }
        Ok(taken)
    }

    /// Reads a line of exactly two integers (it stays the last line);
    /// `None` at the end of the input.
    pub(super) fn pair(&mut self, what: &str) -> Result<Option<(i64, i64)>, ScenarioError> {
        if !self.next_line()? {
            return Ok(None);
        }
        if let Some(pair) = self.pair {
            return Ok(Some(pair));
        }
        refusals::pair(&self.lines.line, self.name(), what).map(Some)
    }
}

/// The line `digits space digits` (each at most nine digits, as nearly
/// every scenario line is): its two numbers and the space's byte index.
/// Any other line goes through the general tokenizer and its messages.
pub(super) fn two_numbers(line: &[u8]) -> Option<((i64, i64), usize)> {
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
