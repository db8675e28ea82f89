//! The views of map games (`robots run --trace`, `robots explain`, and
//! the frames every other view reads), on the shipped cases in
//! `tests/data/map-games/`: each expectation is reasoned from the case's
//! map and the game's rules beside the test.

use crate::support::{read, robots, text};
use robots::diagnostics::Source;
use robots::interpreter::Interpreter;
use robots::rules::Game;
use robots::scenario::map::MapReader;
use robots::views::map::MapViews;
use robots::views::style::Paint;
use robots::views::trace::{Frame, Moves, Traced};

/// `robots ARGS`'s standard output; the command must succeed.
fn ok(args: &[&str]) -> String {
    let out = robots(args, "");
    assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// The compiled model of the rules file at `path`.
fn model(path: &str) -> (robots::model::Model, Source) {
    let source = Source::new(path, read(path));
    let compiled = robots::rules::load(&source).unwrap_or_else(|e| panic!("{e}"));
    match compiled.game {
        Game::Model(m) => (m, source),
        _ => panic!("{path} is not a map game"),
    }
}

/// The frames of case `case` of `input` under `rules`, from the library.
fn frames(rules: &str, input: &str, case: usize) -> Vec<(u32, Frame)> {
    let (model, source) = model(rules);
    let mut views = MapViews::new(&model, &source, input);
    let text = read(input);
    let mut reader = MapReader::new(text.as_bytes(), input, &model);
    let mut found = None;
    for n in 1..=case {
        found = reader.next_case().unwrap();
        assert!(found.is_some(), "{input} has no case {n}");
    }
    let mut shown = Vec::new();
    let mut show = |m: u32, f: Frame| {
        shown.push((m, f));
        Ok(())
    };
    views
        .trace(
            case,
            &found.unwrap(),
            Moves::default(),
            Paint::new(false),
            &mut show,
        )
        .unwrap();
    shown
}

/// The notes of move `m` in a trace's text: from its `Move m:` line to the
/// board's ruler.
fn move_notes(trace: &str, m: u32) -> String {
    let start = trace
        .find(&format!("Move {m}:"))
        .unwrap_or_else(|| panic!("no move {m} in\n{trace}"));
    let rest = &trace[start..];
    rest.lines()
        .take_while(|l| !l.starts_with(' ') || l.starts_with("  "))
        .take_while(|l| !l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .collect::<Vec<_>>()
        .join("\n")
}

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

/// The game the views play move by move ends as the plain game does
/// (ending, moves, board), and the strategy's choice they lay open is the
/// move the game makes, on every case of `input` under `rules`.
fn views_play_as_the_plain_run(rules: &str, input: &str, text: &str) {
    let (model, _) = model(rules);
    let interpreter = Interpreter::new(&model);
    let mut reader = MapReader::new(text.as_bytes(), input, &model);
    let mut number = 0;
    while let Some(case) = reader.next_case().unwrap() {
        number += 1;
        let plain = interpreter.play(&case, input);
        let mut stepper = interpreter.stepper(&case, input);
        let mut refused = false;
        loop {
            let weighing = stepper.weigh();
            match stepper.step() {
                None => break,
                Some(Err(_)) => {
                    refused = true;
                    break;
                }
                Some(Ok(rec)) => {
                    if let Some(w) = weighing.filter(|w| w.chosen.is_some()) {
                        let chosen = &w.candidates[w.chosen.unwrap()];
                        let at = format!("{rules} {input} case {number} move {}", rec.number);
                        assert_eq!(chosen.asked, rec.asked, "{at}");
                    }
                }
            }
        }
        let Ok(plain) = plain else {
            assert!(
                refused,
                "{input} case {number}: refused by the plain run only"
            );
            continue;
        };
        assert!(!refused, "{input} case {number}: refused by the views only");
        assert_eq!(
            Some(plain.ending),
            stepper.ending(),
            "{rules} {input} case {number}"
        );
        assert_eq!(
            plain.moves,
            stepper.moves(),
            "{rules} {input} case {number}"
        );
        let (mut a, mut b) = (String::new(), String::new());
        plain.position.draw(&model, false, &mut a);
        stepper.position().draw(&model, false, &mut b);
        assert_eq!(a, b, "{rules} {input} case {number}");
    }
}

/// On every shipped case of every map game.
#[test]
fn the_views_play_every_shipped_case_as_the_plain_run_does() {
    for (rules, input) in [
        ("rules/fenced-robots.rules", "fenced-robots"),
        ("rules/twin-robots.rules", "twin-robots"),
        ("rules/sokoban.rules", "sokoban"),
        ("rules/k-in-a-row.rules", "k-in-a-row"),
        ("rules/lights-out.rules", "lights-out"),
        ("rules/variants/sokoban-hex.rules", "sokoban-hex"),
    ] {
        let input = format!("tests/data/map-games/{input}.in");
        views_play_as_the_plain_run(rules, &input, &read(&input));
    }
}

/// On generated cases of variants: hexagon boards, longer pushes, faster
/// robots, fences that stop, three sides.
#[test]
fn the_views_play_generated_cases_of_variants_as_the_plain_run_does() {
    for variant in [
        "twin-robots-hex",
        "hex-map-robots",
        "sokoban-chain2",
        "twin-robots-fast3",
        "fenced-robots-fence-stops",
        "lights-out-king",
        "k-in-a-row-three-sides",
    ] {
        let rules = format!("rules/variants/{variant}.rules");
        let cases = ok(&["gen", "--rules", &rules, "--seed", "5", "--cases", "12"]);
        views_play_as_the_plain_run(&rules, "generated.in", &cases);
    }
}

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
