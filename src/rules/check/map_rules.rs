//! A map game's outcome rules, `MOVER into TARGET: OUTCOME` for any mover
//! and target the legend declares: the player, a pushed kind, a chaser, a
//! placed kind; a terrain, a kind, `empty`, `off board`. One menu per kind
//! of mover; the rules a game needs and does not state are refused with a
//! line to add.
//!
//! | file | job |
//! |---|---|
//! | `words` | the movers, targets and outcomes a rule's words name |
//! | `required` | the rules a game needs and does not state |
//! | `meeting` | `robots meeting:` |

mod meeting;
mod required;
mod words;

use super::checker::Checker;
use super::map_legend::kind_words;
use crate::model::{KindId, Mover, Outcome, Outcomes, Target};
use crate::rules::ast::{Meets, StatementKind};
use crate::rules::codes::Error;
pub(super) use meeting::meeting;
use required::required;
pub(super) use words::Movers;
use words::{Held, menu, movers, outcome, targets};

/// Every outcome statement, read against the movers and targets.
pub(super) fn outcomes(c: &mut Checker, m: &Movers) -> Option<Outcomes> {
    let mut rules: Vec<((Mover, Target), Outcome)> = Vec::new();
    let mut ok = true;
    // Pairs a rule names with an outcome off the menu: stated, though
    // wrongly, so that the rules a game needs are told in the same run.
    let mut claimed: Vec<(Mover, Target)> = Vec::new();
    // A mover or target no kind answers to: the rules it meant to state
    // are not known, so none is said to be missing.
    let mut unnamed = false;
    for statement in c.all("outcome ") {
        let StatementKind::Outcome {
            mover,
            meets,
            outcome: phrase,
        } = &statement.node
        else {
            continue;
        };
        let who = movers(m, &mover.node);
        if who.is_empty() {
            let mut known: Vec<String> = Vec::new();
            if m.player.is_some() {
                known.push("player".into());
            }
            for &k in m.chasers.iter().chain(&m.placed) {
                known.push(m.kinds[k as usize].class.clone());
            }
            // What the player may push: a piece that stands.
            if m.player.is_some() {
                for (k, kind) in m.kinds.iter().enumerate() {
                    let k = k as KindId;
                    if Some(k) != m.player && !m.chasers.contains(&k) {
                        known.push(format!("pushed {}", kind.name));
                    }
                }
            }
            let known: Vec<&str> = known.iter().map(String::as_str).collect();
            if known.is_empty() {
                // Lights Out: its moves press cells, nothing enters one.
                let f = c
                    .error(
                        Error::UnknownName,
                        mover.span,
                        format!("unknown mover `{}`", mover.node),
                    )
                    .label("nothing moves in this game")
                    .help(
                        "no piece of this game enters a cell (no player walks, no chaser \
                         steps, no piece is placed), so it has no outcome rules: delete this line",
                    );
                c.push(f);
            } else {
                c.unknown("mover", mover, &known);
            }
            ok = false;
            unnamed = true;
            continue;
        }
        let what: Vec<Target> = match meets {
            Meets::OffBoard(_) => vec![Target::OffBoard],
            Meets::Into(t) => targets(m, &t.node),
            Meets::NextTo(t) => {
                let f = c
                    .error(
                        Error::NoSuchRule,
                        t.span,
                        "a map game has no `next to` rules",
                    )
                    .label("not a rule of this game")
                    .help("write `MOVER into TARGET: OUTCOME`");
                c.push(f);
                ok = false;
                continue;
            }
        };
        if what.is_empty() {
            if let Meets::Into(t) = meets {
                let mut known = kind_words(m.kinds);
                known.extend(m.terrains.iter().cloned());
                known.push("empty".into());
                let known: Vec<&str> = known.iter().map(String::as_str).collect();
                c.unknown("target", t, &known);
            }
            ok = false;
            unnamed = true;
            continue;
        }
        for &mv in &who {
            for &t in &what {
                let held = Held::of(m, t);
                match outcome(mv, t, held, &phrase.node) {
                    Some(o) => rules.push(((mv, t), o)),
                    None => {
                        let f = c
                            .error(
                                Error::UnknownName,
                                phrase.span,
                                format!("`{}` is not an outcome of this rule", phrase.node),
                            )
                            .label("not on the menu")
                            .help(outcome_help(&phrase.node, menu(mv, t, held)));
                        c.push(f);
                        ok = false;
                        claimed.push((mv, t));
                    }
                }
            }
        }
    }
    if !ok {
        if !unnamed {
            let mut stated = Outcomes { rules };
            let blocked = claimed.into_iter().map(|pair| (pair, Outcome::Blocked));
            stated.rules.extend(blocked);
            stated.settle();
            required(c, m, &stated);
        }
        return None;
    }
    let mut outcomes = Outcomes { rules };
    outcomes.settle();
    chain_pushes(&mut outcomes);
    required(c, m, &outcomes).then_some(outcomes)
}

/// The help for an outcome off the menu: the menu, after a near miss of
/// one of its words (`bloked`: did you mean `blocked`?).
fn outcome_help(phrase: &str, menu: &str) -> String {
    let words = menu
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|w| !w.contains(' '));
    match crate::diagnostics::suggest(phrase, words) {
        Some(near) if near != phrase => {
            format!("did you mean `{near}`? The outcomes here are {menu}")
        }
        _ => format!("the outcomes here are {menu}"),
    }
}

/// A walker's push moves a line as long as the pushed kind's chain allows.
fn chain_pushes(o: &mut Outcomes) {
    let limits: Vec<(KindId, u32)> = o
        .rules
        .iter()
        .filter_map(|((mv, t), out)| match (mv, t, out) {
            (Mover::Pushed(k), Target::Piece(j), Outcome::Push(n)) if k == j => Some((*k, *n)),
            _ => None,
        })
        .collect();
    for ((mv, t), out) in &mut o.rules {
        if let (Mover::Walker, Target::Piece(k), Outcome::Push(n)) = (mv, t, out) {
            *n = limits
                .iter()
                .find(|(j, _)| j == k)
                .map_or(1, |(_, limit)| *limit);
        }
    }
}
