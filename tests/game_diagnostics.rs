//! Bad Janken Tactics and RobotRace input is refused as each game's notes
//! list it, with located diagnostics: a snapshot a file of
//! `tests/diagnostics/janken-tactics/` and `tests/diagnostics/robot-race/`,
//! each headline starting with `name:line:col:`, every label inside its
//! line, a help line. What comes before the refusal is still printed.

use crate::diagnostics::{assert_located, assert_spans_inside, files, render, snapshot};
use crate::tables::{janken, race};
use robots::run::RunError;

/// Checks one refusal and snapshots it as `kind@name`.
fn check_refusal(kind: &str, name: &str, bytes: &[u8], error: &RunError) {
    let RunError::Scenario(error) = error else {
        panic!("{name}: not a scenario error: {error}");
    };
    assert_located(&error.to_string(), name);
    let longest_line = bytes.split(|&b| b == b'\n').map(<[u8]>::len).max();
    assert_spans_inside(error, longest_line.unwrap_or(0));
    let rendered = render(error);
    assert!(
        rendered.contains("help:"),
        "{name} has no help line:\n{rendered}"
    );
    snapshot(kind, name, &rendered);
}

/// Every file of `tests/diagnostics/<kind>/` is refused by `run` (given
/// the file's bytes and name), each refusal checked by [`check_refusal`].
fn every_file_is_refused(kind: &str, run: impl Fn(&[u8], &str) -> Result<(), RunError>) {
    let files = files(&format!("tests/diagnostics/{kind}"), "in");
    assert!(files.len() >= 14, "only {} files", files.len());
    for (name, path) in files {
        let bytes = std::fs::read(&path).unwrap();
        let error = run(&bytes, &name).expect_err(&format!(
            "{name} was accepted, but every file here is malformed"
        ));
        check_refusal(kind, &name, &bytes, &error);
    }
}

#[test]
fn bad_janken_input_is_refused_with_located_diagnostics() {
    let table = janken();
    every_file_is_refused("janken-tactics", |bytes, name| {
        crate::janken::run(&table, bytes, name).1
    });
}

#[test]
fn bad_race_input_is_refused_with_located_diagnostics() {
    let table = race();
    every_file_is_refused("robot-race", |bytes, name| {
        crate::race::run(&table, bytes, name).1
    });
}

/// The first data set of `error-after-good-set.in` is the statement's
/// sample: its output is printed before the second is refused.
#[test]
fn janken_data_sets_before_a_refusal_are_printed() {
    let table = janken();
    let input = crate::support::read("tests/diagnostics/janken-tactics/error-after-good-set.in");
    let (out, result) = crate::janken::run(&table, input.as_bytes(), "t.in");
    let error = result.unwrap_err();
    assert!(
        error.to_string().starts_with("t.in:32:3: two units on E5"),
        "{error}"
    );
    let sample = crate::support::read("tests/data/janken-tactics/sample.out");
    assert_eq!(out, sample);
}

/// `error-after-good-cases.in` holds the statement's example 0 twice, then
/// a case with a list for a robot not on the board.
#[test]
fn race_cases_before_a_refusal_are_printed() {
    let table = race();
    let input = crate::support::read("tests/diagnostics/robot-race/error-after-good-cases.in");
    let (out, result) = crate::race::run(&table, input.as_bytes(), "t.in");
    let error = result.unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("t.in:21:1: a token list for robot `c`"),
        "{error}"
    );
    assert_eq!(out, "a 100\nb 100\n\na 100\nb 100\n");
}
