//! `robots solve` on a map game of two sides: the result with best play,
//! known by hand for tic-tac-toe (`k-in-a-row-3`), every line of best
//! play played back through `robots run`, and three sides refused.

use crate::support::{read, robots, text};
use robots::solve::report::CaseJson;

const TIC_TAC_TOE: &str = "rules/variants/k-in-a-row-3.rules";

fn solved(rules: &str, input: &str) -> Vec<CaseJson> {
    let args = [
        "solve", "--rules", rules, "--budget", "2000000", "--format", "json",
    ];
    let out = robots(&args, input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object a line"))
        .collect()
}

/// Tic-tac-toe from the empty board is a draw with best play (each of
/// X's first moves is answered so that neither side ever completes a
/// line); with X's two stones on row 1 and X to move, (1,3) wins at
/// once; and X on two corners of a diagonal with O in the centre, X to
/// move, takes a third corner and threatens two lines at once: a win.
#[test]
fn best_play_is_known_for_tic_tac_toe() {
    let empty = &solved(TIC_TAC_TOE, "map 3 3\n...\n...\n...\n")[0];
    assert_eq!(empty.result, "neither wins");
    assert_eq!(empty.moves.len(), 9, "a drawn line fills the board");
    let one = &solved(TIC_TAC_TOE, "map 3 3\nXX.\nOO.\n...\n")[0];
    assert_eq!(
        (one.result.as_str(), &one.moves[..]),
        ("X wins", &["(1,3)".to_string()][..])
    );
    let fork = &solved(TIC_TAC_TOE, "map 3 3\nX..\n.O.\n..X\n")[0];
    assert_eq!(fork.result, "X wins");
}

/// Every line of best play, pasted as the case's `moves:` line, ends as
/// best play says: a win for the side named, or neither (a draw), after
/// exactly the line's moves; on positions of tic-tac-toe with stones
/// already placed, and on generated 3 x 3 and 3 x 4 boards.
#[test]
fn every_line_of_best_play_ends_as_it_says() {
    let mut inputs = vec![
        "map 3 3\n...\n...\n...\n".to_string(),
        "map 3 3\nX..\n.O.\n..X\n".to_string(),
        "map 3 3\nX..\n...\n...\n".to_string(),
        "map 3 3\n.O.\n...\n..X\n".to_string(),
    ];
    for size in ["3x3", "3x4"] {
        let args = [
            "gen",
            "--rules",
            TIC_TAC_TOE,
            "--seed",
            "3",
            "--cases",
            "6",
            "--size",
            size,
        ];
        let generated = text(&robots(&args, "").stdout);
        inputs.extend(generated.split("\n\n").map(|c| format!("{}\n", c.trim())));
    }
    let mut checked = 0;
    for input in inputs.iter().filter(|i| i.contains("map")) {
        let case = &solved(TIC_TAC_TOE, input)[0];
        let n = case.moves.len();
        let end = match case.result.as_str() {
            "X wins" => format!("X won after {n} moves."),
            "O wins" => format!("O won after {n} moves."),
            "neither wins" => format!(" after {n} moves."),
            other => panic!("{input}: {other}"),
        };
        let kept: Vec<&str> = input.lines().filter(|l| !l.starts_with("moves:")).collect();
        let played = format!("{}\nmoves: {}\n", kept.join("\n"), case.moves.join(" "));
        let out = text(&robots(&["run", "--rules", TIC_TAC_TOE], &played).stdout);
        assert!(out.contains(&end), "{played}: {out}");
        if case.result == "neither wins" {
            assert!(!out.contains(" won after"), "{played}: {out}");
        }
        checked += 1;
    }
    assert!(checked >= 10, "{checked} lines checked");
}

/// Three sides are refused at the `sides` line: best play between more
/// than two sides has no single answer.
#[test]
fn three_sides_are_refused_at_their_line() {
    let path = "rules/variants/k-in-a-row-three-sides.rules";
    let line = 1 + read(path)
        .lines()
        .position(|l| l.starts_with("sides:"))
        .expect("a sides line");
    let out = robots(&["solve", "--rules", path], "map 3 3\n...\n...\n...\n");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains(&format!("{path}:{line}:1")), "{err}");
    assert!(err.contains("3 sides take turns"), "{err}");
}

fn explain_solve(input: &str) -> String {
    let path = std::env::temp_dir().join(format!(
        "solve-sides-{}-{}.in",
        std::process::id(),
        input.len()
    ));
    std::fs::write(&path, input).unwrap();
    let args = [
        "explain",
        "--solve",
        "--rules",
        TIC_TAC_TOE,
        path.to_str().unwrap(),
        "--case",
        "1",
    ];
    let out = robots(&args, "");
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// In tic-tac-toe, after X takes a corner only the centre draws for O;
/// after X takes the centre only a corner does (an edge lets X fork). So
/// O's edge (1,2) throws its draw away in both games, and the first move
/// that keeps the draw, in the order tried (row by row), is the centre,
/// then the corner (1,1).
#[test]
fn explain_solve_marks_the_move_that_threw_a_sides_result_away() {
    let corner = "map 3 3\n...\n...\n...\nmoves: (1,1) (1,2) (2,2) (3,3) (2,1) (3,1) (2,3)\n";
    let out = explain_solve(corner);
    assert!(out.starts_with("Case 1: X won after 7 moves\n"), "{out}");
    assert!(
        out.contains("Move 2 throws O's draw away: after O's (1,2), best play gives O a loss, while (2,2) keeps the draw"),
        "{out}"
    );
    let centre =
        "map 3 3\n...\n...\n...\nmoves: (2,2) (1,2) (1,1) (3,3) (1,3) (3,1) (3,2) (2,1) (2,3)\n";
    let out = explain_solve(centre);
    assert!(
        out.contains("Move 2 throws O's draw away: after O's (1,2), best play gives O a loss, while (1,1) keeps the draw"),
        "{out}"
    );
}

/// A game of best play throws nothing away: the drawn line `robots
/// solve` gives for the empty board, played as the input.
#[test]
fn explain_solve_marks_nothing_in_a_game_of_best_play() {
    let best = &solved(TIC_TAC_TOE, "map 3 3\n...\n...\n...\n")[0];
    let input = format!("map 3 3\n...\n...\n...\nmoves: {}\n", best.moves.join(" "));
    let out = explain_solve(&input);
    assert!(
        out.ends_with(
            "no move threw its side's result away: with best play each held through the game\n"
        ),
        "{out}"
    );
}

/// A side that can win at once is shown winning at once: X to move with
/// (3,1) and (3,2) takes (3,3) and completes row 3 (it would also win
/// later, by first blocking O's row 1).
#[test]
fn a_win_at_once_is_the_line_shown() {
    let case = &solved(TIC_TAC_TOE, "map 3 3\nOO.\n...\nXX.\n")[0];
    assert_eq!(case.result, "X wins");
    assert_eq!(case.moves, ["(3,3)"]);
}
