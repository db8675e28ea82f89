//! A map game's outcome rules, `MOVER into TARGET: OUTCOME` for any mover
//! and target the legend declares: the player, a pushed kind, a chaser, a
//! placed kind; a terrain, a kind, `empty`, `off board`. One menu per kind
//! of mover; the rules a game needs and does not state are refused with a
//! line to add.

use super::checker::Checker;
use super::map_legend::{kind_words, kinds_named};
use crate::model::{Kind, KindId, Meeting, Mover, Outcome, Outcomes, Target};
use crate::rules::ast::{Meets, Spanned, StatementKind};
use crate::rules::codes::Error;

/// What the rules know of the movers, to read outcome statements by.
pub(super) struct Movers<'k> {
    pub kinds: &'k [Kind],
    pub terrains: &'k [String],
    pub player: Option<KindId>,
    pub chasers: Vec<KindId>,
    pub placed: Vec<KindId>,
}

/// The movers a word names.
fn movers(m: &Movers, word: &str) -> Vec<Mover> {
    if let Some(kind) = word.strip_prefix("pushed ") {
        return kinds_named(m.kinds, kind)
            .into_iter()
            .map(Mover::Pushed)
            .collect();
    }
    if word == "player" && m.player.is_some() {
        return vec![Mover::Walker];
    }
    let named = kinds_named(m.kinds, word);
    let chasers: Vec<Mover> = named
        .iter()
        .filter(|k| m.chasers.contains(k))
        .map(|&k| Mover::Chaser(k))
        .collect();
    if !chasers.is_empty() {
        return chasers;
    }
    named
        .iter()
        .filter(|k| m.placed.contains(k))
        .map(|&k| Mover::Placed(k))
        .collect()
}

/// The targets a word names.
fn targets(m: &Movers, word: &str) -> Vec<Target> {
    if word == "empty" {
        return vec![Target::Empty];
    }
    if let Some(t) = m.terrains.iter().position(|t| t == word) {
        return vec![Target::Terrain(t as u8)];
    }
    kinds_named(m.kinds, word)
        .into_iter()
        .map(Target::Piece)
        .collect()
}

/// The outcome a phrase names for a mover meeting a target.
fn outcome(mover: Mover, target: Target, phrase: &str) -> Option<Outcome> {
    let words: Vec<&str> = phrase.split(' ').collect();
    Some(match (mover, words.as_slice()) {
        (_, ["move"]) => Outcome::Move,
        (_, ["blocked"]) => Outcome::Blocked,
        (Mover::Walker, ["push"]) => Outcome::Push(1),
        (Mover::Pushed(k), ["chain", "up", "to", n]) if target == Target::Piece(k) => {
            Outcome::Push(n.parse().ok().filter(|n| (1..=4096).contains(n))?)
        }
        (Mover::Pushed(_), [_, "destroyed"]) if matches!(target, Target::Piece(_)) => {
            Outcome::DestroyTarget
        }
        (Mover::Chaser(_), ["destroyed"]) => Outcome::Destroyed,
        (Mover::Chaser(_), ["stopped"]) => Outcome::Stopped,
        (Mover::Chaser(_), ["lost"]) => Outcome::Lost,
        _ => return None,
    })
}

/// The outcomes a mover may have, for help lines.
fn menu(mover: Mover) -> &'static str {
    match mover {
        Mover::Walker => "`move`, `blocked` or `push`",
        Mover::Pushed(_) => "`move`, `blocked`, `chain up to N` or `robot destroyed`",
        Mover::Chaser(_) => "`move`, `blocked`, `destroyed`, `stopped` or `lost`",
        Mover::Placed(_) => "`move` or `blocked`",
        Mover::Traveller(_) => {
            "`move`, `blocked`, `costs N`, `pass through`, `ends the move` or `collect`"
        }
    }
}

/// Every outcome statement, read against the movers and targets.
pub(super) fn outcomes(c: &mut Checker, m: &Movers) -> Option<Outcomes> {
    let mut rules: Vec<((Mover, Target), Outcome)> = Vec::new();
    let mut ok = true;
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
            for k in m.kinds {
                known.push(format!("pushed {}", k.name));
            }
            let known: Vec<&str> = known.iter().map(String::as_str).collect();
            c.unknown("mover", mover, &known);
            ok = false;
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
            continue;
        }
        for &mv in &who {
            for &t in &what {
                match outcome(mv, t, &phrase.node) {
                    Some(o) => rules.push(((mv, t), o)),
                    None => {
                        let f = c
                            .error(
                                Error::UnknownName,
                                phrase.span,
                                format!("`{}` is not an outcome of this rule", phrase.node),
                            )
                            .label("not on the menu")
                            .help(format!("the outcomes here are {}", menu(mv)));
                        c.push(f);
                        ok = false;
                    }
                }
            }
        }
    }
    if !ok {
        return None;
    }
    let mut outcomes = Outcomes { rules };
    outcomes.settle();
    chain_pushes(&mut outcomes);
    required(c, m, &outcomes).then_some(outcomes)
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

/// Reports every rule the game needs and does not state.
fn required(c: &mut Checker, m: &Movers, o: &Outcomes) -> bool {
    let mut need: Vec<(String, String, String)> = Vec::new();
    let name = |k: KindId| m.kinds[k as usize].name.clone();
    if let Some(player) = m.player {
        if o.stated(Mover::Walker, Target::OffBoard).is_none() {
            need.push((
                "player off".into(),
                "the player would leave the board".into(),
                "player off board: blocked".into(),
            ));
        }
        for k in 0..m.kinds.len() as KindId {
            if k == player || o.stated(Mover::Walker, Target::Piece(k)).is_some() {
                continue;
            }
            let n = name(k);
            need.push((
                "player into".into(),
                format!("the player moves into a {n}"),
                format!("player into {n}: blocked"),
            ));
        }
        for k in 0..m.kinds.len() as KindId {
            if !matches!(
                o.stated(Mover::Walker, Target::Piece(k)),
                Some(Outcome::Push(_))
            ) {
                continue;
            }
            let n = name(k);
            if o.stated(Mover::Pushed(k), Target::Piece(k)).is_none() {
                need.push((
                    "pushed".into(),
                    format!("a pushed {n} meets another"),
                    format!("pushed {n} into {n}: blocked"),
                ));
            }
            if o.stated(Mover::Pushed(k), Target::OffBoard).is_none() {
                need.push((
                    "pushed".into(),
                    format!("a pushed {n} would leave the board"),
                    format!("pushed {n} off board: blocked"),
                ));
            }
        }
        for &k in &m.chasers {
            if o.stated(Mover::Chaser(k), Target::Piece(player)).is_none() {
                let class = &m.kinds[k as usize].class;
                need.push((
                    class.clone(),
                    format!("a {} reaches the player", name(k)),
                    format!("{class} into player: lost"),
                ));
            }
        }
    }
    for &k in &m.placed {
        let class = &m.kinds[k as usize].class;
        if o.stated(Mover::Placed(k), Target::OffBoard).is_none() {
            need.push((
                class.clone(),
                format!("a {class} is placed off the board"),
                format!("{class} off board: blocked"),
            ));
        }
    }
    need.dedup();
    let ok = need.is_empty();
    for (prefix, what, example) in need {
        c.missing_with(&prefix, &format!("what happens when {what}"), &example);
    }
    ok
}

/// `robots meeting: heap` / `vanish`: required where chasers move.
pub(super) fn meeting(c: &mut Checker, kinds: &[Kind], chasers: bool) -> Option<Option<Meeting>> {
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
