//! Edited copies of the canonical rules change the game exactly as the edit
//! says: nothing about the canonical game is fixed in the engine. Each
//! expectation is reasoned out beside its test.

use crate::support::{cases, edited, play, read};
use robots::rules::CANONICAL;

/// Sample case 1 shifted by (-4, -4) onto a 21 x 21 board whose start is
/// (11, 11). In the original game every cell involved lies in rows 8..18
/// and columns 12..18, so after the shift every cell stays inside 4..14
/// and 8..14: the board's edge never matters, and the game is the original
/// one moved by (-4, -4): won after 5 moves at (14 - 4, 16 - 4) = (10, 12),
/// with the one debris cell.
#[test]
fn a_smaller_board_with_another_start() {
    let rules = edited(&[
        ("board 31 rows x 31 columns", "board 21 rows x 21 columns"),
        ("player starts at (15, 15)", "player starts at (11, 11)"),
    ]);
    let shifted = "4 0\n13 14\n9 14\n4 8\n6 8\n0 0\n";
    assert_eq!(
        play(&rules, shifted),
        "Case 1:\nWon game after making 5 moves.\nFinal position: (10,12)\nNumber of cells with debris: 1\n"
    );
}

/// The 21 x 21 board refuses a robot at (25, 3), which the 31 x 31 board
/// accepts.
#[test]
fn a_smaller_board_refuses_cells_beyond_it() {
    use robots::{diagnostics::Source, engine::Engine, rules, scenario::CaseReader};
    let rules = edited(&[
        ("board 31 rows x 31 columns", "board 21 rows x 21 columns"),
        ("(15, 15)", "(11, 11)"),
    ]);
    let engine = Engine::new(
        rules::load(&Source::new("small.rules", rules))
            .unwrap()
            .table(),
    );
    let mut reader = CaseReader::new(
        &b"1 0\n25 3\n"[..],
        "x.in",
        engine.board(),
        engine.table().start,
    );
    let err = reader.next_case().unwrap_err().to_string();
    assert!(
        err.contains("x.in:2:1: the robot cell (25,3) is off the board"),
        "{err}"
    );
    assert!(play(CANONICAL, "1 0\n25 3\n0 0\n").starts_with("Case 1:"));
}

/// Swapping the `row` and `column` keys is the canonical game seen in a
/// mirror: transposing every cell (r, c) -> (c, r) maps king walks, the
/// robots' steps, Manhattan distance and the start (15, 15) onto
/// themselves, leaves robot counts and distances unchanged, and turns
/// "smallest row, then smallest column" into "smallest column, then
/// smallest row". So the swapped rules on transposed input give the
/// reference's expected output, transposed, for every generated game.
#[test]
fn row_and_column_keys_swapped() {
    let rules = edited(&[(
        "  minimize row\n  minimize column",
        "  minimize column\n  minimize row",
    )]);
    let input = transpose_lines(&read("tests/data/public-mixed.in"), false);
    let expected = transpose_lines(&read("tests/data/public-mixed.out"), true);
    let actual = play(&rules, &input);
    let (actual, expected) = (cases(&actual), cases(&expected));
    assert_eq!(actual.len(), expected.len());
    for (i, (a, e)) in actual.iter().zip(&expected).enumerate() {
        assert_eq!(a, e, "case {} differs", i + 1);
    }
    // And the swap matters: the untransposed output is not the same.
    assert_ne!(
        play(&rules, &read("tests/data/public-mixed.in")),
        read("tests/data/public-mixed.out")
    );
}

/// Transposes every `(r,c)` in output lines, or every robot/teleport line
/// `r c` of an input (count lines `R T` are left alone).
fn transpose_lines(text: &str, output: bool) -> String {
    if output {
        let mut out = String::new();
        for line in text.lines() {
            match (line.rfind('('), line.rfind(')')) {
                (Some(open), Some(close)) => {
                    let (r, c) = line[open + 1..close].split_once(',').unwrap();
                    out += &format!("{}({c},{r}){}\n", &line[..open], &line[close + 1..]);
                }
                _ => out += &format!("{line}\n"),
            }
        }
        return out;
    }
    let mut lines = text.lines();
    let mut out = String::new();
    while let Some(head) = lines.next() {
        out += &format!("{head}\n");
        let counts: Vec<usize> = head
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        for _ in 0..counts[0] + counts[1] {
            let (r, c) = lines.next().unwrap().split_once(' ').unwrap();
            out += &format!("{c} {r}\n");
        }
    }
    out
}

/// Robots on (14,14) and (16,16), diagonal neighbours of the player at
/// (15,15).
///
/// Rook walks: N to (14,15) meets the robot from (14,14) stepping east onto
/// it; W (15,14) meets it stepping south; E (15,16) and S (16,15) meet the
/// robot from (16,16) likewise; staying brings both onto (15,15). No walk is
/// safe and there is no teleport, so the player stays and loses at move 1;
/// the two robots meet on the player's cell: 1 debris, 0 robots remaining.
///
/// King walks (the canonical game): NE (14,16) and SW (16,14) are safe, each
/// leaving two robots at distance 1; the smaller row picks NE. The robots
/// then stand W and S of the player, and the only safe walk is NE again,
/// every move, until the player reaches (1,29) after move 14. Move 15 has no
/// safe walk (N, NE and NW leave the board), so the player stays and both
/// robots step onto (1,29): lost after 15 moves, 1 debris, 0 robots.
#[test]
fn the_player_walking_only_the_four_rook_directions() {
    let input = "2 0\n14 14\n16 16\n0 0\n";
    let rook = edited(&[("player walks king", "player walks rook")]);
    assert_eq!(
        play(&rook, input),
        "Case 1:\nLost game after making 1 moves.\nFinal position: (15,15)\nNumber of cells with debris: 1\nNumber of robots remaining: 0\n"
    );
    assert_eq!(
        play(CANONICAL, input),
        "Case 1:\nLost game after making 15 moves.\nFinal position: (1,29)\nNumber of cells with debris: 1\nNumber of robots remaining: 0\n"
    );
}

/// Robots A (14,13), B (14,11), C (14,15), D (15,11); player at (15,15).
///
/// Move 1 (no debris yet, so pushing cannot matter): N is C's cell; NW, NE,
/// W, E and staying each let a robot step onto the player; S and SE leave
/// all four robots; SW (16,14) makes A and C meet on (15,14), leaving B at
/// (15,12) and D at (16,12). So the player walks SW.
///
/// Move 2 from (16,14): N (pushing the debris on (15,14) to (14,14)), NE
/// (15,15), staying and E (16,15) all make B and D meet on (15,13), leaving
/// no robot; every one ties on robots and distance, so the smallest row,
/// then column decides. With pushing, N (15,14) wins; with pushing off, N is
/// blocked and NE (15,15) wins. Either way the debris is (15,14) or its
/// pushed copy, plus (15,13): 2 cells.
#[test]
fn pushing_turned_off() {
    let input = "4 0\n14 13\n14 11\n14 15\n15 11\n0 0\n";
    let no_push = edited(&[
        ("player into debris: push", "player into debris: blocked"),
        ("pushed debris into debris: blocked\n", ""),
        ("pushed debris into robot: robot destroyed\n", ""),
        ("pushed debris off board: blocked\n", ""),
    ]);
    let won_at = |cell: &str| {
        format!(
            "Case 1:\nWon game after making 2 moves.\nFinal position: {cell}\nNumber of cells with debris: 2\n"
        )
    };
    assert_eq!(play(CANONICAL, input), won_at("(15,14)"));
    assert_eq!(play(&no_push, input), won_at("(15,15)"));
}

/// Survival instead of destroying every robot, on sample case 1. The
/// strategy does not read the goal, so the first five moves are the
/// canonical game's: W to (15,14); E to (15,15), two robots meeting on
/// (15,16); SE to (16,16); N to (15,16), pushing the debris to (14,16),
/// where a robot then steps and is destroyed; N to (14,16), pushing it to
/// (13,16), where the last robot steps and is destroyed. No robot is left,
/// one debris cell (13,16), and the canonical game is won here.
///
/// Without robots every candidate ties on `robots` and `nearest robot`, so
/// the smallest row, then column decides: NW from (14,16) each move, to
/// (14-k, 16-k) after move 5+k, away from the debris, until (1,3) after
/// move 18. Move 19: on row 1, W (1,2) has the smallest column; move 20:
/// W (1,1). Move 21: staying on (1,1) has the smallest row and column, and
/// the position after it is the one after move 20. The cycle is one move
/// long, so the position after move 50 is the one after move 20: survived
/// 50 moves on (1,1), one debris cell, no robot.
#[test]
fn surviving_a_repeating_game_ends_at_the_goal() {
    let rules = edited(&[("won when no robots", "won after surviving 50 moves")]);
    let sample = read("tests/data/sample.in");
    let first = cases(&play(&rules, &sample))[0].clone();
    assert_eq!(
        first,
        "Case 1:\nSurvived 50 moves.\nFinal position: (1,1)\nNumber of cells with debris: 1\nNumber of robots remaining: 0"
    );
    // With both goals, destroying every robot comes first.
    let rules = edited(&[(
        "won when no robots",
        "won when no robots\nwon after surviving 50 moves",
    )]);
    assert!(
        cases(&play(&rules, &sample))[0].starts_with("Case 1:\nWon game after making 5 moves.")
    );
}

/// Robots that vanish on meeting never make debris, and a scenario of this
/// format starts with none, so a rule about debris never fires and a
/// `maximize debris` key is 0 for every candidate: it never separates two,
/// and the game is the vanishing-robots variant's own, case for case. The
/// file names debris (`player into debris: blocked`), so the key counts
/// that kind; it was once refused as not fitting the pursuit engine.
#[test]
fn a_debris_key_beside_vanishing_robots_changes_nothing() {
    let variant = read("rules/variants/vanishing-robots.rules");
    let rules = variant
        .replace(
            "player off board: blocked",
            "player off board: blocked\nplayer into debris: blocked",
        )
        .replace("  minimize robots", "  maximize debris\n  minimize robots");
    assert_ne!(rules, variant);
    let input = read("scenarios/variants/vanishing-robots.in");
    let expected = read("scenarios/variants/vanishing-robots.out");
    assert_eq!(play(&rules, &input), expected);
}
