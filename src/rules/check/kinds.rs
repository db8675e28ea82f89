//! The four kinds of game a rules file can state, which statements belong
//! to which, and the slot of each statement (a statement may appear once
//! per slot).

use super::checker::Checker;
use crate::rules::ast::{Block, Meets, RulesFile, StatementKind};
use crate::rules::codes::Error;

/// What a game's contest asks, named by its `format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `format robots`: a pursuit played under a strategy.
    Pursuit,
    /// `format janken-tactics`: moves validated by the cheapest path.
    Tactics,
    /// `format robot-race`: perfect play of a race for tokens.
    Race,
    /// `format crosses`: placement games replayed and re-enacted.
    Crosses,
}

/// The format names and the kinds they play.
pub(super) const FORMATS: &[(&str, Kind)] = &[
    ("robots", Kind::Pursuit),
    ("janken-tactics", Kind::Tactics),
    ("robot-race", Kind::Race),
    ("crosses", Kind::Crosses),
];

impl Kind {
    pub fn format(self) -> &'static str {
        FORMATS
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("robots", |(n, _)| *n)
    }

    /// What a game of this kind does, for messages.
    fn does(self) -> &'static str {
        match self {
            Kind::Pursuit => "plays a pursuit under a strategy",
            Kind::Tactics => "validates moves by the cheapest path",
            Kind::Race => "finds perfect play in a race for tokens",
            Kind::Crosses => "replays and re-enacts placement games",
        }
    }
}

/// The slot of a statement: two statements in one slot say the same thing
/// twice.
pub(super) fn slot_of(kind: &StatementKind) -> String {
    use StatementKind as S;
    match kind {
        S::Game(_) => "game".into(),
        S::Format(_) => "format".into(),
        S::Board(_) => "board".into(),
        S::Cells(_) => "cells".into(),
        S::Distance(_) => "distance".into(),
        S::Legend(Block::Terrain, _) => "terrain".into(),
        S::Legend(Block::Units, _) => "units".into(),
        S::Legend(_, _) => "pieces".into(),
        S::Sides(_) => "sides".into(),
        S::Beats { winner, loser } => format!("beats {} {}", winner.node, loser.node),
        S::Outcome { mover, meets, .. } => match meets {
            Meets::Into(t) => format!("outcome {} into {}", mover.node, t.node),
            Meets::NextTo(t) => format!("outcome {} next to {}", mover.node, t.node),
            Meets::OffBoard(_) => format!("outcome {} off board", mover.node),
        },
        S::Start { .. } => "start".into(),
        S::Walks(_) => "walks".into(),
        S::MayStay => "may stay".into(),
        S::Teleports(_) => "teleports".into(),
        S::Steps { .. } => "steps".into(),
        S::Ties(_) => "ties".into(),
        S::Meeting { on: None, .. } => "meeting".into(),
        S::Meeting { on: Some(on), .. } => format!("meeting on {}", on.node),
        S::WonNoRobots => "won no robots".into(),
        S::WonSurviving(_) => "won surviving".into(),
        S::Strategy(_) => "strategy".into(),
        S::Points { .. } => "points".into(),
        S::Validate(_) => "validate".into(),
        S::Facing { .. } => "facing".into(),
        S::Commands(_) => "commands".into(),
        S::TokenValues { .. } => "token values".into(),
        S::Surrender(_) => "surrender".into(),
        S::PerfectPlay(_) => "perfect play".into(),
        S::TakeTurns(_) => "turns".into(),
        S::Place(_) => "place".into(),
        S::Removal { .. } => "removal".into(),
        S::GameEnds(_) => "ends".into(),
        S::Score(_) => "score".into(),
        S::Reenact(_) => "reenact".into(),
    }
}

/// The kinds of game a statement belongs to.
fn kinds_of(kind: &StatementKind) -> &'static [Kind] {
    use Kind::*;
    use StatementKind as S;
    const ALL: &[Kind] = &[Pursuit, Tactics, Race, Crosses];
    match kind {
        S::Game(_) | S::Format(_) | S::Board(_) | S::Cells(_) | S::Outcome { .. } => ALL,
        S::Distance(_)
        | S::Start { .. }
        | S::Walks(_)
        | S::MayStay
        | S::Teleports(_)
        | S::Ties(_)
        | S::WonNoRobots
        | S::WonSurviving(_)
        | S::Strategy(_) => &[Pursuit],
        S::Steps { .. } => &[Pursuit, Tactics],
        S::Meeting { .. } => &[Pursuit, Race],
        S::Legend(Block::Terrain, _) => &[Tactics, Race],
        S::Legend(Block::Units, _) | S::Beats { .. } | S::Points { .. } | S::Validate(_) => {
            &[Tactics]
        }
        S::Legend(_, _)
        | S::Facing { .. }
        | S::Commands(_)
        | S::TokenValues { .. }
        | S::Surrender(_)
        | S::PerfectPlay(_) => &[Race],
        S::Sides(_) => &[Tactics, Crosses],
        S::TakeTurns(_)
        | S::Place(_)
        | S::Removal { .. }
        | S::GameEnds(_)
        | S::Score(_)
        | S::Reenact(_) => &[Crosses],
    }
}

/// Refuses every statement that belongs to another kind of game.
pub(super) fn refuse_others(c: &mut Checker, file: &RulesFile, kind: Kind) {
    let format_line = c.get("format").map(|s| c.source.line_col(s.span.start).0);
    for statement in &file.statements {
        let belongs = kinds_of(&statement.node);
        if belongs.contains(&kind) {
            continue;
        }
        let owner = belongs[0];
        let span = c.source.text[statement.span.start..statement.span.end]
            .lines()
            .next()
            .map_or(statement.span, |first| {
                crate::diagnostics::Span::new(
                    statement.span.start,
                    statement.span.start + first.len(),
                )
            });
        let stated = match format_line {
            Some(line) => format!("this file's format is `{}` (line {line})", kind.format()),
            None => format!(
                "this file states no format, so it is a `{}` game",
                kind.format()
            ),
        };
        let f = c
            .error(
                Error::NotInThisGame,
                span,
                format!("this statement is not part of a `{}` game", kind.format()),
            )
            .label(format!("a statement of a `{}` game", owner.format()))
            .help(format!(
                "{stated}, which {}; a `{}` game {}. Delete the line, or change the format",
                kind.does(),
                owner.format(),
                owner.does()
            ));
        c.push(f);
    }
}
