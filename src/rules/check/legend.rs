//! Legends: the `terrain:`, `units:` and `pieces:` blocks, each line a
//! symbol and a name, checked the same way for every game.

use super::checker::Checker;
use crate::rules::ast::{self, Spanned, StatementKind, Symbol};
use crate::rules::codes::Error;
use crate::terrain::{Terrain, TerrainKind};
use std::collections::{HashMap, HashSet};

/// The lines of a legend block (`terrain:`, `units:`, `pieces:`), each
/// symbol and name once.
pub(super) fn legend<'a>(
    c: &mut Checker<'a>,
    slot: &str,
    what: &str,
) -> Option<Vec<&'a Spanned<ast::LegendItem>>> {
    let Some(StatementKind::Legend(_, items)) = c.get(slot).map(|s| &s.node) else {
        c.missing(slot, what);
        return None;
    };
    let header = c.get(slot).map(|s| s.span)?;
    if items.is_empty() {
        let f = c
            .error(Error::Missing, header, format!("`{slot}:` lists nothing"))
            .label("no lines follow")
            .help(format!(
                "list {what} under it, one a line, such as `{}`",
                legend_example(slot)
            ));
        c.push(f);
        return None;
    }
    // A line in error is left out and the rest checked on, so that a
    // repeated name does not hide the mistakes after it.
    let mut kept = Vec::new();
    let repeats = Repeats::of(items);
    let mut reported_names = HashSet::new();
    let mut reported_symbols = HashSet::new();
    for (i, item) in items.iter().enumerate() {
        if matches!(&item.node.symbol.node, Symbol::Words(w) if w.is_empty()) {
            let f = c
                .error(
                    Error::BadSymbol,
                    item.span,
                    "a legend line needs a symbol and a name",
                )
                .label("only one word")
                .help(format!(
                    "write the symbol, then the name: `{}`",
                    legend_example(slot)
                ));
            c.push(f);
            continue;
        }
        // A name listed again adds nothing; a new name under a repeated
        // symbol is still a name the rules may use.
        if repeats.names[&item.node.name.node].0 == i {
            kept.push(item);
        }
        // One finding a repeated name or symbol, at its second listing,
        // however often it is repeated: comparing each line with every
        // earlier one gave a finding per pair (millions from a few
        // thousand lines).
        let name = &item.node.name.node;
        let symbol = symbol_key(&item.node.symbol.node);
        let (what, span, first, count) = match (repeats.names[name], repeats.symbols[&symbol]) {
            ((first, count), _) if first != i => {
                if !reported_names.insert(name) {
                    continue;
                }
                ("name", item.node.name.span, first, count)
            }
            (_, (first, count)) if first != i => {
                if !reported_symbols.insert(symbol) {
                    continue;
                }
                ("symbol", item.node.symbol.span, first, count)
            }
            _ => continue,
        };
        let times = match count {
            2 => "twice".to_string(),
            n => format!("{n} times"),
        };
        let f = c
            .error(
                Error::RepeatedName,
                span,
                format!("this {what} is listed {times}"),
            )
            .label("listed again here")
            .also(items[first].span, "first listed here")
            .help(format!("each {what} appears once under `{slot}:`"));
        c.push(f);
    }
    (!kept.is_empty()).then_some(kept)
}

/// A symbol as compared: quoted or written as words, and its text.
fn symbol_key(symbol: &Symbol) -> (bool, &str) {
    match symbol {
        Symbol::Quoted(s) => (true, s),
        Symbol::Words(s) => (false, s),
    }
}

/// Where each name and symbol of a legend is first listed, and how often.
struct Repeats<'a> {
    names: HashMap<&'a String, (usize, usize)>,
    symbols: HashMap<(bool, &'a str), (usize, usize)>,
}

impl<'a> Repeats<'a> {
    fn of(items: &'a [Spanned<ast::LegendItem>]) -> Self {
        let mut names = HashMap::new();
        let mut symbols = HashMap::new();
        for (i, item) in items.iter().enumerate() {
            names.entry(&item.node.name.node).or_insert((i, 0)).1 += 1;
            let symbol = symbol_key(&item.node.symbol.node);
            symbols.entry(symbol).or_insert((i, 0)).1 += 1;
        }
        Repeats { names, symbols }
    }
}

fn legend_example(slot: &str) -> &'static str {
    match slot {
        "terrain" => "F field",
        "units" => "G guardian",
        _ => "lower-case letter robot",
    }
}

/// A legend symbol that must be one character: `F`, `"*"`, `" "`.
pub(super) fn one_char(c: &mut Checker, symbol: &Spanned<Symbol>) -> Option<char> {
    let text = match &symbol.node {
        Symbol::Quoted(s) | Symbol::Words(s) => s,
    };
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(ch), None) if !ch.is_control() => Some(ch),
        _ => {
            let f = c
                .error(
                    Error::BadSymbol,
                    symbol.span,
                    format!(
                        "`{}` is not one character",
                        crate::diagnostics::visible(text)
                    ),
                )
                .label("a map writes one character a cell")
                .help(
                    "write a letter, or one character in double quotes such as `\"*\"` or `\" \"`",
                );
            c.push(f);
            None
        }
    }
}

/// The `terrain:` block.
pub(super) fn terrain(c: &mut Checker) -> Option<Terrain> {
    let items = legend(c, "terrain", "the kinds of terrain")?;
    let mut kinds = Vec::new();
    let mut ok = true;
    for item in items {
        match one_char(c, &item.node.symbol) {
            Some(symbol) => kinds.push(TerrainKind {
                symbol,
                name: item.node.name.node.clone(),
            }),
            None => ok = false,
        }
    }
    ok.then_some(Terrain { kinds })
}

/// A terrain block as the model's terrain layer: each kind's name, and the
/// legend entry that draws its bare cells.
pub(super) fn layer(terrain: &crate::terrain::Terrain) -> (Vec<String>, Vec<crate::model::Entry>) {
    let names = terrain.kinds.iter().map(|k| k.name.clone()).collect();
    let entries = terrain
        .kinds
        .iter()
        .enumerate()
        .map(|(t, k)| crate::model::Entry {
            symbol: k.symbol,
            terrain: t as u8,
            piece: None,
            when_lost: false,
        })
        .collect();
    (names, entries)
}
