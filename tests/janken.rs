//! Janken Tactics: the statement's sample and the 25 shared data sets,
//! matched exactly, played in-process on the table of
//! `rules/janken-tactics.rules` (see `tables.rs`).

use crate::support::{one_job, outcome, read};
use crate::tables::janken;
use robots::run::RunError;
use robots::scenario::tactics::Reader;
use robots::tactics::rules::Rules;

/// Plays `input` (named `name` in errors) under `table` with one job: the
/// output written, and how the run ended.
pub fn run(table: &Rules, input: &[u8], name: &str) -> (String, Result<(), RunError>) {
    let mut reader = Reader::new(input, name, table);
    one_job(|out, options| robots::tactics::run(table, &mut reader, out, options))
}

/// Plays `input` under `table`; the contest output, or the refusal.
pub fn play(table: &Rules, input: &str) -> Result<String, String> {
    outcome(run(table, input.as_bytes(), "test.in"))
}

fn check(stem: &str) {
    let input = read(&format!("tests/data/janken-tactics/{stem}.in"));
    let expected = read(&format!("tests/data/janken-tactics/{stem}.out"));
    let actual = play(&janken(), &input).unwrap();
    for (i, (a, e)) in actual.lines().zip(expected.lines()).enumerate() {
        assert_eq!(a, e, "{stem}: line {} differs", i + 1);
    }
    assert_eq!(actual, expected, "{stem}");
}

#[test]
fn the_statement_sample() {
    check("sample");
}

#[test]
fn the_shared_data_sets() {
    check("public");
}
