//! `robots meeting:`, what chasers that meet on one cell become: a kind
//! of the legend's that stands (neither the player nor a chaser: a piece
//! made on a cell does not move), or nothing (`vanish`); required where
//! chasers move.

use crate::model::{Kind, KindId, Meeting};
use crate::rules::ast::{Spanned, StatementKind};
use crate::rules::check::checker::Checker;
use crate::rules::check::map_legend::{kind_words, kinds_named};

/// `robots meeting: heap` / `vanish`: required where chasers (the kinds
/// `chasers`) move; `player` the player's kind.
pub(in crate::rules::check) fn meeting(
    c: &mut Checker,
    kinds: &[Kind],
    player: Option<KindId>,
    chasers: &[KindId],
) -> Option<Option<Meeting>> {
    let standing: Vec<Kind> = (0..kinds.len() as KindId)
        .filter(|k| Some(*k) != player && !chasers.contains(k))
        .map(|k| kinds[k as usize].clone())
        .collect();
    let Some(StatementKind::Meeting { outcome, .. }) = c.get("meeting").map(|s| &s.node) else {
        if !chasers.is_empty() {
            let example = match standing.first() {
                Some(k) => format!("robots meeting: {}", k.name),
                None => "robots meeting: vanish".to_string(),
            };
            c.missing_with(
                "robots meeting",
                "what chasers that meet on one cell become",
                &example,
            );
            return None;
        }
        return Some(None);
    };
    if outcome.node == "vanish" {
        return Some(Some(Meeting::Vanish));
    }
    match kinds_named(&standing, &outcome.node).as_slice() {
        [k] => {
            let name = &standing[*k as usize].name;
            let kind = kinds.iter().position(|j| &j.name == name)?;
            Some(Some(Meeting::Becomes(kind as KindId)))
        }
        _ => {
            let mut known = kind_words(&standing);
            known.push("vanish".into());
            let known: Vec<&str> = known.iter().map(String::as_str).collect();
            c.unknown(
                "meeting outcome",
                &Spanned::new(outcome.node.clone(), outcome.span),
                &known,
            );
            None
        }
    }
}
