//! RobotRace: the statement's six examples and the 120 shared cases,
//! matched exactly, played in-process on the table of
//! `rules/robot-race.rules` (see `tables.rs`).

use crate::support::{one_job, outcome, read};
use crate::tables::race;
use robots::race::rules::Rules;
use robots::run::RunError;
use robots::scenario::race::Reader;

/// Plays `input` (named `name` in errors) under `table` with one job: the
/// output written, and how the run ended.
pub fn run(table: &Rules, input: &[u8], name: &str) -> (String, Result<(), RunError>) {
    let mut reader = Reader::new(input, name, table);
    one_job(|out, options| robots::race::run(table, &mut reader, out, options))
}

/// Plays `input` under `table`; the output, or the refusal.
pub fn play(table: &Rules, input: &str) -> Result<String, String> {
    outcome(run(table, input.as_bytes(), "test.in"))
}

/// The fewest seconds `times[robot][token]` of the first case of `input`
/// (robots and tokens in letter order).
pub fn times(table: &Rules, input: &str) -> Vec<Vec<u32>> {
    let mut reader = Reader::new(input.as_bytes(), "test.in", table);
    let case = reader.next_case().unwrap().unwrap();
    robots::race::times::Racer::new().times(table, &case)
}

fn check(stem: &str) {
    let input = read(&format!("tests/data/robot-race/{stem}.in"));
    let expected = read(&format!("tests/data/robot-race/{stem}.out"));
    let actual = play(&race(), &input).unwrap();
    let (a, e): (Vec<&str>, Vec<&str>) = (
        actual.split("\n\n").collect(),
        expected.split("\n\n").collect(),
    );
    for (i, (a, e)) in a.iter().zip(&e).enumerate() {
        assert_eq!(a, e, "{stem}: case {} differs", i + 1);
    }
    assert_eq!(actual, expected, "{stem}");
}

/// Example 0: `b C` over `a D`. Each robot reaches its row's token in 2
/// (two forwards east) and the other row's token in 4 (a forward north or
/// south, a turn, two forwards; the way along its own row crosses its
/// row's token, which would end the program).
#[test]
fn times_of_the_first_example() {
    let input = "2\nb C\na D\n2\na:CD\nb:DC\n";
    assert_eq!(times(&race(), input), [[4, 2], [2, 4]]);
}

#[test]
fn the_statement_examples() {
    check("examples");
}

#[test]
fn the_shared_cases() {
    check("public");
}
