//! Every refusal is a diagnostic a user can act on: snapshots of the
//! rendered errors for the malformed files in `tests/diagnostics/`, one
//! snapshot a file, so adding a case is adding a file.
//!
//! Each refusal's headline starts with `name:line:col:` and every label lies
//! inside the text it points into.

use crate::support::repo;
use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme};
use robots::diagnostics::Source;
use robots::rules;
use robots::scenario::{CaseReader, ScenarioError};
use std::path::PathBuf;

/// The rendering every snapshot uses: no colour, unicode, 80 columns.
pub fn render(diagnostic: &dyn Diagnostic) -> String {
    let handler = GraphicalReportHandler::new_themed(GraphicalTheme::unicode_nocolor())
        .with_width(80)
        .with_links(false);
    let mut out = String::new();
    handler
        .render_report(&mut out, diagnostic)
        .expect("rendering to a string cannot fail");
    // Trailing spaces are invisible in review and fragile in editors.
    out.lines()
        .map(str::trim_end)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The files of a data folder, sorted, with their names.
pub fn files(folder: &str, extension: &str) -> Vec<(String, PathBuf)> {
    let dir = repo(folder);
    let mut files: Vec<(String, PathBuf)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == extension))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, path)
        })
        .collect();
    files.sort();
    files
}

/// `headline` starts with `name:line:col:`, both numbers from 1.
pub fn assert_located(headline: &str, name: &str) {
    let rest = headline
        .strip_prefix(name)
        .and_then(|r| r.strip_prefix(':'))
        .unwrap_or_else(|| panic!("headline does not start with `{name}:`: {headline}"));
    let mut parts = rest.splitn(3, ':');
    for what in ["line", "column"] {
        let n: usize = parts
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("headline has no {what} number: {headline}"));
        assert!(n >= 1, "{what} counts from 1: {headline}");
    }
    assert!(
        parts.next().is_some_and(|m| m.starts_with(' ')),
        "headline has no message after `name:line:col:`: {headline}"
    );
}

/// Every label of the diagnostic and of its related diagnostics lies inside
/// its source, and a diagnostic with a source has at least one label.
pub fn assert_spans_inside(diagnostic: &dyn Diagnostic, text_len: usize) {
    let mut all: Vec<&dyn Diagnostic> = vec![diagnostic];
    if let Some(related) = diagnostic.related() {
        all.extend(related);
    }
    for d in all {
        let labels: Vec<_> = d.labels().map(Iterator::collect).unwrap_or_default();
        if d.source_code().is_some() {
            assert!(!labels.is_empty(), "a source but no label: {d}");
        }
        for label in labels {
            let end = label.offset() + label.len();
            assert!(
                end <= text_len,
                "label {label:?} beyond {text_len} bytes: {d}"
            );
            if let Some(source) = d.source_code() {
                assert!(
                    source.read_span(label.inner(), 0, 0).is_ok(),
                    "label {label:?} cannot be read: {d}"
                );
            }
        }
    }
}

pub fn snapshot(kind: &str, name: &str, rendered: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(format!("{kind}@{name}"), rendered));
}

#[test]
fn malformed_rules_files_are_refused_with_located_diagnostics() {
    let files = files("tests/diagnostics/rules", "rules");
    assert!(
        files.len() >= 30,
        "only {} malformed rules files",
        files.len()
    );
    for (name, path) in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let error = match rules::load(&Source::new(name.as_str(), text.as_str())) {
            Ok(_) => panic!("{name} was accepted, but every file here is malformed"),
            Err(e) => e,
        };
        assert_located(&error.to_string(), &name);
        {
            let failed = &error;
            for finding in &failed.errors {
                assert_located(&finding.to_string(), &name);
            }
        }
        assert_spans_inside(&error, text.len());
        let rendered = render(&error);
        assert!(
            rendered.contains("help:"),
            "{name} has no help line:\n{rendered}"
        );
        snapshot("rules", &name, &rendered);
    }
}

/// Warnings are rendered too, though the file is accepted.
#[test]
fn suspicious_rules_files_are_accepted_with_warnings() {
    let files = files("tests/diagnostics/warnings", "rules");
    assert!(!files.is_empty());
    for (name, path) in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let compiled = rules::load(&Source::new(name.as_str(), text.as_str()))
            .unwrap_or_else(|e| panic!("{name} was refused: {e}"));
        assert!(!compiled.warnings.is_empty(), "{name} gave no warning");
        let mut rendered = Vec::new();
        for warning in &compiled.warnings {
            assert!(!warning.is_error());
            assert_located(&warning.to_string(), &name);
            assert_spans_inside(warning, text.len());
            rendered.push(render(warning));
        }
        snapshot("warnings", &name, &rendered.join("\n\n"));
    }
}

#[test]
fn malformed_scenarios_are_refused_with_located_diagnostics() {
    let files = files("tests/diagnostics/scenarios", "in");
    assert!(
        files.len() >= 15,
        "only {} malformed scenarios",
        files.len()
    );
    let canonical = rules::canonical();
    let board = robots::engine::Engine::new(canonical.clone().table()).board();
    for (name, path) in files {
        let bytes = std::fs::read(&path).unwrap();
        let mut reader = CaseReader::new(
            &bytes[..],
            name.as_str(),
            board,
            canonical.clone().table().start,
        );
        let error: ScenarioError = loop {
            match reader.next_case() {
                Ok(Some(_)) => {}
                Ok(None) => panic!("{name} was accepted, but every file here is malformed"),
                Err(e) => break e,
            }
        };
        assert_located(&error.to_string(), &name);
        let longest_line = bytes.split(|&b| b == b'\n').map(<[u8]>::len).max();
        assert_spans_inside(&error, longest_line.unwrap_or(0));
        let rendered = render(&error);
        assert!(
            rendered.contains("help:"),
            "{name} has no help line:\n{rendered}"
        );
        snapshot("scenarios", &name, &rendered);
    }
}
