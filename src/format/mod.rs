//! `robots fmt`: one canonical layout for rules files.
//!
//! The layout: statements at the left margin in the order written, block
//! lines indented by two spaces, one space between words (none inside
//! parentheses or before `,`, `:` and `)`), comments kept as written with
//! the comments of a paragraph's lines aligned in one column, one blank
//! line between paragraphs, `\n` line ends and a final line break.
//!
//! Which line is a statement, a block line or neither comes from the parser
//! itself ([`crate::rules::syntax::parse`]), so the layout follows the
//! language as it grows. A line that does not parse is kept as written but
//! for its trailing blanks: its meaning is unknown, so nothing of it moves.
//! Formatting is idempotent, and only ever changes whitespace between the
//! grammar's tokens, so a file means what it meant before.

mod layout;
pub(crate) mod line;
mod roles;

use crate::diagnostics::Source;
use layout::Out;
use roles::Role;

/// The text in the canonical layout.
pub fn format(text: &str) -> String {
    let source = Source::new("", text);
    let lines = roles::lines(&source);
    let mut out = Vec::with_capacity(lines.len());
    for (text, role) in lines {
        out.push(match role {
            Role::Blank => Out::Blank,
            Role::Comment => Out::Comment(text.trim_matches(line::BLANK).to_string()),
            // A carriage return left at the end would end the line on the
            // next reading: it goes with the trailing blanks (and a line of
            // nothing else is blank).
            Role::Kept => {
                let kept = text.trim_end_matches(|c| line::BLANK.contains(&c) || c == '\r');
                if kept.is_empty() {
                    Out::Blank
                } else {
                    Out::Kept(kept.to_string())
                }
            }
            Role::Statement { block, plain } => {
                let parts = line::parts(text, plain);
                let code = if plain {
                    line::collapsed(parts.code)
                } else {
                    line::spaced(parts.code)
                };
                Out::Code {
                    indent: block,
                    code,
                    comment: parts.comment.map(str::to_string),
                }
            }
        });
    }
    layout::lay_out(out)
}

/// Whether the text is already in the canonical layout.
pub fn is_formatted(text: &str) -> bool {
    format(text) == text
}
