//! The lines of a block (`strategy:`, `terrain:`, `units:`, `pieces:`)
//! built into the syntax tree, and a finished block into its statement.

use super::build::{Builder, is_noise};
use super::grammar::Rule;
use crate::diagnostics::Span;
use crate::rules::ast::*;
use crate::rules::report::Finding;
use pest::iterators::Pair;

/// A line of a block, before the block becomes one statement.
pub(super) enum BlockItem {
    Strategy(StrategyItem),
    Legend(LegendItem),
}

/// The statement a finished block is.
pub(super) fn block_statement(block: Block, items: Vec<Spanned<BlockItem>>) -> StatementKind {
    match block {
        Block::Strategy => StatementKind::Strategy(
            items
                .into_iter()
                .filter_map(|i| match i.node {
                    BlockItem::Strategy(s) => Some(Spanned::new(s, i.span)),
                    BlockItem::Legend(_) => None,
                })
                .collect(),
        ),
        _ => StatementKind::Legend(
            block,
            items
                .into_iter()
                .filter_map(|i| match i.node {
                    BlockItem::Legend(l) => Some(Spanned::new(l, i.span)),
                    BlockItem::Strategy(_) => None,
                })
                .collect(),
        ),
    }
}

impl Builder<'_> {
    /// A block line: a strategy item or a legend item.
    pub(super) fn block_item(&self, pair: Pair<Rule>) -> Result<Spanned<BlockItem>, Finding> {
        let span = self.span(&pair);
        let rule = pair.as_rule();
        let inner: Vec<Pair<Rule>> = pair.into_inner().filter(|p| !is_noise(p)).collect();
        let item = match rule {
            Rule::legend_item => BlockItem::Legend(self.legend(&inner, span)),
            _ => {
                let words = self.phrase(inner.last().expect("a strategy line has words"));
                BlockItem::Strategy(match rule {
                    Rule::reject => StrategyItem::Reject(words),
                    Rule::minimize => StrategyItem::Minimize(words),
                    Rule::maximize => StrategyItem::Maximize(words),
                    _ => StrategyItem::Fallback(words),
                })
            }
        };
        Ok(Spanned::new(item, span))
    }

    /// `F field`, `" " floor`, `lower-case letter robot`: the name is the
    /// last word, the symbol what comes before it; after a quoted symbol
    /// the name is every word (`"*" box on goal`).
    fn legend(&self, inner: &[Pair<Rule>], span: Span) -> LegendItem {
        let phrase = inner.last().expect("a legend line has words");
        let words: Vec<Pair<Rule>> = phrase.clone().into_inner().collect();
        let name_pair = words.last().expect("a phrase has a word");
        let quoted = inner.first().is_some_and(|p| p.as_rule() == Rule::string);
        let name = if quoted {
            self.phrase(phrase)
        } else {
            self.text(name_pair)
        };
        let symbol = match inner.first().filter(|p| p.as_rule() == Rule::string) {
            Some(quoted) => {
                let s = quoted.as_str();
                Spanned::new(
                    Symbol::Quoted(s[1..s.len() - 1].to_string()),
                    self.span(quoted),
                )
            }
            None if words.len() >= 2 => {
                let text: Vec<&str> = words[..words.len() - 1]
                    .iter()
                    .map(|w| w.as_str())
                    .collect();
                let start = self.span(&words[0]).start;
                let end = self.span(&words[words.len() - 2]).end;
                Spanned::new(Symbol::Words(text.join(" ")), Span::new(start, end))
            }
            // One word alone: a symbol with no name.
            None => Spanned::new(
                Symbol::Words(String::new()),
                Span::new(span.start, span.start),
            ),
        };
        LegendItem { symbol, name }
    }
}

/// Whether a line at the left margin reads as a line of a legend block:
/// a quoted symbol and a name, a symbol and a name (two words), or a
/// `pieces:` line of up to three (`lower-case letter robot`). A longer
/// line is a sentence, not a legend line.
pub(super) fn legend_like(block: Block, text: &str) -> bool {
    let content = text.split('#').next().unwrap_or("").trim();
    if content.starts_with('"') {
        return true;
    }
    let words = content.split_whitespace().count();
    match block {
        Block::Pieces => words <= 3,
        _ => words <= 2,
    }
}
