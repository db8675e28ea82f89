//! Which statements belong to which kind of game, by their first words,
//! so that a syntax error offers only the words of the file's own kind
//! (a Robots file is never told to write `beats`). The file's kind is read
//! from its `format` line before the lines are parsed; without one it is
//! a pursuit, as the checker takes it. The checker refuses a statement of
//! another kind with its own words; this table only narrows suggestions.

use super::grammar::Rule;
use super::statements::{self, BLOCK_WORDS};
use crate::rules::game::{FORMATS, Kind};

use Kind::{Crosses as C, Map as M, Pursuit as P, Race as R, Tactics as T};

const ALL: &[Kind] = &[P, T, R, C, M];

/// The kinds of game a statement prefix (of [`statements::STATEMENTS`])
/// belongs to.
fn kinds_of_prefix(prefix: &str) -> &'static [Kind] {
    match prefix {
        "game" | "format" | "board" | "board hexagon" | "board from" | "cells named" => ALL,
        "game ends" | "score" | "re-enact" | "cross" => &[C],
        "sides take" | "sides place" | "after each move" => &[C, M],
        "each turn" | "every" | "moves from" | "blocked moves" | "lost when" | "draw when" => &[M],
        "distance"
        | "player starts"
        | "player walks"
        | "player may stay"
        | "player may teleport"
        | "player may"
        | "player into"
        | "player off"
        | "player"
        | "pushed"
        | "robot ties"
        | "won"
        | "strategy" => &[P, M],
        "robot" | "robots meeting" | "robots" => &[P, R, M],
        "robots step" => &[P, M],
        "units step" => &[T],
        "terrain" => &[T, R, M],
        "units have" | "units" | "unit" | "validate" => &[T],
        "sides" => &[T, C, M],
        "pieces" => &[R, M],
        "robot commands" | "robots start" | "token values" | "surrender" | "perfect play" => &[R],
        word if BLOCK_WORDS.contains(&word) => &[P, M],
        _ => ALL,
    }
}

/// The kind of game a rules file states by its `format` line (a pursuit
/// without one); `None` for a format no game has, when every word is
/// offered.
pub(super) fn kind_of_file(text: &str) -> Option<Kind> {
    let format = text.lines().find_map(|line| {
        let mut words = line.split_whitespace();
        (words.next() == Some("format")).then(|| words.next().unwrap_or(""))
    });
    match format {
        None => Some(P),
        Some(name) => {
            let name = name.split('#').next().unwrap_or("");
            FORMATS.iter().find(|(n, _)| *n == name).map(|(_, k)| *k)
        }
    }
}

/// Whether a statement prefix belongs to `kind` (every one when the kind
/// is unknown).
pub(super) fn belongs(prefix: &str, kind: Option<Kind>) -> bool {
    kind.is_none_or(|k| kinds_of_prefix(prefix).contains(&k))
}

/// The words a statement of `kind` may begin with.
pub(super) fn first_words(kind: Option<Kind>) -> Vec<&'static str> {
    let mut words: Vec<&str> = statements::STATEMENTS
        .iter()
        .filter(|i| !BLOCK_WORDS.contains(&i.prefix) && belongs(i.prefix, kind))
        .map(|i| i.prefix.split(' ').next().unwrap_or(i.prefix))
        .collect();
    words.dedup();
    words
}

/// Whether a statement of `kind` may begin with a word of the file's own
/// (a unit kind: `guardian beats swordsman`).
pub(super) fn free_subjects(kind: Option<Kind>) -> bool {
    kind.is_none_or(|k| k == T || k == M)
}

/// Whether a keyword that follows a statement's subject word is used by
/// `kind` (`beats` only in Janken Tactics, `start facing` only in
/// RobotRace).
pub(super) fn after_subject(rule: Rule, kind: Option<Kind>) -> bool {
    let kinds: &[Kind] = match rule {
        Rule::kw_beats | Rule::kw_have | Rule::kw_next => &[T],
        Rule::kw_start => &[R],
        Rule::kw_step => &[P, T, M],
        _ => ALL,
    };
    kind.is_none_or(|k| kinds.contains(&k))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SHIPPED;

    #[test]
    fn every_statement_of_a_shipped_game_belongs_to_its_kind() {
        for (name, text, _) in SHIPPED {
            let kind = kind_of_file(text);
            assert!(kind.is_some(), "{name}");
            for line in text.lines() {
                if line.starts_with([' ', '#']) || line.trim().is_empty() {
                    continue;
                }
                let info = statements::statement_of(line);
                // Unit kinds begin their own lines (`guardian beats swordsman`).
                let Some(info) = info else {
                    assert!(free_subjects(kind), "{name}: {line}");
                    continue;
                };
                assert!(belongs(info.prefix, kind), "{name}: {line}");
            }
        }
    }

    #[test]
    fn a_file_without_a_format_is_a_pursuit() {
        assert_eq!(kind_of_file("game \"X\"\n"), Some(P));
        assert_eq!(kind_of_file("format crosses # placement\n"), Some(C));
        assert_eq!(kind_of_file("format chess\n"), None);
        assert!(!first_words(Some(P)).contains(&"units"));
        assert!(first_words(Some(T)).contains(&"units"));
    }
}
