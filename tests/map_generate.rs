//! `robots gen` for map games with the board's size, its pieces and its
//! moves fixed: the large games the map games are measured on.

use crate::support::{robots, text};

// Guards: `--size RxC --pieces N --moves N` fix every case's board, its
// count of pieces and its moves; placements land on distinct free cells,
// so the generated K in a Row games play without a refusal.
#[test]
fn sized_cases_of_placement_games_play() {
    let args = [
        "gen",
        "--rules",
        "k-in-a-row",
        "--seed",
        "3",
        "--cases",
        "4",
        "--size",
        "7x9",
        "--pieces",
        "5",
        "--moves",
        "30",
    ];
    let out = robots(&args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let input = text(&out.stdout);
    let cases: Vec<&str> = input
        .split("\n\n")
        .filter(|c| !c.trim().is_empty())
        .collect();
    assert_eq!(cases.len(), 4, "{input}");
    for case in &cases {
        let lines: Vec<&str> = case.lines().collect();
        assert_eq!(lines[0], "map 7 9", "{case}");
        let rows = &lines[1..8];
        assert!(rows.iter().all(|r| r.chars().count() == 9), "{case}");
        let stones: usize = rows.iter().map(|r| r.matches(['X', 'O']).count()).sum();
        assert_eq!(stones, 5, "{case}");
        let moves = lines[8].strip_prefix("moves: ").expect("a moves line");
        let cells: Vec<&str> = moves.split_whitespace().collect();
        assert_eq!(cells.len(), 30, "{case}");
        let mut distinct = cells.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 30, "{case}");
    }
    let run = robots(&["run", "--rules", "k-in-a-row", "-"], &input);
    assert_eq!(run.status.code(), Some(0), "{}", text(&run.stderr));
    assert_eq!(text(&run.stdout).matches("Case ").count(), 4);
}

// Guards: a strategy game takes `--moves` as its bound on the turns.
#[test]
fn sized_cases_of_strategy_games_bound_the_turns() {
    let args = [
        "gen",
        "--rules",
        "fenced-robots",
        "--cases",
        "2",
        "--size",
        "30x40",
        "--pieces",
        "12",
        "--moves",
        "500",
    ];
    let out = robots(&args, "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let input = text(&out.stdout);
    assert_eq!(input.matches("map 30 40\n").count(), 2, "{input}");
    assert_eq!(input.matches("turns 500\n").count(), 2, "{input}");
    // 12 robots and debris, and one player, on each board.
    let pieces = input.matches(['R', '*']).count();
    assert!((22..=24).contains(&pieces), "{input}");
}

// Guards: the map games' options are refused for another kind of game.
#[test]
fn map_options_are_refused_elsewhere() {
    for option in [["--size", "3x4"], ["--pieces", "3"], ["--moves", "9"]] {
        let out = robots(&["gen", option[0], option[1]], "");
        assert_eq!(out.status.code(), Some(1), "{option:?}");
        let err = text(&out.stderr);
        assert!(
            err.contains(option[0]) && err.contains("map games"),
            "{err}"
        );
    }
}

/// A generated `moves:` line stays within the reader's longest line (1
/// MiB): on a 700 x 700 board a press game's list of up to 490,004
/// presses, about 10 bytes each, would be over 4 MiB; it is cut short,
/// and the case plays instead of being refused.
#[test]
fn a_generated_list_of_moves_fits_the_readers_line() {
    let generated = robots(
        &[
            "gen",
            "--rules",
            "lights-out",
            "--size",
            "700x700",
            "--seed",
            "2",
            "--cases",
            "1",
        ],
        "",
    );
    let input = text(&generated.stdout);
    let moves = input
        .lines()
        .find(|l| l.starts_with("moves:"))
        .expect("a moves line");
    assert!(moves.len() <= 1 << 20, "{} bytes", moves.len());
    assert!(
        moves.len() > 1 << 19,
        "{} bytes: not cut, or cut too soon",
        moves.len()
    );
    let out = robots(&["run", "--rules", "lights-out"], &input);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// Generated boards are mostly of the terrain the player enters, not of
/// the first terrain the legend lists: Sokoban lists its wall (`#`)
/// first, and a board mostly of walls leaves the player nowhere to go. A
/// cell is a wall only when a plain draw (1 in 6 of the cells without a
/// piece) picks it among the three terrains, about 4% of the cells; 200
/// cases stay under 10%, and over half of their games make more than 2
/// moves.
#[test]
fn generated_boards_are_mostly_of_the_terrain_the_player_enters() {
    let out = robots(
        &["gen", "--rules", "sokoban", "--seed", "3", "--cases", "200"],
        "",
    );
    let input = text(&out.stdout);
    let (mut cells, mut walls) = (0, 0);
    for case in input.split("\n\n").filter(|c| !c.trim().is_empty()) {
        for row in case
            .lines()
            .skip(1)
            .take_while(|l| !l.starts_with("moves:"))
        {
            cells += row.chars().count();
            walls += row.matches('#').count();
        }
    }
    assert!(
        cells > 0 && walls * 10 < cells,
        "{walls} walls of {cells} cells"
    );
    let played = text(&robots(&["run", "--rules", "sokoban", "-"], &input).stdout);
    let moves: Vec<usize> = played
        .lines()
        .filter_map(|l| l.split(" after ").nth(1))
        .filter_map(|rest| rest.split(' ').next()?.parse().ok())
        .collect();
    assert_eq!(moves.len(), 200);
    assert!(moves.iter().filter(|&&m| m > 2).count() > 100, "{moves:?}");
}
