//! The views of every kind of game through the binary: one JSON schema
//! with the game's kind in it, `--case` honoured by every output form,
//! and each refusal naming its reason and what to do instead.

use crate::support::{robots, text};
use serde_json::Value;

fn json_lines(stdout: &[u8]) -> Vec<Value> {
    text(stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

// Guards: a pursuit's JSON has the schema every kind shares (`kind`,
// `case`, `result`, `moves`) besides its own fields, and `--case`
// chooses the games counted by the summary. The sample's case 2 is lost
// after 2 moves and case 3 after 114 (`scenarios/sample.out`).
#[test]
fn a_pursuits_json_and_summary_name_its_kind_and_count_the_cases_asked_for() {
    let out = robots(
        &[
            "run",
            "--format",
            "json",
            "--summary",
            "--case",
            "2..3",
            "scenarios/sample.in",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = json_lines(&out.stdout);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["kind"], "robots");
    assert_eq!(lines[0]["case"], 2);
    assert_eq!(lines[0]["moves"], 2);
    let result = lines[0]["result"].as_str().unwrap();
    assert!(
        result.starts_with("Lost game after making 2 moves.\n"),
        "{result}"
    );
    assert!(!result.contains("Case 2:"), "{result}");
    let summary = &lines[2]["summary"];
    assert_eq!(summary["kind"], "robots");
    assert_eq!(summary["games"], 2);
    assert_eq!(summary["lost"], 2);
    assert_eq!(summary["moves"], 116);
}

// Guards: two files of different kinds are refused by `robots diff`,
// naming both kinds at B's `format` line and what to do instead.
#[test]
fn a_diff_of_two_kinds_names_both_and_the_alternative() {
    let out = robots(
        &[
            "diff",
            "rules/sokoban.rules",
            "rules/crosses.rules",
            "tests/data/map-games/sokoban.in",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("rules/crosses.rules:"), "{err}");
    assert!(
        err.contains("plays `format map` while rules/crosses.rules plays `format crosses`"),
        "{err}"
    );
    assert!(err.contains("against a file of `format map`"), "{err}");
    let out = robots(
        &[
            "diff",
            "rules/robots.rules",
            "rules/sokoban.rules",
            "scenarios/sample.in",
        ],
        "",
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("plays `format robots` while rules/sokoban.rules plays `format map`"),
        "{err}"
    );
}

// Guards: no option is silently ignored by another kind's views: each
// combination they cannot show is refused with its reason and the
// alternative.
#[test]
fn options_another_kind_cannot_use_are_refused_with_the_alternative() {
    let sokoban = "tests/data/map-games/sokoban.in";
    for (args, says, instead) in [
        (
            vec!["run", "--rules", "sokoban", "--log", sokoban],
            "`--log` writes every move into the JSON",
            "add `--format json`",
        ),
        (
            vec![
                "diff",
                "--shrink",
                "rules/sokoban.rules",
                "rules/variants/sokoban-hex.rules",
                sokoban,
            ],
            "reduces a pursuit's case",
            "without `--shrink` shows where the two files' games part",
        ),
        (
            vec![
                "explain", "--rules", "sokoban", sokoban, "--case", "1", "--moves", "2..3",
            ],
            "chooses the moves of a pursuit's list",
            "`--move M` for move M in full",
        ),
    ] {
        let out = robots(&args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(err.contains(instead), "{args:?}: {err}");
    }
}
