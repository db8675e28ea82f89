//! The map games' variants in `rules/variants/`, each a one- or two-line
//! edit of its game's file, on small cases whose outputs are reasoned
//! beside them: each case tells the variant from its game.

use crate::support::{robots, run_rules as run, text, variant};

/// Player (1,1), robot (3,4), turns 1. Manhattan: staying keeps the robot
/// 3 away (it steps NW to (2,3)), more than E, S (2) or SE (1): stay, robot
/// on (2,3). Chebyshev: from (3,4) toward (1,1) NW (2,3) and W (3,3) are
/// both 2 away and W comes first, so staying leaves it 2 away; S also
/// leaves 2 (robot W to (3,3)), E and SE 1; stay wins on the row: robot on
/// (3,3).
#[test]
fn fenced_robots_chebyshev() {
    let input = "map 3 4\n@...\n....\n...R\nturns 1\n";
    assert_eq!(
        run("fenced-robots", input),
        "Case 1:\nStopped after 1 moves.\n@...\n..R.\n....\n"
    );
    assert_eq!(
        run(&variant("fenced-robots-chebyshev"), input),
        "Case 1:\nStopped after 1 moves.\n@...\n....\n..R.\n"
    );
}

/// A robot's only step toward the player is onto the fence between them
/// (the player cannot enter the fence, so it stays). Destroyed there, no
/// robot is left: won after 1. Stopped there, it stays on its cell.
#[test]
fn fenced_robots_fence_stops() {
    let input = "map 1 3\n@+R\nturns 1\n";
    assert_eq!(
        run("fenced-robots", input),
        "Case 1:\nWon after 1 moves.\n@+.\n"
    );
    assert_eq!(
        run(&variant("fenced-robots-fence-stops"), input),
        "Case 1:\nStopped after 1 moves.\n@+R\n"
    );
}

/// Player (1,1), robot (2,3). King robots: E and SE lose, S and stay both
/// leave the robot 1 away, stay wins on the row: robot NW to (1,2). Rook
/// robots: after a stay N (1,3) and W (2,2) tie at 2 and N comes first, so
/// staying keeps it 2 away, more than E or S (1): robot on (1,3).
#[test]
fn fenced_robots_rook() {
    let input = "map 2 3\n@..\n..R\nturns 1\n";
    assert_eq!(
        run("fenced-robots", input),
        "Case 1:\nStopped after 1 moves.\n@R.\n...\n"
    );
    assert_eq!(
        run(&variant("fenced-robots-rook"), input),
        "Case 1:\nStopped after 1 moves.\n@.R\n...\n"
    );
}

/// A fast robot four cells east. Two steps: after E it stops on (1,3),
/// beside the player; after a stay 2 away, so the player stays. Three
/// steps: after E it reaches (1,2), so E is dropped; after a stay it ends
/// on (1,2).
#[test]
fn twin_robots_fast3() {
    let input = "map 1 5\n@...R\nturns 1\n";
    assert_eq!(
        run("twin-robots", input),
        "Case 1:\nStopped after 1 moves.\n@.R..\n"
    );
    assert_eq!(
        run(&variant("twin-robots-fast3"), input),
        "Case 1:\nStopped after 1 moves.\n@R...\n"
    );
}

/// E pushes the heap to (1,3); the robot steps onto it and is destroyed:
/// no robot is left, better than staying (the robot steps to (1,3)). With
/// heaps that cannot be pushed E is illegal and the player stays.
#[test]
fn twin_robots_no_push() {
    let input = "map 1 4\n@*.r\nturns 1\n";
    assert_eq!(
        run("twin-robots", input),
        "Case 1:\nWon after 1 moves.\n.@*.\n"
    );
    assert_eq!(
        run(&variant("twin-robots-no-push"), input),
        "Case 1:\nStopped after 1 moves.\n@*r.\n"
    );
}

/// The heaps key stands after the nearest robot and before the row.
#[test]
fn twin_robots_heaps_key() {
    let table = text(&robots(&["check", "--table", &variant("twin-robots-heaps-key")], "").stdout);
    assert!(
        table.contains("  maximize nearest robot\n  minimize heaps\n  minimize row\n"),
        "{table}"
    );
}

/// E moves a line of two boxes: refused (not counted) in Sokoban, made
/// under chains of two; a line of three moves under neither.
#[test]
fn sokoban_chain2() {
    let two = "map 1 5\n@$$--\nmoves: E\n";
    assert_eq!(
        run("sokoban", two),
        "Case 1:\nStopped after 0 moves.\n@$$--\n"
    );
    assert_eq!(
        run(&variant("sokoban-chain2"), two),
        "Case 1:\nStopped after 1 moves.\n-@$$-\n"
    );
    let three = "map 1 5\n@$$$-\nmoves: E\n";
    assert_eq!(
        run(&variant("sokoban-chain2"), three),
        "Case 1:\nStopped after 0 moves.\n@$$$-\n"
    );
}

/// SE pushes the box diagonally onto the goal: won after 1. In Sokoban
/// `SE` is no move at all (line 5, column 8).
#[test]
fn sokoban_king() {
    let input = "map 3 3\n@--\n-$-\n--.\nmoves: SE\n";
    assert_eq!(
        run(&variant("sokoban-king"), input),
        "Case 1:\nWon after 1 moves.\n---\n-@-\n--*\n"
    );
    assert!(run("sokoban", input).contains("5:8"));
}

/// X takes the top row of 3 x 3 on move 5: tic-tac-toe is won; five in a
/// row is not, and the game stops with the moves.
#[test]
fn k_in_a_row_3() {
    let input = "map 3 3\n...\n...\n...\nmoves: (1,1) (2,1) (1,2) (2,2) (1,3)\n";
    assert_eq!(
        run(&variant("k-in-a-row-3"), input),
        "Case 1:\nX won after 5 moves.\nXXX\nOO.\n...\n"
    );
    assert_eq!(
        run("k-in-a-row", input),
        "Case 1:\nStopped after 5 moves.\nXXX\nOO.\n...\n"
    );
}

/// One row of 7: X fills 1-4, O 5-7; the last move makes four X in a row
/// and fills the board. Four wins; five is a draw.
#[test]
fn k_in_a_row_4() {
    let input = "map 1 7\n.......\nmoves: (1,1) (1,7) (1,2) (1,6) (1,3) (1,5) (1,4)\n";
    assert_eq!(
        run(&variant("k-in-a-row-4"), input),
        "Case 1:\nX won after 7 moves.\nXXXXOOO\n"
    );
    assert_eq!(
        run("k-in-a-row", input),
        "Case 1:\nDraw after 7 moves.\nXXXXOOO\n"
    );
}

/// X's five stones make a diagonal: a win along king lines, nothing along
/// rows and columns (O has three in column 5).
#[test]
fn k_in_a_row_rook_lines() {
    let input = "map 5 5\n.....\n.....\n.....\n.....\n.....\n\
                 moves: (1,1) (1,5) (2,2) (2,5) (3,3) (3,5) (4,4) (5,1) (5,5)\n";
    let board = "X...O\n.X..O\n..X.O\n...X.\nO...X\n";
    assert_eq!(
        run("k-in-a-row", input),
        format!("Case 1:\nX won after 9 moves.\n{board}")
    );
    assert_eq!(
        run(&variant("k-in-a-row-rook-lines"), input),
        format!("Case 1:\nStopped after 9 moves.\n{board}")
    );
}

/// The first stone is O's.
#[test]
fn k_in_a_row_o_first() {
    let input = "map 1 3\n...\nmoves: (1,1)\n";
    assert_eq!(
        run("k-in-a-row", input),
        "Case 1:\nStopped after 1 moves.\nX..\n"
    );
    assert_eq!(
        run(&variant("k-in-a-row-o-first"), input),
        "Case 1:\nStopped after 1 moves.\nO..\n"
    );
}

/// A press in the middle of a 3 x 3 lit only at (3,3) (a dark board would
/// be won before the first press): a plus of five lights comes on beside
/// it; with king neighbours all nine toggle, (3,3) going off.
#[test]
fn lights_out_king() {
    let input = "map 3 3\n...\n...\n..#\nmoves: (2,2)\n";
    assert_eq!(
        run("lights-out", input),
        "Case 1:\nStopped after 1 moves.\n.#.\n###\n.##\n"
    );
    assert_eq!(
        run(&variant("lights-out-king"), input),
        "Case 1:\nStopped after 1 moves.\n###\n###\n##.\n"
    );
}

/// Pressing (1,1) of `.#.`: without the cell itself only (1,2) toggles,
/// and every light is off; with it, (1,1) comes on.
#[test]
fn lights_out_no_self() {
    let input = "map 1 3\n.#.\nmoves: (1,1)\n";
    assert_eq!(
        run("lights-out", input),
        "Case 1:\nStopped after 1 moves.\n#..\n"
    );
    assert_eq!(
        run(&variant("lights-out-no-self"), input),
        "Case 1:\nWon after 1 moves.\n...\n"
    );
}
