//! Whether output is coloured: `--color auto|always|never`, as ripgrep and
//! cargo spell it. `auto` colours a stream that is a terminal, unless the
//! `NO_COLOR` environment variable is set (and not empty). The choice is
//! made once and passed to every view that may colour: diagnostics on
//! stderr now, traces on stdout later.

use clap::ValueEnum;
use std::io::IsTerminal;

/// The `--color` flag.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum ColorChoice {
    /// Colour on a terminal, unless `NO_COLOR` is set.
    #[default]
    Auto,
    /// Always colour, even into a pipe or a file.
    Always,
    /// Never colour.
    Never,
}

impl ColorChoice {
    /// Whether a stream that is (or is not) a terminal is coloured.
    pub fn colors(self, terminal: bool) -> bool {
        match self {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
            }
        }
    }

    /// The decision for both standard streams.
    pub fn resolve(self) -> Color {
        Color {
            stdout: self.colors(std::io::stdout().is_terminal()),
            stderr: self.colors(std::io::stderr().is_terminal()),
        }
    }
}

/// Whether each standard stream is coloured, decided once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Color {
    pub stdout: bool,
    pub stderr: bool,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn always_and_never_ignore_the_terminal() {
        for terminal in [false, true] {
            assert!(ColorChoice::Always.colors(terminal));
            assert!(!ColorChoice::Never.colors(terminal));
        }
        assert!(!ColorChoice::Auto.colors(false));
    }
}
