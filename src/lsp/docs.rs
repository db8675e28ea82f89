//! What a statement means, in the words of `docs/rules-language.md`: the
//! section whose heading names the statement (by the words it begins with,
//! from the statement table), so the reference and the hover say the same.

use crate::rules::ast::Block;
use crate::rules::syntax::statements::{BLOCK_WORDS, STATEMENTS, StatementInfo};

/// The language reference, as shipped.
const REFERENCE: &str = include_str!("../../docs/rules-language.md");

/// The heading of `docs/rules-language.md` that explains a statement, and
/// the first paragraph under it.
pub(crate) fn section(info: &StatementInfo) -> Option<(&'static str, String)> {
    let headings = headings();
    let by_prefix = |prefix: &str| {
        headings.iter().find(|(_, spans, _)| {
            spans.iter().any(|s| {
                s.strip_prefix(prefix)
                    .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', ':']))
            })
        })
    };
    // What it is called, less its article: `an outcome rule` is in
    // "Outcome rules: ...".
    let what = info
        .what
        .trim_start_matches("an ")
        .trim_start_matches("a ")
        .trim_start_matches("the ")
        .to_lowercase();
    let by_name = || {
        headings
            .iter()
            .find(|(title, _, _)| title.to_lowercase().contains(&what))
    };
    // A strategy line is explained with its block.
    let by_block = || {
        BLOCK_WORDS
            .contains(&info.prefix)
            .then(|| STATEMENTS.iter().find(|s| s.block == Some(Block::Strategy)))
            .flatten()
            .and_then(|s| by_prefix(s.prefix))
    };
    let shorter = || {
        let words: Vec<&str> = info.prefix.split(' ').collect();
        (1..words.len())
            .rev()
            .find_map(|n| by_prefix(&words[..n].join(" ")))
    };
    let found = by_prefix(info.prefix)
        .or_else(by_name)
        .or_else(by_block)
        .or_else(shorter)?;
    Some((found.0, found.2.clone()))
}

/// Every heading of the reference: its text, the code spans in it, and
/// the first paragraph of its section.
fn headings() -> Vec<(&'static str, Vec<&'static str>, String)> {
    let lines: Vec<&str> = REFERENCE.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(title) = line.strip_prefix("### ").or(line.strip_prefix("## ")) else {
            continue;
        };
        let spans: Vec<&str> = title.split('`').skip(1).step_by(2).collect();
        let mut paragraph = Vec::new();
        for line in &lines[i + 1..] {
            if line.starts_with('#') || (line.trim().is_empty() && !paragraph.is_empty()) {
                break;
            }
            if !line.trim().is_empty() {
                paragraph.push(*line);
            }
        }
        out.push((title, spans, paragraph.join("\n")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every statement of the language is explained in the reference, and
    /// the hover finds where: a new statement needs its section.
    #[test]
    fn every_statement_has_its_section_in_the_reference() {
        for info in STATEMENTS {
            let found = section(info);
            assert!(
                found.as_ref().is_some_and(|(_, p)| !p.is_empty()),
                "no section of docs/rules-language.md explains `{}`",
                info.prefix
            );
        }
        let strategy = STATEMENTS.iter().find(|s| s.prefix == "minimize").unwrap();
        assert_eq!(section(strategy).unwrap().0, "`strategy:`");
        let outcome = STATEMENTS.iter().find(|s| s.prefix == "pushed").unwrap();
        assert!(section(outcome).unwrap().0.starts_with("Outcome rules"));
        let steps = STATEMENTS
            .iter()
            .find(|s| s.prefix == "units step")
            .unwrap();
        assert_eq!(section(steps).unwrap().0, "`units step SET` (required)");
    }
}
