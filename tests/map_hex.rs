//! The map games on hexagon boards and with three sides, each a variant in
//! `rules/variants/` that edits a few lines of its game's file, on small
//! cases drawn by hand whose outputs are reasoned beside them.
//!
//! A hexagon map of N cells a side (`map hexagon N`) has 2N - 1 rows; row
//! r holds the columns from max(1, N + 1 - r) to min(2N - 1, 3N - 1 - r),
//! written with a space between cells and each row indented by its
//! distance from the middle row. For N = 2: row 1 holds (1,2) (1,3), row 2
//! (2,1) (2,2) (2,3), row 3 (3,1) (3,2). The six directions are NE (-1, 1),
//! E (0, 1), SE (1, 0), SW (1, -1), W (0, -1), NW (-1, 0); the hex distance
//! of (dr, dc) is max(|dr|, |dc|, |dr + dc|).

use crate::support::{robots, run_rules as run, text, variant};

/// Sokoban on a hexagon.
///
/// Case 1: the player (2,1), a box (2,2), a goal (2,3). E pushes the box
/// to (2,3), on the board and a goal: the box shows `*`, the player `@`
/// on (2,2), and every box is on a goal: won after 1 move.
///
/// Case 2: the player (1,2), a box (2,2), a goal (3,2). SE is (1, 0): the
/// player to (2,2), the box to (3,2), the goal: won after 1 move.
///
/// Case 3: the player (2,2), a box (2,3), a goal (3,2). E would push the
/// box to (2,4), off the hexagon: blocked, skipped, not counted. SE takes
/// the player onto the goal (3,2), and W on to (3,1): the moves run out
/// after 2 counted moves, the player `@` on (3,1), the goal `.` on (3,2)
/// free again, the box where it was.
#[test]
fn sokoban_hex_pushes_along_the_six_directions() {
    let input = "map hexagon 2\n - -\n@ $ .\n - -\nmoves: E\n\n\
                 map hexagon 2\n @ -\n- $ -\n - .\nmoves: SE\n\n\
                 map hexagon 2\n - -\n- @ $\n - .\nmoves: E SE W\n";
    assert_eq!(
        run(&variant("sokoban-hex"), input),
        "Case 1:\nWon after 1 moves.\n - -\n- @ *\n - -\n\
         Case 2:\nWon after 1 moves.\n - -\n- @ -\n - *\n\
         Case 3:\nStopped after 2 moves.\n - -\n- - $\n @ .\n"
    );
}

/// The cells of a row may be spaced and indented freely (as the Janken
/// Tactics map is read): the same case as case 1 above without indents
/// and with wider gaps plays alike and is printed in the one layout.
#[test]
fn hexagon_rows_are_read_whatever_their_indent() {
    let input = "map hexagon 2\n-   -\n@ $ .\n  -  -   \nmoves: E\n";
    assert_eq!(
        run(&variant("sokoban-hex"), input),
        "Case 1:\nWon after 1 moves.\n - -\n- @ *\n - -\n"
    );
}

/// Twin Robots on a hexagon. Walks in the order NE, E, SE, SW, W, NW,
/// then staying; robots step to the closest of their six neighbours by hex
/// distance, the first of NE, E, SE, SW, W, NW on a tie.
///
/// Case 1: the player (1,2), a fast robot (3,2). The legal candidates are
/// E (1,3), SE (2,2), SW (2,1) and staying (NE, W, NW leave the board).
/// - E: the robot's neighbours NE (2,3) and NW (2,2) are 1 from (1,3), W
///   (3,1) 2: NE (2,3); in pass 2 NW (1,3) is the player: lost.
/// - SE: NW (2,2) is the player at once: lost.
/// - SW: W (3,1) and NW (2,2) are 1 from (2,1), NE (2,3) 2: W (3,1); then
///   NW (2,1) is the player: lost.
/// - stay: NW (2,2) is 1 from (1,2), NE and W 2: (2,2); then NW (1,2): lost.
///
/// Every candidate loses, so the player stays and is caught: lost after 1
/// move, the player's cell drawn `X`, the robot on it.
///
/// Case 2: the player (1,2), a slow robot (3,1) (neighbours NE (2,2), E
/// (3,2), NW (2,1)). SE and SW are lost (the robot steps NE onto (2,2), NW
/// onto (2,1)). E: NE (2,2) is 1 from (1,3): the nearest robot 1 away.
/// Staying: NE (2,2) and NW (2,1) are both 1 from (1,2), NE first: 1 away.
/// Tied on robots and nearest robot, and on the row (1); the smaller
/// column is staying's (2 < 3): the robot ends on (2,2).
#[test]
fn twin_robots_hex_chase_by_hex_distance() {
    let input = "map hexagon 2\n @ .\n. . .\n . R\nturns 1\n\n\
                 map hexagon 2\n @ .\n. . .\n r .\nturns 1\n";
    assert_eq!(
        run(&variant("twin-robots-hex"), input),
        "Case 1:\nLost after 1 moves.\n X .\n. . .\n . .\n\
         Case 2:\nStopped after 1 moves.\n @ .\n. r .\n . .\n"
    );
}

/// Robots on a hexagon map in Janken Tactics' letters: robots cannot
/// enter mountains (`M`) or water (`U`); the player cannot enter water.
///
/// Case 1: the player (1,2), a robot (3,1), mountains on (2,1) and (2,2).
/// The robot's neighbours NE (2,2) and NW (2,1) are mountains, so it can
/// only step E to (3,2), wherever the player goes. Candidates: E (1,3),
/// SE (2,2) and SW (2,1) (the player climbs mountains), staying. The
/// nearest robot ends 2 away after E ((1,3)-(3,2): dr -2, dc 1), 1 after
/// SE, 2 after SW, 2 after staying; of E, SW and staying the smallest row
/// is 1 (E, staying), then the smallest column 2: the player stays, the
/// robot is on (3,2) and (3,1) shows its field `F`. (With no mountains
/// the robot would have stepped NE to (2,2), 1 from the player.)
///
/// Case 2: the player (2,1), debris (2,2), a robot (2,3), water around.
/// NE (1,2) and SE (3,1) are water: not candidates. E pushes the debris
/// onto the robot, which is destroyed: no robot left. Staying: the robot
/// (its neighbours SW (3,2) and NW (1,3) are water) steps W onto the
/// debris and is destroyed: no robot left either. Tied on robots, the
/// nearest robot (none) and the row (2); staying's column 1 beats E's 2:
/// won after 1 move, the player still on (2,1). (A player who could swim
/// would have taken NE, on row 1.)
#[test]
fn hex_map_robots_keep_off_mountains_and_water() {
    let input = "map hexagon 2\n @ F\nM M F\n R F\nturns 1\n\n\
                 map hexagon 2\n U U\n@ * R\n U U\nturns 1\n";
    assert_eq!(
        run(&variant("hex-map-robots"), input),
        "Case 1:\nStopped after 1 moves.\n @ F\nM M F\n F R\n\
         Case 2:\nWon after 1 moves.\n U U\n@ * F\n U U\n"
    );
}

/// K in a Row with three sides, X, O and Y in turn, 5 in a row to win.
///
/// Case 1: X, O, Y take columns 1 to 4 of rows 1, 2, 3 in turn (moves 1
/// to 12); move 13 is X's fifth stone in row 1: X won after 13 moves.
///
/// Case 2: as case 1 to move 12, then X (2,5) and O (1,5) make no line of
/// 5 (each blocks the other's row), and move 15, Y (3,5), completes row 3:
/// Y won after 15 moves.
///
/// Case 3: three moves fill a 1 x 3 board X, O, Y with no line: a draw. The
/// two-sided game puts X's stone on the third cell instead.
#[test]
fn k_in_a_row_three_sides_take_turns_x_o_y() {
    let rows = "(1,1) (2,1) (3,1) (1,2) (2,2) (3,2) (1,3) (2,3) (3,3) (1,4) (2,4) (3,4)";
    let input = format!(
        "map 3 5\n.....\n.....\n.....\nmoves: {rows} (1,5)\n\
         map 3 5\n.....\n.....\n.....\nmoves: {rows} (2,5) (1,5) (3,5)\n\
         map 1 3\n...\nmoves: (1,1) (1,2) (1,3)\n"
    );
    assert_eq!(
        run(&variant("k-in-a-row-three-sides"), &input),
        "Case 1:\nX won after 13 moves.\nXXXXX\nOOOO.\nYYYY.\n\
         Case 2:\nY won after 15 moves.\nXXXXO\nOOOOX\nYYYYY\n\
         Case 3:\nDraw after 3 moves.\nXOY\n"
    );
    let two = "map 1 3\n...\nmoves: (1,1) (1,2) (1,3)\n";
    assert_eq!(
        run("k-in-a-row", two),
        "Case 1:\nDraw after 3 moves.\nXOX\n"
    );
}

/// Lights Out and K in a Row edited onto a hexagon (`board hexagon from
/// scenario`, `hex` for `rook` or `king`): a toggle and a line along the
/// hex directions.
///
/// Lights Out: every light of a hexagon of 2 is on; pressing the centre
/// (2,2) toggles it and its six neighbours, which are every other cell:
/// all off, won after 1 move. A press on (1,1), in the square around the
/// hexagon but off it, is refused at its token.
///
/// K in a Row with 3: X (1,2), O (1,3), X (2,2), O (2,1), X (3,2): X's
/// (1,2), (2,2), (3,2) lie along SE (1, 0): X won after 5 moves.
#[test]
fn toggles_and_lines_follow_the_hex_directions() {
    let lights = crate::support::read("rules/lights-out.rules")
        .replace("board from scenario", "board hexagon from scenario")
        .replace("rook neighbours", "hex neighbours");
    let dir = std::env::temp_dir().join(format!("robots-map-hex-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("lights-hex.rules");
    std::fs::write(&path, lights).unwrap();
    let path = path.to_string_lossy().into_owned();
    assert_eq!(
        run(&path, "map hexagon 2\n # #\n# # #\n # #\nmoves: (2,2)\n"),
        "Case 1:\nWon after 1 moves.\n . .\n. . .\n . .\n"
    );
    let off = run(&path, "map hexagon 2\n # #\n# # #\n # #\nmoves: (1,1)\n");
    assert!(
        off.contains("<stdin>:5:8: move 1: (1,1) is off the hexagon of 2 cells a side"),
        "{off}"
    );
    let lines = crate::support::read("rules/k-in-a-row.rules")
        .replace("board from scenario", "board hexagon from scenario")
        .replace(
            "won when 5 stones in a row along king lines",
            "won when 3 stones in a row along hex lines",
        );
    let path = dir.join("k-hex.rules");
    std::fs::write(&path, lines).unwrap();
    let path = path.to_string_lossy().into_owned();
    assert_eq!(
        run(
            &path,
            "map hexagon 2\n . .\n. . .\n . .\nmoves: (1,2) (1,3) (2,2) (2,1) (3,2)\n"
        ),
        "Case 1:\nX won after 5 moves.\n X O\nO X .\n . X\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The README's and the reference's example, `tests/data/map-games/
/// sokoban-hex.in`: a hexagon of 3; the player on (3,3), a box on (3,4),
/// the goal (3,5) at the end of the middle row. E pushes the box onto the
/// goal, the only box: won after 1 move, the player on (3,4).
#[test]
fn the_documented_hexagon_case_plays_as_documented() {
    let input = crate::support::read("tests/data/map-games/sokoban-hex.in");
    let expected = crate::support::read("tests/data/map-games/sokoban-hex.out");
    assert_eq!(run(&variant("sokoban-hex"), &input), expected);
    assert_eq!(
        expected,
        "Case 1:\nWon after 1 moves.\n  # # #\n # - - #\n# - - @ *\n # - - #\n  # # #\n"
    );
}

/// The one reader and the one writer agree on hexagons: `robots gen`
/// writes random hexagon cases (through the writer's layout), and each,
/// played for 0 turns, is read and printed back exactly as written (no
/// rule of the game ends it before its first move). Guards a layout that
/// the reader would refuse or read shifted.
#[test]
fn generated_hexagon_cases_read_and_print_back_as_written() {
    let rules = variant("hex-map-robots");
    let generated = text(
        &robots(
            &["gen", "--seed", "11", "--cases", "40", "--rules", &rules],
            "",
        )
        .stdout,
    );
    let mut cases = 0;
    for case in generated
        .split("\n\n")
        .filter(|c| c.starts_with("map hexagon"))
    {
        let lines: Vec<&str> = case.lines().collect();
        let side: usize = lines[0]["map hexagon ".len()..].parse().unwrap();
        let rows = &lines[1..2 * side];
        let input = format!("{}\n{}\nturns 0\n", lines[0], rows.join("\n"));
        let expected = format!("Case 1:\nStopped after 0 moves.\n{}\n", rows.join("\n"));
        assert_eq!(run(&rules, &input), expected, "{input}");
        cases += 1;
    }
    assert_eq!(cases, 40, "{generated}");
}
