//! Hover: what the statement under the cursor means (its name and example
//! from the statement table, its meaning from the language reference), and
//! where a declared name is declared.

use super::docs::section;
use super::names::{declared, parse};
use super::text::Lines;
use crate::format::line::parts;
use crate::rules::ast::StatementKind;
use crate::rules::syntax::statements::{STATEMENTS, StatementInfo, statement_of};
use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind};

/// The hover at a byte offset of the text, if a word of code is there.
pub(crate) fn hover(text: &str, offset: usize) -> Option<Hover> {
    let lines = Lines::new(text);
    let (span, word) = lines.word_at(offset)?;
    let (start, line) = lines.line(lines.line_of(span.start));
    let code = parts(line, false).code;
    let code_start = start + (code.as_ptr() as usize - line.as_ptr() as usize);
    if span.start >= code_start + code.len() || span.end <= code_start {
        return None;
    }
    let parsed = parse(text);
    // A block's line is explained with its block.
    let block = parsed.file.statements.iter().find_map(|s| match &s.node {
        StatementKind::Legend(block, _) if s.span.start < code_start && code_start < s.span.end => {
            Some(*block)
        }
        _ => None,
    });
    let info: Option<&StatementInfo> = match block {
        Some(block) => STATEMENTS.iter().find(|s| s.block == Some(block)),
        None => statement_of(code),
    };
    let mut value = String::new();
    if let Some(info) = info {
        value.push_str(&statement_text(info));
    }
    if let Some(d) = declared(&parsed).into_iter().find(|d| d.name == word) {
        let line = lines.position(d.span.start).line + 1;
        if !value.is_empty() {
            value.push_str("\n\n---\n\n");
        }
        value.push_str(&format!(
            "`{word}`: a name declared by {} on line {line}",
            d.by
        ));
    }
    if value.is_empty() {
        return None;
    }
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value,
        }),
        range: Some(lines.range(span)),
    })
}

/// A statement explained: what it is, its meaning from the reference, and
/// a line that states it.
pub(crate) fn statement_text(info: &StatementInfo) -> String {
    let mut text = format!("**{}** (`{}`)", info.what, info.prefix);
    if let Some((title, paragraph)) = section(info) {
        text.push_str(&format!(
            "\n\n{paragraph}\n\n(docs/rules-language.md: {title})"
        ));
    }
    text.push_str(&format!("\n\nExample: `{}`", info.example));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(text: &str, at: &str) -> String {
        let offset = text.find(at).expect("in the text");
        match hover(text, offset).map(|h| h.contents) {
            Some(HoverContents::Markup(m)) => m.value,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_statement_is_explained_from_the_table_and_the_reference() {
        let text = "board 5 rows x 5 columns\nrobots step king toward player # how\n";
        let step = shown(text, "toward");
        assert!(
            step.starts_with("**the robots' steps** (`robots step`)"),
            "{step}"
        );
        assert!(step.contains("Example: `robots step king toward player`"));
        assert!(step.contains("docs/rules-language.md: `robots step SET toward player`"));
        assert!(
            hover(text, text.find("how").unwrap()).is_none(),
            "a comment"
        );
    }

    #[test]
    fn a_declared_name_says_where() {
        let text = "terrain:\n  F field\nunit into field: costs 1\n";
        let last = text.rfind("field").unwrap();
        let Some(HoverContents::Markup(m)) = hover(text, last).map(|h| h.contents) else {
            panic!()
        };
        assert!(
            m.value
                .contains("`field`: a name declared by the terrain on line 2")
        );
        assert!(shown(text, "F field").starts_with("**the terrain**"));
    }
}
