//! What each line of a file is, as the parser read it: a statement, a
//! block line, a comment, blank, or a line kept as written.

use super::line::BLANK;
use crate::diagnostics::Source;
use crate::rules::ast::StatementKind;
use crate::rules::syntax;

/// What a line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Role {
    Blank,
    /// Nothing but a comment.
    Comment,
    /// A line that parsed: a statement, or with `block` a block line. With
    /// `plain`, its words are taken as written (`cells named ...`).
    Statement {
        block: bool,
        plain: bool,
    },
    /// A line that did not parse, or that the parser passed over.
    Kept,
}

/// Every line of the text (without its line break and, on the first
/// line, a byte order mark) and its role.
pub(crate) fn lines(source: &Source) -> Vec<(&str, Role)> {
    let text: &str = &source.text;
    let mut lines = Vec::new();
    let mut starts = Vec::new();
    let mut start = 0;
    for raw in text.split_inclusive('\n') {
        let content = raw.strip_suffix('\n').unwrap_or(raw);
        let content = content.strip_suffix('\r').unwrap_or(content);
        let skip = if start == 0 && content.starts_with('\u{feff}') {
            '\u{feff}'.len_utf8()
        } else {
            0
        };
        starts.push(start);
        let content = &content[skip..];
        let trimmed = content.trim_start_matches(BLANK);
        let role = if trimmed.is_empty() {
            Role::Blank
        } else if trimmed.starts_with('#') {
            Role::Comment
        } else {
            Role::Kept
        };
        lines.push((content, role));
        start += raw.len();
    }
    let line_of = |offset: usize| starts.partition_point(|&s| s <= offset).saturating_sub(1);
    let parsed = syntax::parse(source);
    let mut set = |offset: usize, role: Role| {
        if let Some(line) = lines.get_mut(line_of(offset))
            && line.1 == Role::Kept
        {
            line.1 = role;
        }
    };
    for statement in &parsed.file.statements {
        let plain = matches!(statement.node, StatementKind::Cells(_));
        set(
            statement.span.start,
            Role::Statement {
                block: false,
                plain,
            },
        );
        let items: Vec<usize> = match &statement.node {
            StatementKind::Strategy(items) => items.iter().map(|i| i.span.start).collect(),
            StatementKind::Legend(_, items) => items.iter().map(|i| i.span.start).collect(),
            _ => Vec::new(),
        };
        for at in items {
            let role = Role::Statement {
                block: true,
                plain: false,
            };
            set(at, role);
        }
    }
    // A line that did not parse keeps its place; so does one that shares
    // its line with no statement (the parser passed over it in silence).
    for broken in &parsed.broken {
        if let Some(line) = lines.get_mut(line_of(broken.span.start)) {
            line.1 = Role::Kept;
        }
    }
    lines
}
