//! `robots solve` and `explain --solve` on map games at their edges: a
//! strategy's game whose player may not choose to stay but stays by its
//! fallback, a move after which the case's turns run out, and the input
//! read from standard input.

use crate::support::{read, robots, text};

fn written(name: &str, text: &str) -> String {
    let path = std::env::temp_dir().join(format!("solve-edges-{}-{name}", std::process::id()));
    std::fs::write(&path, text).expect("a temporary file");
    path.to_str().expect("a UTF-8 path").to_string()
}

/// Fenced Robots without `player may stay`, on `@#R.R` (one row): the
/// player, walled in, has no legal walk, so the strategy's fallback
/// stays; the robot on (1,3) cannot enter the wall and steps to (1,4),
/// where the robot from (1,5) steps too: they meet, and no robot is left.
/// The search tries staying as the game makes it: a win in 1 move.
#[test]
fn staying_by_the_fallback_is_searched() {
    let rules = read("rules/fenced-robots.rules").replace("player may stay\n", "");
    let rules = written("no-stay.rules", &rules);
    let out = robots(&["solve", "--rules", &rules], "map 1 5\n@#R.R\nturns 3\n");
    assert_eq!(
        text(&out.stdout),
        "Case 1: the strategy won after 1 move; a win in 1 move: stay\n",
        "{}",
        text(&out.stderr)
    );
}

/// Sokoban's first shared case with `turns 2` and the moves `S N`: from
/// the start S E wins within the turns; after S, E alone does; after N
/// the turns have run out. So move 2 threw the win away, and the reason
/// is the turns, not an end of the game. Read from standard input.
#[test]
fn a_move_after_which_the_turns_run_out_says_so() {
    let first = read("tests/data/map-games/sokoban.in")
        .split("\n\n")
        .find(|c| c.contains("map"))
        .expect("a first case")
        .to_string();
    let map: Vec<&str> = first.lines().filter(|l| !l.starts_with("moves:")).collect();
    let input = format!("{}\nmoves: S N\nturns 2\n", map.join("\n"));
    let args = [
        "explain", "--solve", "--rules", "sokoban", "-", "--case", "1",
    ];
    let out = robots(&args, &input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(
        shown.contains(
            "Move 2 throws the win away: after the input's N, no line wins (the case's turns run out with it), while E keeps one"
        ),
        "{shown}"
    );
    assert!(
        shown.ends_with("a win from the position before move 2, in 1 move: E\n"),
        "{shown}"
    );
}
