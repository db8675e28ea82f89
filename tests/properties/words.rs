//! Word-level edits of the canonical rules: a token replaced by a word or
//! a number the language knows, a line deleted or repeated, so that many
//! edited files are still accepted and get played.

use proptest::prelude::*;
use robots::rules::CANONICAL;

/// Words and numbers the language knows, to build edits that stay close to
/// valid rules.
const WORDS: &[&str] = &[
    "king",
    "rook",
    "N",
    "E",
    "S",
    "W",
    "NE",
    "N, E",
    "(2, 1), (-1, 0)",
    "manhattan",
    "chebyshev",
    "euclidean",
    "push",
    "blocked",
    "move",
    "destroyed",
    "stopped",
    "robot destroyed",
    "chain up to 2",
    "debris",
    "vanish",
    "lost",
    "robots",
    "nearest robot",
    "sum of distances",
    "safe neighbours",
    "row",
    "column",
    "minimize",
    "maximize",
    "reusable",
    "as candidates",
    "each entry once",
    "as fallback",
    "stay",
    "teleport first usable",
    "immediate loss",
    "",
];

/// The canonical rules as tokens (words, numbers, punctuation, spacing).
fn canonical_tokens() -> Vec<String> {
    let mut tokens: Vec<String> = Vec::new();
    let mut current = String::new();
    for c in CANONICAL.chars() {
        if c.is_alphanumeric() || c == '_' {
            current.push(c);
        } else {
            if !current.is_empty() {
                tokens.push(std::mem::take(&mut current));
            }
            tokens.push(c.to_string());
        }
    }
    tokens.push(current);
    tokens
}

/// A word-level edit: a token replaced by a known word or a small number,
/// a line deleted, or a line duplicated.
#[derive(Debug, Clone, Copy)]
pub(super) enum WordEdit {
    Replace(f64, &'static str),
    Number(f64, i64),
    DeleteLine(f64),
    RepeatLine(f64),
}

pub(super) fn word_edit() -> impl Strategy<Value = WordEdit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        4 => (at.clone(), prop::sample::select(WORDS)).prop_map(|(p, w)| WordEdit::Replace(p, w)),
        3 => (at.clone(), -3i64..40).prop_map(|(p, n)| WordEdit::Number(p, n)),
        1 => at.clone().prop_map(WordEdit::DeleteLine),
        1 => at.prop_map(WordEdit::RepeatLine),
    ]
}

pub(super) fn apply_words(edits: &[WordEdit]) -> String {
    let mut tokens = canonical_tokens();
    let words: Vec<usize> = (0..tokens.len())
        .filter(|&i| tokens[i].chars().all(char::is_alphabetic) && !tokens[i].is_empty())
        .collect();
    let numbers: Vec<usize> = (0..tokens.len())
        .filter(|&i| tokens[i].chars().all(|c| c.is_ascii_digit()) && !tokens[i].is_empty())
        .collect();
    let pick = |p: f64, of: &[usize]| of[((p * of.len() as f64) as usize).min(of.len() - 1)];
    let mut text_edits = Vec::new();
    for edit in edits {
        match *edit {
            WordEdit::Replace(p, w) => tokens[pick(p, &words)] = w.to_string(),
            WordEdit::Number(p, n) => tokens[pick(p, &numbers)] = n.to_string(),
            other => text_edits.push(other),
        }
    }
    let mut lines: Vec<String> = tokens.concat().lines().map(String::from).collect();
    for edit in text_edits {
        let i = |p: f64| ((p * lines.len() as f64) as usize).min(lines.len() - 1);
        match edit {
            WordEdit::DeleteLine(p) => {
                lines.remove(i(p));
            }
            WordEdit::RepeatLine(p) => {
                let k = i(p);
                lines.insert(k, lines[k].clone());
            }
            _ => {}
        }
    }
    lines.join("\n")
}
