//! Errors in scenario input, located by file, line and column.
//!
//! Scenarios are streamed, so an error cannot quote the whole input; it
//! carries the offending line alone, as a source that miette numbers with
//! the line's real number.

use crate::diagnostics::{floor_char_boundary, shown_text, visible};
use miette::{Diagnostic, MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use thiserror::Error;

/// One line of a streamed input, numbered as in the input, with control
/// characters replaced as [`shown_text`] does (offsets unchanged).
#[derive(Debug, Clone)]
pub struct LineSource {
    name: String,
    text: String,
    /// 0-based line number.
    line: usize,
}

impl LineSource {
    pub fn new(name: &str, line: usize, text: &str) -> Self {
        LineSource {
            name: crate::diagnostics::escape_controls(name).into_owned(),
            text: shown_text(text).into_owned(),
            line: line.saturating_sub(1),
        }
    }
}

impl SourceCode for LineSource {
    fn read_span<'a>(
        &'a self,
        span: &SourceSpan,
        before: usize,
        _after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, MietteError> {
        let (start, end) = (span.offset(), span.offset() + span.len());
        if end > self.text.len() || !self.text.is_char_boundary(start) {
            return Err(MietteError::OutOfBounds);
        }
        // Like miette's own sources: without context lines the contents
        // start at the span, so its line and column locate the span.
        let (from, column) = if before == 0 {
            (start, self.text[..start].chars().count())
        } else {
            (0, 0)
        };
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            &self.text.as_bytes()[from..],
            SourceSpan::new(from.into(), self.text.len() - from),
            self.line,
            column,
            1,
        )))
    }
}

/// A refused scenario.
#[derive(Debug, Clone, Error, Diagnostic)]
pub enum ScenarioError {
    #[error("{location}: {message}")]
    #[diagnostic(code(robots::scenario::invalid))]
    Invalid {
        location: String,
        message: String,
        #[source_code]
        src: LineSource,
        #[label("{label}")]
        span: SourceSpan,
        label: String,
        #[help]
        help: String,
    },
    #[error("{location}: the input ends inside a case: expected {what}")]
    #[diagnostic(code(robots::scenario::cut_short))]
    CutShort {
        location: String,
        what: String,
        /// The case's `R T` line.
        #[source_code]
        src: LineSource,
        #[label("{promise}")]
        span: SourceSpan,
        promise: String,
        #[help]
        help: String,
    },
    #[error("{location}: the input ends early: expected {what}")]
    #[diagnostic(code(robots::scenario::ends_early))]
    EndsEarly {
        location: String,
        what: String,
        /// The line whose count promised what is missing.
        #[source_code]
        src: LineSource,
        #[label("{promise}")]
        span: SourceSpan,
        promise: String,
        #[help]
        help: String,
    },
    #[error("{name}: cannot read the input: {message}")]
    #[diagnostic(code(robots::scenario::io))]
    Io { name: String, message: String },
}

impl ScenarioError {
    /// An error at byte range `start..end` of line `line` (1-based).
    pub fn at(name: &str, line: usize, text: &str, start: usize, end: usize) -> Located {
        let start = floor_char_boundary(text, start.min(text.len()));
        let end = floor_char_boundary(text, end.min(text.len())).max(start);
        Located {
            name: name.to_string(),
            line,
            text: text.to_string(),
            start,
            end,
        }
    }

    /// The input ended at line `line` inside the case whose counts line
    /// (number `case_line`, text `counts`) promised more lines.
    pub fn cut_short(
        name: &str,
        line: usize,
        case_line: usize,
        counts: &str,
        what: &str,
        promise: String,
        help: String,
    ) -> Self {
        ScenarioError::CutShort {
            location: format!("{name}:{line}:1"),
            what: what.to_string(),
            src: LineSource::new(name, case_line, counts),
            span: SourceSpan::new(0.into(), counts.len()),
            promise,
            help,
        }
    }

    /// The input ended before line `line`, where `what` was due; the line
    /// numbered `promise_line` (text `promise_text`) promised it.
    pub fn ends_early(
        name: &str,
        line: usize,
        (promise_line, promise_text): (usize, &str),
        what: &str,
        promise: String,
        help: String,
    ) -> Self {
        ScenarioError::EndsEarly {
            location: format!("{name}:{line}:1"),
            what: what.to_string(),
            src: LineSource::new(name, promise_line, promise_text),
            span: SourceSpan::new(0.into(), promise_text.len()),
            promise,
            help,
        }
    }

    pub fn io(name: &str, error: std::io::Error) -> Self {
        ScenarioError::Io {
            name: name.to_string(),
            message: error.to_string(),
        }
    }
}

/// A place in a line, waiting for what is wrong there.
pub struct Located {
    name: String,
    line: usize,
    text: String,
    start: usize,
    end: usize,
}

impl Located {
    /// The error: a headline, the text under the underline, a help line.
    pub fn says(
        self,
        message: String,
        label: impl Into<String>,
        help: impl Into<String>,
    ) -> ScenarioError {
        let column = self.text[..self.start].chars().count() + 1;
        ScenarioError::Invalid {
            location: format!("{}:{}:{column}", self.name, self.line),
            message,
            src: LineSource::new(&self.name, self.line, &self.text),
            span: SourceSpan::new(self.start.into(), self.end - self.start),
            label: label.into(),
            help: help.into(),
        }
    }
}

/// A count and its noun, as messages say it: "1 row", "3 rows".
pub fn plural(n: u64, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// A token as shown inside backquotes in a message.
pub fn shown(token: &str) -> String {
    visible(token)
}
