//! What the formats print: the contest answer (`case i Y` and the
//! re-enacted side's moves, one `row column` a line, or `case i N`) and a
//! replayed record's score.

use crate::geometry::Offset;
use crate::scenario::numbers::push_signed;
use std::fmt::Write;

/// Appends case `number`'s answer: `Some(moves)` for `Y`, `None` for `N`.
pub fn write_answer(out: &mut String, number: usize, moves: Option<&[Offset]>) {
    let _ = writeln!(
        out,
        "case {number} {}",
        if moves.is_some() { 'Y' } else { 'N' }
    );
    // Tens of thousands of lines a case: digits are written by hand.
    for &(r, c) in moves.unwrap_or_default() {
        push_signed(out, r.into());
        out.push(' ');
        push_signed(out, c.into());
        out.push('\n');
    }
}

/// Appends record `number`'s final score: `record i: red 2, black 1`.
pub fn write_score(out: &mut String, number: usize, sides: &[String], standing: &[usize]) {
    let _ = write!(out, "record {number}:");
    for (k, (name, score)) in sides.iter().zip(standing).enumerate() {
        let _ = write!(out, "{} {name} {score}", if k == 0 { "" } else { "," });
    }
    out.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_and_scores_are_written_as_documented() {
        let mut out = String::new();
        write_answer(&mut out, 1, Some(&[(3, 1), (1, 3), (250, -7)]));
        write_answer(&mut out, 2, None);
        assert_eq!(out, "case 1 Y\n3 1\n1 3\n250 -7\ncase 2 N\n");
        out.clear();
        write_score(&mut out, 4, &["red".into(), "black".into()], &[2, 1]);
        assert_eq!(out, "record 4: red 2, black 1\n");
    }
}
