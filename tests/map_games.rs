//! The five games of the map format (Fenced Robots, Twin Robots, Sokoban,
//! K in a Row, Lights Out): each a rules file over the one game model,
//! exact on its shared cases through the binary, and refusing malformed
//! cases and forbidden moves at the input's line and column after every
//! earlier case is printed (the map format's "Errors").

use crate::support::{read, robots, text};

/// Runs `robots run --rules RULES` on `input`; stdout, stderr, exit code.
fn run(rules: &str, input: &str) -> (String, String, i32) {
    let out = robots(&["run", "--rules", rules, "-"], input);
    (
        text(&out.stdout),
        text(&out.stderr),
        out.status.code().unwrap_or(-1),
    )
}

fn shared_cases(game: &str) {
    let input = read(&format!("tests/data/map-games/{game}.in"));
    let expected = read(&format!("tests/data/map-games/{game}.out"));
    let (out, err, code) = run(&format!("rules/{game}.rules"), &input);
    assert_eq!(code, 0, "{game}: {err}");
    for (i, (a, e)) in out.lines().zip(expected.lines()).enumerate() {
        assert_eq!(a, e, "{game}: line {} differs", i + 1);
    }
    assert_eq!(out, expected, "{game}");
}

#[test]
fn fenced_robots_plays_its_shared_cases() {
    shared_cases("fenced-robots");
}

#[test]
fn twin_robots_plays_its_shared_cases() {
    shared_cases("twin-robots");
}

#[test]
fn sokoban_plays_its_shared_cases() {
    shared_cases("sokoban");
}

#[test]
fn k_in_a_row_plays_its_shared_cases() {
    shared_cases("k-in-a-row");
}

#[test]
fn lights_out_plays_its_shared_cases() {
    shared_cases("lights-out");
}

/// Every map game ships with the binary and is named like the others.
#[test]
fn the_map_games_are_shipped_by_name() {
    let listed = text(&robots(&["games"], "").stdout);
    for game in [
        "fenced-robots",
        "twin-robots",
        "sokoban",
        "k-in-a-row",
        "lights-out",
    ] {
        assert!(listed.contains(game), "{game} not listed:\n{listed}");
    }
    // Lights Out, one light on a 1 x 1 board, pressed once: won after 1.
    let (out, err, code) = run("lights-out", "map 1 1\n#\nmoves: (1,1)\n");
    assert_eq!(
        (out.as_str(), code),
        ("Case 1:\nWon after 1 moves.\n.\n", 0),
        "{err}"
    );
}

/// A stone on a stone is refused at its token: line 3, column 20 (`moves: `
/// is 7 bytes, each earlier token and its space 6), and the case is not
/// printed. In the second input the first case is a draw after its first
/// move (a 1 x 1 board fills up), so its second move, onto the same cell,
/// is never checked; case 1 is printed in full before case 2's move off
/// the board is refused (line 6, column 8).
#[test]
fn a_forbidden_move_is_refused_at_its_line_and_column() {
    let input = "map 1 3\n...\nmoves: (1,1) (1,2) (1,2)\n";
    let (out, err, code) = run("k-in-a-row", input);
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert!(err.contains("3:20"), "{err}");
    assert!(err.contains("already holds a stone"), "{err}");

    let input = "map 1 1\n.\nmoves: (1,1) (1,1)\nmap 1 2\n..\nmoves: (1,5)\n";
    let (out, err, code) = run("k-in-a-row", input);
    assert_eq!(out, "Case 1:\nDraw after 1 moves.\nX\n");
    assert_eq!(code, 1);
    assert!(
        err.contains("6:8") && err.contains("off the 1 x 2 board"),
        "{err}"
    );
}

/// Malformed cases: a symbol not in the legend (at its column), a row of
/// the wrong length, a token that is not a move of the game (wherever it
/// stands), a strategy game without `turns`, `moves:` where the game
/// chooses its own moves.
#[test]
fn malformed_cases_are_refused_where_they_are_wrong() {
    let (_, err, code) = run("sokoban", "map 1 3\n@$?\n");
    assert_eq!(code, 1);
    assert!(err.contains("2:3") && err.contains("not a symbol"), "{err}");
    let (_, err, _) = run("sokoban", "map 2 3\n@$.\n#\n");
    assert!(
        err.contains("3:1") && err.contains("1 symbols, not 3"),
        "{err}"
    );
    // `NE` is not a Sokoban move, even after the game would be won.
    let (_, err, _) = run("sokoban", "map 1 3\n@$.\nmoves: E NE\n");
    assert!(
        err.contains("3:10") && err.contains("`NE` is not a move"),
        "{err}"
    );
    let (_, err, _) = run("fenced-robots", "map 1 2\n@R\n");
    assert!(
        err.contains("1:1") && err.contains("needs a `turns N` line"),
        "{err}"
    );
    // A cell written with a space inside (`(1, 1)`, as the rules write
    // cells) is named as one cell split in two, at line 3, column 14.
    let (_, err, _) = run("k-in-a-row", "map 1 3\n...\nmoves: (1,2) (1, 1)\n");
    assert!(
        err.contains("3:14") && err.contains("write a cell with no space inside: `(1,1)`"),
        "{err}"
    );
    let (_, err, _) = run("fenced-robots", "map 1 2\n@R\nmoves: N\nturns 3\n");
    assert!(
        err.contains("3:1") && err.contains("does not take its moves"),
        "{err}"
    );
}

/// A walk read from the input whose push destroys a chaser leaves that
/// chaser out of the reply (it panicked on the destroyed chaser's empty
/// cell). Twin Robots with its moves from the input, on `@*r..R`: E
/// pushes the heap onto the robot on (1,3), destroying it; the fast robot
/// takes two steps, from (1,6) to (1,4); E again pushes the heap onto it.
/// No robot is left: won after 2 moves, the player on (1,3) and the heap
/// on (1,4).
#[test]
fn a_push_that_destroys_a_chaser_by_input_takes_it_out_of_the_reply() {
    let rules = read("rules/twin-robots.rules");
    let strategy = rules.find("\nstrategy:").expect("a strategy section");
    let by_input = format!("{}\nmoves from input\n", &rules[..strategy]);
    let path = std::env::temp_dir().join(format!("twin-by-input-{}.rules", std::process::id()));
    std::fs::write(&path, by_input).unwrap();
    let input = "map 1 6\n@*r..R\nmoves: E E\nturns 10\n";
    for view in [&[][..], &["--trace"][..]] {
        let mut args = vec!["run", "--rules", path.to_str().unwrap()];
        args.extend_from_slice(view);
        let out = robots(&args, input);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let shown = text(&out.stdout);
        assert!(shown.contains("Won after 2 moves.\n..@*..\n"), "{shown}");
    }
}

/// The README's new map game ("A new map game in a few lines") plays as
/// the README says: on `@$o.` the walk E pushes the coin onto the chest
/// (the player to (1,2)), every coin is on a chest, so the game is won
/// after 1 move and the board is drawn `.@*.` (`*` a coin on a chest).
#[test]
fn the_readmes_new_map_game_is_won_as_it_says() {
    let readme = read("README.md");
    let start = readme
        .find("game \"Dark room\"")
        .expect("the README's example");
    let end = start + readme[start..].find("```").expect("its block's end");
    let path = std::env::temp_dir().join(format!("dark-room-{}.rules", std::process::id()));
    std::fs::write(&path, &readme[start..end]).unwrap();
    let (out, err, code) = run(path.to_str().unwrap(), "map 1 4\n@$o.\nmoves: E\n");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "Case 1:\nWon after 1 moves.\n.@*.\n");
    assert!(readme.contains("`Won after 1 moves.`,\nthen `.@*.`"));
    // It is written in the canonical layout too.
    let out = robots(&["fmt", "--check", path.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// A trace shows every move made before a move the rules refuse: Sokoban
/// whose blocked moves are refused (its `blocked moves: skipped` line
/// taken out), on `@-----$.` with `E E N`, walks E twice and is refused
/// at N (off the board, line 3, column 12); the frames of moves 1 and 2
/// are both shown before the refusal.
#[test]
fn a_trace_shows_every_move_before_a_refused_one() {
    let sokoban = read("rules/sokoban.rules");
    let refused = sokoban.replace("blocked moves: skipped\n", "");
    assert_ne!(refused, sokoban);
    let path = std::env::temp_dir().join(format!("sokoban-refused-{}.rules", std::process::id()));
    std::fs::write(&path, refused).unwrap();
    let input = "map 1 8\n@-----$.\nmoves: E E N\n";
    let out = robots(
        &["run", "--rules", path.to_str().unwrap(), "--trace", "-"],
        input,
    );
    assert_eq!(out.status.code(), Some(1));
    let shown = text(&out.stdout);
    assert!(
        shown.contains("Move 1: walk E from (1,1) to (1,2)"),
        "{shown}"
    );
    assert!(
        shown.contains("Move 2: walk E from (1,2) to (1,3)"),
        "{shown}"
    );
    assert!(
        text(&out.stderr).contains("3:12: move 3"),
        "{}",
        text(&out.stderr)
    );
}

/// The trace names what two robots that meet leave with its article:
/// robots on (1,1) and (1,3) step toward the player on (3,2) and meet on
/// (2,2), which becomes `debris` in Fenced Robots (its own plural: no
/// article) and `a heap` in Twin Robots.
#[test]
fn a_meeting_is_traced_with_the_pieces_article() {
    for (game, map, left) in [
        ("fenced-robots", "R.R", "the cell becomes debris,"),
        ("twin-robots", "r.r", "the cell becomes a heap,"),
    ] {
        let input = format!("map 3 3\n{map}\n...\n.@.\nturns 2\n");
        let out = robots(&["run", "--rules", game, "--trace", "-"], &input);
        let shown = text(&out.stdout);
        assert!(
            shown.contains("(1,1) -> (2,2): meets another robot there"),
            "{shown}"
        );
        assert!(shown.contains(left), "{game}: {shown}");
    }
}

/// A long reply's plain steps are left out of the trace, and it says so:
/// ten robots on rows 1 and 5 of a 5 x 9 board, the player on (3,5)
/// walks W (the column key) to (3,4); the robots on (1,3) and (1,5) meet
/// on (2,4), those on (5,3) and (5,5) on (4,4), and the other six step
/// plainly. Past eight steps only the four meetings are listed, with
/// "6 plain steps not listed" beside the count of ten.
#[test]
fn a_long_replys_plain_steps_are_counted_where_left_out() {
    let input = "map 5 9\nR.R.R.R.R\n.........\n....@....\n.........\nR.R.R.R.R\nturns 1\n";
    let out = robots(&["run", "--rules", "fenced-robots", "--trace", "-"], input);
    let shown = text(&out.stdout);
    assert!(
        shown.contains("Move 1: walk W from (3,5) to (3,4)"),
        "{shown}"
    );
    assert!(
        shown.contains("reply: 10 steps; 6 plain steps not listed"),
        "{shown}"
    );
    assert_eq!(
        shown.matches("meets another robot there").count(),
        4,
        "{shown}"
    );
}
