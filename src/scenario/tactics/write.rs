//! The Janken Tactics output: `Game #X`, then one line per move.
//!
//! Written by hand: a few fixed phrases and small numbers a line, half a
//! million lines for 10,000 data sets.

use crate::scenario::numbers::push_number;

/// Appends `Game #number`.
pub fn write_game_header(out: &mut String, number: u64) {
    out.push_str("Game #");
    push_number(out, number);
    out.push('\n');
}

/// Appends `Move #n (S -> E): Successful (M points left)`, or
/// `Unsuccessful` when `left` is `None`.
pub fn write_move(out: &mut String, number: usize, from: &str, to: &str, left: Option<u32>) {
    out.push_str("Move #");
    push_number(out, number as u64);
    out.push_str(" (");
    out.push_str(from);
    out.push_str(" -> ");
    out.push_str(to);
    match left {
        Some(m) => {
            out.push_str("): Successful (");
            push_number(out, u64::from(m));
            out.push_str(" points left)\n");
        }
        None => out.push_str("): Unsuccessful\n"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The statement's sample output, line by line.
    #[test]
    fn lines_read_as_the_statement_prints_them() {
        let mut out = String::new();
        write_game_header(&mut out, 1);
        write_move(&mut out, 1, "E5", "E9", Some(5));
        write_move(&mut out, 2, "D5", "F8", None);
        assert_eq!(
            out,
            "Game #1\nMove #1 (E5 -> E9): Successful (5 points left)\nMove #2 (D5 -> F8): Unsuccessful\n"
        );
    }
}
