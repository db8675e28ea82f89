//! The Robots input read case by case: the quick reading of a line of two
//! numbers agrees with the general one, and every refusal names its place.

use super::pairs::{FORMAT, two_numbers};
use super::*;
use crate::scenario::lines::{Lines, tokens};

const BOARD: Board = Board::new(31, 31);

fn read_all(text: &str) -> Result<Vec<Case>, ScenarioError> {
    let mut r = CaseReader::new(text.as_bytes(), "test.in", BOARD, (15, 15));
    let mut cases = Vec::new();
    while let Some(c) = r.next_case()? {
        cases.push(c);
    }
    Ok(cases)
}

/// Lines `digits space digits` of 1 to 9 digits each.
const PLAIN: [&str; 5] = ["17 18", "0 0", "007 5", "123456789 1", "31 31"];

/// Lines that are not: two spaces, a space before or after, a sign, one
/// number or three, ten digits, a tab, nothing, letters.
const NOT_PLAIN: [&str; 12] = [
    "17  18",
    " 17 18",
    "17 18 ",
    "+1 2",
    "-1 2",
    "1",
    "1 2 3",
    "1234567890 1",
    "1 1234567890",
    "1\t2",
    "",
    "a b",
];

/// The quick reading of `digits space digits` gives what the general
/// tokenizer and `str::parse` give, and leaves every other line to them.
#[test]
fn two_numbers_agrees_with_the_general_reading() {
    for line in PLAIN {
        let mut found = Vec::new();
        tokens(line, &mut found);
        let parse = |k: usize| line[found[k].0..found[k].1].parse::<i64>().unwrap();
        assert_eq!(
            two_numbers(line.as_bytes()),
            Some(((parse(0), parse(1)), found[0].1)),
            "{line}"
        );
    }
    for line in NOT_PLAIN {
        assert_eq!(two_numbers(line.as_bytes()), None, "{line:?}");
    }
}

/// The one-pass reading of a buffered line takes exactly the lines
/// `two_numbers` reads (ended by `\n` or `\r\n`), with the same numbers
/// and widths, and consumes nothing of any other.
#[test]
fn quick_two_agrees_with_two_numbers() {
    for line in PLAIN.into_iter().chain(NOT_PLAIN) {
        for end in ["\n", "\r\n", ""] {
            let text = format!("{line}{end}");
            let mut reader = Lines::new(text.as_bytes(), "t.in", FORMAT);
            let expected = two_numbers(line.as_bytes())
                .filter(|_| !end.is_empty())
                .map(|(pair, split)| (pair, (split, line.len() - split - 1)));
            assert_eq!(reader.quick_two().unwrap(), expected, "{text:?}");
            assert_eq!(reader.count(), usize::from(expected.is_some()), "{text:?}");
        }
    }
}

#[test]
fn reads_cases_until_zero_zero() {
    let cases = read_all("2 1\n1 1\n2 2\n3 3\n0 0\n9 9\n").unwrap();
    assert_eq!(cases.len(), 1);
    assert_eq!(cases[0].robots, vec![(1, 1), (2, 2)]);
    assert_eq!(cases[0].teleports, vec![(3, 3)]);
}

#[test]
fn end_of_input_at_a_case_boundary_ends_quietly() {
    assert_eq!(read_all("1 0\n1 1\n").unwrap().len(), 1);
    assert_eq!(read_all("").unwrap().len(), 0);
}

#[test]
fn refusals_name_line_and_column() {
    let err = read_all("1 0\n1 x\n").unwrap_err().to_string();
    assert!(
        err.starts_with("test.in:2:3: `x` is not a whole number"),
        "{err}"
    );
    let err = read_all("1 0\n15 15\n").unwrap_err().to_string();
    assert!(
        err.contains("test.in:2:1: a robot stands on the player's start cell"),
        "{err}"
    );
    let err = read_all("2 0\n1 1\n").unwrap_err().to_string();
    assert!(err.contains("ends inside a case"), "{err}");
    let err = read_all("1 0 7\n").unwrap_err().to_string();
    assert!(err.starts_with("test.in:1:5: extra token"), "{err}");
}

#[test]
fn a_byte_order_mark_at_the_start_is_skipped() {
    assert_eq!(read_all("\u{feff}1 0\n1 1\n0 0\n").unwrap().len(), 1);
}

#[test]
fn a_line_of_exactly_the_limit_is_accepted() {
    let line = format!("1 {}1\n", " ".repeat(MAX_LINE - 3));
    assert_eq!(line.len(), MAX_LINE + 1);
    assert_eq!(read_all(&format!("1 0\n{line}0 0\n")).unwrap().len(), 1);
    let longer = format!("1 {}1\n", " ".repeat(MAX_LINE - 2));
    let err = read_all(&format!("1 0\n{longer}")).unwrap_err().to_string();
    assert!(err.starts_with("test.in:2:1: the line is longer"), "{err}");
}

#[test]
fn crlf_and_blank_lines_are_fine() {
    assert_eq!(read_all("1 0\r\n\r\n1 1\r\n0 0\r\n").unwrap().len(), 1);
}

/// Lines read in a run straight from the buffer stop at the first that is
/// not a robot on a free cell of the board: its refusal names it, and a
/// second robot on a cell names the line of the first.
#[test]
fn a_run_of_quick_lines_stops_at_the_line_refused() {
    let err = read_all("4 0\n1 1\n2 2\n3 3\n2 2\n").unwrap_err();
    let ScenarioError::Invalid { label, .. } = &err else {
        panic!("{err:?}");
    };
    assert_eq!(label, "the robot on line 3 stands here already");
    let err = err.to_string();
    assert!(
        err.contains("test.in:5:1: two robots stand on (2,2)"),
        "{err}"
    );
    let err = read_all("3 0\n1 1\n2 2\n15 15\n").unwrap_err().to_string();
    assert!(
        err.contains("test.in:4:1: a robot stands on the player's start"),
        "{err}"
    );
    let err = read_all("1 3\n1 1\n2 2\n3 32\n4 4\n")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("test.in:4:3: the teleport cell (3,32) is off the board"),
        "{err}"
    );
    let err = read_all("1 3\n1 1\n2 2\n3 3\n").unwrap_err().to_string();
    assert!(err.contains("ends inside a case"), "{err}");
}

/// Whatever the buffer's size (lines cut by its end, runs of one line),
/// and with lines of other shapes among the plain ones, the cases read are
/// those of one line at a time.
#[test]
fn runs_of_quick_lines_agree_with_any_buffer() {
    let text = "3 4\n1 1\n02 2\r\n3 3\n4 4\n5  5\n6 6\n\n7 7\n2 0\n9 9\n10 10\n0 0\n";
    let expected = read_all(text).unwrap();
    assert_eq!(expected.len(), 2);
    assert_eq!(expected[0].robots, vec![(1, 1), (2, 2), (3, 3)]);
    assert_eq!(expected[0].teleports, vec![(4, 4), (5, 5), (6, 6), (7, 7)]);
    assert_eq!(expected[1].robots, vec![(9, 9), (10, 10)]);
    for capacity in 1..=text.len() {
        let input = std::io::BufReader::with_capacity(capacity, text.as_bytes());
        let mut r = CaseReader::new(input, "test.in", BOARD, (15, 15));
        let mut cases = Vec::new();
        while let Some(c) = r.next_case().unwrap() {
            cases.push(c);
        }
        assert_eq!(cases, expected, "buffer of {capacity} bytes");
    }
}
