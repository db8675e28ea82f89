//! How cells are named in scenarios and output: `(row, column)` numbers
//! (Robots: `(15,15)`), or a row letter and a column number (Janken
//! Tactics: `E5`, row E = 5, column 5).

use super::board::Offset;

/// A board's cell naming.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum CellNames {
    /// `(row,column)`, both numbers.
    #[default]
    Numbers,
    /// A row letter (`A` is row 1) and a column number: `E5`.
    LetterNumber,
}

/// The most rows a board with lettered rows may have.
pub(super) const LETTERS: i32 = 26;

impl CellNames {
    /// The cell's name as output shows it.
    pub fn format(self, (r, c): Offset) -> String {
        match self {
            CellNames::Numbers => format!("({r},{c})"),
            CellNames::LetterNumber => match u8::try_from(r - 1) {
                Ok(k) if r <= LETTERS => format!("{}{c}", char::from(b'A' + k)),
                _ => format!("({r},{c})"),
            },
        }
    }

    /// A cell's name in this naming, as a scenario writes it: `E5` for
    /// [`CellNames::LetterNumber`], `(5,5)` for [`CellNames::Numbers`].
    /// `None` when the text is not a name at all; a well-formed name may
    /// still lie off the board (numbers too large for an `i32` become
    /// `i32::MAX`, off every board).
    pub fn parse(self, token: &str) -> Option<Offset> {
        match self {
            CellNames::LetterNumber => Self::parse_lettered(token),
            CellNames::Numbers => Self::parse_numbers(token),
        }
    }

    /// What a name in this naming looks like, for help lines.
    pub fn example(self) -> &'static str {
        match self {
            CellNames::LetterNumber => "an upper-case row letter and a column number, such as `E5`",
            CellNames::Numbers => "`(row,column)`, such as `(5,5)`",
        }
    }

    /// A lettered name such as `E5`: one upper-case letter, then one or
    /// more digits. `None` for anything else (the cell may still be off
    /// the board).
    pub fn parse_lettered(token: &str) -> Option<Offset> {
        let mut chars = token.chars();
        let letter = chars.next().filter(char::is_ascii_uppercase)?;
        let column = digits(chars.as_str())?;
        Some((i32::from(letter as u8 - b'A') + 1, column))
    }

    /// A numbered name such as `(5,5)`: digits, a comma, digits, in
    /// parentheses, with no spaces.
    pub fn parse_numbers(token: &str) -> Option<Offset> {
        let inner = token.strip_prefix('(')?.strip_suffix(')')?;
        let (row, column) = inner.split_once(',')?;
        Some((digits(row)?, digits(column)?))
    }
}

/// One or more ASCII digits as a number, `i32::MAX` when too large.
fn digits(text: &str) -> Option<i32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(text.parse::<i32>().unwrap_or(i32::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lettered_names_read_and_write_alike() {
        assert_eq!(CellNames::parse_lettered("E5"), Some((5, 5)));
        assert_eq!(CellNames::parse_lettered("A9"), Some((1, 9)));
        assert_eq!(CellNames::parse_lettered("Z10"), Some((26, 10)));
        for bad in ["e5", "E", "5E", "EE5", "E-1", "", "E5x"] {
            assert_eq!(CellNames::parse_lettered(bad), None, "{bad}");
        }
        assert_eq!(CellNames::LetterNumber.format((5, 5)), "E5");
        assert_eq!(CellNames::LetterNumber.format((9, 1)), "I1");
        assert_eq!(CellNames::Numbers.format((14, 16)), "(14,16)");
    }

    #[test]
    fn each_naming_reads_its_own_names() {
        assert_eq!(CellNames::LetterNumber.parse("I9"), Some((9, 9)));
        assert_eq!(CellNames::LetterNumber.parse("(9,9)"), None);
        assert_eq!(CellNames::Numbers.parse("(14,16)"), Some((14, 16)));
        for bad in ["14,16", "(14 16)", "(14,)", "(,16)", "(-1,2)", "(1,2", "E5"] {
            assert_eq!(CellNames::Numbers.parse(bad), None, "{bad}");
        }
    }

    /// A name too large for the numbers still names a cell, off any board.
    #[test]
    fn huge_numbers_name_a_cell_off_every_board() {
        assert_eq!(
            CellNames::parse_lettered("A99999999999"),
            Some((1, i32::MAX))
        );
        assert_eq!(
            CellNames::Numbers.parse("(99999999999,1)"),
            Some((i32::MAX, 1))
        );
    }
}
