//! A map game's legend: the `terrain:` block, and the `pieces:` block whose
//! lines put a piece on a terrain (`"*" box on goal`), give it a side
//! (`"X" stone of X on floor`) or mark the lost player (`"X" player when
//! lost`). Kinds are named by their lines; a kind's class is its last word.

use super::checker::Checker;
use super::legend::{legend, one_char};
use crate::model::{Entry, Kind, KindId, Legend, TerrainId};
use crate::rules::ast::{Spanned, StatementKind};
use crate::rules::codes::Error;

/// The terrains, kinds and legend of a map game.
pub(super) struct Parts {
    pub terrains: Vec<String>,
    pub kinds: Vec<Kind>,
    pub legend: Legend,
}

/// Checks both blocks. `sides` are the game's sides, for `of SIDE`.
pub(super) fn parts(c: &mut Checker, sides: &[String]) -> Option<Parts> {
    let items = legend(c, "terrain", "the kinds of terrain")?;
    let mut terrains = Vec::new();
    let mut legend_entries = Vec::new();
    let mut ok = true;
    for item in &items {
        match one_char(c, &item.node.symbol) {
            Some(symbol) => {
                legend_entries.push(Entry {
                    symbol,
                    terrain: terrains.len() as TerrainId,
                    piece: None,
                    when_lost: false,
                });
                terrains.push(item.node.name.node.clone());
            }
            None => ok = false,
        }
    }
    let mut kinds: Vec<Kind> = Vec::new();
    if let Some(StatementKind::Legend(_, pieces)) = c.get("pieces").map(|s| &s.node) {
        for item in pieces {
            let symbol = one_char(c, &item.node.symbol);
            let line = piece_line(c, &item.node.name, &terrains, sides);
            let (Some(symbol), Some(line)) = (symbol, line) else {
                ok = false;
                continue;
            };
            if legend_entries.iter().any(|e: &Entry| e.symbol == symbol) {
                let f = c
                    .error(
                        Error::RepeatedName,
                        item.node.symbol.span,
                        "this symbol is listed twice",
                    )
                    .label("listed again here")
                    .help("each symbol of the map means one thing");
                c.push(f);
                ok = false;
                continue;
            }
            let kind = match kinds
                .iter()
                .position(|k| k.name == line.name && k.side == line.side)
            {
                Some(i) => i,
                None => {
                    let class = line.name.rsplit(' ').next().unwrap_or("").to_string();
                    kinds.push(Kind {
                        name: line.name.clone(),
                        class,
                        side: line.side,
                    });
                    kinds.len() - 1
                }
            };
            legend_entries.push(Entry {
                symbol,
                terrain: line.terrain,
                piece: Some(kind as KindId),
                when_lost: line.when_lost,
            });
        }
    }
    if kinds.len() > 200 {
        let at = c.get("pieces").map(|s| s.span).unwrap_or_default();
        let f = c
            .error(
                Error::TooMany,
                at,
                "a map game has at most 200 kinds of piece",
            )
            .label("too many kinds")
            .help("list fewer kinds of piece");
        c.push(f);
        ok = false;
    }
    ok.then_some(Parts {
        terrains,
        kinds,
        legend: Legend {
            entries: legend_entries,
            classes: Vec::new(),
        },
    })
}

/// One `pieces:` line's meaning.
struct PieceLine {
    name: String,
    side: Option<usize>,
    terrain: TerrainId,
    when_lost: bool,
}

/// `KIND [of SIDE] [on TERRAIN] [when lost]`.
fn piece_line(
    c: &mut Checker,
    phrase: &Spanned<String>,
    terrains: &[String],
    sides: &[String],
) -> Option<PieceLine> {
    let mut words: Vec<&str> = phrase.node.split(' ').collect();
    let when_lost = words.ends_with(&["when", "lost"]);
    if when_lost {
        words.truncate(words.len() - 2);
    }
    let mut terrain = 0;
    if let Some(on) = words.iter().rposition(|w| *w == "on") {
        let name = words[on + 1..].join(" ");
        match terrains.iter().position(|t| *t == name) {
            Some(t) => terrain = t as TerrainId,
            None => {
                let known: Vec<&str> = terrains.iter().map(String::as_str).collect();
                let word = Spanned::new(name, phrase.span);
                c.unknown("terrain", &word, &known);
                return None;
            }
        }
        words.truncate(on);
    }
    let mut side = None;
    if let Some(of) = words.iter().rposition(|w| *w == "of") {
        let name = words[of + 1..].join(" ");
        match sides.iter().position(|s| *s == name) {
            Some(s) => side = Some(s),
            None => {
                let known: Vec<&str> = sides.iter().map(String::as_str).collect();
                let word = Spanned::new(name, phrase.span);
                c.unknown("side", &word, &known);
                return None;
            }
        }
        words.truncate(of);
    }
    if words.is_empty() {
        let f = c
            .error(Error::BadSymbol, phrase.span, "this line names no piece")
            .label("which piece?")
            .help("write the symbol, then the piece: `\"$\" box on floor`");
        c.push(f);
        return None;
    }
    Some(PieceLine {
        name: words.join(" "),
        side,
        terrain,
        when_lost,
    })
}

/// The kinds whose class or name a word names, singular or plural
/// (`robots`, `robot`, `fast robots`, `boxes`, `debris`).
pub(super) fn kinds_named(kinds: &[Kind], word: &str) -> Vec<KindId> {
    let forms = |name: &str| [name.to_string(), crate::model::plural(name)];
    let by_name: Vec<KindId> = kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| forms(&k.name).iter().any(|f| f == word))
        .map(|(i, _)| i as KindId)
        .collect();
    if !by_name.is_empty() && word.contains(' ') {
        return by_name;
    }
    let by_class: Vec<KindId> = kinds
        .iter()
        .enumerate()
        .filter(|(_, k)| forms(&k.class).iter().any(|f| f == word))
        .map(|(i, _)| i as KindId)
        .collect();
    if by_class.is_empty() {
        by_name
    } else {
        by_class
    }
}

/// The words that name kinds, for suggestions.
pub(super) fn kind_words(kinds: &[Kind]) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    for k in kinds {
        for w in [&k.class, &k.name] {
            if !words.contains(w) {
                words.push(w.clone());
            }
        }
    }
    words
}
