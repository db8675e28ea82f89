//! Outcome rules, in every game: `MOVER into TARGET: OUTCOME`,
//! `MOVER next to TARGET: OUTCOME` and `MOVER off board: OUTCOME`.
//!
//! Each kind of game lists the rules it has (`outcome_rules`): a mover,
//! what it meets, a menu of outcomes, and whether the game needs the rule
//! stated. This module checks the file's outcome statements against that
//! list, the same way for every game: an unknown mover or target gets a
//! "did you mean", a pair that cannot happen says why, an outcome off the
//! menu lists the menu, and every required rule left unstated is reported.

use super::checker::Checker;
use super::outcome_rules::{NotARule, Relation, Rule, Stated, Value, name};
use crate::diagnostics::Span;
use crate::rules::ast::{Meets, Phrase, StatementKind};
use crate::rules::codes::Error;

/// Checks every outcome statement against `rules`; the value stated for
/// each rule (in the order of `rules`), or `None` when any was refused or a
/// required one is missing.
pub(super) fn check<T: Copy>(
    c: &mut Checker,
    rules: &[Rule<T>],
    not_rules: &[NotARule],
) -> Option<Vec<Option<Stated<T>>>> {
    let mut stated: Vec<Option<Stated<T>>> = rules.iter().map(|_| None).collect();
    // Rules a refused statement may have meant: not reported missing too.
    let mut meant = vec![false; rules.len()];
    let mut ok = true;
    for statement in c.all("outcome ") {
        let StatementKind::Outcome {
            mover,
            meets,
            outcome,
        } = &statement.node
        else {
            continue;
        };
        let relation = match meets {
            Meets::Into(t) => (Relation::Into(t.node.clone()), t.span),
            Meets::NextTo(t) => (Relation::NextTo(t.node.clone()), t.span),
            Meets::OffBoard(span) => (Relation::OffBoard, *span),
        };
        let same_kind = |r: &Rule<T>| {
            r.mover == mover.node
                && std::mem::discriminant(&r.relation) == std::mem::discriminant(&relation.0)
        };
        let kin: Vec<bool> = rules.iter().map(same_kind).collect();
        match resolve(c, rules, not_rules, mover, relation, outcome) {
            Ok((i, value)) => {
                stated[i] = Some(Stated {
                    value,
                    span: statement.span,
                })
            }
            Err(Some(i)) => {
                meant[i] = true;
                ok = false;
            }
            Err(None) => {
                for (m, k) in meant.iter_mut().zip(kin) {
                    *m |= k;
                }
                ok = false;
            }
        }
    }
    for ((rule, found), meant) in rules.iter().zip(&stated).zip(meant) {
        if rule.required && found.is_none() && !meant {
            missing(c, rule);
            ok = false;
        }
    }
    ok.then_some(stated)
}

/// Reports a rule the game needs and the file does not state.
pub(super) fn missing<T>(c: &mut Checker, rule: &Rule<T>) {
    let example = format!(
        "{}: {}",
        name(rule.mover, &rule.relation),
        rule.menu[0].words
    );
    let what = format!(
        "what happens when {}",
        happening(rule.mover, &rule.relation)
    );
    // The statement the keyword table knows this rule as (`player into`),
    // so that a broken line beginning so keeps it from being called missing.
    let prefix =
        crate::rules::syntax::statements::statement_of(&example).map_or(rule.mover, |s| s.prefix);
    c.missing_with(prefix, &what, &example.replace(" N", " 1"));
}

/// "the player moves into debris", for the missing-rule message.
fn happening(mover: &str, relation: &Relation) -> String {
    let who = match mover {
        "player" => "the player".to_string(),
        "pushed debris" => "pushed debris".to_string(),
        m => format!("a {m}"),
    };
    match relation {
        Relation::Into(t) if t == "empty" => format!("{who} moves into an empty cell"),
        Relation::Into(t) => format!("{who} moves into {}", with_article(t)),
        Relation::NextTo(t) => format!("{who} moves next to {}", with_article(t)),
        Relation::OffBoard => format!("{who} would leave the board"),
    }
}

/// What is met, as a sentence says it: the pieces every game knows by
/// their words, anything else (a terrain kind) by its name.
fn with_article(t: &str) -> String {
    match t {
        "debris" => "debris".into(),
        "player" => "the player".into(),
        "robot" | "token" | "cross" => format!("a {t}"),
        "ally" | "enemy" | "enemy that beats it" => format!("an {t}"),
        t => format!("`{t}`"),
    }
}

fn resolve<T: Copy>(
    c: &mut Checker,
    rules: &[Rule<T>],
    not_rules: &[NotARule],
    mover: &Phrase,
    (relation, target_span): (Relation, Span),
    outcome: &Phrase,
) -> Result<(usize, T), Option<usize>> {
    let mut movers: Vec<&str> = rules.iter().map(|r| r.mover).collect();
    movers.dedup();
    if !movers.contains(&mover.node.as_str()) {
        c.unknown("mover", mover, &movers);
        return Err(None);
    }
    let span = mover.span.join(target_span);
    if let Some(n) = not_rules
        .iter()
        .find(|n| n.mover == mover.node && n.relation == relation)
    {
        let f = c
            .error(
                Error::NoSuchRule,
                span,
                format!("`{}` is not a rule", name(n.mover, &n.relation)),
            )
            .label("nothing to decide here")
            .help(n.why);
        c.push(f);
        return Err(None);
    }
    let Some(i) = rules
        .iter()
        .position(|r| r.mover == mover.node && r.relation == relation)
    else {
        unknown_target(c, rules, mover, &relation, target_span, span);
        return Err(None);
    };
    let rule = &rules[i];
    if let Some(value) = value_of(c, rule, outcome) {
        return value.map(|v| (i, v)).ok_or(Some(i));
    }
    let known: Vec<&str> = rule.menu.iter().map(|m| m.words).collect();
    c.unknown(
        &format!("outcome for `{}`", name(rule.mover, &rule.relation)),
        outcome,
        &known,
    );
    Err(Some(i))
}

/// A target the mover has no rule for: a misspelling, or an edge with no
/// rule in this game.
fn unknown_target<T>(
    c: &mut Checker,
    rules: &[Rule<T>],
    mover: &Phrase,
    relation: &Relation,
    target_span: Span,
    span: Span,
) {
    let targets: Vec<&str> = rules
        .iter()
        .filter(|r| r.mover == mover.node)
        .filter_map(|r| match (&r.relation, relation) {
            (Relation::Into(t), Relation::Into(_)) | (Relation::NextTo(t), Relation::NextTo(_)) => {
                Some(t.as_str())
            }
            _ => None,
        })
        .collect();
    let word = match relation {
        Relation::Into(t) | Relation::NextTo(t) if !targets.is_empty() => t.clone(),
        _ => {
            let f = c
                .error(
                    Error::NoSuchRule,
                    span,
                    format!(
                        "`{}` is not a rule of this game",
                        name(&mover.node, relation)
                    ),
                )
                .label("nothing to decide here")
                .help(format!(
                    "the rules for a {} are {}",
                    mover.node,
                    rules
                        .iter()
                        .filter(|r| r.mover == mover.node)
                        .map(|r| format!("`{}`", name(r.mover, &r.relation)))
                        .collect::<Vec<_>>()
                        .join(", ")
                ));
            c.push(f);
            return;
        }
    };
    let what = match relation {
        Relation::NextTo(_) => "neighbour",
        _ => "cell content",
    };
    c.unknown(
        &format!("{what} for `{}`", mover.node),
        &crate::rules::ast::Spanned::new(word, target_span),
        &targets,
    );
}

/// The outcome's value: `Some(Some(v))` found, `Some(None)` a numbered
/// outcome with a bad number (reported), `None` not on the menu.
fn value_of<T: Copy>(c: &mut Checker, rule: &Rule<T>, outcome: &Phrase) -> Option<Option<T>> {
    for item in &rule.menu {
        match item.value {
            Value::Fixed(v) if item.words == outcome.node => return Some(Some(v)),
            Value::Numbered(make, low, high) => {
                let Some(prefix) = item.words.strip_suffix('N') else {
                    continue;
                };
                let Some(number) = outcome.node.strip_prefix(prefix) else {
                    continue;
                };
                return Some(match number.parse::<i64>() {
                    Ok(n) if (i64::from(low)..=i64::from(high)).contains(&n) => {
                        Some(make(n as u32))
                    }
                    _ => {
                        let f = c
                            .error(
                                Error::OutOfRange,
                                outcome.span,
                                format!("`{}` is out of range", outcome.node),
                            )
                            .label(format!("N must be from {low} to {high}"))
                            .help(format!(
                                "write `{}` with N from {low} to {high}, for example `{prefix}{low}`",
                                item.words
                            ));
                        c.push(f);
                        None
                    }
                });
            }
            Value::Fixed(_) => {}
        }
    }
    None
}
