//! `robots diff` names the real cause where two games part: the choice is
//! compared first, the reply blamed only when the choices agree on the
//! same board and the boards after differ; each file's own target cells;
//! every differing candidate listed or counted.

use crate::support::{edited, robots, text};

// Guards: under reusable teleports the sample's case 3 takes entry 1 again
// where the canonical game, whose entries are spent, takes entry 3: a
// different choice at move 86 (the canonical game teleports at moves 30,
// 58 and 86: `scenarios/sample.out`). The entries spent differ from move
// 30 on, and that is no reply of the robots: it was blamed on the reply
// at move 30, with the same reply printed for both.
#[test]
fn diff_blames_the_choice_not_the_reply_when_teleport_entries_differ() {
    let out = robots(
        &[
            "diff",
            "rules/robots.rules",
            "rules/variants/reusable-teleports.rules",
            "scenarios/sample.in",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains("case 3: the games part at move 86\n"),
        "{shown}"
    );
    assert!(!shown.contains("reply differently"), "{shown}");
    let lines: Vec<&str> = shown.lines().collect();
    assert!(lines[1].contains("(entry 3)"), "{shown}");
    assert!(lines[2].contains("(entry 1)"), "{shown}");
}

/// Writes `text` to a file of its own; its path.
fn rules_file(tag: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("robots-diff-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("b.rules");
    std::fs::write(&path, text).unwrap();
    path
}

// Guards: each file's candidate is shown with its own target cell. On a
// 20 x 20 board starting at (5,5), `walk NE` goes to (4,6); the canonical
// game's walk NE from (15,15) goes to (14,16). The sample's case 2 (robots
// round (15,15)) drops it under the canonical rules and keeps it on the
// small board, whose robots are far away.
#[test]
fn diff_shows_each_files_own_target_cell() {
    let path = rules_file(
        "cells",
        &edited(&[
            ("board 31 rows x 31 columns", "board 20 rows x 20 columns"),
            ("(15, 15)", "(5, 5)"),
        ]),
    );
    let out = robots(
        &[
            "diff",
            "rules/robots.rules",
            path.to_str().unwrap(),
            "scenarios/sample.in",
        ],
        "",
    );
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
    let shown = text(&out.stdout);
    let ne = shown
        .lines()
        .find(|l| l.trim_start().starts_with("walk NE"))
        .unwrap_or_else(|| panic!("{shown}"));
    assert!(ne.contains("to (14,16), dropped"), "{ne}");
    assert!(ne.contains("to (4,6), kept"), "{ne}");
    assert!(
        shown.contains("the player starts on (15,15) under rules/robots.rules, on (5,5) under")
    );
}

// Guards: every candidate that differs is listed, or counted in "and N
// more" (at most 4 were listed, the rest silently dropped). With twelve
// teleport cells, `teleport-candidates` has twelve candidates the
// canonical game has not.
#[test]
fn diff_counts_the_candidates_it_does_not_list() {
    let mut input = String::from("4 12\n14 14\n14 16\n16 14\n16 16\n");
    for c in [1, 3, 5, 7, 9, 11, 13, 17, 19, 21, 23, 25] {
        input.push_str(&format!("1 {c}\n"));
    }
    input.push_str("0 0\n");
    let out = robots(
        &[
            "diff",
            "rules/robots.rules",
            "rules/variants/teleport-candidates.rules",
            "-",
        ],
        &input,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let listed = shown.matches("is a candidate only under").count();
    let more: usize = shown
        .split("  and ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no `and N more` in {shown}"));
    assert!(listed + more >= 12, "{shown}");
    assert!(shown.contains(" more candidates that differ\n"), "{shown}");
}
