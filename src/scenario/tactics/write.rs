//! The Janken Tactics output: `Game #X`, then one line per move.

use std::fmt::Write;

/// Appends `Game #number`.
pub fn write_game_header(out: &mut String, number: u64) {
    let _ = writeln!(out, "Game #{number}");
}

/// Appends `Move #n (S -> E): Successful (M points left)`, or
/// `Unsuccessful` when `left` is `None`.
pub fn write_move(out: &mut String, number: usize, from: &str, to: &str, left: Option<u32>) {
    let _ = write!(out, "Move #{number} ({from} -> {to}): ");
    match left {
        Some(m) => {
            let _ = writeln!(out, "Successful ({m} points left)");
        }
        None => out.push_str("Unsuccessful\n"),
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
