//! Janken Tactics under edited rules: each test edits statements of
//! `rules/janken-tactics.rules` as a user would (costs, a fourth terrain
//! kind, the budget, the beats relation), or plays
//! `rules/variants/square-janken.rules`, and checks outputs reasoned
//! beside it, with the original rules' output on the same input for
//! contrast.
//!
//! Cells of the hexagon (rows A..I = 1..9): row r holds columns
//! max(1, 6 - r) ..= min(9, 14 - r); the six neighbours of (r, c) are
//! (r, c +- 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c).

use crate::janken::play;
use crate::tables::{compiled, janken, janken_with};
use robots::geometry::{Board, Offset};
use robots::tactics::rules::Rules;

/// A map of `board`'s rows, each cell's letter given by `letter`.
fn map(board: Board, letter: impl Fn(Offset) -> char) -> String {
    let mut text = String::new();
    for r in 1..=board.rows {
        let (first, last) = board.row_span(r).unwrap();
        let row: Vec<String> = (first..=last).map(|c| letter((r, c)).to_string()).collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

/// One data set: the map, the units (`first` side, then `second`), moves.
fn data_set(map: &str, first: &[&str], second: &[&str], moves: &[&str]) -> String {
    let mut text = format!("1\n{map}{} {}\n", first.len(), second.len());
    for unit in first.iter().chain(second) {
        text.push_str(&format!("{unit}\n"));
    }
    text.push_str(&format!("{}\n", moves.len()));
    for m in moves {
        text.push_str(&format!("{m}\n"));
    }
    text
}

/// "Game #1", then the move lines.
fn game(lines: &[&str]) -> String {
    format!("Game #1\n{}\n", lines.join("\n"))
}

fn all_field(board: Board) -> String {
    map(board, |_| 'F')
}

/// Field costs 2 instead of 1. On an all-field map, E1 -> E5 is four steps
/// east (hex distance 4): 8 points, 2 left (6 in the original); back to E1
/// likewise; E1 -> E6 is five steps: 10 points, 0 left (5 left); E6 -> E1
/// the same; E1 -> E7, six steps, costs 12: unsuccessful (4 left). The
/// enemy at I5 is far from row E.
#[test]
fn other_costs() {
    let table = janken_with(&[("unit into field: costs 1", "unit into field: costs 2")]);
    let moves = ["E1 E5", "E5 E1", "E1 E6", "E6 E1", "E1 E7"];
    let input = data_set(&all_field(table.board), &["G E1"], &["M I5"], &moves);
    let expected = game(&[
        "Move #1 (E1 -> E5): Successful (2 points left)",
        "Move #2 (E5 -> E1): Successful (2 points left)",
        "Move #3 (E1 -> E6): Successful (0 points left)",
        "Move #4 (E6 -> E1): Successful (0 points left)",
        "Move #5 (E1 -> E7): Unsuccessful",
    ]);
    assert_eq!(play(&table, &input).unwrap(), expected);
    let original = game(&[
        "Move #1 (E1 -> E5): Successful (6 points left)",
        "Move #2 (E5 -> E1): Successful (6 points left)",
        "Move #3 (E1 -> E6): Successful (5 points left)",
        "Move #4 (E6 -> E1): Successful (5 points left)",
        "Move #5 (E1 -> E7): Successful (4 points left)",
    ]);
    assert_eq!(play(&janken(), &input).unwrap(), original);
}

/// A fifth map letter, `B` bog, costing 6. The map is bog everywhere but
/// E1 and I5. E1 -> E2 enters one bog: 4 left. E2 -> E1 enters the field:
/// 9 left. E1 -> E3 enters E3 (bog, 6) and a cell between (bog, 6): 12,
/// unsuccessful. A unit may stand on bog (the enemy at A5). The original
/// rules refuse the map's letter `B`.
#[test]
fn a_fourth_terrain_kind() {
    let table = janken_with(&[
        ("  U underwater\n", "  U underwater\n  B bog\n"),
        (
            "unit into underwater: blocked\n",
            "unit into underwater: blocked\nunit into bog: costs 6\n",
        ),
    ]);
    let bog = map(table.board, |c| {
        if c == (5, 1) || c == (9, 5) { 'F' } else { 'B' }
    });
    let input = data_set(&bog, &["G E1"], &["M A5"], &["E1 E2", "E2 E1", "E1 E3"]);
    let expected = game(&[
        "Move #1 (E1 -> E2): Successful (4 points left)",
        "Move #2 (E2 -> E1): Successful (9 points left)",
        "Move #3 (E1 -> E3): Unsuccessful",
    ]);
    assert_eq!(play(&table, &input).unwrap(), expected);
    let refused = play(&janken(), &input).unwrap_err();
    assert!(
        refused.starts_with("test.in:2:1: unknown terrain `B`"),
        "{refused}"
    );
}

/// 12 points a move. On an all-mountain map (4 a cell), E1 -> E4 is three
/// steps: 12, so 0 left (unsuccessful with 10); A5 -> A7 is two steps: 8,
/// so 4 left (2 with 10).
#[test]
fn a_twelve_point_budget() {
    let table = janken_with(&[("units have 10 points a move", "units have 12 points a move")]);
    let mountains = map(table.board, |_| 'M');
    let input = data_set(
        &mountains,
        &["G E1", "S A5"],
        &["M I5"],
        &["E1 E4", "A5 A7"],
    );
    let expected = game(&[
        "Move #1 (E1 -> E4): Successful (0 points left)",
        "Move #2 (A5 -> A7): Successful (4 points left)",
    ]);
    assert_eq!(play(&table, &input).unwrap(), expected);
    let original = game(&[
        "Move #1 (E1 -> E4): Unsuccessful",
        "Move #2 (A5 -> A7): Successful (2 points left)",
    ]);
    assert_eq!(play(&janken(), &input).unwrap(), original);
}

/// The relation reversed: guardian beats mage, mage beats swordsman,
/// swordsman beats guardian. A guardian at E1 (first side), a mage at D3
/// and a swordsman at A9 (second side); all field. D3's neighbours are D2,
/// D4, C3, C4, E2, E3.
///
/// Move 1, E1 -> E4: the only 3-step path is E2, E3 (hex distance 3 along
/// a row). Originally the mage beats the guardian, which may not pass E2
/// or E3: the detour F1, F2, F3 is 4 steps, 6 left. Reversed, the mage
/// does not beat the guardian: 3 steps, 7 left.
///
/// Move 2, D3 -> D6 with the guardian now on E4 (whose neighbours include
/// D4 and D5): originally the guardian does not beat the mage: D4, D5, 3
/// steps, 7 left. Reversed it does: the detour C4, C5, C6 is 4 steps, 6
/// left (C4..C6 are not next to E4).
#[test]
fn a_beats_relation_reversed() {
    let table = janken_with(&[
        ("guardian beats swordsman", "swordsman beats guardian"),
        ("mage beats guardian", "guardian beats mage"),
        ("swordsman beats mage", "mage beats swordsman"),
    ]);
    let input = data_set(
        &all_field(table.board),
        &["G E1"],
        &["M D3", "S A9"],
        &["E1 E4", "D3 D6"],
    );
    let reversed = game(&[
        "Move #1 (E1 -> E4): Successful (7 points left)",
        "Move #2 (D3 -> D6): Successful (6 points left)",
    ]);
    assert_eq!(play(&table, &input).unwrap(), reversed);
    let original = game(&[
        "Move #1 (E1 -> E4): Successful (6 points left)",
        "Move #2 (D3 -> D6): Successful (7 points left)",
    ]);
    assert_eq!(play(&janken(), &input).unwrap(), original);
}

/// `rules/variants/square-janken.rules`: the 9 x 9 square board, king
/// steps (movement and "next to"), cells A1 (row 1, column 1) to I9; the
/// map nine lines of nine letters.
pub fn square_janken() -> Rules {
    match compiled("variants/square-janken", &[]) {
        robots::rules::Game::Model(m) => Rules::of(&m).expect("a tactics game"),
        other => panic!("not a tactics game: {:?}", other.kind()),
    }
}

/// All field; a guardian at A1, an enemy mage at B3, whose king zone is
/// rows 1..3 x columns 2..4 (but B3 itself).
///
/// Move 1, A1 -> A5 (Chebyshev 4): every cell of columns 2..4 in rows 1..3
/// is in the zone, so the guardian must cross those columns in row 4 or
/// below: down A1 -> B1 -> C1 -> D2 (3 steps; B2, C2 are in the zone),
/// D2 -> D3 -> D4 (2), then D4 -> C5 -> B5 -> A5 (3): 8 steps, 2 left; no
/// shorter way, as rows 2 and 3 may only be used in column 1 or from
/// column 5 on.
/// Move 2, A5 -> J1: J is no row of the board: unsuccessful.
/// Move 3, A5 -> E9: four diagonal steps (B6, C7, D8, E9): 6 left.
/// Move 4, E9 -> I9: four steps down column 9: 6 left.
#[test]
fn a_square_board_with_king_steps() {
    let table = square_janken();
    let board = table.board;
    let input = data_set(
        &all_field(board),
        &["G A1"],
        &["M B3"],
        &["A1 A5", "A5 J1", "A5 E9", "E9 I9"],
    );
    assert_eq!(input.lines().nth(1), Some("F F F F F F F F F"));
    assert_eq!(input.lines().filter(|l| l.len() == 17).count(), 9);
    let expected = game(&[
        "Move #1 (A1 -> A5): Successful (2 points left)",
        "Move #2 (A5 -> J1): Unsuccessful",
        "Move #3 (A5 -> E9): Successful (6 points left)",
        "Move #4 (E9 -> I9): Successful (6 points left)",
    ]);
    assert_eq!(play(&table, &input).unwrap(), expected);
}

/// On the square board, I9 is a cell and the tenth column is not: a unit
/// placed on A10 is refused as off the map.
#[test]
fn a_square_board_refuses_units_beyond_it() {
    let table = square_janken();
    let input = data_set(&all_field(table.board), &["G A10"], &["M B3"], &["A10 A9"]);
    let refused = play(&table, &input).unwrap_err();
    assert!(
        refused.starts_with("test.in:12:3: the unit at A10 is placed off the map"),
        "{refused}"
    );
}
