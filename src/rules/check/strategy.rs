//! Checking the strategy block: filters, then keys, then fallbacks.
//!
//! A strategy needs at least one key, names each key once, and falls back
//! only to things the rules provide. Keys after both `row` and `column` and
//! fallbacks after `stay` can never decide, and are flagged.

use super::checker::Checker;
use crate::diagnostics::Span;
use crate::engine::table::{Fallback, Goal, Key, Teleports};
use crate::rules::ast::{Spanned, StatementKind, StrategyItem};
use crate::rules::codes::{Error, Warning};
use crate::rules::vocab::{self, lookup, names};

type Checked = (bool, Vec<(Key, Goal)>, Vec<Fallback>);

/// The phase of a strategy line: filters come first, fallbacks last.
fn phase(item: &StrategyItem) -> u8 {
    match item {
        StrategyItem::Reject(_) => 0,
        StrategyItem::Minimize(_) | StrategyItem::Maximize(_) => 1,
        StrategyItem::Fallback(_) => 2,
    }
}

/// Checks `strategy:` against the teleport rule (`None` when that was
/// refused).
pub(super) fn check(c: &mut Checker, teleports: Option<Option<Teleports>>) -> Option<Checked> {
    let Some(statement) = c.get("strategy") else {
        c.missing_with(
            "strategy",
            "how the player chooses a move",
            "strategy:\n  reject immediate loss\n  minimize robots\n  maximize nearest robot\n  minimize row\n  minimize column\n  else stay",
        );
        return None;
    };
    let StatementKind::Strategy(items) = &statement.node else {
        return None;
    };
    let teleport_span = c.get("teleports").map(|s| s.span);
    let teleports = if c.broken("player may teleport") {
        None
    } else {
        teleports
    };
    items_of(c, items, statement.span, (teleports, teleport_span))
}

fn items_of(
    r: &mut Checker,
    items: &[Spanned<StrategyItem>],
    block: Span,
    (teleports, teleport_span): (Option<Option<Teleports>>, Option<Span>),
) -> Option<Checked> {
    let mut ok = order(r, items);
    let mut reject = false;
    let mut keys: Vec<(Key, Goal, Span)> = Vec::new();
    let mut fallbacks: Vec<(Fallback, Span)> = Vec::new();
    for item in items {
        let phrase = item.node.phrase();
        match &item.node {
            StrategyItem::Reject(_) => match lookup(vocab::FILTERS, &phrase.node) {
                Some(()) => reject = true,
                None => {
                    let known: Vec<&str> = names(vocab::FILTERS).collect();
                    r.unknown("filter", phrase, &known);
                    ok = false;
                }
            },
            StrategyItem::Minimize(_) | StrategyItem::Maximize(_) => {
                let goal = if matches!(item.node, StrategyItem::Minimize(_)) {
                    Goal::Minimize
                } else {
                    Goal::Maximize
                };
                match lookup(vocab::KEYS, &phrase.node) {
                    Some(key) => {
                        if let Some((.., first)) = keys.iter().find(|(k, ..)| *k == key) {
                            repeated(r, "key", *first, item.span);
                            ok = false;
                        }
                        keys.push((key, goal, item.span));
                    }
                    None => {
                        let known: Vec<&str> = names(vocab::KEYS).collect();
                        r.unknown("strategy key", phrase, &known);
                        ok = false;
                    }
                }
            }
            StrategyItem::Fallback(_) => match lookup(vocab::FALLBACKS, &phrase.node) {
                Some(fallback) => {
                    if let Some((_, first)) = fallbacks.iter().find(|(f, _)| *f == fallback) {
                        repeated(r, "fallback", *first, item.span);
                        ok = false;
                    }
                    fallbacks.push((fallback, item.span));
                }
                None => {
                    let known: Vec<&str> = names(vocab::FALLBACKS).collect();
                    r.unknown("fallback", phrase, &known);
                    ok = false;
                }
            },
        }
    }
    if keys.is_empty() && ok {
        let f = r.error(Error::NoKeys, block, "the strategy has no keys")
            .label("nothing here ranks the candidate moves")
            .help("add key lines such as `minimize robots`, `maximize nearest robot`, `minimize row`, `minimize column`");
        r.push(f);
        ok = false;
    }
    undecidable_keys(r, &keys);
    ok &= teleport_fallback(r, &fallbacks, teleports, teleport_span);
    unreachable_fallbacks(r, &fallbacks);
    ok.then(|| {
        (
            reject,
            keys.into_iter().map(|(k, g, _)| (k, g)).collect(),
            fallbacks.into_iter().map(|(f, _)| f).collect(),
        )
    })
}

fn order(r: &mut Checker, items: &[Spanned<StrategyItem>]) -> bool {
    for pair in items.windows(2) {
        if phase(&pair[1].node) < phase(&pair[0].node) {
            let f = r.error(Error::StrategyOrder,
                pair[1].span,
                "this strategy line is out of order",
            )
            .label("belongs earlier")
            .also(pair[0].span, "after this line")
            .help("a strategy lists its `reject` filters first, then its `minimize`/`maximize` keys, then its `else` fallbacks");
            r.push(f);
            return false;
        }
    }
    true
}

fn repeated(r: &mut Checker, what: &str, first: Span, again: Span) {
    let f = r
        .error(
            Error::RepeatedKey,
            again,
            format!("this {what} is named twice"),
        )
        .label("named again here")
        .also(first, "first named here")
        .help(format!("each {what} appears once in a strategy"));
    r.push(f);
}

/// Keys after both `row` and `column`: two candidates on one cell end in the
/// same position, so nothing after those two can tell them apart.
fn undecidable_keys(r: &mut Checker, keys: &[(Key, Goal, Span)]) {
    let row = keys.iter().position(|(k, ..)| *k == Key::Row);
    let column = keys.iter().position(|(k, ..)| *k == Key::Column);
    if let (Some(row), Some(column)) = (row, column) {
        for (_, _, span) in &keys[row.max(column) + 1..] {
            let f = r.warn(Warning::KeyNeverDecides, *span, "this key can never decide")
                .label("comes after `row` and `column`")
                .help("row and column together name the cell, and candidates on one cell end alike; move this key up or delete it");
            r.push(f);
        }
    }
}

fn teleport_fallback(
    r: &mut Checker,
    fallbacks: &[(Fallback, Span)],
    teleports: Option<Option<Teleports>>,
    teleport_span: Option<Span>,
) -> bool {
    let Some(teleports) = teleports else {
        return true; // the teleport rule itself was refused and reported
    };
    let uses = fallbacks
        .iter()
        .find(|(f, _)| *f == Fallback::TeleportFirstUsable);
    match (uses, teleports) {
        (Some((_, span)), None) => {
            let f = r.error(Error::NoTeleports, *span, "the strategy falls back to a teleport, but the player may not teleport")
                .label("no teleport rule")
                .help("add `player may teleport from list, each entry once, as fallback`, or delete this line");
            r.push(f);
            false
        }
        (Some((_, span)), Some(t)) if t.as_candidates => {
            let f = r
                .error(
                    Error::TeleportBothWays,
                    *span,
                    "teleports are candidates, so they cannot also be the fallback",
                )
                .label("teleports were already scored with the walks")
                .help("delete this line, or make teleports `as fallback` in the teleport rule");
            r.push(f);
            false
        }
        (None, Some(t)) if !t.as_candidates => {
            let end = r.source.text.len();
            let f = r
                .warn(
                    Warning::NeverFires,
                    teleport_span.unwrap_or(Span::new(end, end)),
                    "teleports are a fallback, but the strategy never falls back to them",
                )
                .label("the teleport list is never used")
                .help("add `else teleport first usable` to the strategy");
            r.push(f);
            true
        }
        _ => true,
    }
}

fn unreachable_fallbacks(r: &mut Checker, fallbacks: &[(Fallback, Span)]) {
    if let Some(stay) = fallbacks.iter().position(|(f, _)| *f == Fallback::Stay) {
        for (_, span) in &fallbacks[stay + 1..] {
            let f = r
                .warn(Warning::NeverFires, *span, "this fallback is never reached")
                .label("comes after `else stay`, which always applies")
                .help("move it above `else stay` or delete it");
            r.push(f);
        }
    }
}
