//! Completion: at the start of a line, the statements of the language (a
//! strategy's lines in a strategy); further on, the keywords the grammar
//! accepts next and the values the checker accepts there: the directions
//! of the board's shape, an outcome rule's menu, the strategy keys, the
//! kinds the file declared. Values are what the checker lists when a
//! probe word stands in their place, so they follow the language as it
//! grows, as the statements and keywords follow their tables.

use super::diagnose::findings;
use super::names::parse;
use super::text::Lines;
use crate::format::line::{parts, spaced, tokens};
use crate::rules::ast::{Block, StatementKind};
use crate::rules::codes::{Code, Error};
use crate::rules::syntax::next::{after, statements_of};
use crate::rules::syntax::statements::{BLOCK_WORDS, statement_of};
use lsp_types::{CompletionItem, CompletionItemKind};

/// A word no language would list, put where the value being typed goes.
const PROBE: &str = "zqzqzq";

/// The completions at a byte offset of the text.
pub(crate) fn complete(text: &str, offset: usize) -> Vec<CompletionItem> {
    let lines = Lines::new(text);
    let (start, line) = lines.line(lines.line_of(offset));
    let mut cursor = offset.saturating_sub(start).min(line.len());
    while !line.is_char_boundary(cursor) {
        cursor -= 1;
    }
    let before = &line[..cursor];
    if parts(before, false).comment.is_some() {
        return Vec::new();
    }
    let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let head = before.trim_end_matches(is_word);
    let block = open_block(text, start, line);
    if head.trim().is_empty() {
        return starts(text, block);
    }
    let mut items = Vec::new();
    let next = after(head.trim_start_matches([' ', '\t']), block);
    items.extend(
        next.words
            .iter()
            .map(|w| item(w, CompletionItemKind::KEYWORD, "")),
    );
    if next.value {
        let at = start + head.len();
        let end = start
            + cursor
            + line[cursor..]
                .find(|c| !is_word(c))
                .unwrap_or(line.len() - cursor);
        for value in values(text, at, end, head.trim_start_matches([' ', '\t'])) {
            items.push(item(&value, CompletionItemKind::VALUE, ""));
        }
    }
    items
}

fn item(label: &str, kind: CompletionItemKind, detail: &str) -> CompletionItem {
    CompletionItem {
        label: label.to_string(),
        kind: Some(kind),
        detail: (!detail.is_empty()).then(|| detail.to_string()),
        ..CompletionItem::default()
    }
}

/// The statements that may start a line of the file's kind of game: a
/// strategy's lines in a strategy, none in a legend (its symbols are
/// free), the others at the margin.
fn starts(text: &str, block: Option<Block>) -> Vec<CompletionItem> {
    if block.is_some_and(|b| b != Block::Strategy) {
        return Vec::new();
    }
    let in_strategy = block.is_some();
    let mut seen: Vec<&str> = Vec::new();
    let mut items = Vec::new();
    for info in statements_of(text) {
        if BLOCK_WORDS.contains(&info.prefix) != in_strategy || seen.contains(&info.prefix) {
            continue;
        }
        seen.push(info.prefix);
        let mut item = item(info.prefix, CompletionItemKind::SNIPPET, info.what);
        item.documentation = Some(lsp_types::Documentation::String(format!(
            "{}: `{}`",
            info.what, info.example
        )));
        items.push(item);
    }
    items
}

/// The block a line is in: the last statement before it is a block, and
/// the line is indented.
fn open_block(text: &str, start: usize, line: &str) -> Option<Block> {
    let parsed = parse(text);
    let last = parsed
        .file
        .statements
        .iter()
        .rfind(|s| s.span.start < start)?;
    let indented = line.starts_with([' ', '\t']);
    let block = match &last.node {
        StatementKind::Strategy(_) => Block::Strategy,
        StatementKind::Legend(block, _) => *block,
        _ => return None,
    };
    indented.then_some(block)
}

/// The values the checker accepts for the word at `at..end`: a probe word
/// put there is unknown, and the checker's help lists what is known. When
/// the line ends after the word, the rest of the statement's example is
/// tried after it too, so that the probed line parses (`unit into ` is
/// probed as `unit into PROBE: costs 2`).
fn values(text: &str, at: usize, end: usize, head: &str) -> Vec<String> {
    let (Some(before), Some(rest)) = (text.get(..at), text.get(end..)) else {
        return Vec::new();
    };
    let line_rest = rest.split('\n').next().unwrap_or("");
    let mut tails = vec![String::new()];
    if parts(line_rest, false).code.is_empty()
        && let Some(info) = statement_of(head)
    {
        let example = tokens(info.example);
        let written = tokens(head).len();
        if let Some(tail) = example.get(written + 1..).filter(|t| !t.is_empty()) {
            tails.push(spaced(&tail.join(" ")));
        }
    }
    tails
        .iter()
        .find_map(|tail| {
            let glue = if tail.starts_with([':', ',', ')']) {
                ""
            } else {
                " "
            };
            let tail = if tail.is_empty() {
                String::new()
            } else {
                format!("{glue}{tail}")
            };
            known(&format!("{before}{PROBE}{tail}{rest}"), at)
        })
        .unwrap_or_default()
}

/// What the checker lists as known for the unknown word at `at`.
fn known(probed: &str, at: usize) -> Option<Vec<String>> {
    let found = findings("", probed);
    let unknown = found
        .iter()
        .find(|f| f.code == Code::Error(Error::UnknownName) && f.span().start == at)?;
    let (_, known) = unknown.help.as_deref()?.rsplit_once(" are ")?;
    Some(
        known
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|w| !w.contains(PROBE))
            .map(str::to_string)
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(text: &str, at: &str) -> Vec<String> {
        let offset = text.find(at).expect("in the text") + at.len();
        complete(text, offset)
            .into_iter()
            .map(|i| i.label)
            .collect()
    }

    #[test]
    fn a_line_start_offers_statements_and_a_strategy_its_lines() {
        let text = "board 5 rows x 5 columns\npla\nstrategy:\n  mi\n";
        let top = labels(text, "pla");
        assert!(top.contains(&"player walks".to_string()), "{top:?}");
        assert!(!top.contains(&"minimize".to_string()));
        let strategy = labels(text, "  mi");
        assert!(strategy.contains(&"minimize".to_string()), "{strategy:?}");
        assert!(!strategy.contains(&"board".to_string()));
        // A tactics file is offered its own statements, no pursuit's.
        let tactics = labels("format janken-tactics\nu\n", "\nu");
        assert!(tactics.contains(&"units have".to_string()), "{tactics:?}");
        assert!(!labels("format janken-tactics\np\n", "\np").contains(&"player walks".to_string()));
    }

    #[test]
    fn values_come_from_what_the_checker_knows() {
        let canonical = crate::rules::CANONICAL;
        let text = canonical.replace("robots step king toward player", "robots step k");
        let directions = labels(&text, "robots step k");
        assert!(directions.contains(&"king".to_string()), "{directions:?}");
        assert!(directions.contains(&"NE".to_string()));
        let text = canonical.replace("player into debris: push", "player into debris: ");
        let menu = labels(&text, "player into debris: ");
        assert!(menu.contains(&"push".to_string()), "{menu:?}");
        // The kinds a legend declared, on a line cut short after `into`.
        let janken = include_str!("../../rules/janken-tactics.rules");
        let text = janken.replace("unit into woods: costs 2", "unit into ");
        let offset = text.find("unit into \n").unwrap() + "unit into ".len();
        let kinds: Vec<String> = complete(&text, offset)
            .into_iter()
            .map(|i| i.label)
            .collect();
        for kind in ["field", "woods", "underwater", "ally", "enemy"] {
            assert!(kinds.contains(&kind.to_string()), "{kinds:?}");
        }
    }
}
