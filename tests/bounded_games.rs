//! Bounded in the newer games: the Crosses generator streams and gives
//! up where the rules leave nothing to generate, and the Crosses trace
//! honours `--case` and `--moves`.

use crate::bounded::finish_within;
use crate::support::{read, repo, robots, text};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

/// The line of `rules/crosses.rules` that says which side is re-enacted.
fn reenact_line() -> usize {
    1 + read("rules/crosses.rules")
        .lines()
        .position(|l| l.starts_with("re-enact"))
        .expect("a re-enact line")
}

// Guards: on 2 x 2 every game of Crosses & Crosses ends 0:0 (any three
// placed crosses and the fourth fill the one 2 x 2 square, which is cut
// off), so no game is lost by Black and `gen` looped forever.
#[test]
fn gen_gives_up_where_the_rules_leave_nothing_to_generate() {
    let out = robots(
        &[
            "gen", "--rules", "crosses", "--sides", "2..2", "--cases", "1",
        ],
        "",
    );
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let at = format!(
        "rules/crosses.rules:{}:1: nothing to generate",
        reenact_line()
    );
    assert!(err.contains(&at), "{err}");
    assert!(err.contains("none of 1000 random games in a row"), "{err}");
}

// Guards: `gen --rules crosses` held every game before writing (a
// capacity overflow panic at the largest count); it now writes each game
// as it is found, so the first lines come at once.
#[test]
fn gen_streams_any_number_of_crosses_games() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args([
            "gen",
            "--rules",
            "crosses",
            "--sides",
            "3..5",
            "--cases",
            "18446744073709551615",
        ])
        .current_dir(repo(""))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    assert_eq!(lines.next().unwrap().unwrap(), "18446744073709551615");
    let case = lines.next().unwrap().unwrap();
    assert_eq!(case.split_whitespace().count(), 3, "{case}");
    drop(lines);
    let out = finish_within(child, Duration::from_secs(60), "gen");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// Three records on 3 x 3 boards, each move on its own line.
fn records() -> String {
    let out = robots(
        &[
            "gen",
            "--rules",
            "crosses",
            "--records",
            "--sides",
            "3..3",
            "--cases",
            "3",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    text(&out.stdout)
}

// Guards: the Crosses trace ignored `--case` (every record was traced).
// A 3 x 3 game has 9 moves: every cell is placed once.
#[test]
fn the_crosses_trace_shows_only_the_case_and_moves_asked_for() {
    let out = robots(
        &[
            "run", "--trace", "--rules", "crosses", "--case", "2", "--moves", "2..3", "-",
        ],
        &records(),
    );
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(shown.starts_with("Record 2: 3 x 3\n"), "{shown}");
    assert!(
        !shown.contains("Record 1") && !shown.contains("Record 3"),
        "{shown}"
    );
    let moves: Vec<&str> = shown.lines().filter(|l| l.starts_with("Move ")).collect();
    assert_eq!(moves.len(), 2, "{shown}");
    assert!(moves[0].starts_with("Move 2: black plays"), "{shown}");
    assert!(moves[1].starts_with("Move 3: red plays"), "{shown}");
    assert_eq!(shown.matches("record ").count(), 1, "{shown}");
    assert!(
        shown.trim_end().ends_with(|c: char| c.is_ascii_digit()),
        "{shown}"
    );
    // Past the game's end: a note, and the score.
    let out = robots(
        &[
            "run", "--trace", "--rules", "crosses", "--case", "1", "--moves", "10..", "-",
        ],
        &records(),
    );
    let shown = text(&out.stdout);
    assert!(
        shown.contains("no moves 10.. to show: the game ends after move 9"),
        "{shown}"
    );
    // A case the input does not have.
    let out = robots(
        &["run", "--trace", "--rules", "crosses", "--case", "4", "-"],
        &records(),
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("there is no case 4: the input has 3"));
}
