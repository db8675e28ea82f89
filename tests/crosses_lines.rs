//! `rules/variants/crosses-lines.rules`: Crosses & Crosses cutting off
//! full rows and columns of at least 3 cells instead of rectangles, on a
//! record and on contest questions whose answers are reasoned beside them.
//!
//! On a 3 x 3 board a line of 3 is a whole row or column. A line whose
//! cells hold crosses, none cut, is cut off when its last cell is played.

use crate::support::{robots, text};

const LINES: &str = "rules/variants/crosses-lines.rules";

fn run(rules: &str, input: &str) -> String {
    let out = robots(&["run", "--rules", rules, "-"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// The statement's example game as a record: red 1 1, black 3 1, red 2 3,
/// black 1 3, red 2 2, black 2 1, red 3 3, black 3 2, red 1 2.
///
/// Move 6, black 2 1, fills row 2 (2 1, 2 2, 2 3) and column 1 (1 1, 2 1,
/// 3 1) at once: five cells go, Red's 1 1, 2 2, 2 3 and Black's 2 1, 3 1;
/// Black's 1 3 stands. Moves 7 (3 3), 8 (3 2) and 9 (1 2) each complete a
/// row or column holding a cut cell: nothing more goes. Red keeps 3 3 and
/// 1 2, Black 1 3 and 3 2: 2 to 2 (the rectangles' game ends 2 to 1).
#[test]
fn the_statement_example_ends_two_all_with_lines() {
    let record = "record 3\nred 1 1\nblack 3 1\nred 2 3\nblack 1 3\nred 2 2\n\
                  black 2 1\nred 3 3\nblack 3 2\nred 1 2\n";
    assert_eq!(run(LINES, record), "record 1: red 2, black 2\n");
    assert_eq!(run("crosses", record), "record 1: red 2, black 1\n");
}

/// The statement's Red moves (1 1, 2 3, 2 2, 3 3, 1 2) with three stated
/// scores.
///
/// 2:2 is reachable (the record above): the answer is Y, and its Black
/// moves, replayed by turns with Red's, end 2 to 2.
///
/// 5:4 leaves nothing cut; but the last move fills the board, and its row
/// then is full with no cell cut: N.
///
/// 2:1 leaves 3 cells standing, 6 cut. The cut cells are a union of whole
/// rows and columns: `a` rows and `b` columns cover 3a + 3b - ab cells,
/// which is 6 only for two rows or two columns. The third row (or column)
/// then stands whole, yet it was full, none of its cells cut, when its last
/// cell was played: N. (The rectangles' game answers Y.)
#[test]
fn questions_are_answered_for_lines() {
    let red = "1 1\n2 3\n2 2\n3 3\n1 2\n";
    let input = format!("3\n3 2 2\n{red}3 5 4\n{red}3 2 1\n{red}");
    let out = run(LINES, &input);
    let mut lines = out.lines();
    assert_eq!(lines.next(), Some("case 1 Y"), "{out}");
    let black: Vec<&str> = lines.by_ref().take(4).collect();
    assert_eq!(lines.collect::<Vec<_>>(), ["case 2 N", "case 3 N"], "{out}");
    let reds: Vec<&str> = red.lines().collect();
    let mut record = String::from("record 3\n");
    for k in 0..9 {
        let (side, cell) = if k % 2 == 0 {
            ("red", reds[k / 2])
        } else {
            ("black", black[k / 2])
        };
        record.push_str(&format!("{side} {cell}\n"));
    }
    assert_eq!(run(LINES, &record), "record 1: red 2, black 2\n");
    let original = run("crosses", &format!("1\n3 2 1\n{red}"));
    assert!(original.starts_with("case 1 Y"), "{original}");
}

/// The statement prints back as written (`check --table`), and a length
/// of 0 is refused where it stands.
#[test]
fn the_statement_reads_back_and_its_length_is_checked() {
    let table = text(&robots(&["check", "--table", LINES], "").stdout);
    assert!(
        table.contains("after each move: cut off full rows and columns of at least 3 cells"),
        "{table}"
    );
    let rules = crate::support::read(LINES).replace("at least 3 cells", "at least 0 cells");
    let out = robots(&["check", "-"], &rules);
    let err = text(&out.stderr);
    assert!(err.contains("a line's length"), "{err}");
}
