//! Colour for the views on a terminal, as ripgrep does it: a few ANSI
//! styles, chosen once by `--color` (plain when piped or under
//! `NO_COLOR`), so a view writes the same text either way and only the
//! escapes differ.

/// What a piece of text is, for its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    Plain,
    /// The player's glyph.
    Player,
    /// A robot's glyph; also what loses.
    Robot,
    /// Debris.
    Debris,
    /// An unused teleport cell.
    Teleport,
    /// Rulers, empty cells, notes.
    Dim,
    /// Headings and the chosen move.
    Strong,
    /// A rule's `file:line`, as ripgrep colours paths.
    Place,
    /// What went well: the chosen move, a win.
    Good,
    /// What was refused: an illegal candidate, a dropped one.
    Bad,
}

impl Ink {
    /// The ANSI escape that starts the style.
    fn escape(self) -> &'static str {
        match self {
            Ink::Plain => "",
            Ink::Player => "\x1b[1;32m",
            Ink::Robot => "\x1b[1;31m",
            Ink::Debris => "\x1b[33m",
            Ink::Teleport => "\x1b[36m",
            Ink::Dim => "\x1b[2m",
            Ink::Strong => "\x1b[1m",
            Ink::Place => "\x1b[35m",
            Ink::Good => "\x1b[32m",
            Ink::Bad => "\x1b[31m",
        }
    }
}

/// Paints text when colour is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Paint {
    pub on: bool,
}

impl Paint {
    pub fn new(on: bool) -> Self {
        Paint { on }
    }

    /// `text` in `ink` (unchanged when colour is off or the ink is plain).
    pub fn ink(self, ink: Ink, text: &str) -> String {
        if self.on && ink != Ink::Plain {
            format!("{}{text}\x1b[0m", ink.escape())
        } else {
            text.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_has_no_escape_and_coloured_text_is_reset() {
        assert_eq!(Paint::new(false).ink(Ink::Robot, "R"), "R");
        let red = Paint::new(true).ink(Ink::Robot, "R");
        assert!(red.starts_with("\x1b[") && red.ends_with("R\x1b[0m"));
        assert_eq!(Paint::new(true).ink(Ink::Plain, "x"), "x");
    }
}
