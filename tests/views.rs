//! `robots run --trace` and `robots explain` through the binary, on the
//! sample's case 1 (robots on (17,18), (13,18), (8,12), (10,12); the
//! player on (15,15); won in 5 moves at (14,16) with 1 cell of debris).
//!
//! The expected values are worked out here from the statement: a robot
//! steps king-wise to the neighbour closest to the player by Manhattan
//! distance, which is one step along each axis toward the player (the
//! diagonal when both differ), so a robot on (r, c) goes to
//! (r + sgn(pr - r), c + sgn(pc - c)).

use crate::support::{read, robots, text};

/// The line of the canonical rules that holds `words`.
fn line_of(words: &str) -> usize {
    read("rules/robots.rules")
        .lines()
        .position(|l| l.trim() == words)
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("no line `{words}`"))
}

fn stdout_of(args: &[&str]) -> String {
    let out = robots(args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// The boards of a trace: each a list of rows, each row its glyphs by
/// column (from 1).
fn boards(trace: &str) -> Vec<Vec<Vec<char>>> {
    let mut boards = Vec::new();
    let mut rows: Vec<Vec<char>> = Vec::new();
    for line in trace.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if line.starts_with("@ player") {
            boards.push(std::mem::take(&mut rows));
        } else if words.len() > 1
            && words[0].parse::<usize>().is_ok()
            && words[1..].iter().all(|w| w.chars().count() == 1)
        {
            rows.push(words[1..].iter().filter_map(|w| w.chars().next()).collect());
        }
    }
    boards
}

/// Every cell holding `glyph` on a board, as (row, column).
fn cells(board: &[Vec<char>], glyph: char) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    for (r, row) in board.iter().enumerate() {
        for (c, &g) in row.iter().enumerate() {
            if g == glyph {
                found.push((r + 1, c + 1));
            }
        }
    }
    found
}

#[test]
fn the_trace_of_sample_case_1_shows_each_move_its_reason_and_the_board() {
    let trace = stdout_of(&["run", "--trace", "--case", "1", "scenarios/sample.in"]);
    assert!(trace.starts_with("Case 1:\nStart: the player on (15,15), 4 robots"));
    // The start and 5 moves, each a full 31 x 31 board.
    let boards = boards(&trace);
    assert_eq!(boards.len(), 6, "{trace}");
    assert!(
        boards
            .iter()
            .all(|b| b.len() == 31 && b.iter().all(|r| r.len() == 31))
    );
    assert_eq!(
        cells(&boards[0], 'R'),
        [(8, 12), (10, 12), (13, 18), (17, 18)]
    );
    assert_eq!(cells(&boards[0], '@'), [(15, 15)]);
    // Move 1: every move keeps 4 robots; the nearest robot is farthest
    // after W (4; see the explain test's table), so the player walks W.
    let nearest = line_of("maximize nearest robot");
    assert!(trace.contains(&format!(
        "Move 1: walk W from (15,15) to (15,14)\n  chosen by `maximize nearest robot` (rules/robots.rules:{nearest})\n  reply: 4 robots stepped; 4 robots left\n"
    )));
    // After move 1 the robots stand on (16,17), (14,17), (9,13), (11,13).
    assert_eq!(
        cells(&boards[1], 'R'),
        [(9, 13), (11, 13), (14, 17), (16, 17)]
    );
    // Move 2, from (15,14): (16,17) and (14,17) meet on (15,16) whenever
    // the player ends in row 15 left of column 17: after W, stay and E,
    // leaving 2 robots (every other move leaves 4). Then the nearest
    // robot: after E (15,15) the others step to (10,14) and (12,14),
    // distances 6 and 4; after stay or W it is 3. So E, by that key.
    assert!(trace.contains(&format!(
        "Move 2: walk E from (15,14) to (15,15)\n  chosen by `maximize nearest robot` (rules/robots.rules:{nearest})\n  reply: 2 robots met on (15,16), now debris; 2 robots left\n"
    )));
    assert_eq!(cells(&boards[2], '@'), [(15, 15)]);
    assert_eq!(cells(&boards[2], '#'), [(15, 16)]);
    assert_eq!(cells(&boards[2], 'R'), [(10, 14), (12, 14)]);
    // The end as the sample output states it.
    assert_eq!(cells(&boards[5], '@'), [(14, 16)]);
    assert_eq!(cells(&boards[5], '#').len(), 1);
    assert!(cells(&boards[5], 'R').is_empty());
    assert!(trace.ends_with(
        "Won game after making 5 moves.\nFinal position: (14,16)\nNumber of cells with debris: 1\n"
    ));
    assert!(!trace.contains('\x1b'), "piped output is plain");
}

#[test]
fn a_trace_shows_only_the_moves_asked_for_and_colours_when_told() {
    let trace = stdout_of(&[
        "run",
        "--trace",
        "--case",
        "1",
        "--moves",
        "2..3",
        "scenarios/sample.in",
    ]);
    assert!(!trace.contains("Start:") && !trace.contains("Move 1:") && !trace.contains("Move 4:"));
    assert!(trace.contains("Move 2:") && trace.contains("Move 3:"));
    assert_eq!(boards(&trace).len(), 2);
    let coloured = stdout_of(&[
        "--color",
        "always",
        "run",
        "--trace",
        "--case",
        "2",
        "scenarios/sample.in",
    ]);
    assert!(
        coloured.contains("\x1b[1;32m@\x1b[0m"),
        "the player in bold green"
    );
    // Case 2 is lost at (15,15) with no robot left: the robots that
    // reached the player met there.
    assert!(coloured.contains("Lost game after making 2 moves."));
    let out = robots(
        &["run", "--trace", "--case", "9", "scenarios/sample.in"],
        "",
    );
    assert!(!out.status.success());
    assert!(text(&out.stderr).contains("there is no case 9: the input has 3"));
}

/// The rows of the candidate table of an explanation, split into words.
fn table_rows(explained: &str) -> Vec<Vec<String>> {
    explained
        .lines()
        .skip_while(|l| !l.starts_with("#  candidate"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

#[test]
fn explain_lists_every_candidate_of_sample_case_1_move_1_with_its_keys() {
    let explained = stdout_of(&[
        "explain",
        "scenarios/sample.in",
        "--case",
        "1",
        "--move",
        "1",
    ]);
    for (key, words) in [
        ("filter ", "reject immediate loss"),
        ("key 1 ", "minimize robots"),
        ("key 2 ", "maximize nearest robot"),
        ("key 3 ", "minimize row"),
        ("key 4 ", "minimize column"),
    ] {
        let cited = format!("`{words}` (rules/robots.rules:{})", line_of(words));
        assert!(
            explained
                .lines()
                .any(|l| l.starts_with(key) && l.ends_with(&cited)),
            "{cited}\n{explained}"
        );
    }
    // Each candidate from (15,15), the robots' replies worked out by the
    // rule above: (17,18) -> (16,17), (13,18) -> (14,17), (8,12) -> (9,13),
    // (10,12) -> (11,13) for every target; the nearest is then:
    //   N  (14,15): 4, 2, 7, 5 -> 2      NE (14,16): 3, 1, 8, 6 -> 1
    //   E  (15,16): 2, 2, 9, 7 -> 2      SE (16,16): 1, 3, 10, 8 -> 1
    //   S  (16,15): 2, 4, 9, 7 -> 2      SW (16,14): 3, 5, 8, 6 -> 3
    //   W  (15,14): 4, 4, 7, 5 -> 4      NW (14,14): 5, 3, 6, 4 -> 3
    //   stay (15,15): 3, 3, 8, 6 -> 3
    // No two robots meet and none reaches the player: 4 robots each.
    let expected = [
        "1 walk N (14,15) 4 2 14 15 kept",
        "2 walk NE (14,16) 4 1 14 16 kept",
        "3 walk E (15,16) 4 2 15 16 kept",
        "4 walk SE (16,16) 4 1 16 16 kept",
        "5 walk S (16,15) 4 2 16 15 kept",
        "6 walk SW (16,14) 4 3 16 14 kept",
        "7 walk W (15,14) 4 4 15 14 chosen",
        // Of the three at 3, NW has the smallest row.
        "8 walk NW (14,14) 4 3 14 14 runner-up",
        "9 stay (15,15) 4 3 15 15 kept",
    ];
    let rows: Vec<String> = table_rows(&explained).iter().map(|r| r.join(" ")).collect();
    assert_eq!(rows, expected, "{explained}");
    let nearest = line_of("maximize nearest robot");
    assert!(explained.contains(&format!(
        "separated by key 2 `maximize nearest robot` (rules/robots.rules:{nearest}): 4 against 3\n"
    )));
    assert!(
        explained.contains("chosen: 7 (walk W to (15,14))\nrunner-up: 8 (walk NW to (14,14))\n")
    );
}

#[test]
fn explain_without_a_move_gives_one_line_a_move_and_the_deciding_key() {
    let explained = stdout_of(&["explain", "scenarios/sample.in", "--case", "1"]);
    let lines: Vec<&str> = explained.lines().collect();
    assert_eq!(lines[0], "Case 1: won after 5 moves");
    assert_eq!(lines.len(), 2 + 5, "{explained}");
    assert!(lines[2].starts_with("   1  walk W from (15,15) to (15,14)"));
    assert!(lines[2].ends_with(&format!(
        "(rules/robots.rules:{})",
        line_of("maximize nearest robot")
    )));
    assert!(lines[3].starts_with("   2  walk E from (15,14) to (15,15)"));
    // The sample ends on (14,16): the last move arrives there.
    assert!(lines[6].contains("to (14,16)"));
}

#[test]
fn explain_shows_the_teleport_fallback_scan() {
    // Sample case 3 teleports at move 30 to (16,15), its list's second
    // entry, so no walk or stay was left and entry 1 was passed over.
    let explained = stdout_of(&[
        "explain",
        "scenarios/sample.in",
        "--case",
        "3",
        "--move",
        "30",
    ]);
    for row in table_rows(&explained) {
        let verdict = row.iter().find(|w| w.ends_with(':'));
        assert!(
            matches!(verdict.map(String::as_str), Some("illegal:" | "dropped:")),
            "{row:?}"
        );
    }
    let fallback = format!(
        "  `else teleport first usable` (rules/robots.rules:{}):\n    entry 1 skipped: ",
        line_of("else teleport first usable")
    );
    assert!(explained.contains(&fallback), "{explained}");
    assert!(explained.contains("    entry 2 taken\nmade: teleport to (16,15) (entry 2)\n"));
}

// Guards: every view plays every kind (tests/views_every_kind.rs and
// each kind's views tests), but `robots solve` searches one player's lines
// (a pursuit's, or a map game's: tests/solve_maps.rs) and `robots stats`
// counts games won, lost or drawn (a pursuit's, or a map game's:
// tests/stats_maps.rs): for another kind each
// is refused at the rules' `format` line, naming the command and the
// format, with exit code 1.
#[test]
fn solve_and_stats_refuse_a_game_that_is_not_a_pursuit_at_its_format_line() {
    for (rules, format_name, input) in [
        (
            "rules/robot-race.rules",
            "robot-race",
            "tests/data/robot-race/examples.in",
        ),
        (
            "rules/crosses.rules",
            "crosses",
            "tests/data/crosses/sample.in",
        ),
        (
            "rules/janken-tactics.rules",
            "janken-tactics",
            "tests/data/janken-tactics/sample.in",
        ),
    ] {
        let format = read(rules)
            .lines()
            .position(|l| l.starts_with("format "))
            .unwrap()
            + 1;
        for (command, view) in [("solve", "`robots solve`"), ("stats", "`robots stats`")] {
            let out = robots(&[command, "--rules", rules, input], "");
            assert_eq!(out.status.code(), Some(1), "{command} {rules}");
            let refusal = match command {
                "solve" => "searches pursuits and map games",
                _ => "counts the results of games won, lost or drawn",
            };
            let expected = format!(
                "{rules}:{format}:1: {view} {refusal}, and this file plays `format {format_name}`"
            );
            assert!(
                text(&out.stderr).contains(&expected),
                "{}",
                text(&out.stderr)
            );
        }
    }
}
