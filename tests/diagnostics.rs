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

/// Runs the binary with `args`; `no_color` sets or removes `NO_COLOR`.
/// Standard error is a pipe, never a terminal.
fn robots_binary(args: &[&str], no_color: bool) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_robots"));
    command.args(args).current_dir(repo(""));
    if no_color {
        command.env("NO_COLOR", "1");
    } else {
        command.env_remove("NO_COLOR");
    }
    command.output().expect("the binary runs")
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn refusals_from_the_binary_are_plain_text_with_or_without_no_color() {
    let file = "tests/diagnostics/rules/unknown-distance.rules";
    for no_color in [false, true] {
        let out = robots_binary(&["check", file], no_color);
        assert_eq!(out.status.code(), Some(1));
        let err = stderr(&out);
        assert!(!err.contains('\x1b'), "escape codes on a pipe: {err:?}");
        assert!(
            err.contains(&format!("{file}:4:10: unknown distance `manhatan`")),
            "{err}"
        );
        assert!(err.contains("did you mean `manhattan`?"), "{err}");
    }
}

#[test]
fn check_shows_warnings_without_failing() {
    let file = "tests/diagnostics/warnings/key-never-decides.rules";
    let out = robots_binary(&["check", file], false);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("{file}: ok\n")
    );
    let err = stderr(&out);
    assert!(
        err.contains(&format!("{file}:26:3: this key can never decide")),
        "{err}"
    );
    assert!(!err.contains('\x1b'));
}

#[test]
fn every_refused_file_of_a_check_is_reported() {
    let a = "tests/diagnostics/rules/unknown-distance.rules";
    let b = "tests/diagnostics/rules/misspelt-keyword.rules";
    let out = robots_binary(&["check", a, "rules/robots.rules", b], false);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains(&format!("{a}:4:10:")), "{err}");
    assert!(err.contains(&format!("{b}:2:1:")), "{err}");
}

#[test]
fn a_scenario_refusal_comes_after_the_cases_before_it() {
    let file = "tests/diagnostics/scenarios/error-after-good-cases.in";
    let out = robots_binary(&["run", file], false);
    assert_eq!(out.status.code(), Some(1));
    let played = String::from_utf8_lossy(&out.stdout);
    assert!(played.starts_with("Case 1:\n"), "{played}");
    assert!(played.contains("Case 2:\n"), "{played}");
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "{file}:10:1: the robot cell (40,1) is off the board"
        )),
        "{err}"
    );
}

/// Files a user should never write, refused quickly with a location:
/// bytes that are not text, a file over the size limit, and files with
/// far too many statements or list items.
#[test]
fn hostile_rules_files_are_refused_with_a_location() {
    let dir = std::env::temp_dir().join(format!("robots-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let canonical = robots::rules::CANONICAL;
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "not-text.rules",
            [&b"board 31 rows x 31 columns\nplayer \xff\n"[..]].concat(),
            ":2:8: the file holds bytes that are not text",
        ),
        (
            "too-large.rules",
            vec![b'#'; (1 << 20) + 1],
            ":1:1: the file is 1048577 bytes",
        ),
        (
            "many-statements.rules",
            format!("{canonical}{}", "player may stay\n".repeat(5000)).into_bytes(),
            ": more than 4096 statements",
        ),
        (
            "long-list.rules",
            canonical
                .replace(
                    "walks king",
                    &format!("walks {}", vec!["N"; 5000].join(", ")),
                )
                .into_bytes(),
            ": more than 4096 directions in one list",
        ),
        (
            "many-outcomes.rules",
            format!(
                "{canonical}{}",
                (0..4000)
                    .map(|i| format!("player into a{i}: x\n"))
                    .collect::<String>()
            )
            .into_bytes(),
            ": unknown cell content `a0`",
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let path = path.to_str().unwrap();
        let out = robots_binary(&["check", path], false);
        assert_eq!(out.status.code(), Some(1), "{name}");
        let err = stderr(&out);
        let headline = err
            .lines()
            .find(|l| l.contains(path) && !l.contains("─["))
            .unwrap_or_else(|| panic!("{name}: no headline in {err}"));
        let headline = headline
            .trim_start_matches([' ', '×', 'x', '│', '|'])
            .trim_start();
        assert_located(headline, path);
        assert!(err.contains(expected), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Every code is documented in docs/diagnostics.md, and every code a rules
/// file can get has a file in tests/diagnostics/ that gets it (its
/// snapshot shows the code), but for the three tested elsewhere.
#[test]
fn every_code_is_documented_and_exercised() {
    use robots::rules::codes::Code;
    let doc = std::fs::read_to_string(repo("docs/diagnostics.md")).unwrap();
    let mut snapshots = String::new();
    for entry in std::fs::read_dir(repo("tests/snapshots")).unwrap() {
        snapshots.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    // Tested where they arise: a file over 1 MiB and a list of 4,097
    // directions (src/rules/syntax/tests.rs), and the command line's count
    // of warnings past the twentieth (tests/cli.rs).
    let elsewhere = [
        "robots::rules::too_large",
        "robots::rules::too_many",
        "robots::rules::more_warnings",
    ];
    for code in Code::ALL {
        let name = code.as_str();
        assert!(
            doc.contains(&format!("### {name}\n")),
            "{name} is not in docs/diagnostics.md"
        );
        assert!(
            elsewhere.contains(&name) || snapshots.contains(&format!("{name}\n")),
            "no file in tests/diagnostics/ gets {name}"
        );
    }
}
