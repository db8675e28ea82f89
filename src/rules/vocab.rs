//! The words of the language and what each one means.
//!
//! Every word a rules file may put in a value position is listed here, once,
//! with its meaning; the checker looks words up here and, for an unknown
//! word, suggests the nearest listed one.

use crate::engine::table::{Fallback, Key, Metric};

/// A word and its meaning.
pub type Entry<T> = (&'static str, T);

pub const METRICS: &[Entry<Metric>] = &[
    ("manhattan", Metric::Manhattan),
    ("chebyshev", Metric::Chebyshev),
    ("euclidean", Metric::Euclidean),
    ("hex", Metric::Hex),
];

pub const KEYS: &[Entry<Key>] = &[
    ("robots", Key::Robots),
    ("nearest robot", Key::NearestRobot),
    ("sum of distances", Key::SumOfDistances),
    ("debris", Key::Debris),
    ("safe neighbours", Key::SafeNeighbours),
    ("row", Key::Row),
    ("column", Key::Column),
];

pub const FALLBACKS: &[Entry<Fallback>] = &[
    ("teleport first usable", Fallback::TeleportFirstUsable),
    ("stay", Fallback::Stay),
];

pub const FILTERS: &[Entry<()>] = &[("immediate loss", ())];

/// What a teleport entry may be used for: (reuse, mode) phrases.
pub const TELEPORT_REUSE: &[Entry<bool>] = &[("each entry once", true), ("reusable", false)];
pub const TELEPORT_MODE: &[Entry<bool>] = &[("as fallback", false), ("as candidates", true)];

pub const TIE_PHRASES: &[&str] = &["rows before columns"];

pub const MEETINGS: &[&str] = &["debris", "vanish"];

/// Looks a word up in a vocabulary.
pub fn lookup<T: Copy>(entries: &[Entry<T>], word: &str) -> Option<T> {
    entries
        .iter()
        .find(|(name, _)| *name == word)
        .map(|(_, v)| *v)
}

/// The names of a vocabulary, for suggestions and help lines.
pub fn names<T>(entries: &[Entry<T>]) -> impl Iterator<Item = &'static str> + Clone + '_ {
    entries.iter().map(|(name, _)| *name)
}

/// Names joined for a help line: "`a`, `b` or `c`".
pub fn list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let quoted: Vec<String> = names.into_iter().map(|n| format!("`{n}`")).collect();
    match quoted.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn list_joins_with_or() {
        assert_eq!(list(["a", "b", "c"]), "`a`, `b` or `c`");
    }
}
