//! Which statements belong to which kind of game, and the refusal of those
//! that do not belong to the file's.

use super::checker::Checker;
use crate::rules::ast::{Block, RulesFile, StatementKind};
use crate::rules::codes::Error;
use crate::rules::game::Kind;

/// The kinds of game a statement belongs to.
fn kinds_of(kind: &StatementKind) -> &'static [Kind] {
    use Kind::*;
    use StatementKind as S;
    const ALL: &[Kind] = &[Pursuit, Tactics, Race, Crosses, Map];
    match kind {
        S::Game(_) | S::Format(_) | S::Board(_) | S::Cells(_) | S::Outcome { .. } => ALL,
        S::Distance(_)
        | S::Walks(_)
        | S::MayStay
        | S::Ties(_)
        | S::WonNoRobots
        | S::Strategy(_) => &[Pursuit, Map],
        S::Start { .. } | S::Teleports(_) | S::WonSurviving(_) => &[Pursuit],
        S::Steps { .. } => &[Pursuit, Tactics, Map],
        S::Meeting { .. } => &[Pursuit, Race, Map],
        S::Legend(Block::Terrain, _) => &[Tactics, Race, Map],
        S::Legend(Block::Pieces, _) => &[Race, Map],
        S::EndWhen { .. }
        | S::FromInput
        | S::BlockedMoves(_)
        | S::Presses(_)
        | S::Speed { .. }
        | S::Period { .. }
        | S::Effect(_) => &[Map],
        S::Legend(Block::Units, _) | S::Beats { .. } | S::Points { .. } | S::Validate(_) => {
            &[Tactics]
        }
        S::Legend(_, _)
        | S::Facing { .. }
        | S::Commands(_)
        | S::TokenValues { .. }
        | S::Surrender(_)
        | S::PerfectPlay(_) => &[Race],
        S::Sides(_) => &[Tactics, Crosses, Map],
        S::TakeTurns(_) | S::Place(_) => &[Crosses, Map],
        S::Removal { .. } | S::GameEnds(_) | S::Score(_) | S::Reenact(_) => &[Crosses],
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
            .label(format!("a statement of {}", games_of(belongs)))
            .help(match belongs {
                [only] => format!(
                    "{stated}, which {}; a `{}` game {}. Delete the line, or change the format",
                    kind.does(),
                    only.format(),
                    only.does()
                ),
                _ => format!(
                    "{stated}, which {}; this statement is part of {}. Delete the line, or \
                     change the format",
                    kind.does(),
                    games_of(belongs)
                ),
            });
        c.push(f);
    }
}

/// The kinds a statement belongs to, named: "a `robots` game", or, for a
/// statement several kinds share, every one of them ("`robots` and
/// `janken-tactics` games"), none put first as its owner.
fn games_of(kinds: &[Kind]) -> String {
    let names: Vec<String> = kinds.iter().map(|k| format!("`{}`", k.format())).collect();
    match names.split_last() {
        Some((only, [])) => format!("a {only} game"),
        Some((last, init)) => format!("{} and {last} games", init.join(", ")),
        None => "no game".to_string(),
    }
}
