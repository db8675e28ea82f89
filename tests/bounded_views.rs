//! The views bounded whatever the game's length: each holds one move, or
//! a stated number of moves, and says how to see the rest. The game used
//! is `tests/data/bounded/no-robots.in` (no robot, one teleport cell)
//! under `rules/variants/endless.rules` (`won after surviving 100000
//! moves`): with no robot it cannot be lost, so it lasts 100,000 moves
//! of staying put.

use crate::support::{robots, text, timed};
use std::time::Duration;

const ENDLESS: &str = "rules/variants/endless.rules";
const NO_ROBOTS: &str = "tests/data/bounded/no-robots.in";

// Guards: `explain` without `--move` printed one line for each of the
// 100,000 moves (and held every move's candidates in memory).
#[test]
fn explain_lists_at_most_a_thousand_moves_and_names_the_rest() {
    let out = robots(
        &["explain", "--rules", ENDLESS, NO_ROBOTS, "--case", "1"],
        "",
    );
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let listed = shown
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .count();
    assert_eq!(listed, 1000, "{shown}");
    assert!(
        shown.contains("moves 1001 to 100000 are not listed")
            && shown.contains("`--moves 1001..2000` lists the next"),
        "{shown}"
    );
    // The last moves, listed on asking for them.
    let out = robots(
        &[
            "explain", "--rules", ENDLESS, NO_ROBOTS, "--case", "1", "--moves", "99999..",
        ],
        "",
    );
    let shown = text(&out.stdout);
    let numbers: Vec<&str> = shown
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.parse::<u32>().is_ok())
        .collect();
    assert_eq!(numbers, ["99999", "100000"], "{shown}");
    assert!(!shown.contains("not listed"), "{shown}");
}

// Guards: `--trace --moves 9..12` past a game's end printed nothing and
// no note. Sample case 1 is won after 5 moves (scenarios/sample.out).
#[test]
fn a_trace_past_the_game_s_end_says_where_it_ends() {
    let out = robots(
        &[
            "run",
            "--trace",
            "--case",
            "1",
            "--moves",
            "9..12",
            "scenarios/sample.in",
        ],
        "",
    );
    let shown = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        shown.contains("no moves 9..12 to show: the game ends after move 5"),
        "{shown}"
    );
    assert!(!shown.contains("Move "), "{shown}");
}

// Guards: the endless game's 7-byte input made a 171 MB replay page.
#[test]
fn a_replay_page_holds_its_stated_number_of_moves_and_says_so() {
    let out = robots(
        &[
            "replay", "--rules", ENDLESS, NO_ROBOTS, "--case", "1", "-o", "-",
        ],
        "",
    );
    let page = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(
        page.contains("This page holds moves 1 to 1000"),
        "{}",
        page.len()
    );
    assert!(page.len() < 4 << 20, "{} bytes", page.len());
    assert!(
        text(&out.stderr).contains("--moves 1001..` lists the rest"),
        "{}",
        text(&out.stderr)
    );
}

// Guards: `run --format json --log` held every move of a case (10.9 GB
// for 3,000 teleport candidates). A move of the endless game has 9
// candidates (8 walks and staying; its teleports are a fallback) and
// counts one more: the log stops once 200,000 are reached, after
// 200,000 / 10 = 20,000 moves.
#[test]
fn a_json_log_stops_at_its_budget_and_names_the_last_move() {
    let out = robots(
        &[
            "run", "--rules", ENDLESS, "--format", "json", "--log", NO_ROBOTS,
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let case: robots::views::json::CaseJson =
        serde_json::from_str(text(&out.stdout).trim()).unwrap();
    let log = case.log.as_ref().unwrap();
    assert_eq!(case.moves, 100_000);
    assert_eq!(case.log_ends, Some(log.len() as u32));
    assert_eq!(log.len(), 20_000);
    assert!(
        text(&out.stderr).contains("`robots explain tests/data/bounded/no-robots.in --case 1 --moves 20001..` lists the rest"),
        "{}",
        text(&out.stderr)
    );
}

// Guards: the replay's data escaped `</` but not `<!--`, so an input named
// `x<!--<script>.in` opened a comment inside the page's script element
// and swallowed the rest of the page.
#[test]
fn the_replay_data_holds_no_markup_whatever_the_input_is_named() {
    let dir = crate::bounded::scratch("replay-name");
    let input = dir.join("x<!--<script>.in");
    std::fs::write(&input, "1 0\n3 3\n0 0\n").unwrap();
    let out = robots(
        &["replay", input.to_str().unwrap(), "--case", "1", "-o", "-"],
        "",
    );
    let page = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let data = page
        .split_once("id=\"game\">")
        .and_then(|(_, rest)| rest.split_once("</script>"))
        .map(|(data, _)| data)
        .expect("the game's script element");
    assert!(!data.contains('<'), "{data}");
    assert!(data.contains("x\\u003c!--\\u003cscript>.in"), "{data}");
    std::fs::remove_dir_all(&dir).ok();
}

// Guards: `diff` weighed every candidate of every move of both games
// (quadratic in the teleports under `teleport-candidates`); it now weighs
// only the move where they part. Identical files never part.
#[test]
fn diff_of_long_games_with_many_candidates_finishes() {
    let mut input = String::from("1 400\n1 1\n");
    for i in 0..400 {
        input.push_str(&format!("{} {}\n", 1 + (i * 7) % 31, 1 + (i * 13) % 31));
    }
    input.push_str("0 0\n");
    let rules = "rules/variants/teleport-candidates.rules";
    let out = robots(&["diff", rules, rules, "-"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "1 cases: 1 identical (0 of them by other moves), 0 differ\n"
    );
}

// Guards: every frame of a map game drew the whole board into a table
// keyed by cell, one entry a cell, and a replay makes a frame for each
// move: 40 moves on a 1024 x 1024 map took over 25 seconds (about 0.65 s
// a frame, optimised) where the plain run takes a few milliseconds. A
// frame now costs one pass over the board's cells. The player on (1,1)
// and a slow robot on (1024,1024) are 1023 steps apart, so the 40 turns
// are all played (`Stopped after 40 moves.`, as `docs/rules-language.md`
// words a game that runs out of turns; the page holds the result).
#[test]
fn a_map_game_s_frame_costs_a_pass_over_the_board() {
    let n = 1024;
    let mut input = format!("map {n} {n}\n@{}\n", ".".repeat(n - 1));
    for _ in 0..n - 2 {
        input.push_str(&".".repeat(n));
        input.push('\n');
    }
    input.push_str(&format!("{}r\nturns 40\n", ".".repeat(n - 1)));
    let args = ["replay", "--rules", "twin-robots", "--case", "1", "-o", "-"];
    let (shown, took) = timed(&args, &input);
    assert!(took < Duration::from_secs(20), "40 moves took {took:?}");
    assert!(
        shown.contains("Stopped after 40 moves."),
        "{}",
        &shown[..shown.len().min(300)]
    );
}

// Guards: `--format json` drew every move's board only to drop it (a
// case's line keeps its result and, with `--log`, each move's log): 2,000
// moves on a 1024 x 1024 map cost 2,000 passes over a million cells,
// where the plain run costs one. Stones three cells apart never make a
// line, so all 2,000 are placed: `Stopped after 2000 moves.` (the game
// runs out of input moves, as `docs/rules-language.md` words it).
#[test]
fn a_map_game_s_json_draws_no_board() {
    let input = spaced_stones();
    let (shown, took) = timed(
        &["run", "--rules", "k-in-a-row", "--format", "json"],
        &input,
    );
    assert!(took < Duration::from_secs(20), "2,000 moves took {took:?}");
    assert!(
        shown.contains("\"result\":\"Stopped after 2000 moves.")
            && shown.contains("\"moves\":2000"),
        "{}",
        &shown[..shown.len().min(300)]
    );
}

// Guards: `robots diff` drew both games' boards at every move to compare
// only the moves' logs and notes. A game against itself is the same: one
// case, identical (the closing count, as in the diff test above).
#[test]
fn a_map_game_s_diff_draws_no_board() {
    let input = spaced_stones();
    let (shown, took) = timed(&["diff", "k-in-a-row", "k-in-a-row"], &input);
    assert!(took < Duration::from_secs(20), "2,000 moves took {took:?}");
    assert!(
        shown.ends_with("1 cases: 1 identical (0 of them by other moves), 0 differ\n"),
        "{shown}"
    );
}

// Guards: a view's game looked for the robots meeting on each robot's
// cell by going through every robot's step of the pass, so a pass cost
// the square of the robots: 120,000 robots took seconds a move where
// the plain run takes a fraction of a second for the whole game. The
// player on the bottom row of a 400 x 400 map is 100 rows from the
// robots filling the top 300, so the 6 turns are all played (`Stopped
// after 6 moves.`, as above).
#[test]
fn a_view_of_many_robots_costs_a_pass_over_their_steps() {
    let n = 400;
    let mut input = format!("map {n} {n}\n");
    for _ in 0..300 {
        input.push_str(&"r".repeat(n));
        input.push('\n');
    }
    for _ in 0..n - 301 {
        input.push_str(&".".repeat(n));
        input.push('\n');
    }
    input.push_str(&format!(
        "{}@{}\nturns 6\n",
        ".".repeat(200),
        ".".repeat(199)
    ));
    let (shown, took) = timed(
        &["run", "--rules", "twin-robots", "--format", "json"],
        &input,
    );
    assert!(took < Duration::from_secs(20), "6 moves took {took:?}");
    assert!(
        shown.contains("\"result\":\"Stopped after 6 moves."),
        "{}",
        &shown[..shown.len().min(300)]
    );
}

/// A 1024 x 1024 map of `k-in-a-row` with 2,000 stones placed three
/// cells apart.
fn spaced_stones() -> String {
    let n = 1024;
    let mut input = format!("map {n} {n}\n");
    for _ in 0..n {
        input.push_str(&".".repeat(n));
        input.push('\n');
    }
    input.push_str("moves:");
    for i in 0..2000 {
        input.push_str(&format!(" ({},{})", 1 + 3 * (i / 300), 1 + 3 * (i % 300)));
    }
    input.push('\n');
    input
}
