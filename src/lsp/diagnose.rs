//! The diagnostics of an open file: the findings of `robots check` (the
//! parser's and the checker's, every one in one pass) in the protocol's
//! terms, each with its code, its primary label as its range, its help, and
//! its other labels (the first line of a contradiction) as related spans.

use super::text::Lines;
use crate::diagnostics::Source;
use crate::rules::{self, Finding};
use lsp_types::{
    Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Uri,
};

/// Every finding of a rules file: its errors when it is refused, else its
/// warnings.
pub(crate) fn findings(name: &str, text: &str) -> Vec<Finding> {
    match rules::load(&Source::new(name, text)) {
        Ok(compiled) => compiled.warnings,
        Err(refused) => refused.in_file_order().into_iter().cloned().collect(),
    }
}

/// The diagnostics of a file's text.
pub(crate) fn diagnostics(uri: &Uri, text: &str) -> Vec<Diagnostic> {
    let lines = Lines::new(text);
    findings(uri.as_str(), text)
        .iter()
        .map(|f| diagnostic(uri, &lines, f))
        .collect()
}

fn diagnostic(uri: &Uri, lines: &Lines, finding: &Finding) -> Diagnostic {
    let (span, label) = &finding.labels[0];
    let mut message = finding.message.clone();
    if !label.is_empty() {
        message.push_str(&format!(": {label}"));
    }
    if let Some(help) = &finding.help {
        message.push_str(&format!("\nhelp: {help}"));
    }
    let related: Vec<DiagnosticRelatedInformation> = finding.labels[1..]
        .iter()
        .map(|(span, text)| DiagnosticRelatedInformation {
            location: Location::new(uri.clone(), lines.range(*span)),
            message: if text.is_empty() {
                finding.message.clone()
            } else {
                text.clone()
            },
        })
        .collect();
    Diagnostic {
        range: lines.range(*span),
        severity: Some(if finding.is_error() {
            DiagnosticSeverity::ERROR
        } else {
            DiagnosticSeverity::WARNING
        }),
        code: Some(NumberOrString::String(finding.code.as_str().to_string())),
        source: Some("robots".to_string()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        ..Diagnostic::default()
    }
}
