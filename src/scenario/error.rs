//! Errors in scenario input, located by file, line and column.
//!
//! Scenarios are streamed, so an error cannot quote the whole input; it
//! carries the offending line alone, as a source that miette numbers with
//! the line's real number.

use miette::{Diagnostic, MietteSpanContents, SourceCode, SourceSpan, SpanContents};
use thiserror::Error;

/// One line of a streamed input, numbered as in the input.
#[derive(Debug, Clone)]
pub struct LineSource {
    name: String,
    text: String,
    /// 0-based line number.
    line: usize,
}

impl SourceCode for LineSource {
    fn read_span<'a>(
        &'a self,
        _span: &SourceSpan,
        _before: usize,
        _after: usize,
    ) -> Result<Box<dyn SpanContents<'a> + 'a>, miette::MietteError> {
        Ok(Box::new(MietteSpanContents::new_named(
            self.name.clone(),
            self.text.as_bytes(),
            SourceSpan::new(0.into(), self.text.len()),
            self.line,
            0,
            1,
        )))
    }
}

/// A refused scenario.
#[derive(Debug, Error, Diagnostic)]
pub enum ScenarioError {
    #[error("{location}: {message}")]
    #[diagnostic(code(robots::scenario::invalid))]
    Invalid {
        location: String,
        message: String,
        #[source_code]
        src: LineSource,
        #[label("here")]
        span: SourceSpan,
        #[help]
        help: String,
    },
    #[error("{location}: the input is cut short: expected {what}")]
    #[diagnostic(
        code(robots::scenario::cut_short),
        help(
            "the case that starts on line {case_line} lists fewer lines than its `R T` counts promise"
        )
    )]
    CutShort {
        location: String,
        what: String,
        case_line: usize,
    },
    #[error("{name}: cannot read the input: {message}")]
    #[diagnostic(code(robots::scenario::io))]
    Io { name: String, message: String },
}

impl ScenarioError {
    /// An error at byte range `start..end` of line `line` (1-based).
    pub fn at(
        name: &str,
        line: usize,
        text: &str,
        start: usize,
        end: usize,
        message: String,
        help: &str,
    ) -> Self {
        let start = crate::diagnostics::floor_char_boundary(text, start.min(text.len()));
        let end = crate::diagnostics::floor_char_boundary(text, end.min(text.len())).max(start);
        let column = text[..start].chars().count() + 1;
        ScenarioError::Invalid {
            location: format!("{name}:{line}:{column}"),
            message,
            src: LineSource {
                name: name.to_string(),
                text: text.to_string(),
                line: line - 1,
            },
            span: SourceSpan::new(start.into(), end - start),
            help: help.to_string(),
        }
    }

    pub fn cut_short(name: &str, line: usize, case_line: usize, what: &str) -> Self {
        ScenarioError::CutShort {
            location: format!("{name}:{line}:1"),
            what: what.to_string(),
            case_line,
        }
    }

    pub fn io(name: &str, error: std::io::Error) -> Self {
        ScenarioError::Io {
            name: name.to_string(),
            message: error.to_string(),
        }
    }
}
