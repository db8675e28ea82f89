//! Rules that can never fire under the others.
//!
//! Each such rule needs something to happen that the other rules exclude.
//! The checker follows those needs instead of listing cases one by one:
//!
//! | a rule about ...               | needs                                         |
//! |--------------------------------|-----------------------------------------------|
//! | the player entering debris     | debris: robots that meet leave it             |
//! | a robot entering debris        | debris                                        |
//! | pushed debris                  | debris, and `player into debris: push`        |
//! | the `debris` key               | debris                                        |
//! | fallbacks, teleports as one    | a move with no candidate left: no candidate   |
//! |                                | that is always legal and never filtered       |
//! | a unit next to a stronger enemy| some kind beating another                     |
//!
//! A rule that is needed only when its need can be met is required only
//! then, and warned about when stated without it.

use super::checker::Checker;
use super::outcome_rules::{self, Rule, Stated};
use super::outcomes;
use crate::engine::table::{Fallback, Meeting, Table};
use crate::model::Outcome;
use crate::rules::ast::{StatementKind, StrategyItem};
use crate::rules::codes::Warning;
use crate::rules::game::Game;

/// The place in the pursuit's rules of the rules that need debris, and of
/// those that need pushes (see `pursuit::rules`).
const NEED_DEBRIS: [usize; 2] = [2, 9];
const NEED_PUSHES: [usize; 3] = [5, 6, 7];
const PUSHED_INTO_EMPTY: usize = 4;

/// Requires the pursuit's conditional outcome rules whose need can be met,
/// and warns about stated ones whose need cannot. `None` when a required
/// rule is missing.
pub(super) fn needed(
    c: &mut Checker,
    rules: &[Rule<Outcome>],
    stated: Vec<Option<Stated<Outcome>>>,
    meeting: Option<Meeting>,
) -> Option<Vec<Option<Stated<Outcome>>>> {
    let debris = meeting != Some(Meeting::Vanish);
    let pushes = debris && stated[2].is_some_and(|s| matches!(s.value, Outcome::Push(_)));
    let mut ok = true;
    for (i, rule) in rules.iter().enumerate() {
        let (needs, why, help) = if NEED_DEBRIS.contains(&i) {
            (debris, NO_DEBRIS.0, NO_DEBRIS.1)
        } else if NEED_PUSHES.contains(&i) || i == PUSHED_INTO_EMPTY {
            if debris {
                (pushes, NO_PUSH.0, NO_PUSH.1)
            } else {
                (false, NO_DEBRIS.0, NO_DEBRIS.1)
            }
        } else {
            continue;
        };
        match stated[i] {
            None if needs && i != PUSHED_INTO_EMPTY => {
                outcomes::missing(c, rule);
                ok = false;
            }
            Some(s) if !needs => {
                let label = format!(
                    "`{}` never happens",
                    outcome_rules::name(rule.mover, &rule.relation)
                );
                never_fires(c, s.span, label, why, help);
            }
            _ => {}
        }
    }
    ok.then_some(stated)
}

const NO_DEBRIS: (&str, &str) = (
    "no debris is ever made: robots that meet vanish (`robots meeting: vanish`)",
    "delete this line, or let robots that meet leave debris (`robots meeting: debris`)",
);
const NO_PUSH: (&str, &str) = (
    "the player never pushes (`player into debris: blocked`)",
    "delete this line or let the player push",
);

fn never_fires(
    c: &mut Checker,
    span: crate::diagnostics::Span,
    label: String,
    why: &str,
    help: &str,
) {
    let f = c
        .warn(Warning::NeverFires, span, "this rule can never fire")
        .label(label)
        .help(format!("{why}; {help}"));
    c.push(f);
}

/// The needs that only the whole table shows.
pub(super) fn check(c: &mut Checker, game: &Game) {
    match game {
        Game::Robots(table, _) => pursuit(c, table),
        Game::Model(model) => {
            let beats_any = model.beats.iter().flatten().any(|&b| b);
            if let Some(s) = c.get("outcome unit next to enemy that beats it")
                && !beats_any
            {
                let span = s.span;
                never_fires(
                    c,
                    span,
                    "no enemy beats any unit".into(),
                    "no unit kind beats another",
                    "delete this line, or state who beats whom (`guardian beats swordsman`)",
                );
            }
        }
    }
}

fn pursuit(c: &mut Checker, table: &Table) {
    let Some(strategy) = c.get("strategy") else {
        return;
    };
    let StatementKind::Strategy(items) = &strategy.node else {
        return;
    };
    // Staying is a candidate no rule makes illegal; without a filter it is
    // never dropped, so a move always has a candidate left.
    if table.may_stay && !table.reject_immediate_loss {
        let why = "staying is always a candidate and nothing filters candidates out";
        let help = "delete this line, or add `reject immediate loss` so that a move can run out of candidates";
        let fallbacks: Vec<_> = items
            .iter()
            .filter(|i| matches!(i.node, StrategyItem::Fallback(_)))
            .map(|i| i.span)
            .collect();
        for span in fallbacks {
            never_fires(
                c,
                span,
                "no move ever runs out of candidates".into(),
                why,
                help,
            );
        }
        let uses_teleports = table.fallbacks.contains(&Fallback::TeleportFirstUsable);
        if let (Some(t), true) = (table.teleports, uses_teleports)
            && !t.as_candidates
            && let Some(rule) = c.get("teleports")
        {
            let span = rule.span;
            never_fires(c, span, "the teleport list is never used".into(), why, help);
        }
    }
    if table.meeting == Meeting::Vanish {
        let debris_keys: Vec<_> = items
            .iter()
            .filter(|i| {
                matches!(&i.node, StrategyItem::Minimize(p) | StrategyItem::Maximize(p) if p.node == "debris")
            })
            .map(|i| i.span)
            .collect();
        for span in debris_keys {
            let f = c
                .warn(Warning::KeyNeverDecides, span, "this key can never decide")
                .label("every candidate ends with no debris")
                .help(format!("{}; {}", NO_DEBRIS.0, "delete this line"));
            c.push(f);
        }
    }
}
