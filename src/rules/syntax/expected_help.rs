//! The help line of a syntax error: a "did you mean" when the found word
//! is a near miss of an expected keyword, a hint about a common mistake,
//! and an example of the statement the line begins.

use super::grammar::Rule;
use super::keywords::word_of;
use super::kind_words;
use super::names::{Names, join};
use super::statements;
use crate::diagnostics::{suggest, visible};

pub(super) fn help(
    positives: &[Rule],
    token: &str,
    before: &str,
    line: &str,
    names: &Names,
    kind: Option<crate::rules::game::Kind>,
) -> String {
    let has = |r: Rule| positives.contains(&r);
    let word = token.trim_end();
    let at_line_start = before.trim().is_empty();
    let mut parts: Vec<String> = Vec::new();

    // A near miss of an expected keyword.
    let mut candidates: Vec<&str> = positives.iter().filter_map(|r| word_of(*r)).collect();
    if at_line_start {
        candidates.extend(kind_words::first_words(kind));
    }
    let is_word = word.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
    if is_word
        && let Some(near) = suggest(word, candidates.iter().copied())
        && near != word
    {
        parts.push(format!("did you mean `{near}`?"));
    }

    // Common mistakes.
    let numeric = has(Rule::int) || has(Rule::pair);
    if let Some(dash) = word
        .chars()
        .next()
        .filter(|c| matches!(c, '\u{2212}' | '\u{2013}' | '\u{2014}'))
    {
        parts.push(format!(
            "`{dash}` is U+{:04X}, not the minus sign of a number; type the ASCII `-` instead",
            dash as u32
        ));
    } else if let Some(quote) = word.chars().find(|c| CURLY_QUOTES.contains(c)) {
        parts.push(format!(
            "`{quote}` is a curly quote (U+{:04X}); names are written between straight double \
             quotes `\"`, as in `game \"Robots\"`",
            quote as u32
        ));
    } else if !word.is_ascii() {
        parts.push(
            "words are written in ASCII letters, digits, `_` and `-`; numbers in ASCII digits"
                .into(),
        );
    } else if word.starts_with('"') && has(Rule::string) {
        parts.push("the name needs its closing `\"` on the same line".into());
    } else if has(Rule::kw_into)
        && is_word
        && parts.is_empty()
        && before.split_whitespace().count() == 1
    {
        // `hound robot into carcass`: a kind of two words as a mover.
        parts.push(
            "an outcome rule names its mover in one word: `player`, a class that stands for \
             every kind of it (`robot` for `robot` and `hound robot`), or `pushed KIND`"
                .into(),
        );
    } else if has(Rule::kw_toward) && word == "player" {
        parts.push("the robots' steps come between `step` and `toward`".into());
    } else if has(Rule::EOI) && !at_line_start && !word.is_empty() {
        if is_word {
            parts.push(
                "the statement is complete before them: delete them, or put another \
                 statement on a line of its own"
                    .into(),
            );
        } else {
            parts.push(format!(
                "`{}` is not part of the statement; a statement ends at the end of its \
                 line, and `#` starts a comment",
                visible(word)
            ));
        }
    } else if has(Rule::pair) {
        parts.push(
            "cells and offsets are written `(row, column)`, for example `(15, 15)` or `(-1, 0)`"
                .into(),
        );
    } else if has(Rule::direction) || has(Rule::direction_set) {
        parts.push(
            "write `king` (8 directions), `rook` (4), `hex` (6, on a hexagon), or a list like \
             `N, E, S, W` or `(-1, 0), (1, 0)`"
                .into(),
        );
    } else if numeric {
        parts.push("write the number in digits, for example `31`".into());
    } else if at_line_start && names.items.iter().any(|(_, s)| s == "a strategy line") {
        parts.push(
            "inside `strategy:` each line starts with `reject`, `minimize`, `maximize` or \
             `else`, as in `minimize row`"
                .into(),
        );
    }

    // The statement the line begins, stated correctly.
    if let Some(info) = statements::statement_of(line) {
        parts.push(format!("write {} like `{}`", info.what, info.example));
    } else if names.items.iter().any(|(_, s)| s == "a statement") {
        let words: Vec<String> = kind_words::first_words(kind)
            .iter()
            .map(|w| format!("`{w}`"))
            .collect();
        let units = if kind_words::free_subjects(kind) {
            " or (`guardian beats swordsman`) a unit kind"
        } else {
            ""
        };
        parts.push(format!(
            "each line is one statement, beginning with {}{units}; docs/rules-language.md \
             explains them",
            join(&words)
        ));
    }
    join_sentences(&parts)
}

/// Parts joined like the checker's help lines: "did you mean `x`? The
/// rest; and more".
fn join_sentences(parts: &[String]) -> String {
    let mut help = String::new();
    for part in parts {
        if help.is_empty() {
            help.push_str(part);
        } else if help.ends_with('?') {
            let mut chars = part.chars();
            help.push(' ');
            help.extend(chars.next().map(|c| c.to_ascii_uppercase()));
            help.push_str(chars.as_str());
        } else {
            help.push_str("; ");
            help.push_str(part);
        }
    }
    help
}

/// Quotes a word processor puts in place of `"` and `'`.
const CURLY_QUOTES: &[char] = &['\u{201c}', '\u{201d}', '\u{2018}', '\u{2019}', '\u{201e}'];
