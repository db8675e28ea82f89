//! A map game's `strategy:` block: its filter, its keys (a kind counted,
//! the nearest chaser, the player's row and column) and its fallback.

use super::checker::Checker;
use super::map_legend::{kind_words, kinds_named};
use crate::model::{Key, Kind, KindId, Strategy};
use crate::rules::ast::{StatementKind, StrategyItem};

/// The `strategy:` block of a map game.
pub(super) fn strategy(c: &mut Checker, kinds: &[Kind], chasers: &[KindId]) -> Option<Strategy> {
    let Some(StatementKind::Strategy(items)) = c.get("strategy").map(|s| &s.node) else {
        return None;
    };
    let mut strategy = Strategy {
        reject_immediate_loss: false,
        keys: Vec::new(),
        fallbacks: Vec::new(),
    };
    let mut ok = true;
    for item in items {
        let phrase = item.node.phrase();
        match &item.node {
            StrategyItem::Reject(_) if phrase.node == "immediate loss" => {
                strategy.reject_immediate_loss = true;
            }
            StrategyItem::Fallback(_) if phrase.node == "stay" => {
                strategy.fallbacks.push(crate::model::Fallback::Stay);
            }
            StrategyItem::Minimize(_) | StrategyItem::Maximize(_) => {
                match key(kinds, chasers, &phrase.node) {
                    Some(k) => strategy
                        .keys
                        .push((k, matches!(item.node, StrategyItem::Maximize(_)))),
                    None => {
                        let mut known: Vec<String> = [
                            "nearest robot",
                            "sum of distances",
                            "safe neighbours",
                            "row",
                            "column",
                        ]
                        .map(String::from)
                        .to_vec();
                        let counted = kind_words(kinds).into_iter().filter(|w| w != "player");
                        known.extend(counted.map(|w| crate::model::plural(&w)));
                        let known: Vec<&str> = known.iter().map(String::as_str).collect();
                        c.unknown("strategy key", phrase, &known);
                        ok = false;
                    }
                }
            }
            _ => {
                let known = ["immediate loss", "stay"];
                c.unknown("strategy line", phrase, &known);
                ok = false;
            }
        }
    }
    ok.then_some(strategy)
}

fn key(kinds: &[Kind], chasers: &[KindId], phrase: &str) -> Option<Key> {
    Some(match phrase {
        "nearest robot" => Key::NearestChaser,
        "sum of distances" => Key::SumOfDistances,
        "safe neighbours" => Key::SafeNeighbours,
        "row" => Key::Row,
        "column" => Key::Column,
        word => {
            let named = kinds_named(kinds, word);
            if !named.is_empty() && named.iter().all(|k| chasers.contains(k)) {
                Key::Chasers
            } else if let [k] = named.as_slice() {
                Key::Count(*k)
            } else {
                return None;
            }
        }
    })
}
