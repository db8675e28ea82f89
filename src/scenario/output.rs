//! The contest output: one block per case, blank lines between cases.

use super::numbers::{push_cell, push_number};
use crate::engine::{End, Record};

/// The text of case `number`, without a trailing blank line.
pub fn format_case(number: usize, record: &Record) -> String {
    let mut out = String::new();
    write_case(&mut out, number, record);
    out
}

/// Appends the text of case `number` to `out`, without a trailing blank
/// line. Numbers are written by hand: the output is a few fixed phrases
/// and small whole numbers, and it is written once per game.
pub fn write_case(out: &mut String, number: usize, record: &Record) {
    out.push_str("Case ");
    push_number(out, number as u64);
    out.push_str(":\n");
    for &(m, cell) in &record.teleports {
        out.push_str("Move ");
        push_number(out, u64::from(m));
        out.push_str(": teleport to ");
        push_cell(out, cell);
        out.push('\n');
    }
    let (phrase, moves, tail) = match record.end {
        End::Won => ("Won game after making ", record.moves, " moves.\n"),
        End::Lost => ("Lost game after making ", record.moves, " moves.\n"),
        End::Survived => ("Survived ", record.moves, " moves.\n"),
        End::Repeats { at, first } => {
            out.push_str("Game does not end: the position after move ");
            push_number(out, u64::from(at));
            (" repeats move ", first, ".\n")
        }
    };
    out.push_str(phrase);
    push_number(out, u64::from(moves));
    out.push_str(tail);
    out.push_str("Final position: ");
    push_cell(out, record.player);
    out.push_str("\nNumber of cells with debris: ");
    push_number(out, u64::from(record.debris));
    out.push('\n');
    if record.end != End::Won {
        out.push_str("Number of robots remaining: ");
        push_number(out, u64::from(record.robots));
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn won_has_three_lines_and_a_colon() {
        let record = Record {
            teleports: vec![],
            end: End::Won,
            moves: 5,
            player: (14, 16),
            debris: 1,
            robots: 0,
        };
        // Sample case 1 of the statement.
        assert_eq!(
            format_case(1, &record),
            "Case 1:\nWon game after making 5 moves.\nFinal position: (14,16)\nNumber of cells with debris: 1\n"
        );
    }

    #[test]
    fn teleports_have_no_space_inside_parentheses() {
        let record = Record {
            teleports: vec![(30, (16, 15))],
            end: End::Lost,
            moves: 114,
            player: (1, 29),
            debris: 1,
            robots: 1,
        };
        let text = format_case(3, &record);
        assert!(text.contains("Move 30: teleport to (16,15)\nLost game after making 114 moves.\n"));
        assert!(text.ends_with("Number of robots remaining: 1\n"));
    }

    /// Every ending's sentence, with numbers of one and several digits and
    /// zero, as `docs/rules-language.md` ("Output") words them.
    #[test]
    fn endings_and_numbers_read_as_written() {
        let mut record = Record {
            teleports: vec![(7, (1, 31)), (1234, (10, 9))],
            end: End::Repeats { at: 120, first: 0 },
            moves: 120,
            player: (31, 1),
            debris: 0,
            robots: 4096,
        };
        assert_eq!(
            format_case(10, &record),
            "Case 10:\nMove 7: teleport to (1,31)\nMove 1234: teleport to (10,9)\n\
             Game does not end: the position after move 120 repeats move 0.\n\
             Final position: (31,1)\nNumber of cells with debris: 0\n\
             Number of robots remaining: 4096\n"
        );
        record.teleports.clear();
        record.end = End::Survived;
        record.moves = 1_000_000;
        assert!(format_case(2, &record).contains("\nSurvived 1000000 moves.\n"));
    }
}
