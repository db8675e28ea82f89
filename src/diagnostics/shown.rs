//! A diagnostic as it is printed: the same report with every text it shows
//! made safe for a terminal ([`super::terminal`]) and its source lines cut
//! around the labels ([`super::cut`]). Rendering goes through [`Shown`], so
//! no error built anywhere, however it quotes its input, can put a control
//! character on the screen or a label where the renderer cannot draw it.

use super::cut::Cut;
use super::terminal::escape_controls;
use miette::{Diagnostic, LabeledSpan, Severity, SourceCode};
use std::fmt;

/// How deep related findings and causes are followed.
const MAX_DEPTH: usize = 16;

/// A diagnostic with its texts escaped and its source cut.
pub struct Shown<'a> {
    headline: String,
    severity: Option<Severity>,
    code: Option<String>,
    help: Option<String>,
    url: Option<String>,
    labels: Option<Vec<LabeledSpan>>,
    source: Option<Cut<'a>>,
    related: Vec<Shown<'a>>,
    cause: Option<Box<Shown<'a>>>,
}

fn escaped(text: impl fmt::Display) -> String {
    escape_controls(&text.to_string()).into_owned()
}

impl<'a> Shown<'a> {
    pub fn new(diagnostic: &'a dyn Diagnostic) -> Self {
        Self::at_depth(diagnostic, 0)
    }

    fn at_depth(diagnostic: &'a dyn Diagnostic, depth: usize) -> Self {
        let labels = diagnostic.labels().map(|labels| {
            labels
                .map(|mut label| {
                    let text = label.label().map(escape_controls).map(String::from);
                    label.set_label(text);
                    label
                })
                .collect()
        });
        let deeper = depth < MAX_DEPTH;
        let related = match diagnostic.related() {
            Some(related) if deeper => related.map(|r| Self::at_depth(r, depth + 1)).collect(),
            _ => Vec::new(),
        };
        let cause = if !deeper {
            None
        } else if let Some(inner) = diagnostic.diagnostic_source() {
            Some(Box::new(Self::at_depth(inner, depth + 1)))
        } else {
            diagnostic
                .source()
                .map(|error| Box::new(Self::from_error(error, depth + 1)))
        };
        Shown {
            headline: escaped(diagnostic),
            severity: diagnostic.severity(),
            code: diagnostic.code().map(escaped),
            help: diagnostic.help().map(escaped),
            url: diagnostic.url().map(escaped),
            labels,
            source: diagnostic.source_code().map(Cut),
            related,
            cause,
        }
    }

    /// A plain error in a cause chain: its message, and its own cause.
    fn from_error(error: &'a (dyn std::error::Error + 'static), depth: usize) -> Self {
        Shown {
            headline: escaped(error),
            severity: None,
            code: None,
            help: None,
            url: None,
            labels: None,
            source: None,
            related: Vec::new(),
            cause: error
                .source()
                .filter(|_| depth < MAX_DEPTH)
                .map(|inner| Box::new(Self::from_error(inner, depth + 1))),
        }
    }
}

impl fmt::Display for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.headline)
    }
}

impl fmt::Debug for Shown<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.headline)
    }
}

impl std::error::Error for Shown<'_> {}

impl Diagnostic for Shown<'_> {
    fn code<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.code
            .as_ref()
            .map(|c| Box::new(c) as Box<dyn fmt::Display>)
    }

    fn severity(&self) -> Option<Severity> {
        self.severity
    }

    fn help<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.help
            .as_ref()
            .map(|h| Box::new(h) as Box<dyn fmt::Display>)
    }

    fn url<'b>(&'b self) -> Option<Box<dyn fmt::Display + 'b>> {
        self.url
            .as_ref()
            .map(|u| Box::new(u) as Box<dyn fmt::Display>)
    }

    fn source_code(&self) -> Option<&dyn SourceCode> {
        self.source.as_ref().map(|s| s as &dyn SourceCode)
    }

    fn labels(&self) -> Option<Box<dyn Iterator<Item = LabeledSpan> + '_>> {
        self.labels
            .as_ref()
            .map(|l| Box::new(l.iter().cloned()) as Box<dyn Iterator<Item = LabeledSpan>>)
    }

    fn related<'b>(&'b self) -> Option<Box<dyn Iterator<Item = &'b dyn Diagnostic> + 'b>> {
        (!self.related.is_empty())
            .then(|| Box::new(self.related.iter().map(|r| r as &dyn Diagnostic)) as Box<_>)
    }

    fn diagnostic_source(&self) -> Option<&dyn Diagnostic> {
        self.cause.as_deref().map(|c| c as &dyn Diagnostic)
    }
}
