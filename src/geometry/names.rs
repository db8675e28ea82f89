//! How cells are named in scenarios and output: `(row, column)` numbers
//! (Robots: `(15,15)`), or a row letter and a column number (Janken
//! Tactics: `E5`, row E = 5, column 5).

use super::Offset;

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
pub const LETTERS: i32 = 26;

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

    /// A lettered name such as `E5`: one upper-case letter, then one or
    /// more digits. `None` for anything else (the cell may still be off
    /// the board).
    pub fn parse_lettered(token: &str) -> Option<Offset> {
        let mut chars = token.chars();
        let letter = chars.next().filter(char::is_ascii_uppercase)?;
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let column = digits.parse::<i32>().ok()?;
        Some((i32::from(letter as u8 - b'A') + 1, column))
    }
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
}
