//! How much a rules file may hold, and the errors of going over: the
//! file's bytes, the statements of a file, the lines of a block, and the
//! items or words of one list.

use super::grammar::Rule;
use crate::diagnostics::{Source, Span};
use crate::rules::codes::Error;
use crate::rules::report::Finding;
use pest::iterators::Pair;

/// The largest rules file accepted, in bytes.
pub const MAX_RULES_BYTES: usize = 1 << 20;
/// The most statements a file, lines a block, or items a list may have.
pub const MAX_ITEMS: usize = 4096;

/// The error of a file over [`MAX_RULES_BYTES`].
pub(super) fn too_large(source: &Source) -> Finding {
    Finding::error(
        source,
        Error::TooLarge,
        Span::new(0, 0),
        format!(
            "the file is {} bytes; rules files are at most {MAX_RULES_BYTES} bytes",
            source.text.len()
        ),
    )
    .label("this file")
    .help("a rules file is a few dozen lines; check that the right file was given")
}

/// Refuses a statement with more than [`MAX_ITEMS`] list items or words.
pub(super) fn within(source: &Source, at: usize, pair: &Pair<Rule>) -> Result<(), Finding> {
    for inner in pair.clone().into_inner().flatten() {
        let what = match inner.as_rule() {
            Rule::direction_set => "directions in one list",
            Rule::phrase => "words in one phrase",
            Rule::teleports | Rule::commands | Rule::perfect_play | Rule::sides => {
                "items in one list"
            }
            _ => continue,
        };
        let counted = |p: &Pair<Rule>| !matches!(p.as_rule(), Rule::comma | Rule::colon);
        if let Some(extra) = inner.clone().into_inner().filter(counted).nth(MAX_ITEMS) {
            let s = extra.as_span();
            return Err(too_many(
                source,
                Span::new(at + s.start(), at + s.end()),
                what,
            ));
        }
    }
    Ok(())
}

/// The error of one `what` too many (statements, lines of a block, items
/// of a list), at `span`.
pub(super) fn too_many(source: &Source, span: Span, what: &str) -> Finding {
    Finding::error(
        source,
        Error::TooMany,
        span,
        format!("more than {MAX_ITEMS} {what}"),
    )
    .label("one too many")
    .help(format!(
        "a rules file states each thing once; {MAX_ITEMS} {what} is the limit"
    ))
}
