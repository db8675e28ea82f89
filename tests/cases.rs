//! Every game in `tests/data/` (the statement's sample and games whose
//! expected outputs come from an independent reference solver), matched
//! case by case.

use crate::support::{cases, play, read};
use robots::rules::CANONICAL;

fn check_file(stem: &str) {
    let input = read(&format!("tests/data/{stem}.in"));
    let expected = cases(&read(&format!("tests/data/{stem}.out")));
    let actual = cases(&play(CANONICAL, &input));
    assert_eq!(actual.len(), expected.len(), "{stem}: number of cases");
    for (i, (a, e)) in actual.iter().zip(&expected).enumerate() {
        assert_eq!(a, e, "{stem}: case {} differs", i + 1);
    }
}

#[test]
fn the_statement_sample() {
    check_file("sample");
}

#[test]
fn generated_games_match_the_reference() {
    check_file("public-mixed");
}

/// Regression: far robots (see `engine/far.rs`) share their cells across
/// the walks of a move. A candidate scored the full way (a push, which with
/// `robot into debris: stopped` can change where a far robot ends)
/// overwrote those shared cells, and a later walk that won the move was
/// then made with the overwritten ones. The expected output comes from an
/// independent implementation of docs/rules-language.md.
#[test]
fn a_push_that_stops_a_far_robot() {
    let rules = read("rules/variants/sticky-debris.rules");
    let input = read("tests/data/sticky-far-push.in");
    assert_eq!(play(&rules, &input), read("tests/data/sticky-far-push.out"));
}
