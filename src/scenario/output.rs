//! The contest output: one block per case, blank lines between cases.

use crate::engine::{End, Record};
use std::fmt::Write;

/// The text of case `number`, without a trailing blank line.
pub fn format_case(number: usize, record: &Record) -> String {
    let mut out = format!("Case {number}:\n");
    for (m, (r, c)) in &record.teleports {
        let _ = writeln!(out, "Move {m}: teleport to ({r},{c})");
    }
    let (r, c) = record.player;
    let _ = match record.end {
        End::Won => writeln!(out, "Won game after making {} moves.", record.moves),
        End::Lost => writeln!(out, "Lost game after making {} moves.", record.moves),
        End::Survived => writeln!(out, "Survived {} moves.", record.moves),
        End::Repeats { at, first } => writeln!(
            out,
            "Game does not end: the position after move {at} repeats move {first}."
        ),
    };
    let _ = writeln!(out, "Final position: ({r},{c})");
    let _ = writeln!(out, "Number of cells with debris: {}", record.debris);
    if record.end != End::Won {
        let _ = writeln!(out, "Number of robots remaining: {}", record.robots);
    }
    out
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
}
