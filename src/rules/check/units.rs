//! A tactics game's kinds of unit (the `units:` block) and who beats whom
//! (`guardian beats swordsman`): the model's kinds and its relation
//! between them.

use super::checker::Checker;
use super::legend;
use crate::rules::ast::StatementKind;
use crate::rules::codes::Error;

/// A kind of unit as the `units:` block states it: `G guardian`.
pub(super) struct UnitKind {
    pub(super) symbol: char,
    pub(super) name: String,
}

/// The `units:` block.
pub(super) fn kinds(c: &mut Checker) -> Option<Vec<UnitKind>> {
    let items = legend::legend(c, "units", "the kinds of unit")?;
    let mut kinds = Vec::new();
    for item in items {
        let symbol = legend::one_char(c, &item.node.symbol)?;
        kinds.push(UnitKind {
            symbol,
            name: item.node.name.node.clone(),
        });
    }
    Some(kinds)
}

/// `A beats B` lines: a relation between the kinds, never a kind beating
/// itself, and never both ways.
pub(super) fn beats(c: &mut Checker, kinds: &[UnitKind]) -> Option<Vec<Vec<bool>>> {
    let mut beats = vec![vec![false; kinds.len()]; kinds.len()];
    let names: Vec<&str> = kinds.iter().map(|k| k.name.as_str()).collect();
    let mut ok = true;
    for statement in c.all("beats ") {
        let StatementKind::Beats { winner, loser } = &statement.node else {
            continue;
        };
        let find = |w: &str| names.iter().position(|n| *n == w);
        let (Some(a), Some(b)) = (find(&winner.node), find(&loser.node)) else {
            for word in [winner, loser] {
                if find(&word.node).is_none() {
                    c.unknown("unit kind", word, &names);
                }
            }
            ok = false;
            continue;
        };
        if a == b || beats[b][a] {
            let message = if a == b {
                format!("`{}` cannot beat itself", winner.node)
            } else {
                format!(
                    "`{}` and `{}` cannot beat each other",
                    winner.node, loser.node
                )
            };
            let f = c
                .error(Error::Restated, statement.span, message)
                .label("contradicts the other rules of who beats whom")
                .help("each pair of kinds has at most one winner: delete one of the lines");
            c.push(f);
            ok = false;
        }
        beats[a][b] = true;
    }
    ok.then_some(beats)
}
