//! The outcome rules of a pursuit: who moves into what (`player into
//! debris: push`), each pair's menu, and the pairs that are no rule. The
//! pursuit's kinds of piece are the words these rules name.

use super::outcome_rules::{Item, NotARule, Relation, Rule, Value, fixed};
use crate::model::{Kind, KindId, Mover, Outcome, Target};

/// The outcome rules of a pursuit, in the order of [`OUTCOME_PAIRS`].
pub(super) fn rules() -> Vec<Rule<Outcome>> {
    let into = |t: &str| Relation::Into(t.to_string());
    let rule = |mover, relation, menu, required| Rule {
        mover,
        relation,
        menu,
        required,
    };
    vec![
        rule(
            "player",
            into("empty"),
            vec![fixed("move", Outcome::Move)],
            true,
        ),
        rule(
            "player",
            into("robot"),
            vec![fixed("blocked", Outcome::Blocked)],
            true,
        ),
        // Required only where debris is made (see `warnings`).
        rule(
            "player",
            into("debris"),
            vec![
                fixed("push", Outcome::Push(1)),
                fixed("blocked", Outcome::Blocked),
            ],
            false,
        ),
        rule(
            "player",
            Relation::OffBoard,
            vec![fixed("blocked", Outcome::Blocked)],
            true,
        ),
        rule(
            "pushed debris",
            into("empty"),
            vec![fixed("move", Outcome::Move)],
            false,
        ),
        rule(
            "pushed debris",
            into("debris"),
            vec![
                fixed("blocked", Outcome::Blocked),
                Item {
                    words: "chain up to N",
                    value: Value::Numbered(Outcome::Push, 1, MAX_CHAIN),
                },
            ],
            false,
        ),
        rule(
            "pushed debris",
            into("robot"),
            vec![
                fixed("robot destroyed", Outcome::DestroyTarget),
                fixed("blocked", Outcome::Blocked),
            ],
            false,
        ),
        rule(
            "pushed debris",
            Relation::OffBoard,
            vec![fixed("blocked", Outcome::Blocked)],
            false,
        ),
        rule(
            "robot",
            into("empty"),
            vec![fixed("move", Outcome::Move)],
            false,
        ),
        rule(
            "robot",
            into("debris"),
            vec![
                fixed("destroyed", Outcome::Destroyed),
                fixed("stopped", Outcome::Stopped),
            ],
            false,
        ),
        rule(
            "robot",
            into("player"),
            vec![fixed("lost", Outcome::Lost)],
            true,
        ),
    ]
}

/// The kinds of piece the rules name, each once, in the order first named:
/// every mover (`pushed debris` names `debris`) and every cell entered but
/// `empty`.
pub(super) fn kinds(rules: &[Rule<Outcome>]) -> Vec<Kind> {
    let mut names: Vec<&str> = Vec::new();
    for rule in rules {
        let mover = rule.mover.strip_prefix("pushed ").unwrap_or(rule.mover);
        let target = match &rule.relation {
            Relation::Into(t) if t != "empty" => Some(t.as_str()),
            _ => None,
        };
        for name in std::iter::once(mover).chain(target) {
            if !names.contains(&name) {
                names.push(name);
            }
        }
    }
    names
        .into_iter()
        .map(|name| Kind {
            name: name.to_string(),
            class: name.to_string(),
            side: None,
        })
        .collect()
}

/// The kind a word names.
pub(super) fn kind(kinds: &[Kind], name: &str) -> KindId {
    kinds.iter().position(|k| k.name == name).unwrap_or(0) as KindId
}

/// The model's pair of a rule: the walker is the kind that meets the
/// chasers' `lost`, a `pushed` kind is pushed, any other mover chases.
pub(super) fn pair(rule: &Rule<Outcome>, kinds: &[Kind], walker: &str) -> (Mover, Target) {
    let mover = match rule.mover.strip_prefix("pushed ") {
        Some(pushed) => Mover::Pushed(kind(kinds, pushed)),
        None if rule.mover == walker => Mover::Walker,
        None => Mover::Chaser(kind(kinds, rule.mover)),
    };
    let target = match &rule.relation {
        Relation::Into(t) if t == "empty" => Target::Empty,
        Relation::Into(t) => Target::Piece(kind(kinds, t)),
        _ => Target::OffBoard,
    };
    (mover, target)
}

/// The longest chain of debris a push may move.
pub(crate) const MAX_CHAIN: u32 = 4096;

pub(super) fn not_rules() -> Vec<NotARule> {
    let into = |t: &str| Relation::Into(t.to_string());
    vec![
        NotARule {
            mover: "robot",
            relation: into("robot"),
            why: "robots that step onto one cell meet: write `robots meeting: debris` (or `vanish`)",
        },
        NotARule {
            mover: "robot",
            relation: Relation::OffBoard,
            why: "robots never step off the board: steps that would leave it are not considered",
        },
        NotARule {
            mover: "player",
            relation: into("player"),
            why: "there is one player",
        },
        NotARule {
            mover: "pushed debris",
            relation: into("player"),
            why: "pushed debris moves away from the player, so it never meets the player",
        },
    ]
}
