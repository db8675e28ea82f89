//! The slot of each statement: a statement may appear once per slot, and
//! two statements in one slot say the same thing twice.

use crate::rules::ast::{Block, Meets, StatementKind};

/// The slot of a statement: two statements in one slot say the same thing
/// twice.
pub(crate) fn slot_of(kind: &StatementKind) -> String {
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
        S::EndWhen {
            result, condition, ..
        } => format!("end {} when {}", result.node, condition.node),
        S::FromInput => "from input".into(),
        S::BlockedMoves(_) => "blocked moves".into(),
        S::Presses(_) => "presses".into(),
        S::Speed { who, .. } => format!("speed {}", who.node),
        S::Period { who, .. } => format!("period {}", who.node),
        S::Effect(_) => "effect".into(),
    }
}
