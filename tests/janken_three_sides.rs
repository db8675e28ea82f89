//! `rules/variants/janken-three-sides.rules`: Janken Tactics with three
//! sides, every other side an enemy, on data sets whose outputs are
//! reasoned beside them.
//!
//! The board is the statement's hexagon (rows A..I = 1..9); the six
//! neighbours of (r, c) are (r, c +- 1), (r - 1, c), (r - 1, c + 1),
//! (r + 1, c - 1), (r + 1, c). On an all-field map every step costs 1 of
//! the 10 points. From E1 to E5 the only path of 4 steps is straight along
//! row E (each step must gain a column without leaving the row).

use crate::support::{robots, text};

/// The all-field map of the statement's hexagon, drawn as the input
/// draws it.
fn field() -> String {
    (1..=9i32)
        .map(|r| {
            let cells = 9 - (r - 5).abs();
            format!(
                "{}{}\n",
                " ".repeat((r - 5).unsigned_abs() as usize),
                vec!["F"; cells as usize].join(" ")
            )
        })
        .collect()
}

/// One data set: the unit counts of the three sides, the units in side
/// order, one move E1 -> E5.
fn data_set(counts: &str, units: &[&str]) -> String {
    format!("{}{counts}\n{}\n1\nE1 E5\n", field(), units.join("\n"))
}

/// Game 1: a guardian of the first side on E1, a swordsman of the third on
/// E3 (an enemy: blocked; it does not beat a guardian, so no zone of
/// control). The straight path is cut; the shortest way round is 5 steps
/// (E2, D3, D4, E4, E5): 5 points left.
///
/// Game 2: the same swordsman on E3 listed with the first side: an ally,
/// passed through: 4 steps, 6 left.
///
/// Game 3: a mage of the third side on D3 (mage beats guardian): entering
/// E2 or E3, next to it, would end the move. The way round below, F1, F2,
/// F3, E4, E5, is 5 steps: 5 left.
///
/// Game 4: the guardian is the third side's, the swordsman on E3 the
/// second's: an enemy to the third side as well: 5 left.
#[test]
fn every_other_side_is_an_enemy() {
    let input = format!(
        "4\n{}{}{}{}",
        data_set("1 1 1", &["G E1", "S A5", "S E3"]),
        data_set("2 1 0", &["G E1", "S E3", "S A5"]),
        data_set("1 1 1", &["G E1", "S A5", "M D3"]),
        data_set("0 1 1", &["S E3", "G E1"]),
    );
    let out = robots(
        &[
            "run",
            "--rules",
            "rules/variants/janken-three-sides.rules",
            "-",
        ],
        &input,
    );
    assert_eq!(
        text(&out.stdout),
        "Game #1\nMove #1 (E1 -> E5): Successful (5 points left)\n\
         Game #2\nMove #1 (E1 -> E5): Successful (6 points left)\n\
         Game #3\nMove #1 (E1 -> E5): Successful (5 points left)\n\
         Game #4\nMove #1 (E1 -> E5): Successful (5 points left)\n",
        "{}",
        text(&out.stderr)
    );
}

/// The two-sided game reads two unit counts: `1 1 1` is refused there,
/// and a file naming one side is refused where it says so.
#[test]
fn the_count_of_sides_is_the_files() {
    let input = format!("1\n{}", data_set("1 1 1", &["G E1", "S A5", "S E3"]));
    let out = robots(&["run", "--rules", "janken-tactics", "-"], &input);
    assert_eq!(out.status.code(), Some(1));
    let rules = crate::support::read("rules/janken-tactics.rules")
        .replace("sides: first, second", "sides: first");
    let out = robots(&["check", "-"], &rules);
    let err = text(&out.stderr);
    assert!(
        err.contains(":24:1: units move against other sides: this game names 1"),
        "{err}"
    );
}
