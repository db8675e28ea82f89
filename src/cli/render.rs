//! Diagnostics on stderr: each report rendered through
//! [`Shown`](crate::diagnostics::shown::Shown), so whatever it quotes is
//! safe to print, coloured when the `--color` decision says so.

use crate::diagnostics::shown::Shown;
use miette::{Diagnostic, GraphicalReportHandler, GraphicalTheme, ThemeCharacters, ThemeStyles};

/// Where a report goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// The stream is a terminal: box-drawing characters and wrapped lines.
    pub terminal: bool,
    pub color: bool,
}

/// The text of a report as it is written to stderr.
pub fn render(diagnostic: &dyn Diagnostic, target: Target) -> String {
    let theme = GraphicalTheme {
        characters: if target.terminal {
            ThemeCharacters::unicode()
        } else {
            ThemeCharacters::ascii()
        },
        styles: if target.color {
            ThemeStyles::ansi()
        } else {
            ThemeStyles::none()
        },
    };
    // On a terminal, lines wrap to fit; in a pipe or a file, each headline
    // stays on one line, so `name:line:col: message` can be searched for.
    // A file name or a word is never broken in two.
    let handler = GraphicalReportHandler::new_themed(theme)
        .with_width(if target.terminal { 100 } else { 80 })
        .with_wrap_lines(target.terminal)
        .with_break_words(false)
        .with_links(false);
    let shown = Shown::new(diagnostic);
    let mut text = String::new();
    if handler.render_report(&mut text, &shown).is_err() {
        text = format!("{shown}\n");
    }
    text
}
