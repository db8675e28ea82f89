//! The outcome rules of a pursuit: who moves into what (`player into
//! debris: push`), each pair's menu, and the pairs that are no rule.

use super::outcome_rules::{Item, NotARule, Relation, Rule, Value, fixed};
use crate::engine::table::{Meets, Mover, Outcome};

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
                fixed("push", Outcome::Push),
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
                    value: Value::Numbered(Outcome::Chain, 1, MAX_CHAIN),
                },
            ],
            false,
        ),
        rule(
            "pushed debris",
            into("robot"),
            vec![
                fixed("robot destroyed", Outcome::DestroyRobot),
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

/// The table cell of each rule of [`rules`].
pub(super) const OUTCOME_PAIRS: [(Mover, Meets); 11] = [
    (Mover::Player, Meets::Empty),
    (Mover::Player, Meets::Robot),
    (Mover::Player, Meets::Debris),
    (Mover::Player, Meets::OffBoard),
    (Mover::PushedDebris, Meets::Empty),
    (Mover::PushedDebris, Meets::Debris),
    (Mover::PushedDebris, Meets::Robot),
    (Mover::PushedDebris, Meets::OffBoard),
    (Mover::Robot, Meets::Empty),
    (Mover::Robot, Meets::Debris),
    (Mover::Robot, Meets::Player),
];

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
