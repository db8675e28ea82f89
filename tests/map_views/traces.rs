//! The traces of map games, move by move, and the frames behind them.

use super::*;

/// Sokoban, case 1 (map 6 x 6, the player `+` on the goal (3,2), a box
/// `$` on (4,3) beside the goal (4,4), the other boxes already on goals).
/// Moves N S S S N N S S N take the player (2,2), (3,2), (4,2), (5,2),
/// (4,2), (3,2), (4,2), (5,2), (4,2); move 10, E, enters the box's cell
/// and pushes it one step east onto the goal: every box is on a goal, so
/// the game is won after 10 moves, the player on (4,3), row 4 `#-@*-#`.
#[test]
fn a_sokoban_trace_shows_the_push_onto_the_goal() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "sokoban",
        "--case",
        "1",
        "--moves",
        "10",
        "tests/data/map-games/sokoban.in",
    ]);
    let notes = move_notes(&trace, 10);
    assert!(
        notes.starts_with("Move 10: walk E from (4,2) to (4,3)"),
        "{notes}"
    );
    assert!(notes.contains("push box from (4,3) to (4,4)"), "{notes}");
    assert!(notes.contains("the game ends: won"), "{notes}");
    assert!(trace.contains("\n4 # - @ * - #\n"), "{trace}");
    assert!(
        trace.ends_with("Won after 10 moves.\n######\n#-#-*#\n#.-#-#\n#-@*-#\n#.-#*#\n######\n")
    );
}

/// Sokoban, case 2 (map 6 x 8, the player on (2,6)): E, E reach (2,8), the
/// last column; the third E would leave the board, so it is skipped and
/// not counted (`blocked moves: skipped`), and S is move 3.
#[test]
fn a_sokoban_trace_says_which_rule_skipped_a_move() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "sokoban",
        "--case",
        "2",
        "--moves",
        "3",
        "tests/data/map-games/sokoban.in",
    ]);
    let notes = move_notes(&trace, 3);
    assert!(
        notes.starts_with("Move 3: walk S from (2,8) to (3,8)"),
        "{notes}"
    );
    assert!(
        notes.contains(
            "input move 3 (walk E) not made: (2,9) is off the board, by `player off board: blocked`"
        ),
        "{notes}"
    );
}

/// Lights Out, case 1 (map 3 x 3: `.##` / `.#.` / `#.#`): pressing (1,2)
/// toggles it and its rook neighbours on the board, (1,1), (1,3) and
/// (2,2) ((0,2) is off it): (1,1) comes on, the three others go off, and
/// row 1 reads `# . .`.
#[test]
fn a_lights_out_trace_shows_the_cells_a_press_toggled() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "lights-out",
        "--case",
        "1",
        "--moves",
        "1",
        "tests/data/map-games/lights-out.in",
    ]);
    let notes = move_notes(&trace, 1);
    assert!(
        notes.starts_with("Move 1: press (1,2): 4 cells toggled"),
        "{notes}"
    );
    assert!(
        notes.contains("now on (1,1); gone from (1,2) (1,3) (2,2)"),
        "{notes}"
    );
    assert!(trace.contains("\n1 # . .\n2 . . .\n3 # . #\n"), "{trace}");
}

/// The same press as data: the move's log names the pressed cell and each
/// toggled cell, and its frame marks them as touched.
#[test]
fn a_lights_out_moves_log_holds_the_press_and_its_toggles() {
    let frames = frames(
        "rules/lights-out.rules",
        "tests/data/map-games/lights-out.in",
        1,
    );
    let (m, frame) = &frames[1];
    assert_eq!(*m, 1);
    let log = &frame.log;
    assert_eq!(log["move"], 1);
    assert_eq!(log["by"], "input");
    assert_eq!(log["asked"], "(1,2)");
    assert_eq!(log["pressed"], serde_json::json!([1, 2]));
    let toggled = log["toggled"].as_array().unwrap();
    assert_eq!(toggled.len(), 4);
    let on: Vec<_> = toggled
        .iter()
        .filter(|t| t["on"] == true)
        .map(|t| t["at"].clone())
        .collect();
    assert_eq!(on, vec![serde_json::json!([1, 1])]);
    assert!(toggled.iter().all(|t| t["piece"] == "light"));
    let mut touched = frame.touched.clone();
    touched.sort();
    assert_eq!(touched, vec![(1, 1), (1, 2), (1, 3), (2, 2)]);
    assert_eq!(log["result"], serde_json::Value::Null);
}

/// The Sokoban push as data: move 10 of case 1 walked (4,2) -> (4,3),
/// pushed the box (4,3) -> (4,4), and won; the frame's path is the walk
/// and its steps the push.
#[test]
fn a_sokoban_moves_log_names_the_box_pushed_and_the_players_cells() {
    let frames = frames("rules/sokoban.rules", "tests/data/map-games/sokoban.in", 1);
    let (m, frame) = frames.last().unwrap();
    assert_eq!(*m, 10);
    let log = &frame.log;
    assert_eq!(log["asked"], "walk E");
    assert_eq!(
        log["walk"],
        serde_json::json!({"from": [4, 2], "to": [4, 3]})
    );
    assert_eq!(
        log["pushed"],
        serde_json::json!([{"piece": "box", "from": [4, 3], "to": [4, 4]}])
    );
    assert_eq!(log["result"], "won");
    assert_eq!(frame.path, vec![(4, 2), (4, 3)]);
    assert_eq!(frame.steps, vec![((4, 3), (4, 4))]);
}

/// Twin Robots, case 1 (map 8 x 8): the player (3,6) walks SW onto the
/// heap on (4,5), pushing it to (5,4). Then the robots step toward (4,5):
/// the robot (1,1) to (2,2); the robot (4,7) to (4,6), its closest cell,
/// which holds a heap: `robot into heap: destroyed`; the robot (7,5) to
/// (6,5).
#[test]
fn a_twin_robots_trace_shows_a_push_and_a_robot_lost_on_a_heap() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "twin-robots",
        "--case",
        "1",
        "--moves",
        "1",
        "tests/data/map-games/twin-robots.in",
    ]);
    let notes = move_notes(&trace, 1);
    assert!(
        notes.starts_with("Move 1: walk SW from (3,6) to (4,5), chosen by the strategy"),
        "{notes}"
    );
    assert!(notes.contains("push heap from (4,5) to (5,4)"), "{notes}");
    // What decided the move, as `robots explain` says it.
    assert!(notes.contains("\n  decided by `"), "{notes}");
    assert!(notes.contains("robot (1,1) -> (2,2)\n"), "{notes}");
    assert!(
        notes.contains(
            "robot (4,7) -> (4,6): destroyed on the heap, by `robot into heap: destroyed`"
        ),
        "{notes}"
    );
    assert!(notes.contains("robot (7,5) -> (6,5)"), "{notes}");
}

/// K in a Row, case 1: X moves first and places on (5,3), then O on (3,5).
#[test]
fn a_k_in_a_row_trace_says_which_side_placed_where() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "k-in-a-row",
        "--case",
        "1",
        "--moves",
        "1..2",
        "tests/data/map-games/k-in-a-row.in",
    ]);
    assert!(
        move_notes(&trace, 1).starts_with("Move 1: X places a stone at (5,3)"),
        "{trace}"
    );
    assert!(
        move_notes(&trace, 2).starts_with("Move 2: O places a stone at (3,5)"),
        "{trace}"
    );
    assert!(trace.contains("X stone of X   O stone of O"), "{trace}");
}

/// Sokoban on a hexagon of 3 cells a side: its rows hold 3, 4, 5, 4 and 3
/// cells, each row above the middle starting half a cell further right,
/// as the map draws them; E pushes the box (3,4) onto the goal (3,5).
#[test]
fn a_hexagon_board_is_traced_with_its_rows_offset() {
    let trace = ok(&[
        "run",
        "--trace",
        "--rules",
        "rules/variants/sokoban-hex.rules",
        "--case",
        "1",
        "tests/data/map-games/sokoban-hex.in",
    ]);
    assert!(
        trace.contains("\n1   # # #\n2  # - - #\n3 # - @ $ .\n4  # - - #\n5   # # #\n"),
        "{trace}"
    );
    assert!(
        move_notes(&trace, 1).contains("push box from (3,4) to (3,5)"),
        "{trace}"
    );
}
