//! The views of Crosses & Crosses (`robots run --trace`, `robots
//! explain`, the frames' logs) on small records and questions whose moves
//! are reasoned beside each test. Red moves first; cells are `row column`.

use crate::support::{robots, text};
use robots::run::Cases;
use robots::views::crosses::{Crosses, CrossesCases};
use robots::views::style::Paint;
use robots::views::trace::{Frame, Traced};

const LINES: &str = "rules/variants/crosses-lines.rules";

/// A 3 x 3 game. Move 5, Red on 2 2, completes the top left block:
///
/// ```text
///     before move 5      after it
///   1 R B .            1 # # .
///   2 R . .            2 # # .
///   3 . . B            3 . . B
/// ```
///
/// {1 1, 1 2, 2 1, 2 2} all hold crosses: the four cells go, Red's 1 1,
/// 2 1 and 2 2 and Black's 1 2; the three other blocks holding 2 2 each
/// have a free cell (1 3, 3 1, 3 2). Red keeps none, Black keeps 3 3.
/// Every later move lies in a block holding a cut cell: nothing more
/// goes; Red keeps 2 3 and 3 2, Black 3 3, 1 3 and 3 1: 2 to 3.
const BLOCK: &str = "record 3\nred 1 1\nblack 1 2\nred 2 1\nblack 3 3\nred 2 2\n\
                     black 1 3\nred 2 3\nblack 3 1\nred 3 2\n";

fn run(args: &[&str], input: &str) -> String {
    let out = robots(args, input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn the_trace_and_explain_show_the_cells_a_cut_removed() {
    // The board, its legend and a blank line after each move's note.
    let traced = run(
        &["run", "--rules", "crosses", "--trace", "--moves", "5", "-"],
        BLOCK,
    );
    assert_eq!(
        traced,
        "Record 1: 3 x 3\n\
         Move 5: red plays 2 2; 4 cells cut off (standing: red 0, black 1)\n  1\n\
         1 # # .\n2 # # .\n3 . . B\n\
         R red's cross   B black's cross   # cut off   . free\n\n\
         record 1: red 2, black 3\n"
    );
    let explained = run(
        &[
            "explain", "--rules", "crosses", "--case", "1", "--move", "5", "-",
        ],
        BLOCK,
    );
    assert!(
        explained.contains("it completes rows 1-2 x columns 1-2 (2 x 2)"),
        "{explained}"
    );
    assert!(
        explained.contains("rules/crosses.rules:22 `after each move: cut off full rectangles of at least 2 x 2`: 4 cells cut off"),
        "{explained}"
    );
    assert!(
        explained.contains("red's 3: 1 1, 2 1, 2 2\n"),
        "{explained}"
    );
    assert!(explained.contains("black's 1: 1 2\n"), "{explained}");
    assert!(
        explained.contains("standing: red 0, black 1 (before it: red 2, black 2)"),
        "{explained}"
    );
    // One line a move, with the running score: move 4 cuts nothing.
    let listed = run(
        &["explain", "--rules", "crosses", "--case", "1", "-"],
        BLOCK,
    );
    assert!(
        listed.contains("Move 4: black plays 3 3; cuts off nothing; red 2, black 2\n"),
        "{listed}"
    );
    assert!(
        listed.contains("Move 5: red plays 2 2; cuts off 4 cells; red 0, black 1\n"),
        "{listed}"
    );
    assert!(listed.ends_with("record 1: red 2, black 3\n"), "{listed}");
}

/// The frames other views read: move 5's log names the move, the side,
/// the cell, the four cells cut (by row, then column) and the score; its
/// touched cells are the cells cut.
#[test]
fn a_frame_logs_its_move_and_touches_the_cells_cut() {
    let table = crate::crosses::support::table();
    let mut viewer = Crosses::new(&table, Default::default()).unwrap();
    let format = viewer.format().clone();
    let input = robots::scenario::crosses::open(BLOCK.as_bytes(), "test.in", format).unwrap();
    let mut cases = CrossesCases::new(input);
    let case = cases.next_case().unwrap().unwrap();
    let mut frames: Vec<(u32, Frame)> = Vec::new();
    let result = viewer
        .trace(
            1,
            &case,
            "4..5".parse().unwrap(),
            Paint::new(false),
            &mut |m, f| {
                frames.push((m, f));
                Ok(())
            },
        )
        .unwrap();
    assert_eq!(result, "record 1: red 2, black 3\n");
    assert_eq!(frames.len(), 2);
    let (m, frame) = &frames[1];
    assert_eq!(*m, 5);
    assert_eq!(
        frame.log,
        serde_json::json!({
            "move": 5,
            "side": "red",
            "cell": [2, 2],
            "cut": [[1, 1], [1, 2], [2, 1], [2, 2]],
            "score": {"red": 0, "black": 1},
        })
    );
    assert_eq!(frame.touched, [(1, 1), (1, 2), (2, 1), (2, 2)]);
    // Move 4 cut nothing.
    assert_eq!(frames[0].1.log["cut"], serde_json::json!([]));
    assert!(frames[0].1.touched.is_empty());
}

/// The statement's question: Red plays 1 1, 2 3, 2 2, 3 3, 1 2 and the
/// game ends 2:1. Black's four moves are the four cells Red left (1 3,
/// 2 1, 3 1, 3 2), in the order found; replayed by turns they end the
/// game 2 to 1 (the statement's answer is one such order).
///
/// 5:4 asks that nothing is ever cut; but the four blocks all hold 2 2
/// and the board ends full, so each block became full at some move and
/// was cut then: no order reaches it.
#[test]
fn an_explained_question_gives_the_order_found_or_why_none_is() {
    let red = "1 1\n2 3\n2 2\n3 3\n1 2\n";
    let input = format!("2\n3 2 1\n{red}3 5 4\n{red}");
    let explained = run(
        &["explain", "--rules", "crosses", "--case", "1", "-"],
        &input,
    );
    let order = explained
        .lines()
        .find_map(|l| l.strip_prefix("black's 4 moves in the order found: "))
        .unwrap_or_else(|| panic!("{explained}"));
    let mut cells: Vec<&str> = order.split(", ").collect();
    cells.sort_unstable();
    assert_eq!(cells, ["1 3", "2 1", "3 1", "3 2"], "{explained}");
    assert!(
        explained.contains("the game ends red 2, black 1, the stated score: the answer is Y"),
        "{explained}"
    );
    // The moves listed alternate, Red's as given, and end 2 to 1.
    let moves: Vec<&str> = explained
        .lines()
        .filter(|l| l.starts_with("Move "))
        .collect();
    assert_eq!(moves.len(), 9, "{explained}");
    assert!(
        moves[0].starts_with("Move 1: red plays 1 1;"),
        "{explained}"
    );
    assert!(
        moves[8].starts_with("Move 9: red plays 1 2;"),
        "{explained}"
    );
    assert!(moves[8].ends_with("; red 2, black 1"), "{explained}");
    let none = run(
        &["explain", "--rules", "crosses", "--case", "2", "-"],
        &input,
    );
    assert!(
        none.contains("no order of black's moves ends the game red 5, black 4"),
        "{none}"
    );
    assert!(none.contains("the answer is N"), "{none}");
    // The trace shows the game of the order found, then the answer.
    let traced = run(
        &[
            "run", "--rules", "crosses", "--trace", "--case", "1", "--moves", "9", "-",
        ],
        &input,
    );
    assert!(
        traced.contains("Move 9: red plays 1 2 (standing: red 2, black 1)\n"),
        "{traced}"
    );
    assert!(traced.contains("\ncase 1 Y\n"), "{traced}");
}

/// A 4 x 4 game cutting off full runs of at least 3 along a row or a
/// column. Red 1 1, Black 1 2, Red 3 3, Black 1 4 leave row 1 one cell
/// short (1 3), so no run of 3 is full; Red's 1 3 (move 5) fills the
/// whole row at once:
///
/// ```text
///   before move 5      after it
///   1 R B . B          1 # # # #
///   3 . . R .          3 . . R .
/// ```
///
/// the runs of columns 1-3 and 2-4 are one full run of 4: Red's 1 1 and
/// 1 3, Black's 1 2 and 1 4 go. Column 3 through 1 3 holds free cells.
/// Under the rectangles' rules no 2 x 2 block is full: nothing goes.
#[test]
fn the_lines_variant_cuts_a_full_row() {
    let record = "record 4\n1 1\n1 2\n3 3\n1 4\n1 3\n2 1\n2 2\n2 3\n2 4\n\
                  3 1\n3 2\n3 4\n4 1\n4 2\n4 3\n4 4\n";
    let explained = run(
        &[
            "explain", "--rules", LINES, "--case", "1", "--move", "5", "-",
        ],
        record,
    );
    assert!(
        explained.contains("it completes row 1, columns 1-4:"),
        "{explained}"
    );
    assert!(
        explained.contains(
            "crosses-lines.rules:27 `after each move: cut off full rows and columns of at least 3 cells`: 4 cells cut off"
        ),
        "{explained}"
    );
    assert!(explained.contains("red's 2: 1 1, 1 3\n"), "{explained}");
    assert!(explained.contains("black's 2: 1 2, 1 4\n"), "{explained}");
    let traced = run(
        &["run", "--rules", LINES, "--trace", "--moves", "5", "-"],
        record,
    );
    assert!(
        traced.contains("Move 5: red plays 1 3; 4 cells cut off (standing: red 1, black 0)\n"),
        "{traced}"
    );
    assert!(
        traced.contains("\n1 # # # #\n2 . . . .\n3 . . R .\n"),
        "{traced}"
    );
    let rectangles = run(
        &["run", "--rules", "crosses", "--trace", "--moves", "5", "-"],
        record,
    );
    assert!(
        rectangles.contains("Move 5: red plays 1 3 (standing: red 3, black 2)\n"),
        "{rectangles}"
    );
}

// Guards: a record is read whole before it is traced; one refused at a
// move still shows the moves before it, then the refusal, as the trace
// did when it drew each move as it was read. Move 3 plays 2 4, off the
// 3 x 3 board.
#[test]
fn a_refused_record_shows_the_moves_before_the_refusal() {
    let out = robots(
        &["run", "--rules", "crosses", "--trace", "-"],
        "record 3\n1 1\n3 1\n2 4\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("Record 1: 3 x 3\nMove 1: red plays 1 1 (standing: red 1, black 0)\n"),
        "{shown}"
    );
    assert!(
        shown.contains("Move 2: black plays 3 1 (standing: red 1, black 1)\n"),
        "{shown}"
    );
    assert!(
        !shown.contains("Move 3") && !shown.contains("record 1:"),
        "{shown}"
    );
    let refusal = text(&out.stderr);
    assert!(
        refusal.contains("move 3 plays 2 4, off the 3 x 3 board"),
        "{refusal}"
    );
}

/// A move the record does not have is refused with the moves it has
/// (a 3 x 3 game has 9).
#[test]
fn explain_refuses_a_move_past_the_end() {
    let out = robots(
        &[
            "explain", "--rules", "crosses", "--case", "1", "--move", "10", "-",
        ],
        BLOCK,
    );
    assert_eq!(out.status.code(), Some(1));
    let refusal = text(&out.stderr);
    assert!(
        refusal.contains("record 1 has no move 10: its moves are 1 to 9"),
        "{refusal}"
    );
}
