//! `robots explain` on map games: each candidate weighed, each press,
//! push and refusal told.

use super::*;

/// Fenced Robots, case 1 (map 6 x 8): the player (1,5) in row 1 with
/// robots on (1,1), (1,2) and (1,6), debris on (2,5), robots (6,1) and
/// (6,5). Move 1's candidates, N, NE, E, SE, S, SW, W, NW, stay:
/// - N, NE and NW leave the board; E walks into the robot (1,6);
/// - SE (2,6) and stay (1,5): the robot (1,6) steps onto the player;
///   S pushes the debris to (3,5) and stands on (2,5), next to that
///   robot, which steps onto it: all three dropped by the filter;
/// - SW (2,4): the robot (1,6)'s closest cell is (2,5), the debris,
///   which destroys it: 4 robots left;
/// - W (1,4): no robot is destroyed: 5 robots left.
///
/// Key 1, `minimize robots`, separates SW (4) from W (5): SW is chosen.
#[test]
fn a_fenced_robots_explanation_weighs_each_candidate_of_a_move() {
    let args = [
        "explain",
        "--rules",
        "fenced-robots",
        "tests/data/map-games/fenced-robots.in",
        "--case",
        "1",
    ];
    let list = ok(&args);
    assert!(
        list.starts_with("Move 1: walk SW from (1,5) to (2,4), chosen by the strategy; decided by `minimize robots`"),
        "{list}"
    );
    let one = ok(&[&args[..], &["--move", "1"]].concat());
    let row = |n: usize| {
        one.lines()
            .find(|l| l.starts_with(&format!("{n} ")))
            .unwrap_or_else(|| panic!("no candidate {n} in\n{one}"))
            .to_string()
    };
    for n in [1, 2, 8] {
        assert!(row(n).contains("illegal: (0,"), "{}", row(n));
        assert!(
            row(n).contains("is off the board, by `player off board: blocked`"),
            "{}",
            row(n)
        );
    }
    assert!(
        row(3).contains("illegal: (1,6) holds a robot, by `player into robot: blocked`"),
        "{}",
        row(3)
    );
    for n in [4, 5, 9] {
        assert!(
            row(n).contains("dropped: a robot would reach the player, by `reject immediate loss`"),
            "{}",
            row(n)
        );
    }
    assert!(row(6).starts_with("6  walk SW"), "{}", row(6));
    assert!(row(6).ends_with("chosen"), "{}", row(6));
    assert!(row(7).ends_with("runner-up"), "{}", row(7));
    assert!(
        one.contains("chosen: 6 (walk SW to (2,4))\nrunner-up: 7 (walk W to (1,4))\n"),
        "{one}"
    );
    assert!(
        one.contains("separated by key 1 `minimize robots` (rules/fenced-robots.rules:"),
        "{one}"
    );
    assert!(one.contains(": 4 against 5\n"), "{one}");
    assert!(
        one.contains(
            "robot (1,6) -> (2,5): destroyed on the debris, by `robot into debris: destroyed`"
        ),
        "{one}"
    );
}

/// Lights Out, case 1, one line a press (lit cells: (1,2), (1,3), (2,2),
/// (3,1), (3,3)): (1,2) leaves (1,1), (3,1), (3,3) lit; (3,2) toggles
/// (3,2), (2,2), (3,1), (3,3), leaving (1,1), (2,2), (3,2); (3,1) toggles
/// (3,1), (2,1), (3,2), leaving (1,1), (2,1), (2,2), (3,1); (2,1) turns
/// those four off: won.
#[test]
fn a_lights_out_explanation_gives_each_press_and_what_it_toggled() {
    let list = ok(&[
        "explain",
        "--rules",
        "lights-out",
        "tests/data/map-games/lights-out.in",
        "--case",
        "1",
    ]);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(lines.len(), 4, "{list}");
    assert!(
        lines[0].starts_with("Move 1: press (1,2): 4 cells toggled"),
        "{list}"
    );
    assert!(
        lines[2].starts_with("Move 3: press (3,1): 3 cells toggled"),
        "{list}"
    );
    assert!(
        lines[2].contains("now on (3,1) (2,1); gone from (3,2)"),
        "{list}"
    );
    assert!(
        lines[3].starts_with("Move 4: press (2,1): 4 cells toggled"),
        "{list}"
    );
    assert!(
        lines[3].contains("gone from (2,1) (1,1) (2,2) (3,1); the game ends: won"),
        "{list}"
    );
}

/// Sokoban, case 1, move 10 in full: the walk E and the push of the box
/// onto the goal (as the trace's test reasons), and the board after it.
/// Case 2, one line a move: after move 4 the player is on (4,8); the rest
/// of the moves do nothing: W would push the box on (4,7) into the wall
/// (4,6), and each E would leave the board at (4,9).
#[test]
fn a_sokoban_explanation_gives_a_push_and_the_moves_that_did_nothing() {
    let one = ok(&[
        "explain",
        "--rules",
        "sokoban",
        "tests/data/map-games/sokoban.in",
        "--case",
        "1",
        "--move",
        "10",
    ]);
    assert!(
        one.starts_with("Move 10: walk E from (4,2) to (4,3)\npush box from (4,3) to (4,4)\n"),
        "{one}"
    );
    assert!(one.contains("\n4 # - @ * - #\n"), "{one}");
    let list = ok(&[
        "explain",
        "--rules",
        "sokoban",
        "tests/data/map-games/sokoban.in",
        "--case",
        "2",
    ]);
    assert!(
        list.contains("\nMove 4: walk S from (3,8) to (4,8)\n"),
        "{list}"
    );
    assert!(list.contains(
        "after: input move 6 (walk W) not made: the pushed box would enter the wall at (4,6), by `pushed box into wall: blocked`"
    ), "{list}");
    assert!(
        list.contains("after: input move 11 (walk E) not made: (4,9) is off the board"),
        "{list}"
    );
}

/// K in a Row: X places on (1,1), O on (2,2), and X's (1,1) again is
/// refused: the cell holds a stone, and `stone into stone: blocked`.
#[test]
fn a_k_in_a_row_explanation_names_the_cell_and_rule_that_refused_a_move() {
    let path = std::env::temp_dir().join(format!("map-views-{}.in", std::process::id()));
    std::fs::write(&path, "map 3 3\n...\n...\n...\nmoves: (1,1) (2,2) (1,1)\n").unwrap();
    let list = ok(&[
        "explain",
        "--rules",
        "k-in-a-row",
        path.to_str().unwrap(),
        "--case",
        "1",
    ]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        list.lines().take(2).collect::<Vec<_>>(),
        [
            "Move 1: X places a stone at (1,1)",
            "Move 2: O places a stone at (2,2)"
        ]
    );
    assert!(list.contains(
        "input move 3 ((1,1)) refused: (1,1) holds a stone, by `stone into stone: blocked` (rules/k-in-a-row.rules:"
    ), "{list}");
}

/// Sokoban, case 2: the player's 4th move (S to (4,8)) is its last; the
/// input's moves 6 to 11 after it do nothing (W would push the box at
/// (4,7) into the wall at (4,6); E would leave the board at (4,9)). The
/// trace says so with move 4's frame, and the result every view reads is
/// the contest's own: it begins `Stopped after 4 moves.` as
/// tests/data/map-games/sokoban.out does, in the JSON and in the summary.
#[test]
fn moves_after_a_map_games_last_are_told_with_its_frame_not_in_its_result() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "sokoban",
        "--case",
        "2",
        "tests/data/map-games/sokoban.in",
    ]);
    let notes = move_notes(&trace, 4);
    assert!(
        notes.contains("  after it: input move 6 (walk W) not made: the pushed box would enter the wall at (4,6)"),
        "{notes}"
    );
    assert!(
        notes.contains("  after it: input move 11 (walk E) not made"),
        "{notes}"
    );
    assert!(!trace.contains("After move 4:"), "{trace}");
    let json = ok(&[
        "run",
        "--format",
        "json",
        "--rules",
        "sokoban",
        "--case",
        "2",
        "tests/data/map-games/sokoban.in",
    ]);
    let line: serde_json::Value = serde_json::from_str(json.trim()).unwrap();
    let result = line["result"].as_str().unwrap();
    assert!(result.starts_with("Stopped after 4 moves.\n"), "{result}");
    let expected = crate::support::read("tests/data/map-games/sokoban.out");
    assert!(
        expected.contains(&format!("Case 2:\n{result}\n")),
        "{result}"
    );
}
