//! Turning pest's list of expected rules into words a user knows.
//!
//! A syntax error says what was expected (in words, never grammar rule
//! names), what was found, and a help line: a "did you mean" when the found
//! word is a near miss of an expected keyword, a hint about the mistake when
//! it is a common one, and an example of the statement the line begins.
//! What was expected is named in `names`; names, suggestions and examples
//! come from the keyword table.

use super::grammar::Rule;
use super::kind_words;
use super::names::{Names, join};
use super::statements;
use crate::diagnostics::{Source, Span, floor_char_boundary, suggest, visible};
use crate::rules::codes::Error;
use crate::rules::report::Finding;
use pest::error::{ErrorVariant, InputLocation};

/// The error of line `text` (starting at byte `at` of the file), read as
/// a statement or (`statement` false) as a line of a block.
pub(super) fn to_finding(
    source: &Source,
    at: usize,
    text: &str,
    error: &pest::error::Error<Rule>,
    statement: bool,
) -> Finding {
    let start = match error.location {
        InputLocation::Pos(p) => p,
        InputLocation::Span((s, _)) => s,
    };
    let start = floor_char_boundary(text, start.min(text.len()));
    // Point at the offending token, not at the spaces before it.
    let start = start + text[start..].len() - text[start..].trim_start_matches([' ', '\t']).len();
    let end = token_end(text, start);
    let token = &text[start..end];
    let before = &text[..start];
    let positives: &[Rule] = match &error.variant {
        ErrorVariant::ParsingError { positives, .. } => positives,
        ErrorVariant::CustomError { .. } => &[],
    };
    let at_line_start = before.trim().is_empty();
    let kind = kind_words::kind_of_file(&source.text);
    // After a statement's own first word (`game`, `board`), pest also
    // offers what follows a subject word (`beats`, `into`, `step`...);
    // only a mover or a unit kind takes those, and of those only the
    // words of the file's own kind of game.
    let first = text.split_whitespace().next().unwrap_or("");
    let known_start = statements::first_words().contains(&first);
    if statement && !known_start && !SUBJECTS.contains(&first) && !kind_words::free_subjects(kind) {
        return unknown_start(source, at, text, first, kind);
    }
    let subject_led = !known_start || SUBJECTS.contains(&first);
    let positives: Vec<Rule> = positives
        .iter()
        .copied()
        .filter(|r| !SUBJECT_LED.contains(r) || subject_led && kind_words::after_subject(*r, kind))
        .collect();
    let positives = &positives[..];
    let names = Names::of(positives, at_line_start);
    let help = super::expected_help::help(positives, token, before, text, &names, kind);
    // Words after a complete statement (nothing but its end, or another
    // item of its list, could come): named as such, all of them.
    let complete = positives.contains(&Rule::EOI)
        && positives
            .iter()
            .all(|r| matches!(r, Rule::EOI | Rule::comma));
    // (A word cut in two by a character the grammar does not take, as in
    // `kíng`, is not one.)
    if complete && !at_line_start && !token.is_empty() && before.ends_with([' ', '\t']) {
        let words = text[start..].split(" #").next().unwrap_or("").trim_end();
        let end = start + words.len().max(token.len());
        return Finding::error(
            source,
            Error::Syntax,
            Span::new(at + start, at + end),
            format!(
                "unexpected words after the statement: `{}`",
                visible(&text[start..end])
            ),
        )
        .label("not part of the statement")
        .help(help);
    }
    let f = Finding::error(
        source,
        Error::Syntax,
        Span::new(at + start, at + end),
        format!("expected {}, found {}", names.long(), describe_found(token)),
    )
    .label(format!("expected {}", names.short()));
    if help.is_empty() { f } else { f.help(help) }
}

/// A line whose first word begins no statement of the file's kind of
/// game, in a kind whose lines never begin with a word of the file's own
/// (only Janken Tactics' unit kinds do): the error is that word. When a
/// subject word before it makes a statement of the kind (`walks king` for
/// `player walks king`), that is offered.
fn unknown_start(
    source: &Source,
    at: usize,
    text: &str,
    first: &str,
    kind: Option<crate::rules::game::Kind>,
) -> Finding {
    let start = text.len() - text.trim_start().len();
    let own = kind_words::first_words(kind);
    let meant = SUBJECTS.iter().find_map(|subject| {
        let line = format!("{subject} {}", text.trim());
        statements::statement_of(&line)
            .filter(|info| info.prefix.contains(' ') && kind_words::belongs(info.prefix, kind))
            .map(|_| line)
    });
    let help = match meant {
        Some(line) => format!("did you mean `{}`?", visible(&line)),
        None => {
            let words: Vec<String> = own.iter().map(|w| format!("`{w}`")).collect();
            let game = kind.map_or("this", |k| k.format());
            format!(
                "each line is one statement; those of a `{game}` game begin with {}",
                join(&words)
            )
        }
    };
    Finding::error(
        source,
        Error::Syntax,
        Span::new(at + start, at + start + first.len()),
        format!("expected a statement, found `{}`", visible(first)),
    )
    .label("expected a statement")
    .help(help)
}

/// A line whose first word is a near miss of a statement's first word
/// (`baord 31 rows x 31 columns`): the error is that word, whatever pest
/// made of the rest. The finding, and the statement the line means.
pub(super) fn misspelt_start(
    source: &Source,
    at: usize,
    text: &str,
) -> Option<(Finding, Option<&'static statements::StatementInfo>)> {
    let first = text.split_whitespace().next()?;
    // A block's header ends in `:` (`stratgy:`).
    let (word, colon) = match first.strip_suffix(':') {
        Some(word) => (word, ":"),
        None => (first, ""),
    };
    if statements::first_words().contains(&first)
        || word.is_empty()
        || !word.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    {
        return None;
    }
    let starts = kind_words::first_words(kind_words::kind_of_file(&source.text));
    let near = suggest(word, starts.iter().copied())?;
    let start = text.len() - text.trim_start().len();
    let meant = text.replacen(word, near, 1);
    let info = statements::statement_of(&meant);
    let mut help = format!("did you mean `{near}{colon}`?");
    if let Some(info) = info.filter(|i| i.example != format!("{near}{colon}")) {
        help.push_str(&format!(" Write {} like `{}`", info.what, info.example));
    }
    let f = Finding::error(
        source,
        Error::Syntax,
        Span::new(at + start, at + start + first.len()),
        format!("expected a statement, found `{first}`"),
    )
    .label("expected a statement")
    .help(help);
    Some((f, info))
}

/// Statement keywords that may also be a statement's subject word.
pub(super) const SUBJECTS: &[&str] = &[
    "player", "robot", "robots", "unit", "units", "cross", "pushed",
];
/// What follows a subject word.
pub(super) const SUBJECT_LED: &[Rule] = &[
    Rule::kw_beats,
    Rule::kw_have,
    Rule::kw_into,
    Rule::kw_next,
    Rule::kw_off,
    Rule::kw_start,
    Rule::kw_step,
];

/// The end of the offending token: up to the next space, or a punctuation
/// mark after the first character.
fn token_end(text: &str, start: usize) -> usize {
    let rest = &text[start..];
    let len = rest
        .char_indices()
        .find(|(i, c)| c.is_whitespace() || (*i > 0 && matches!(c, ',' | ':' | '(' | ')')))
        .map_or(rest.len(), |(i, c)| if i == 0 { c.len_utf8() } else { i });
    start + len
}

fn describe_found(token: &str) -> String {
    match token {
        "" => "the end of the line".to_string(),
        t => format!("`{}`", visible(t.trim_end())),
    }
}
