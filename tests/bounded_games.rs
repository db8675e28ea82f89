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

// Guards: every frame of the Crosses trace looked at every cell of the
// board (and kept each marked one in a table), so tracing a whole game
// cost its moves times its area. A frame now reads only the cells it
// draws, a window of 40 x 40 around the move on a larger board, and
// counts the marked cells outside from what the game keeps: every
// placed cross stays marked (as its side's or cut off), so after move m
// the cells marked are m, those outside are m less the marks drawn.
#[test]
fn a_crosses_frame_on_a_big_board_draws_its_window_and_counts_the_rest() {
    let out = robots(
        &[
            "gen",
            "--rules",
            "crosses",
            "--records",
            "--sides",
            "60..60",
            "--cases",
            "1",
            "--seed",
            "5",
        ],
        "",
    );
    let record = text(&out.stdout);
    let out = robots(&["run", "--trace", "--rules", "crosses", "-"], &record);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    let lines: Vec<&str> = shown.lines().collect();
    let mut frames = 0;
    for (k, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("Move ") else {
            continue;
        };
        let m: usize = rest.split(':').next().unwrap().parse().unwrap();
        let heading = lines[k + 1];
        let outside: usize = heading
            .strip_suffix(" marked cells outside")
            .and_then(|h| h.rsplit(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("a window's heading: {heading}"));
        assert!(heading.contains(" of 60 x 60; "), "{heading}");
        // The ruler, then 40 rows: each cell a glyph and a space after
        // the row's number.
        let drawn: usize = lines[k + 3..k + 43]
            .iter()
            .map(|row| {
                row.split_whitespace()
                    .skip(1)
                    .filter(|glyph| *glyph != ".")
                    .count()
            })
            .sum();
        assert_eq!(outside + drawn, m, "move {m}: {heading}");
        frames += 1;
    }
    assert_eq!(frames, 3600, "every move of a 60 x 60 game is shown");
}

// Guards: RobotRace's search holds every cell and facing of a board; a
// 2048 x 2048 map with 640 facings asked for 32 GiB and aborted. A board
// is refused at the first row that makes rows x columns x facings
// (rounded up to a power of two) more than 8,388,608: here 3,000 rows of
// 3,000 cells with the shipped 4 facings, 36,000,000.
#[test]
fn a_race_board_too_large_to_search_is_refused_at_its_row() {
    let input = format!("3000\na{}\n", " ".repeat(2999));
    let out = robots(&["run", "--rules", "robot-race"], &input);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("<stdin>:2:1: a board of 3000 rows this wide, with 4 facings, is 36000000 places to search; at most 8388608"),
        "{err}"
    );
}

// Guards: a Janken move's cheapest path may look at every step of every
// cell (and a table of them is kept): 44 steps on a 26 x 4096 board make
// 4,685,824, over the stated 4,194,304, refused at the `units step` line.
#[test]
fn a_tactics_board_too_large_to_search_is_refused_at_its_steps() {
    let mut steps: Vec<String> = (1..=16)
        .flat_map(|k| [format!("({k}, 0)"), format!("(0, {k})")])
        .collect();
    steps.extend((1..=12).map(|k| format!("({k}, {k})")));
    assert_eq!(steps.len(), 44);
    let rules = read("rules/variants/square-janken.rules")
        .replace("board 9 rows x 9 columns", "board 26 rows x 4096 columns")
        .replace(
            "units step king",
            &format!("units step {}", steps.join(", ")),
        );
    let line = 1 + rules
        .lines()
        .position(|l| l.starts_with("units step"))
        .unwrap();
    let out = robots(&["check", "-"], &rules);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let refusal = format!(
        "<stdin>:{line}:1: 44 steps on a board of 106496 cells make 4685824 steps to search a move over; at most 4194304"
    );
    assert!(err.contains(&refusal), "{err}");
}

// Guards: a Janken data set was read whole before it was played (10
// million moves held 663 MB and printed nothing until the end). Now each
// move is answered as it is read: the first answers come while the input
// is still open. The sample's first data set's first move (E5 -> E9) is
// Successful with 5 points left (tests/data/janken-tactics/sample.out).
#[test]
fn a_janken_data_set_is_played_as_it_is_read() {
    let sample = read("tests/data/janken-tactics/sample.in");
    let lines: Vec<&str> = sample.lines().collect();
    let moves_at = lines
        .iter()
        .position(|l| *l == "2")
        .expect("the move count");
    let mut head = lines[..moves_at].join("\n");
    head.push_str("\n1000000\nE5 E9\n");
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(["run", "--rules", "janken-tactics"])
        .current_dir(repo(""))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    use std::io::Write;
    stdin.write_all(head.as_bytes()).unwrap();
    // Enough moves to pass the output's 64 KiB block, the input left open.
    for _ in 0..5000 {
        stdin.write_all(b"E9 E5\nE5 E9\n").unwrap();
    }
    stdin.flush().unwrap();
    let (lines, seen) = std::sync::mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().take(2) {
            let _ = lines.send(line.unwrap_or_default());
        }
    });
    let first = seen.recv_timeout(Duration::from_secs(60));
    let second = seen.recv_timeout(Duration::from_secs(60));
    drop(stdin);
    child.kill().ok();
    child.wait().ok();
    assert_eq!(first.as_deref(), Ok("Game #1"));
    assert_eq!(
        second.as_deref(),
        Ok("Move #1 (E5 -> E9): Successful (5 points left)")
    );
}
