//! Full records: replayed to their final score, and refused with a
//! located diagnostic at the first move that cannot be made.

use super::support::{refusal, replayed, run};

/// The statement's example game (Johnny's moves and the example answer's),
/// worked by hand: nothing is cut until Black's last move, 3 2, fills the
/// two lower blocks {2 1, 2 2, 3 1, 3 2} and {2 2, 2 3, 3 2, 3 3} at once;
/// their six cells go. Red's last cross, 1 2, then lies in the two upper
/// blocks, each holding a cut cell, so nothing more goes: Red keeps 1 1 and
/// 1 2, Black 1 3. The score is 2:1, as the statement says.
const EXAMPLE: &str = "record 3\n\
                       red 1 1\nblack 3 1\nred 2 3\nblack 1 3\nred 2 2\n\
                       black 2 1\nred 3 3\nblack 3 2\nred 1 2\n";

#[test]
fn the_statement_example_replays_to_2_1() {
    assert_eq!(replayed(EXAMPLE), [(2, 1)]);
    assert_eq!(run(EXAMPLE).out, "record 1: red 2, black 1\n");
}

#[test]
fn moves_may_leave_out_their_side_and_records_follow_each_other() {
    let bare: String = EXAMPLE.replace("red ", "").replace("black ", "");
    // A 2 x 2 game: its last move fills the only block, and all four go.
    let small = "record 2\n1 1\n1 2\n2 1\n2 2\n";
    assert_eq!(
        replayed(&format!("{bare}{small}{EXAMPLE}")),
        [(2, 1), (0, 0), (2, 1)]
    );
}

/// Replaces the `k`-th line (from 1) of the example.
fn with_line(k: usize, line: &str) -> String {
    let mut lines: Vec<&str> = EXAMPLE.lines().collect();
    lines[k - 1] = line;
    lines.join("\n") + "\n"
}

#[test]
fn a_move_off_the_board_is_located_at_its_row_or_column() {
    let ran = run(&with_line(4, "red 2 4"));
    assert_eq!(
        refusal(&ran),
        "test.in:4:7: move 3 plays 2 4, off the 3 x 3 board"
    );
    let ran = run(&with_line(4, "red 0 2"));
    assert_eq!(
        refusal(&ran),
        "test.in:4:5: move 3 plays 0 2, off the 3 x 3 board"
    );
}

#[test]
fn a_move_onto_a_cross_is_refused() {
    let ran = run(&with_line(5, "black 2 3"));
    assert_eq!(
        refusal(&ran),
        "test.in:5:7: move 4 plays 2 3, where a red piece stands"
    );
}

#[test]
fn a_move_onto_a_cut_cell_is_refused() {
    // After move 8 the lower six cells are cut (see EXAMPLE); Red plays 3 3.
    let ran = run(&with_line(10, "red 3 3"));
    assert_eq!(
        refusal(&ran),
        "test.in:10:5: move 9 plays 3 3, a cell cut off (with a red piece)"
    );
}

#[test]
fn a_move_out_of_turn_is_located_at_its_side() {
    let ran = run(&with_line(3, "red 3 1"));
    assert_eq!(refusal(&ran), "test.in:3:1: move 2 is black's, not red's");
}

#[test]
fn a_move_after_the_end_and_a_record_that_stops_early_are_refused() {
    let ran = run(&format!("{EXAMPLE}black 1 1\n"));
    assert_eq!(
        refusal(&ran),
        "test.in:11:7: move 10 comes after the game's end"
    );
    // The first game stops after 8 moves; the second one's start ends it.
    let short: String = EXAMPLE.lines().take(9).map(|l| format!("{l}\n")).collect();
    let ran = run(&format!("{short}{EXAMPLE}"));
    assert_eq!(
        refusal(&ran),
        "test.in:10:1: the input ends inside a case: expected the rest of the game"
    );
    let ran = run(&short);
    assert_eq!(
        refusal(&ran),
        "test.in:10:1: the input ends inside a case: expected the rest of the game"
    );
}

#[test]
fn unknown_sides_and_malformed_lines_are_refused() {
    let ran = run(&with_line(2, "rde 1 1"));
    assert_eq!(refusal(&ran), "test.in:2:1: no side is called `rde`");
    let ran = run(&with_line(2, "red 1 1 1"));
    assert_eq!(
        refusal(&ran),
        "test.in:2:1: a move is `row column` or `side row column`, not 4 tokens"
    );
    assert_eq!(
        refusal(&run("record 0\n")),
        "test.in:1:8: 0 is not the board's side"
    );
    assert_eq!(
        refusal(&run("record 3 3\n")),
        "test.in:1:10: extra token `3` after a record's first line"
    );
}

#[test]
fn a_refusal_comes_after_the_scores_of_the_games_before_it() {
    let ran = run(&format!("{EXAMPLE}{}", with_line(4, "red 2 4")));
    assert_eq!(ran.out, "record 1: red 2, black 1\n");
    assert_eq!(
        refusal(&ran),
        "test.in:14:7: move 3 plays 2 4, off the 3 x 3 board"
    );
}

#[test]
fn a_trace_sees_the_board_after_every_move() {
    use robots::placement::Cell;
    let mut out = Vec::new();
    let (_, notes) = super::support::notes();
    let mut seen = Vec::new();
    let result = robots::crosses::run_traced(
        &super::support::table(),
        EXAMPLE.as_bytes(),
        "test.in",
        &mut out,
        notes,
        robots::run::Options::new(1, false),
        &mut |game| seen.push((game.moves(), game.cell((2, 2)), game.standing().to_vec())),
    );
    assert!(result.is_ok());
    assert_eq!(seen.len(), 9);
    // Red's 2 2 is move 5; Black's 3 2 (move 8) cuts it with five more.
    assert_eq!(seen[3], (4, Some(Cell::Free), vec![2, 2]));
    assert_eq!(seen[4], (5, Some(Cell::Held(0)), vec![3, 2]));
    assert_eq!(seen[7], (8, Some(Cell::Cut(0)), vec![1, 1]));
    assert_eq!(seen[8], (9, Some(Cell::Cut(0)), vec![2, 1]));
}

/// `robots run --trace` on the statement's example as a record (Red's
/// moves and the example answer's Black moves, by turns). Move 8, Black on
/// (3,2), fills rows 2 and 3: the full 2 x 2 blocks at (2,1) and (2,2)
/// cover both rows, 6 cells, cut off at once. Red loses (2,2), (2,3) and
/// (3,3) and keeps (1,1); Black loses (3,1), (2,1) and (3,2) and keeps
/// (1,3): 1 each. Move 9, Red on (1,2), fills row 1, one row high: nothing
/// is cut; 2 to 1, Johnny's "I won the game 2:1".
#[test]
fn the_trace_of_a_record_draws_the_board_after_each_move() {
    let record = "record 3\n1 1\n3 1\n2 3\n1 3\n2 2\n2 1\n3 3\n3 2\n1 2\n";
    let out = crate::support::robots(
        &["run", "--rules", "crosses", "--trace", "--moves", "8..9"],
        record,
    );
    assert_eq!(out.status.code(), Some(0));
    let text = crate::support::text(&out.stdout);
    let expected_move_8 = "Move 8: black plays 3 2; 6 cells cut off (standing: red 1, black 1)\n  1\n1 R . B\n2 # # #\n3 # # #\n";
    assert!(text.starts_with("Record 1: 3 x 3\n"), "{text}");
    assert!(text.contains(expected_move_8), "{text}");
    assert!(
        text.contains("Move 9: red plays 1 2 (standing: red 2, black 1)\n  1\n1 R R B\n"),
        "{text}"
    );
    assert!(!text.contains("Move 7:"), "{text}");
    assert!(text.ends_with("record 1: red 2, black 1\n"), "{text}");
}
