//! `robots diff --shrink` on map games: the case printed still differs
//! under the two files, is no larger than the one it came from, and no
//! single move or piece of it can go without the difference going too;
//! two files of different legends are refused.

use crate::support::{read, robots, text};

/// The shrunk input (stdout) and the note (stderr).
fn shrunk(a: &str, b: &str, input: &str) -> (String, String) {
    let out = robots(&["diff", "--shrink", a, b, "-"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    (text(&out.stdout), text(&out.stderr))
}

fn output(rules: &str, input: &str) -> String {
    text(&robots(&["run", "--rules", rules], input).stdout)
}

fn differ(a: &str, b: &str, input: &str) -> bool {
    output(a, input) != output(b, input)
}

/// The rows of a case's map (after `map R C`, before `moves:`/`turns`).
fn map_rows(case: &str) -> Vec<String> {
    case.lines()
        .skip(1)
        .take_while(|l| !l.starts_with("moves:") && !l.starts_with("turns"))
        .map(str::to_string)
        .collect()
}

/// Checks a shrunk case: it differs, and taking away any one of its moves,
/// or any one piece (`pieces`: symbols of pieces other than the player,
/// each with the symbol left in its place), makes the two files agree.
fn check_minimal(a: &str, b: &str, case: &str, pieces: &[(char, char)]) {
    assert!(differ(a, b, case), "{case}");
    let lines: Vec<&str> = case.lines().collect();
    if let Some(at) = lines.iter().position(|l| l.starts_with("moves:")) {
        let tokens: Vec<&str> = lines[at].split_whitespace().skip(1).collect();
        for k in 0..tokens.len() {
            let mut fewer = tokens.clone();
            fewer.remove(k);
            let mut edited = lines.clone();
            let line = format!("moves: {}", fewer.join(" "));
            edited[at] = &line;
            let edited = edited.join("\n") + "\n";
            assert!(!differ(a, b, &edited), "move {k} of {case} could go");
        }
    }
    let rows = map_rows(case);
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let Some(&(_, bare)) = pieces.iter().find(|(p, _)| *p == ch) else {
                continue;
            };
            let mut edited_rows = rows.clone();
            let mut chars: Vec<char> = row.chars().collect();
            chars[c] = bare;
            edited_rows[r] = chars.into_iter().collect();
            let edited = case.replacen(&rows.join("\n"), &edited_rows.join("\n"), 1);
            assert!(
                !differ(a, b, &edited),
                "the piece on ({},{}) of {case} could go",
                r + 1,
                c + 1
            );
        }
    }
}

/// Lights Out under rook neighbours against king neighbours: with no
/// press both files leave the board alone, and any press on a board of
/// two rows and columns or more toggles a diagonal neighbour under one
/// and not the other: the smallest differing case has exactly one press.
#[test]
fn a_press_games_difference_shrinks_to_one_press() {
    let (a, b) = (
        "rules/lights-out.rules",
        "rules/variants/lights-out-king.rules",
    );
    let input = read("tests/data/map-games/lights-out.in");
    let (case, note) = shrunk(a, b, &input);
    let moves = case
        .lines()
        .find(|l| l.starts_with("moves:"))
        .expect("a moves line");
    assert_eq!(moves.split_whitespace().count(), 2, "{case}");
    assert!(note.contains("shrunk to"), "{note}");
    check_minimal(a, b, &case, &[('#', '.')]);
}

/// Fenced Robots under Manhattan against Chebyshev distance, on generated
/// 8 x 8 maps: the first case that differs shrinks to a case that still
/// differs, no larger, from which no robot or debris can go.
#[test]
fn a_strategy_games_difference_shrinks_to_a_minimal_case() {
    let (a, b) = (
        "rules/fenced-robots.rules",
        "rules/variants/fenced-robots-chebyshev.rules",
    );
    let args = [
        "gen", "--rules", a, "--seed", "5", "--cases", "40", "--size", "8x8",
    ];
    let input = text(&robots(&args, "").stdout);
    let (case, note) = shrunk(a, b, &input);
    let size: Vec<usize> = case.lines().next().unwrap()[4..]
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(size[0] <= 8 && size[1] <= 8, "{case}");
    assert!(note.contains("fenced-robots-chebyshev.rules: "), "{note}");
    check_minimal(a, b, &case, &[('R', '.'), ('*', '.')]);
}

/// Two files whose legends read a map differently are refused at the
/// second's `pieces:` line.
#[test]
fn files_of_different_legends_are_refused() {
    let input = read("tests/data/map-games/fenced-robots.in");
    let out = robots(
        &[
            "diff",
            "--shrink",
            "rules/fenced-robots.rules",
            "rules/twin-robots.rules",
            "-",
        ],
        &input,
    );
    assert_eq!(out.status.code(), Some(1));
    let line = 1 + read("rules/twin-robots.rules")
        .lines()
        .position(|l| l.starts_with("pieces:"))
        .unwrap();
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("rules/twin-robots.rules:{line}:1")),
        "{err}"
    );
}

/// A file whose maps are hexagons against one whose maps are rectangles
/// is refused at the second's `board` line: the same map cannot be read
/// by both.
#[test]
fn files_of_different_shapes_are_refused() {
    let input = read("tests/data/map-games/sokoban.in");
    let hex = "rules/variants/sokoban-hex.rules";
    let out = robots(
        &["diff", "--shrink", "rules/sokoban.rules", hex, "-"],
        &input,
    );
    assert_eq!(out.status.code(), Some(1));
    let line = 1 + read(hex)
        .lines()
        .position(|l| l.starts_with("board"))
        .unwrap();
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("{hex}:{line}:1")) && err.contains("hexagons"),
        "{err}"
    );
}

/// Two files that read a case's moves differently (king walks against
/// rook walks) are refused at the second's `format` line: a case of one
/// may hold a move the other refuses.
#[test]
fn files_that_read_moves_differently_are_refused() {
    let input = read("tests/data/map-games/sokoban.in");
    let (a, b) = (
        "rules/variants/sokoban-king.rules",
        "rules/variants/sokoban-chain2.rules",
    );
    let out = robots(&["diff", "--shrink", a, b, "-"], &input);
    assert_eq!(out.status.code(), Some(1));
    let line = 1 + read(b)
        .lines()
        .position(|l| l.starts_with("format"))
        .unwrap();
    let err = text(&out.stderr);
    assert!(
        err.contains(&format!("{b}:{line}:1")) && err.contains("moves_differ"),
        "{err}"
    );
}

/// A case one file refuses (a blocked move under `blocked moves:
/// refused`) is not a difference to shrink: Sokoban's second shared case
/// walks into walls, which the plain file skips.
#[test]
fn a_case_one_file_refuses_is_not_shrunk() {
    let refused =
        read("rules/sokoban.rules").replace("blocked moves: skipped", "blocked moves: refused");
    let path = std::env::temp_dir().join(format!("sokoban-refused-{}.rules", std::process::id()));
    std::fs::write(&path, refused).unwrap();
    let second = read("tests/data/map-games/sokoban.in")
        .split("\n\n")
        .filter(|c| c.contains("map"))
        .nth(1)
        .unwrap()
        .to_string();
    let a = path.to_str().unwrap();
    assert_ne!(
        robots(&["run", "--rules", a], &second).status.code(),
        Some(0)
    );
    let out = robots(
        &["diff", "--shrink", a, "rules/sokoban.rules", "-"],
        &second,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(out.stdout.is_empty(), "{}", text(&out.stdout));
    assert!(text(&out.stderr).contains("nothing to shrink"));
}

/// A press game's board is cropped too, its presses moved with it: on a
/// 30 x 30 board, rook against king neighbours shrinks to one press (no
/// press leaves both boards alike) on a smaller board.
#[test]
fn a_press_games_board_is_cropped() {
    let args = [
        "gen",
        "--rules",
        "lights-out",
        "--size",
        "30x30",
        "--seed",
        "1",
        "--cases",
        "1",
    ];
    let input = text(&robots(&args, "").stdout);
    let (a, b) = (
        "rules/lights-out.rules",
        "rules/variants/lights-out-king.rules",
    );
    let (case, _) = shrunk(a, b, &input);
    let size: Vec<usize> = case.lines().next().unwrap()[4..]
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(size[0] * size[1] < 30 * 30, "{case}");
    let moves = case.lines().find(|l| l.starts_with("moves:")).unwrap();
    assert_eq!(moves.split_whitespace().count(), 2, "{case}");
    assert!(differ(a, b, &case), "{case}");
}
