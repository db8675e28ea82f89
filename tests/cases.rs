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
