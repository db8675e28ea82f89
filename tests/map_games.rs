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

/// A map with two players, or none, is malformed where the game has one
/// player (the map format's "Errors"): the second player is refused at
/// its cell (line 3, column 4 of `..R@`; Sokoban's `+`, the player on a
/// goal, at line 3, column 3), a map with none at its `map` line, after
/// the cases before it are printed; a game without a player piece (K in
/// a Row) draws none. Every command that reads the cases refuses them.
#[test]
fn a_map_with_two_players_or_none_is_refused() {
    let (out, err, code) = run("fenced-robots", "map 3 4\n.@..\n..R@\n....\nturns 5\n");
    assert_eq!((out.as_str(), code), ("", 1));
    assert!(
        err.contains("3:4") && err.contains("a second player"),
        "{err}"
    );
    assert!(err.contains("row 1, column 2"), "{err}");
    let (_, err, code) = run("sokoban", "map 2 5\n#@$.#\n#-+-#\n");
    assert_eq!(code, 1);
    assert!(err.contains("3:3") && err.contains("`@` or `+`"), "{err}");
    let input = "map 1 2\n@R\nturns 1\nmap 3 4\n....\n..R.\n....\nturns 5\n";
    let (out, err, code) = run("fenced-robots", input);
    assert_eq!(out, "Case 1:\nLost after 1 moves.\nX.\n");
    assert_eq!(code, 1);
    assert!(err.contains("4:1") && err.contains("no player"), "{err}");
    let (out, err, code) = run("k-in-a-row", "map 1 3\n...\nmoves: (1,1)\n");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Case 1:\n"), "{out}");
    // A hexagon: the second `@` is the first cell of row 3, line 4.
    let input = "map hexagon 2\n F @\nF R F\n @ F\nturns 3\n";
    let (_, err, code) = run("rules/variants/hex-map-robots.rules", input);
    assert_eq!(code, 1);
    assert!(
        err.contains("4:2") && err.contains("row 1, column 3"),
        "{err}"
    );
    for command in ["solve", "stats", "explain"] {
        let mut args = vec![command, "--rules", "fenced-robots", "-"];
        if command == "explain" {
            args.extend(["--case", "1", "--move", "1"]);
        }
        let out = robots(&args, "map 3 4\n....\n..R.\n....\nturns 5\n");
        assert_eq!(out.status.code(), Some(1), "{command}");
        assert!(text(&out.stderr).contains("no player"), "{command}");
    }
}

/// A line after a case's map that is none of its lines is refused at
/// that line: a row past the map's rows (here line 4, while `map 2 4`
/// promised 2 rows) says so, where it was blamed on a missing `turns`
/// line at the case's start; any other line is named as not a line of a
/// case.
#[test]
fn a_stray_line_after_a_map_is_refused_where_it_stands() {
    let (_, err, code) = run("fenced-robots", "map 2 4\n.@..\n..R.\n....\nturns 5\n");
    assert_eq!(code, 1);
    assert!(
        err.contains("4:1") && err.contains("a map row after"),
        "{err}"
    );
    assert!(err.contains("promises 2 rows"), "{err}");
    let (_, err, _) = run("sokoban", "map 1 3\n@$.\nmoves: E\nzzz\n");
    assert!(
        err.contains("4:1") && err.contains("not a line of a case"),
        "{err}"
    );
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

/// `robots check FILE` on `text` (written to a file of its own): its
/// exit code and stderr.
fn check_text(name: &str, rules: &str) -> (i32, String) {
    let path = std::env::temp_dir().join(format!("{name}-{}.rules", std::process::id()));
    std::fs::write(&path, rules).unwrap();
    let out = robots(&["check", path.to_str().unwrap()], "");
    (out.status.code().unwrap_or(-1), text(&out.stderr))
}

/// Where two pieces would meet on one cell, what happens is a rule the
/// game states (issue: "a conflict left unresolved ... is refused with the
/// place to add it"): a stone placed on a stone, a robot stepping onto
/// debris, pushed debris meeting a robot are each refused when missing,
/// with the line to add. And a piece that moves by a rule (a robot) is
/// neither pushed by the player nor shared with it, nor does a pushed
/// piece move onto one: `push` and `move` there are off the menu.
#[test]
fn a_meeting_of_two_pieces_the_rules_leave_open_is_refused() {
    let k = read("rules/k-in-a-row.rules");
    let fenced = read("rules/fenced-robots.rules");
    let without = |text: &str, line: &str| {
        assert!(text.contains(line), "{line}");
        text.replace(&format!("{line}\n"), "")
    };
    let replaced = |text: &str, line: &str, by: &str| {
        assert!(text.contains(line), "{line}");
        text.replace(line, by)
    };
    for (name, text, said) in [
        (
            "stone",
            without(&k, "stone into stone: blocked"),
            "add a line such as `stone into stone: blocked`",
        ),
        (
            "debris",
            without(&fenced, "robot into debris: destroyed"),
            "add a line such as `robot into debris: destroyed`",
        ),
        (
            "crush",
            without(&fenced, "pushed debris into robot: robot destroyed"),
            "add a line such as `pushed debris into robot: robot destroyed`",
        ),
        (
            "push-robot",
            replaced(
                &fenced,
                "player into robot: blocked",
                "player into robot: push",
            ),
            "`push` is not an outcome of this rule",
        ),
        (
            "share-robot",
            replaced(
                &fenced,
                "player into robot: blocked",
                "player into robot: move",
            ),
            "`move` is not an outcome of this rule",
        ),
        (
            "onto-robot",
            replaced(
                &fenced,
                "pushed debris into robot: robot destroyed",
                "pushed debris into robot: move",
            ),
            "`move` is not an outcome of this rule",
        ),
    ] {
        let (code, err) = check_text(name, &text);
        assert_eq!(code, 1, "{name}: {err}");
        assert!(err.contains(said), "{name}: {err}");
    }
}

/// What chasers that meet become is a piece that stands (a chaser's or
/// the player's kind would put a second player or a robot the reply never
/// listed on the board), or nothing: Twin Robots' `robots meeting:` may
/// say `heap` or `vanish`, and a missing one suggests the game's own
/// standing kind, not `debris`, which it does not declare.
#[test]
fn chasers_that_meet_become_a_standing_piece_or_vanish() {
    let twin = read("rules/twin-robots.rules");
    for (name, text, said) in [
        (
            "meet-player",
            twin.replace("robots meeting: heap", "robots meeting: player"),
            "the meeting outcomes are `heap` or `vanish`",
        ),
        (
            "meet-robot",
            twin.replace("robots meeting: heap", "robots meeting: robot"),
            "the meeting outcomes are `heap` or `vanish`",
        ),
        (
            "meet-missing",
            twin.replace("robots meeting: heap\n", ""),
            "add a line such as `robots meeting: heap`",
        ),
    ] {
        assert_ne!(text, twin, "{name}");
        let (code, err) = check_text(name, &text);
        assert_eq!(code, 1, "{name}: {err}");
        assert!(err.contains(said), "{name}: {err}");
    }
}

/// A kind is named in the singular or in its English plural (`boxes`,
/// `debris`), not by a letter added blindly: `minimize boxs` is refused,
/// and the keys offered are the game's plurals, the player's kind left
/// out (`robots` and `debris` for Fenced Robots, no `players`, no
/// `debriss`).
#[test]
fn kinds_are_counted_by_their_plural() {
    let fenced = read("rules/fenced-robots.rules");
    let text = fenced.replace("  minimize robots\n", "  minimize boxs\n");
    assert_ne!(text, fenced);
    let (code, err) = check_text("boxs", &text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("unknown strategy key `boxs`"), "{err}");
    assert!(err.contains("`robots` or `debris`"), "{err}");
    assert!(
        !err.contains("players") && !err.contains("debriss"),
        "{err}"
    );
    let sokoban = read("rules/sokoban.rules");
    assert!(sokoban.contains("moves from input\n"));
    let text =
        sokoban.replace("moves from input\n", "") + "strategy:\n  minimize boxes\n  else stay\n";
    let (code, err) = check_text("boxes", &text);
    assert_eq!(code, 0, "{err}");
}

/// A trace shows every move made before a move the rules refuse: Sokoban
/// whose blocked moves are refused (its `blocked moves: skipped` line
/// taken out), on `@-----$.` with `E E N`, walks E twice and is refused
/// at N (off the board, line 3, column 12); the frames of moves 1 and 2
/// are both shown before the refusal (move 2's was left out).
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

/// An unknown mover is answered with the movers of the game: the player,
/// the chasers and the pieces the player may push (pieces that stand), not
/// `pushed player` or `pushed robot`, which nothing pushes.
#[test]
fn an_unknown_mover_is_answered_with_the_games_movers() {
    let fenced = read("rules/fenced-robots.rules");
    let text = fenced.replace("robot into fence: destroyed", "unit into fence: costs 2");
    assert_ne!(text, fenced);
    let (code, err) = check_text("unit", &text);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("unknown mover `unit`"), "{err}");
    assert!(
        err.contains("the movers are `player`, `robot` or `pushed debris`"),
        "{err}"
    );
}

/// The trace names what two robots that meet leave with its article:
/// robots on (1,1) and (1,3) step toward the player on (3,2) and meet on
/// (2,2), which becomes `debris` in Fenced Robots (its own plural: no
/// article) and `a heap` in Twin Robots (it said "a debris").
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
