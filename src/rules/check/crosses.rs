//! A placement game (Crosses & Crosses): sides and their turns, what a
//! placement may enter, the removal rule, the end, the score, and which
//! side the contest re-enacts; checked and built into the one game model
//! (each side's pieces one kind, the removal an effect, the re-enactment
//! the model's question).

use super::checker::{Checker, MAX_SIDE};
use super::common::{self, expect_word, game_name};
use super::outcome_rules::{Relation, Rule, fixed};
use super::outcomes;
use crate::geometry::BoardSize;
use crate::model::{
    Blocked, Condition, Control, Effect, End, EndResult, Kind, KindId, Model, Mover, Outcome,
    Outcomes, Placement, Question, Target,
};
use crate::rules::ast::StatementKind;

/// The class of the pieces the sides place (`sides place crosses`).
const PLACED: &str = "cross";

/// Checks a placement game and builds its model.
pub(super) fn check(c: &mut Checker) -> Option<Model> {
    let name = game_name(c);
    let board = common::board(c, true);
    if let Some(BoardSize::Fixed(_)) = board
        && let Some(s) = c.get("board")
    {
        let f = c
            .error(
                crate::rules::codes::Error::FormatNeeds,
                s.span,
                "the crosses format gives each game's board",
            )
            .label("a fixed board")
            .help("write `board from scenario`: each game's first line says its size");
        c.push(f);
    }
    let sides = common::sides(c, Some(2));
    let first = sides
        .as_deref()
        .and_then(|s| side_of(c, s, "turns", "who moves first"));
    place(c);
    let rules = vec![
        Rule {
            mover: "cross",
            relation: Relation::Into("cross".into()),
            menu: vec![fixed("blocked", Outcome::Blocked)],
            required: true,
        },
        Rule {
            mover: "cross",
            relation: Relation::OffBoard,
            menu: vec![fixed("blocked", Outcome::Blocked)],
            required: true,
        },
    ];
    let stated = outcomes::check(c, &rules, &[]);
    let removal = removal(c);
    phrase(c, "ends", "game ends", "when the game ends", "no free cell");
    phrase(
        c,
        "score",
        "score",
        "how the score is counted",
        "crosses standing",
    );
    let reenact = sides
        .as_deref()
        .and_then(|s| side_of(c, s, "reenact", "which side is re-enacted"));
    let into_cross = stated?[0].map_or(Outcome::Blocked, |s| s.value);
    board.filter(|b| *b == BoardSize::FromScenario)?;
    let sides = sides?;
    let kinds: Vec<Kind> = (0..sides.len())
        .map(|side| Kind {
            name: format!("{PLACED} of {}", sides[side]),
            class: PLACED.into(),
            side: Some(side),
        })
        .collect();
    let mut outcomes = Outcomes::default();
    for k in 0..kinds.len() as KindId {
        for j in 0..kinds.len() as KindId {
            outcomes
                .rules
                .push(((Mover::Placed(k), Target::Piece(j)), into_cross));
        }
        let off = ((Mover::Placed(k), Target::OffBoard), Outcome::Blocked);
        outcomes.rules.push(off);
    }
    outcomes.settle();
    Some(Model {
        kinds,
        sides,
        placement: Some(Placement::Place { class_kind: 0 }),
        control: Control::Input(Blocked::Refused),
        first_side: Some(first?),
        outcomes,
        effects: vec![removal?],
        ends: vec![End {
            result: EndResult::Scored,
            condition: Condition::NoFreeCell,
            at_start: false,
        }],
        ..Model::new(name, Question::Reenact { side: reenact? })
    })
}

/// A statement naming a side: `sides take turns, red first`,
/// `re-enact black for the stated score`.
fn side_of(c: &mut Checker, sides: &[String], slot: &str, what: &str) -> Option<usize> {
    let word = match c.get(slot).map(|s| &s.node) {
        Some(StatementKind::TakeTurns(w) | StatementKind::Reenact(w)) => w,
        _ => {
            let prefix = if slot == "turns" {
                "sides take"
            } else {
                "re-enact"
            };
            c.missing(prefix, what);
            return None;
        }
    };
    common::side(c, sides, word)
}

/// `sides place crosses`.
fn place(c: &mut Checker) {
    match c.get("place").map(|s| &s.node) {
        Some(StatementKind::Place(what)) => {
            expect_word(c, what, "crosses", "what the sides place");
        }
        _ => c.missing("sides place", "what the sides place"),
    }
}

/// `after each move: cut off full rectangles of at least R x C`, or `...
/// full rows and columns of at least N cells`.
fn removal(c: &mut Checker) -> Option<Effect> {
    let Some(StatementKind::Removal {
        rows,
        columns,
        lines,
    }) = c.get("removal").map(|s| &s.node)
    else {
        c.missing("after each move", "what is cut off after each move");
        return None;
    };
    let lines = *lines;
    let what = if lines {
        "a line's length"
    } else {
        "a rectangle's side"
    };
    let rows = c.in_range(rows, 1, MAX_SIDE, what);
    let columns = if lines {
        rows
    } else {
        c.in_range(columns, 1, MAX_SIDE, what)
    };
    Some(Effect::CutOff {
        rows: rows? as u32,
        columns: columns? as u32,
        lines,
    })
}

/// A statement whose words have one meaning today.
fn phrase(c: &mut Checker, slot: &str, prefix: &str, what: &str, only: &str) {
    match c.get(slot).map(|s| &s.node) {
        Some(StatementKind::GameEnds(p) | StatementKind::Score(p)) => {
            if p.node != only {
                c.unknown(&format!("phrase for {what}"), p, &[only]);
            }
        }
        _ => c.missing(prefix, what),
    }
}
