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
                "rules/janken-tactics.rules",
                "rules/variants/square-janken.rules",
                "tests/data/janken-tactics/sample.in",
            ],
            "reduces a pursuit's case",
            "without `--shrink` shows where the two files' games part",
        ),
        (
            vec![
                "explain",
                "--rules",
                "janken-tactics",
                "tests/data/janken-tactics/sample.in",
                "--case",
                "1",
                "--moves",
                "2..3",
            ],
            "`--moves` and `--solve` explain a pursuit's strategy",
            "`--move M` explains move M in full",
        ),
    ] {
        let out = robots(&args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(err.contains(instead), "{args:?}: {err}");
    }
}

/// The Janken Tactics sample: the statement's example game.
const JANKEN: &str = "tests/data/janken-tactics/sample.in";

// Guards: a Janken Tactics game's JSON line and summary. In the sample
// (the statement's example) the first side's guardian walks E5 -> E9
// along row E: fields E6, E7, E8 (1 point each) and woods E9 (2), so 5
// of its 10 points; then the mage's D5 -> F8 is refused, F8 being held.
// The totals count each move's verdict.
#[test]
fn a_janken_game_in_json_has_its_kind_its_result_and_each_moves_path_and_cost() {
    let out = robots(
        &[
            "run",
            "--rules",
            "janken-tactics",
            "--format",
            "json",
            "--log",
            "--summary",
            JANKEN,
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = json_lines(&out.stdout);
    let game = &lines[0];
    assert_eq!(game["kind"], "janken-tactics");
    assert_eq!(game["case"], 1);
    assert_eq!(game["moves"], 2);
    assert_eq!(
        game["result"],
        "Game #1\nMove #1 (E5 -> E9): Successful (5 points left)\nMove #2 (D5 -> F8): Unsuccessful"
    );
    let first = &game["log"][0];
    assert_eq!(first["cost"], 5);
    assert_eq!(
        first["path"],
        serde_json::json!(["E5", "E6", "E7", "E8", "E9"])
    );
    assert_eq!(game["log"][1]["valid"], false);
    let summary = &lines[1]["summary"];
    assert_eq!(summary["kind"], "janken-tactics");
    assert_eq!(summary["games"], 1);
    assert_eq!(summary["moves"], 2);
    assert_eq!(summary["results"]["Successful (N points left)"], 1);
    assert_eq!(summary["results"]["Unsuccessful"], 1);
}

// Guards: `robots diff` of two Janken Tactics files. Woods costing 3
// instead of 2 makes the sample's first move cost 6 (E9 is woods): the
// games part at move 1, and the result's second line says 4 points left
// instead of 5.
#[test]
fn a_janken_diff_shows_the_first_move_whose_cost_differs() {
    let rules = crate::support::read("rules/janken-tactics.rules");
    assert!(rules.contains("unit into woods: costs 2"));
    let dir = std::env::temp_dir().join(format!("robots-kind-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let edited = dir.join("woods.rules");
    std::fs::write(
        &edited,
        rules.replace("unit into woods: costs 2", "unit into woods: costs 3"),
    )
    .unwrap();
    let edited = edited.to_str().unwrap();
    let out = robots(&["diff", "rules/janken-tactics.rules", edited, JANKEN], "");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("case 1: the games part at move 1\n"),
        "{shown}"
    );
    assert!(shown.contains("cost 5 of 10 points"), "{shown}");
    assert!(shown.contains("cost 6 of 10 points"), "{shown}");
    assert!(
        shown.contains("result line 2: rules/janken-tactics.rules: Move #1 (E5 -> E9): Successful (5 points left);"),
        "{shown}"
    );
    assert!(shown.contains("Successful (4 points left)"), "{shown}");
    assert!(
        shown.ends_with("1 cases: 0 identical (0 of them by other moves), 1 differ\n"),
        "{shown}"
    );
}

// Guards: a map game's totals agree with its expected contest output.
// `tests/data/map-games/sokoban.out` gives each case's first line after
// `Case N:` (`Won after 10 moves.`): the summary counts each such line
// with its number written N, and its moves are the sum of those numbers.
#[test]
fn a_map_games_summary_counts_the_expected_outputs_first_lines() {
    let expected = crate::support::read("tests/data/map-games/sokoban.out");
    let lines: Vec<&str> = expected.lines().collect();
    let firsts: Vec<&str> = lines
        .iter()
        .enumerate()
        .filter(|(_, l)| l.starts_with("Case "))
        .map(|(i, _)| lines[i + 1])
        .collect();
    let moves: u64 = firsts
        .iter()
        .map(|l| {
            let digits: String = l.chars().filter(char::is_ascii_digit).collect();
            digits.parse::<u64>().unwrap()
        })
        .sum();
    let out = robots(
        &[
            "run",
            "--rules",
            "sokoban",
            "--summary-only",
            "--format",
            "json",
            "tests/data/map-games/sokoban.in",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let lines = json_lines(&out.stdout);
    assert_eq!(lines.len(), 1, "only the totals");
    let summary = &lines[0]["summary"];
    assert_eq!(summary["kind"], "map");
    assert_eq!(summary["games"], firsts.len());
    assert_eq!(summary["moves"], moves);
    let won = firsts.iter().filter(|l| l.starts_with("Won after")).count();
    assert!(won > 0);
    assert_eq!(summary["results"]["Won after N moves."], won);
}

/// The same rules copied under another name play the same games: their
/// frames' notes cite rules by file and line (`... by `blocked moves:
/// skipped` (rules/sokoban.rules:24)` in case 2), and a diff compares
/// the moves' logs and the results, never the file's name, so it finds
/// all 8 shared cases identical.
#[test]
fn a_diff_of_one_game_under_two_names_finds_every_case_identical() {
    let copy = std::env::temp_dir().join(format!("robots-diff-copy-{}.rules", std::process::id()));
    std::fs::write(&copy, crate::support::read("rules/sokoban.rules")).unwrap();
    let copy_name = copy.to_str().unwrap();
    let out = robots(
        &[
            "diff",
            "rules/sokoban.rules",
            copy_name,
            "tests/data/map-games/sokoban.in",
        ],
        "",
    );
    std::fs::remove_file(&copy).ok();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(
        stdout.trim_end(),
        "8 cases: 8 identical (0 of them by other moves), 0 differ",
        "{stdout}"
    );
}
