//! The findings about a rules file: errors and warnings, each with a stable
//! code (see `codes`), labels on the exact spans and a help line, and the
//! bundle that reports all of a file's errors (syntax and meaning) in one
//! run.

use super::codes::{self, Code};
use crate::diagnostics::{Source, Span};
use miette::{Diagnostic, LabeledSpan, NamedSource, Severity};
use std::fmt;
use std::sync::Arc;

/// One finding of the checker.
#[derive(Debug, Clone)]
pub struct Finding {
    /// Stable code, e.g. `robots::rules::unknown_name`.
    pub code: Code,
    pub severity: Severity,
    /// Headline, prefixed with `file:line:col` when rendered.
    pub message: String,
    /// The first label is the primary location.
    pub labels: Vec<(Span, String)>,
    pub help: Option<String>,
    location: String,
    src: NamedSource<Arc<str>>,
}

impl Finding {
    pub fn error(
        source: &Source,
        code: codes::Error,
        span: Span,
        message: impl Into<String>,
    ) -> Self {
        Finding::new(source, Code::Error(code), span, message)
    }

    fn new(source: &Source, code: Code, span: Span, message: impl Into<String>) -> Self {
        let span = shown_at_end(&source.text, span);
        Finding {
            code,
            severity: match code {
                Code::Error(_) => Severity::Error,
                Code::Warning(_) => Severity::Warning,
            },
            message: message.into(),
            labels: vec![(span, String::new())],
            help: None,
            location: source.location(span.start),
            src: source.named(),
        }
    }

    pub fn warning(
        source: &Source,
        code: codes::Warning,
        span: Span,
        message: impl Into<String>,
    ) -> Self {
        Finding::new(source, Code::Warning(code), span, message)
    }

    /// Sets the text of the primary label.
    pub fn label(mut self, text: impl Into<String>) -> Self {
        self.labels[0].1 = text.into();
        self
    }

    /// Adds a secondary label, e.g. the first of two contradicting lines.
    pub fn also(mut self, span: Span, text: impl Into<String>) -> Self {
        self.labels.push((span, text.into()));
        self
    }

    pub fn help(mut self, text: impl Into<String>) -> Self {
        self.help = Some(text.into());
        self
    }

    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// The primary span.
    pub fn span(&self) -> Span {
        self.labels[0].0
    }

    /// `file:line:col` of the primary span.
    pub fn location(&self) -> &str {
        &self.location
    }
}

/// An empty span at the very end of a file (where something missing is to
/// be added) moved back over trailing blank lines, so that it is drawn at the
/// end of the last line instead of on a line that is not shown.
fn shown_at_end(text: &str, span: Span) -> Span {
    if span.start == span.end && span.start >= text.len() {
        let end = text.trim_end().len();
        Span::new(end, end)
    } else {
        span
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for Finding {}

impl Diagnostic for Finding {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        Some(Box::new(self.code.as_str()))
    }

    fn severity(&self) -> Option<Severity> {
        Some(self.severity)
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        Some(&self.src)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        Some(Box::new(self.labels.iter().enumerate().map(
            |(i, (span, text))| {
                let text = (!text.is_empty()).then(|| text.clone());
                let len = span.end.saturating_sub(span.start);
                if i == 0 {
                    LabeledSpan::new_primary_with_span(text, (span.start, len))
                } else {
                    LabeledSpan::new_with_span(text, (span.start, len))
                }
            },
        )))
    }
}

/// A rules file that was refused: every independent error at once.
#[derive(Debug)]
pub struct RulesError {
    pub name: String,
    pub errors: Vec<Finding>,
}

/// The most errors of one file rendered in full; a file with more says how
/// many there are and shows the first ones.
pub const MAX_SHOWN: usize = 20;

impl RulesError {
    /// The errors in the order of the file, so they read top to bottom.
    pub fn in_file_order(&self) -> Vec<&Finding> {
        let mut errors: Vec<&Finding> = self.errors.iter().collect();
        errors.sort_by_key(|e| (e.span().start, e.span().end));
        errors
    }
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.in_file_order().as_slice() {
            [] => write!(f, "{}:1:1: the rules were refused", self.name),
            [one] => write!(f, "{one}"),
            [first, ..] if self.errors.len() > MAX_SHOWN => write!(
                f,
                "{}: {} errors in the rules, the first here; the first {MAX_SHOWN} are shown below",
                first.location(),
                self.errors.len()
            ),
            [first, ..] => write!(
                f,
                "{}: {} errors in the rules, the first here; each is shown below",
                first.location(),
                self.errors.len()
            ),
        }
    }
}

impl std::error::Error for RulesError {}

impl Diagnostic for RulesError {
    fn code<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        match self.errors.as_slice() {
            [one] => one.code(),
            _ => Some(Box::new("robots::rules::invalid")),
        }
    }

    fn help<'a>(&'a self) -> Option<Box<dyn fmt::Display + 'a>> {
        match self.errors.as_slice() {
            [one] => one.help(),
            _ => None,
        }
    }

    fn source_code(&self) -> Option<&dyn miette::SourceCode> {
        match self.errors.as_slice() {
            [one] => one.source_code(),
            _ => None,
        }
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        match self.errors.as_slice() {
            [one] => one.labels(),
            _ => None,
        }
    }

    fn related<'a>(&'a self) -> Option<Box<dyn Iterator<Item = &'a dyn Diagnostic> + 'a>> {
        match self.errors.as_slice() {
            [_] => None,
            _ => Some(Box::new(
                self.in_file_order()
                    .into_iter()
                    .take(MAX_SHOWN)
                    .map(|e| e as &dyn Diagnostic),
            )),
        }
    }
}
