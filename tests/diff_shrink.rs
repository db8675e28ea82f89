//! `robots diff --shrink`: the first case whose results differ under two
//! rules files, reduced to a smaller case that still differs (both files
//! run on it, their outputs compared), printed as an input ready to run;
//! and cases whose smallest form is reasoned beside the test.

use crate::bounded::scratch;
use crate::support::{edited, robots, text};
use robots::rules;
use robots::scenario::CaseReader;
use std::path::Path;

/// Writes `rules_text` into `dir` as `name`; its path as text.
fn rules_file(dir: &Path, name: &str, rules_text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, rules_text).unwrap();
    path.to_string_lossy().into_owned()
}

/// The robots and teleports of each case of `input`, on the canonical
/// board.
fn cases(input: &str) -> Vec<(usize, usize)> {
    let table = rules::canonical().table();
    let mut reader = CaseReader::new(input.as_bytes(), "test.in", table.board, table.start);
    let mut out = Vec::new();
    while let Some(case) = reader.next_case().unwrap() {
        out.push((case.robots.len(), case.teleports.len()));
    }
    out
}

/// `robots diff --shrink A B` on `input`: the shrunk input and the note.
fn shrink(a: &str, b: &str, input: &str) -> (String, String) {
    let out = robots(&["diff", "--shrink", a, b, "-"], input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    (text(&out.stdout), text(&out.stderr))
}

/// The contest output of `input` under `rules_path`.
fn run(rules_path: &str, input: &str) -> String {
    let out = robots(&["run", "--rules", rules_path, "-"], input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// The case number a note names: `case K of ...`.
fn case_named(note: &str) -> usize {
    let rest = note.split("note: case ").nth(1).expect(note);
    rest.split(' ').next().unwrap().parse().unwrap()
}

/// A robot stepping into debris is stopped there instead of destroyed.
/// Debris is laid only where two robots meet, and both of those are
/// destroyed, so the rule can matter only with a third robot to step into
/// the debris: no case of fewer than 3 robots (teleports lay no debris)
/// differs, and the shrunk case has exactly 3.
#[test]
fn a_rule_about_debris_shrinks_to_three_robots_and_still_differs() {
    let dir = scratch("shrink-debris");
    let a = rules_file(&dir, "a.rules", rules::CANONICAL);
    let b = rules_file(
        &dir,
        "b.rules",
        &edited(&[("robot into debris: destroyed", "robot into debris: stopped")]),
    );
    let generated = text(&robots(&["gen", "--seed", "3", "--cases", "50"], "").stdout);
    let (small, note) = shrink(&a, &b, &generated);
    // The shrunk case is one case, ready to run: both files play it, and
    // their outputs differ.
    let shrunk = cases(&small);
    assert_eq!(shrunk.len(), 1, "{small}");
    assert_ne!(run(&a, &small), run(&b, &small), "{small}");
    // Strictly smaller than the case it came from.
    let original = cases(&generated)[case_named(&note) - 1];
    assert!(shrunk[0] < original, "{shrunk:?} from {original:?}");
    assert_eq!(shrunk[0].0, 3, "{small}");
}

/// `maximize row` for `minimize row`: with no robot, every candidate ties
/// on the robots (0) and the nearest robot (none), so the canonical
/// strategy walks to the smallest row, NW to (14,14), and the other to
/// the largest, SW to (16,14); both win after that one move, on different
/// cells. So every case with no robot differs, and the smallest case
/// that can be written (no robot and one teleport entry, `0 0` ending the
/// input) on the smallest cell is `0 1` with (1,1).
#[test]
fn a_strategy_key_shrinks_to_no_robot_and_one_teleport_on_the_first_cell() {
    let dir = scratch("shrink-row");
    let a = rules_file(&dir, "a.rules", rules::CANONICAL);
    let b = rules_file(
        &dir,
        "b.rules",
        &edited(&[("  minimize row", "  maximize row")]),
    );
    let input = "3 2\n1 1\n20 20\n30 5\n7 7\n9 9\n0 0\n";
    let (small, _) = shrink(&a, &b, input);
    assert_eq!(small, "0 1\n1 1\n0 0\n");
    assert!(run(&a, &small).contains("Final position: (14,14)"));
    assert!(run(&b, &small).contains("Final position: (16,14)"));
}

#[test]
fn no_case_that_differs_leaves_nothing_to_shrink() {
    let (small, note) = shrink(
        "rules/robots.rules",
        "rules/robots.rules",
        "1 0\n1 1\n0 0\n",
    );
    assert_eq!(small, "");
    assert!(
        note.contains("no case of <stdin> differs in its results"),
        "{note}"
    );
}

/// Two results that end alike are told apart in the note by where they
/// end. The sample's case 1 shrinks to one robot on
/// (1,1) and the player on (15,15). Under Manhattan distance the player
/// keeps farthest from the robot by walking SE, into the corner (31,31),
/// where the robot, stepping diagonally too, catches it; under Chebyshev
/// distance a walk E gains as much as SE and the row key prefers the
/// smaller row, so the player runs along the top to (1,31) and is caught
/// there. Both games are lost, so only where they end tells them apart.
#[test]
fn results_that_end_alike_are_told_apart_by_where_they_end() {
    let sample = crate::support::read("scenarios/sample.in");
    let (small, note) = shrink(
        "rules/robots.rules",
        "rules/variants/chebyshev.rules",
        &sample,
    );
    assert_eq!(small, "1 0\n1 1\n0 0\n", "{note}");
    let said = |rules: &str| {
        let rest = note.split(&format!("{rules}: ")).nth(1).expect(rules);
        rest.split(';').next().unwrap_or(rest).to_string()
    };
    let (a, b) = (
        said("rules/robots.rules"),
        said("rules/variants/chebyshev.rules"),
    );
    assert!(
        a.starts_with("lost after") && a.contains(" at (31,31)"),
        "{note}"
    );
    assert!(
        b.starts_with("lost after") && b.contains(" at (1,31)"),
        "{note}"
    );
}
