//! The names a file declares (the kinds of a `terrain:`, `units:` or
//! `pieces:` block, the sides of `sides:`), where each is used, and the
//! file's outline.

use crate::diagnostics::{Source, Span};
use crate::format::line::{parts, tokens};
use crate::rules::ast::{Block, StatementKind};
use crate::rules::syntax::statements::{STATEMENTS, statement_of};
use crate::rules::syntax::{self, Parsed};

/// A name declared by the file.
#[derive(Debug, Clone)]
pub(crate) struct Declared {
    pub(crate) name: String,
    pub(crate) span: Span,
    /// What declares it: `the terrain`, `the sides`...
    pub(crate) by: &'static str,
}

/// The file parsed, as the outline and the names need it.
pub(crate) fn parse(text: &str) -> Parsed {
    syntax::parse(&Source::new("", text))
}

/// What a block is called, from the statement table.
pub(crate) fn block_name(block: Block) -> &'static str {
    STATEMENTS
        .iter()
        .find(|s| s.block == Some(block))
        .map_or("a block", |s| s.what)
}

/// Every name the file declares, in the order written.
pub(crate) fn declared(parsed: &Parsed) -> Vec<Declared> {
    let mut out = Vec::new();
    for statement in &parsed.file.statements {
        match &statement.node {
            StatementKind::Legend(block, items) => {
                out.extend(items.iter().map(|i| Declared {
                    name: i.node.name.node.clone(),
                    span: i.node.name.span,
                    by: block_name(*block),
                }));
            }
            StatementKind::Sides(sides) => {
                let by = statement_of("sides:").map_or("the sides", |s| s.what);
                out.extend(sides.iter().map(|s| Declared {
                    name: s.node.clone(),
                    span: s.span,
                    by,
                }));
            }
            _ => {}
        }
    }
    out
}

/// Every word of the file's code (not in a comment or a string), with
/// its span.
pub(crate) fn words(text: &str) -> Vec<(Span, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    for raw in text.split_inclusive('\n') {
        let line = raw.trim_end_matches(['\n', '\r']);
        let code = parts(line, false).code;
        let base = start + (code.as_ptr() as usize - line.as_ptr() as usize);
        for token in tokens(code) {
            if token.starts_with(|c: char| c.is_ascii_alphabetic()) {
                let at = base + (token.as_ptr() as usize - code.as_ptr() as usize);
                out.push((Span::new(at, at + token.len()), token));
            }
        }
        start += raw.len();
    }
    out
}

/// Where a name is used (its declaration too).
pub(crate) fn uses(text: &str, name: &str) -> Vec<Span> {
    words(text)
        .into_iter()
        .filter(|(_, w)| *w == name)
        .map(|(s, _)| s)
        .collect()
}

/// One entry of the outline: a statement, and a block's lines under it.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    pub(crate) text: String,
    pub(crate) what: &'static str,
    pub(crate) span: Span,
    pub(crate) children: Vec<Entry>,
}

/// The outline of a file: its statements in order, a block's lines under
/// it.
pub(crate) fn outline(text: &str, parsed: &Parsed) -> Vec<Entry> {
    let first_line = |span: Span| {
        let piece = text.get(span.start..span.end).unwrap_or("");
        let line = piece.lines().next().unwrap_or("");
        parts(line, false).code.to_string()
    };
    let entry = |span: Span, children| {
        let text = first_line(span);
        let what = statement_of(&text).map_or("a statement", |s| s.what);
        Entry {
            text,
            what,
            span,
            children,
        }
    };
    let spans = |spans: Vec<Span>| spans.into_iter().map(|s| entry(s, Vec::new())).collect();
    parsed
        .file
        .statements
        .iter()
        .map(|s| match &s.node {
            StatementKind::Legend(_, items) => {
                entry(s.span, spans(items.iter().map(|i| i.span).collect()))
            }
            StatementKind::Strategy(items) => {
                entry(s.span, spans(items.iter().map(|i| i.span).collect()))
            }
            _ => entry(s.span, Vec::new()),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "sides: red, black # red \"x\"\nunits:\n  G guardian\nguardian beats red\n";

    #[test]
    fn names_and_their_uses() {
        let parsed = parse(FILE);
        let names: Vec<String> = declared(&parsed).into_iter().map(|d| d.name).collect();
        assert_eq!(names, ["red", "black", "guardian"]);
        // `red` in the comment is no use of it.
        let uses = uses(FILE, "red");
        assert_eq!(uses.len(), 2);
        assert_eq!(&FILE[uses[1].start..uses[1].end], "red");
        assert_eq!(uses[1].start, FILE.rfind("red").unwrap());
    }

    #[test]
    fn the_outline_nests_a_blocks_lines() {
        let outline = outline(FILE, &parse(FILE));
        assert_eq!(outline[1].text, "units:");
        assert_eq!(outline[1].children[0].text, "G guardian");
        assert_eq!(outline[0].what, "the sides");
    }
}
