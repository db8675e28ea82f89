//! The words of an outcome rule, `MOVER into TARGET: OUTCOME`: the movers
//! and targets a word names among what the legend declares, the outcome a
//! phrase names, and the menu of outcomes each kind of mover has.

use crate::model::{Kind, KindId, Mover, Outcome, Target};
use crate::rules::check::map_legend::kinds_named;

/// What the rules know of the movers, to read outcome statements by.
pub(in crate::rules::check) struct Movers<'k> {
    pub kinds: &'k [Kind],
    pub terrains: &'k [String],
    pub player: Option<KindId>,
    pub chasers: Vec<KindId>,
    pub placed: Vec<KindId>,
}

/// The movers a word names.
pub(super) fn movers(m: &Movers, word: &str) -> Vec<Mover> {
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
pub(super) fn targets(m: &Movers, word: &str) -> Vec<Target> {
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

/// What a target is to a mover's outcomes: a piece that moves by a rule
/// (a chaser, or the player) and so cannot be pushed or shared, a piece
/// that stands, or anything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Held {
    Moving,
    Standing,
    Other,
}

impl Held {
    pub(super) fn of(m: &Movers, target: Target) -> Held {
        match target {
            Target::Piece(k) if m.chasers.contains(&k) || m.player == Some(k) => Held::Moving,
            Target::Piece(_) => Held::Standing,
            _ => Held::Other,
        }
    }
}

/// The outcome a phrase names for a mover meeting a target (`held`, what
/// the target is): a cell holds one standing piece and one moving piece,
/// so nothing moves onto a piece of its own layer but by its rules.
pub(super) fn outcome(mover: Mover, target: Target, held: Held, phrase: &str) -> Option<Outcome> {
    let words: Vec<&str> = phrase.split(' ').collect();
    Some(match (mover, words.as_slice()) {
        (Mover::Walker, ["move" | "push"]) if held == Held::Moving => return None,
        (Mover::Pushed(k), ["move"]) if held != Held::Other && target != Target::Piece(k) => {
            return None;
        }
        (Mover::Placed(_), ["move"]) if held != Held::Other => return None,
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

/// The outcomes a mover may have meeting a target (`held`, what the
/// target is), for help lines.
pub(super) fn menu(mover: Mover, target: Target, held: Held) -> &'static str {
    match (mover, held) {
        (Mover::Walker, Held::Moving) => {
            "`blocked` (a piece that moves by a rule is neither pushed nor shared)"
        }
        (Mover::Walker, _) => "`move`, `blocked` or `push`",
        (Mover::Pushed(k), Held::Standing) if target == Target::Piece(k) => {
            "`blocked`, `chain up to N` or `KIND destroyed`"
        }
        (Mover::Pushed(_), Held::Standing | Held::Moving) => {
            "`blocked` or `KIND destroyed` (the pushed piece takes the cell)"
        }
        (Mover::Pushed(_), Held::Other) => "`move` or `blocked`",
        (Mover::Chaser(_), _) => "`move`, `blocked`, `destroyed`, `stopped` or `lost`",
        (Mover::Placed(_), Held::Other) => "`move` or `blocked`",
        (Mover::Placed(_), _) => "`blocked` (a cell holds one piece)",
        (Mover::Traveller(_), _) => {
            "`move`, `blocked`, `costs N`, `pass through`, `ends the move` or `collect`"
        }
    }
}
