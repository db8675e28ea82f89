//! Semantic tokens, for highlighting: keywords (from the keyword table),
//! names the file declares, other words in value positions, numbers,
//! strings and comments.

use super::names::{declared, parse};
use super::text::Lines;
use crate::format::line::{parts, tokens};
use crate::rules::syntax::keywords::KEYWORDS;
use lsp_types::{SemanticToken, SemanticTokenType, SemanticTokensLegend};

/// The kinds of token, in the order of the legend.
const KINDS: [SemanticTokenType; 6] = [
    SemanticTokenType::KEYWORD,
    SemanticTokenType::TYPE,
    SemanticTokenType::ENUM_MEMBER,
    SemanticTokenType::NUMBER,
    SemanticTokenType::STRING,
    SemanticTokenType::COMMENT,
];
const KEYWORD: u32 = 0;
const DECLARED: u32 = 1;
const VALUE: u32 = 2;
const NUMBER: u32 = 3;
const STRING: u32 = 4;
const COMMENT: u32 = 5;

pub(crate) fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: KINDS.to_vec(),
        token_modifiers: Vec::new(),
    }
}

/// The tokens of a text, each as (byte offset, byte length, kind).
fn classified(text: &str) -> Vec<(usize, usize, u32)> {
    let names: Vec<String> = declared(&parse(text)).into_iter().map(|d| d.name).collect();
    let mut out = Vec::new();
    let mut start = 0;
    for raw in text.split_inclusive('\n') {
        let line = raw.trim_end_matches(['\n', '\r']);
        let split = parts(line, false);
        let base = |piece: &str| start + (piece.as_ptr() as usize - line.as_ptr() as usize);
        for token in tokens(split.code) {
            let kind = if token.starts_with('"') {
                STRING
            } else if token
                .trim_start_matches('-')
                .starts_with(|c: char| c.is_ascii_digit())
            {
                NUMBER
            } else if !token.starts_with(|c: char| c.is_ascii_alphabetic()) {
                continue;
            } else if KEYWORDS.iter().any(|(_, w)| *w == token) {
                KEYWORD
            } else if names.iter().any(|n| n == token) {
                DECLARED
            } else {
                VALUE
            };
            out.push((base(token), token.len(), kind));
        }
        if let Some(comment) = split.comment {
            out.push((base(comment), comment.len(), COMMENT));
        }
        start += raw.len();
    }
    out
}

/// The tokens of a text in the protocol's relative encoding.
pub(crate) fn tokens_of(text: &str) -> Vec<SemanticToken> {
    let lines = Lines::new(text);
    let mut out = Vec::new();
    let (mut line, mut column) = (0, 0);
    for (at, len, kind) in classified(text) {
        let from = lines.position(at);
        let to = lines.position(at + len);
        let delta_line = from.line - line;
        let delta_start = if delta_line == 0 {
            from.character - column
        } else {
            from.character
        };
        out.push(SemanticToken {
            delta_line,
            delta_start,
            length: to.character.saturating_sub(from.character),
            token_type: kind,
            token_modifiers_bitset: 0,
        });
        (line, column) = (from.line, from.character);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_numbers_strings_and_comments() {
        let text = "game \"G\"\nterrain:\n  F field\nunit into field: costs 2 # why\n";
        let kinds: Vec<(u32, u32, u32, u32)> = tokens_of(text)
            .iter()
            .map(|t| (t.delta_line, t.delta_start, t.length, t.token_type))
            .collect();
        assert_eq!(
            kinds,
            [
                (0, 0, 4, KEYWORD),
                (0, 5, 3, STRING),
                (1, 0, 7, KEYWORD),
                (1, 2, 1, VALUE),
                (0, 2, 5, DECLARED),
                (1, 0, 4, VALUE),
                (0, 5, 4, KEYWORD),
                (0, 5, 5, DECLARED),
                (0, 7, 5, VALUE),
                (0, 6, 1, NUMBER),
                (0, 2, 5, COMMENT),
            ]
        );
    }
}
