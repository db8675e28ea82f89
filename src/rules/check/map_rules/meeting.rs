//! `robots meeting:`, what chasers that meet on one cell become: a kind
//! the legend declares, or nothing (`vanish`); required where chasers move.

use crate::model::{Kind, Meeting};
use crate::rules::ast::{Spanned, StatementKind};
use crate::rules::check::checker::Checker;
use crate::rules::check::map_legend::{kind_words, kinds_named};

/// `robots meeting: heap` / `vanish`: required where chasers move.
pub(in crate::rules::check) fn meeting(
    c: &mut Checker,
    kinds: &[Kind],
    chasers: bool,
) -> Option<Option<Meeting>> {
    let Some(StatementKind::Meeting { outcome, .. }) = c.get("meeting").map(|s| &s.node) else {
        if chasers {
            c.missing_with(
                "robots meeting",
                "what chasers that meet on one cell become",
                "robots meeting: debris",
            );
            return None;
        }
        return Some(None);
    };
    if outcome.node == "vanish" {
        return Some(Some(Meeting::Vanish));
    }
    match kinds_named(kinds, &outcome.node).as_slice() {
        [k] => Some(Some(Meeting::Becomes(*k))),
        _ => {
            let mut known = kind_words(kinds);
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
