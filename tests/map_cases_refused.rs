//! Map cases refused where they are malformed beyond a row or a symbol: a
//! map with no player or two, a line after a map that is none of a
//! case's lines.

use crate::support::{robots, text};

/// Runs `robots run --rules RULES` on `input`; stdout, stderr, exit code.
fn run(rules: &str, input: &str) -> (String, String, i32) {
    let out = robots(&["run", "--rules", rules, "-"], input);
    (
        text(&out.stdout),
        text(&out.stderr),
        out.status.code().unwrap_or(-1),
    )
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
/// promised 2 rows) says so, not a missing `turns` line at the case's
/// start; any other line is named as not a line of a case.
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
