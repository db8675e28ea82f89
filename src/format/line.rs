//! One line of a rules file taken apart into its code and its comment, and
//! its code's words put back together with the canonical spacing.
//!
//! Only the whitespace between words changes: a word, a number or a quoted
//! string is never split or joined, so the grammar (whose whitespace
//! between tokens is optional) reads the same tokens from the new line.

/// A line's code (without its indentation and trailing blanks) and its
/// comment (from `#`, without trailing blanks), as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Parts<'a> {
    pub(crate) code: &'a str,
    pub(crate) comment: Option<&'a str>,
}

/// Splits a line at its comment: the first `#` outside a quoted string.
/// With `plain`, a quote is no string (the rest of a `cells named` line is
/// taken up to the first `#`, quotes and all).
pub(crate) fn parts(line: &str, plain: bool) -> Parts<'_> {
    let mut quoted = false;
    let mut cut = None;
    for (i, c) in line.char_indices() {
        match c {
            '"' if !plain => quoted = !quoted,
            '#' if !quoted => {
                cut = Some(i);
                break;
            }
            _ => {}
        }
    }
    let (code, comment) = match cut {
        Some(i) => (&line[..i], Some(line[i..].trim_end())),
        None => (line, None),
    };
    Parts {
        code: code.trim_matches(BLANK),
        comment,
    }
}

/// The characters that separate words: the grammar's whitespace.
pub(crate) const BLANK: &[char] = &[' ', '\t'];

/// Marks that are a token of their own: `(`, `)`, `,` and `:`.
fn is_mark(c: char) -> bool {
    matches!(c, '(' | ')' | ',' | ':')
}

/// The tokens of a line's code: quoted strings, marks, and runs of any
/// other characters that are not whitespace.
pub(crate) fn tokens(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(c) = rest.chars().next() {
        let len = if BLANK.contains(&c) {
            rest = rest.trim_start_matches(BLANK);
            continue;
        } else if c == '"' {
            rest[1..].find('"').map_or(rest.len(), |i| i + 2)
        } else if is_mark(c) {
            1
        } else {
            rest.find(|d: char| BLANK.contains(&d) || d == '"' || is_mark(d))
                .unwrap_or(rest.len())
        };
        out.push(&rest[..len]);
        rest = &rest[len..];
    }
    out
}

/// The code of a statement or block line in its canonical spacing: one
/// space between words, none inside parentheses or before `,`, `:` and
/// `)`.
pub(crate) fn spaced(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut previous: Option<&str> = None;
    for token in tokens(code) {
        let glued = previous == Some("(") || matches!(token, ")" | "," | ":");
        if previous.is_some() && !glued {
            out.push(' ');
        }
        out.push_str(token);
        previous = Some(token);
    }
    out
}

/// The code of a line whose words are taken as written (the rest of
/// `cells named`): runs of whitespace become one space.
pub(crate) fn collapsed(code: &str) -> String {
    code.split(BLANK)
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comment_starts_at_the_first_hash_outside_a_string() {
        let p = parts("  game \"a # b\"   # the name  ", false);
        assert_eq!(p.code, "game \"a # b\"");
        assert_eq!(p.comment, Some("# the name"));
        let p = parts("cells named \"a # b\"", true);
        assert_eq!(p.code, "cells named \"a");
        assert_eq!(parts("\tboard\t", false).comment, None);
    }

    #[test]
    fn marks_are_spaced_and_words_kept_whole() {
        assert_eq!(
            spaced("player  starts at(15 ,15 )"),
            "player starts at (15, 15)"
        );
        assert_eq!(spaced("sides :red,black"), "sides: red, black");
        assert_eq!(spaced("\" \"\tfloor"), "\" \" floor");
        // `2x` is one run of characters: kept whole, as the grammar reads it.
        assert_eq!(spaced("at least 2x  2"), "at least 2x 2");
        assert_eq!(spaced("walks ( -1 , 0 )"), "walks (-1, 0)");
    }

    #[test]
    fn an_unclosed_quote_runs_to_the_end() {
        assert_eq!(tokens("game \"open  words"), vec!["game", "\"open  words"]);
    }
}
