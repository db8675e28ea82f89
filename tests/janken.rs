//! Janken Tactics: the statement's sample and the 25 shared data sets,
//! matched exactly, played in-process on the table of
//! `rules/janken-tactics.rules` (see `tables.rs`).

use crate::support::read;
use crate::tables::janken;
use robots::scenario::tactics::Reader;
use robots::tactics::table::Table;

/// Plays `input` under `table`; the contest output, or the refusal.
pub fn play(table: &Table, input: &str) -> Result<String, String> {
    let mut reader = Reader::new(input.as_bytes(), "test.in", table);
    let mut out = Vec::new();
    let result = robots::tactics::run(
        table,
        &mut reader,
        &mut out,
        robots::run::Options::new(1, false),
    );
    let text = String::from_utf8(out).unwrap();
    result.map(|()| text).map_err(|e| e.to_string())
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
