//! Variants of the board, of movement, distance and robot ties, of pushing
//! and of the end: each shipped file in `rules/variants/` plays its scenario
//! in `scenarios/variants/` to the expected output reasoned out beside it.
//! Robot cells are relative to the player unless said otherwise; "dist"
//! is the variant's distance.

use crate::support::{play, read};

use crate::support::check_variant as check;

/// 11 rows x 41 columns, start (6, 21); one robot at (8, 21), two rows
/// below. Each move, the walks that keep the robot's reply two away are
/// the three walks away from it; with the robot straight below those are
/// NW, N and NE, and the smallest column picks NW. The robot follows and is
/// again two below: after move k the player is at (6-k, 21-k). After move
/// 5 the player is on row 1 at (1, 16); move 6 can only keep distance 1
/// (W, stay or E; every southward walk meets the robot), and W (1, 15) has
/// the smallest column, the robot stepping to (2, 15) right below. Move 7:
/// every walk and staying meets the robot; no teleports: lost after 7
/// moves at (1, 15), no debris, one robot.
#[test]
fn rectangle_board() {
    check("rectangle");
    // Column 41 exists on this board only.
    let rules = read("rules/variants/rectangle.rules");
    assert!(play(&rules, "1 0\n11 41\n0 0\n").starts_with("Case 1:\n"));
}

/// Same scenario and reasoning as `edited_rules::the_player_walking_only_
/// the_four_rook_directions`: robots on both diagonal neighbours (14,14)
/// and (16,16) leave the rook player no safe walk: lost at move 1, the two
/// robots meeting on (15,15). The king player escapes NE (15 moves).
#[test]
fn rook_player() {
    assert_ne!(
        check("rook-player"),
        read("scenarios/variants/rook-player.out")
    );
}

/// Rook robots, ties to the first of N, E, S, W. Robots A (15,16),
/// B (16,17), C (17,16). E is A's cell; staying, NE and SE let A step onto
/// the player. S (16,15): A's S and W steps tie at dist 1 and S comes
/// first: (16,16); B's W step (16,16) is closest; C's N and W tie and N
/// comes first: (16,16). All three meet: no robot left. SW (16,14): A's S
/// and W tie (dist 2), S: (16,16); B: W (16,16); C's N and W tie, N:
/// (16,16): all meet again. N, W and NW leave three robots. S and SW win;
/// same row, smaller column: won after 1 move at (16,14), 1 debris.
#[test]
fn rook_robots_with_stated_ties() {
    assert_ne!(
        check("rook-robots"),
        read("scenarios/variants/rook-robots.out")
    );
}

/// Walks N, E, S, W and the jumps (-2,0), (0,2), (2,0), (0,-2). Robots A
/// (17,14) and B (17,16) both step into column 15 when the player ends in
/// column 15, meeting there. Column-15 candidates: N (14,15) and the jump
/// (13,15) and staying make them meet on (16,15): no robot left; S (16,15)
/// and the jump (17,15) are stepped onto. Ties on robots and distance go to
/// the smallest row: the jump to (13,15). Won after 1 move, 1 debris. (The
/// king player, who cannot jump, wins at (14,15).)
#[test]
fn explicit_offsets_for_the_player() {
    let canonical = check("sprinter");
    assert!(canonical.contains("Final position: (14,15)"), "{canonical}");
}

/// Chebyshev distance, ties rows before columns; one robot at (13,13),
/// diagonal two away. Move 1: the robot can close to distance 2 from five
/// candidates: (14,16), (15,16), (16,14), (16,15) and (16,16) (it answers
/// (14,16) with its SE step to (14,14), all three steps E, SE, NE being at
/// distance 2 and SE leaving the smallest row gap). Smallest row: (14,16),
/// the robot now two to the west on the same row. From there only the three
/// eastward walks keep distance 2, and NE has the smallest row; the robot
/// answers by the step that keeps its row gap 0, so it is again two to the
/// west: after move k the player is at (15-k, 15+k), (1,29) after move 14.
/// Moves 15 and 16 go E along row 1 (E and SE keep distance 2, E has the
/// smaller row): (1,30), (1,31). Move 17 in the corner: S (2,31) and
/// staying keep distance 1, staying has the smaller row; the robot comes to
/// (1,30). Move 18: every choice meets the robot. Lost after 18 moves at
/// (1,31), no debris, one robot.
#[test]
fn chebyshev_distance_with_rows_before_columns() {
    assert_ne!(check("chebyshev"), read("scenarios/variants/chebyshev.out"));
}

/// Squared Euclidean distance. King steps still go one toward the player on
/// each axis (a diagonal step shortens both gaps), so only the keys change.
/// Robots A (12,13), B (15,18), C (18,14). Move 1: every candidate leaves
/// three robots. Manhattan's best nearest distance is 2, at N, W and staying
/// (N wins by row). Squared: N leaves A at 1+1 = 2, but W (15,14) leaves
/// A (13,14) at 4, B (15,17) at 9, C (17,14) at 4, and staying leaves
/// 5, 4, 4: W and staying tie at 4 and W has the smaller column. Move 2 from
/// (15,14): every northward walk meets A, every southward one meets C; W,
/// staying and E all leave three robots with A right above the player: W
/// (15,13) by column. Move 3: A above and C below the player; every walk is
/// blocked or met, so the player stays: A and C both step onto (15,13) and
/// meet there (1 debris), B reaches (15,15). Lost after 3 moves at (15,13),
/// 1 debris, 1 robot remaining.
#[test]
fn euclidean_distance() {
    assert_ne!(check("euclidean"), read("scenarios/variants/euclidean.out"));
}

/// Same scenario and reasoning as `edited_rules::pushing_turned_off`: the
/// winning walk N would push debris, so the player wins one cell east.
#[test]
fn pushing_turned_off() {
    let canonical = check("no-push");
    assert!(canonical.contains("Final position: (15,14)"), "{canonical}");
}

/// Only surviving 100000 moves wins. No robot at all (`0 1`: one teleport
/// entry, never needed). Every candidate ties on robots (0) and distance
/// (none), so the smallest row, then column decides: NW every move, (1,1)
/// after move 14. Move 15: staying is the smallest row and column, and the
/// position (player (1,1), no robots, no debris, no spent entry) is the one
/// after move 14: a cycle of one move, staying on (1,1), so the game
/// survives 100000 moves there. The canonical rules win at once instead: no
/// robot remains after move 1.
#[test]
fn a_game_that_would_never_end_survives() {
    let canonical = check("endless");
    assert!(
        canonical.starts_with("Case 1:\nWon game after making 1 moves."),
        "{canonical}"
    );
}

/// 4096 x 4096, start (2048, 2048): sample case 1 of the statement moved by
/// (+2033, +2033), from (15, 15) to (2048, 2048). The sample game stays
/// within rows 8..18 and columns 12..18, far from any edge of either
/// board, so it plays the same, moved: won after 5 moves at
/// (14 + 2033, 16 + 2033) = (2047, 2049), one debris cell.
/// (The canonical 31 x 31 board refuses these cells.)
#[test]
fn the_largest_board() {
    let rules = read("rules/variants/big-board.rules");
    let input = read("scenarios/variants/big-board.in");
    assert_eq!(
        play(&rules, &input),
        read("scenarios/variants/big-board.out")
    );
}

/// The canonical game on a hexagon of 8 cells a side (start (8, 8)), hex
/// walks and steps, hex distance, ties E, W, SE, NW, NE, SW. The centre's
/// neighbours: NE (7,9), E (8,9), SE (9,8), SW (9,7), W (8,7), NW (7,8).
///
/// Case 1, robots A (6,10) and B (6,9). NE and NW put the player next to
/// A or B, who steps onto it: dropped. Staying: A's best step is SW (7,9),
/// the only one at distance 1; B's SE (7,9) and SW (7,8) tie at 1 and SE
/// comes first: both on (7,9), they meet: no robot left. SW (9,7): A's SW
/// (7,9) is the one step at distance 2; B's SE (7,9) and SW (7,8) tie at
/// 2, SE first: they meet again. E, SE and W leave both robots (for E, A's
/// SE (7,10) beats SW (7,9) by the tie order; B goes SE to (7,9)). Staying
/// and SW leave none; staying has the smaller row: won after 1 move at
/// (8, 8), the meeting's one debris.
///
/// Case 2, robots on all six neighbours: every walk enters a robot and
/// staying loses, no teleports: the player stays and loses at move 1; the
/// six robots meet on (8, 8): one debris, none remaining.
#[test]
fn hexagon_board() {
    check("hex-robots");
    // (1, 1) is in the hexagon's bounding square but not on the board: row
    // 1 holds columns 8 to 15.
    let rules = read("rules/variants/hex-robots.rules");
    let source = robots::diagnostics::Source::new("hex.rules", rules.as_str());
    let table = robots::rules::load(&source).unwrap().table();
    let board = table.board;
    let mut reader =
        robots::scenario::CaseReader::new(&b"1 0\n1 1\n0 0\n"[..], "hex.in", board, table.start);
    let err = reader.next_case().unwrap_err().to_string();
    assert!(
        err.starts_with("hex.in:2:3: the robot cell (1,1) is off the board"),
        "{err}"
    );
}
