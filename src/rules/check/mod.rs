//! Meaning: from a syntax tree to a compiled game.
//!
//! The checker gives every word its meaning and refuses what would leave
//! the game undefined or contradictory: unknown names, the same rule stated
//! twice in different ways, missing rules, numbers out of range, statements
//! of another kind of game, and robot steps that can tie with no stated
//! resolution. It reports every independent error of a file at once (with
//! the syntax errors of the lines that did not parse), and warns about
//! rules that can never matter.
//!
//! The file's `format` says which contest it plays, and so which kind of
//! game it is; statements every kind shares (`board`, `cells named`,
//! `terrain:`, `sides:`, outcome rules) are checked by the same code
//! (`common`, `outcomes` against each kind's `outcome_rules`) whatever the
//! kind; each kind's own statements by its module, which fills the one
//! game model: every kind compiles to it (a pursuit is then also lowered
//! onto the fast engine's table by [`super::lower`]), and the model's
//! question says what the contest asks of it.

mod checker;
mod common;
mod crosses;
mod directions;
mod facing;
mod kinds;
mod legend;
mod map;
mod map_board;
mod map_ends;
mod map_legend;
mod map_rules;
mod map_strategy;
mod outcome_rules;
mod outcomes;
mod pursuit;
mod pursuit_model;
mod pursuit_outcomes;
mod race;
pub(crate) mod slots;
mod strategy;
mod tactics;
mod ties;
mod units;
mod warnings;

use super::ast;
use super::codes::Error;
use super::game::{Game, Kind};
use super::report::{Finding, RulesError};
use super::syntax::Parsed;
use crate::diagnostics::{Source, Span};
use checker::Checker;

/// A checked and compiled game, with its warnings.
pub struct Checked {
    pub game: Game,
    pub warnings: Vec<Finding>,
}

/// Checks every statement of a file and builds its game's model.
fn game<'a>(c: &mut Checker<'a>, file: &'a ast::RulesFile) -> Option<Game> {
    c.take_in(file);
    let kind = common::kind(c)?;
    kinds::refuse_others(c, file, kind);
    let game = match kind {
        Kind::Pursuit => pursuit::check(c).and_then(|m| lowered(c, m)),
        Kind::Tactics => tactics::check(c).map(Game::Model),
        Kind::Race => race::check(c).map(Game::Model),
        Kind::Crosses => crosses::check(c).map(Game::Model),
        Kind::Map => map::check(c).map(Game::Model),
    };
    if let Some(game) = &game {
        warnings::check(c, game);
    }
    game
}

/// A pursuit's model with the fast engine's table. Every checked pursuit
/// fits that engine; a misfit is refused rather than played wrong.
fn lowered(c: &mut Checker, model: crate::model::Model) -> Option<Game> {
    match super::lower::lower(&model) {
        Ok(table) => Some(Game::Robots(table, Box::new(model))),
        Err(misfit) => {
            let at = c.get("format").map_or(Span::new(0, 0), |s| s.span);
            let f = c
                .error(
                    Error::FormatNeeds,
                    at,
                    format!("this pursuit does not fit the pursuit engine: {misfit}"),
                )
                .label("plays on the pursuit engine")
                .help("write `format map` to play it on the general interpreter");
            c.push(f);
            None
        }
    }
}

/// Checks a parsed file; on failure, every error found (the parse's and
/// the checker's) is returned.
pub fn check(source: &Source, parsed: Parsed) -> Result<Checked, RulesError> {
    let Parsed {
        file,
        errors,
        broken,
    } = parsed;
    let mut c = Checker::new(source, errors, broken);
    if file.statements.is_empty() && c.quiet() {
        let end = source.text.len();
        c.push(
            Finding::error(
                source,
                Error::Empty,
                Span::new(end, end),
                "the file states no rules",
            )
            .label("nothing here")
            .help("a rules file states a whole game; start from a copy of rules/robots.rules"),
        );
    }
    let game = if file.statements.is_empty() {
        None
    } else {
        game(&mut c, &file)
    };
    let (errors, warnings) = c.finish();
    match game {
        Some(game) if errors.is_empty() => Ok(Checked { game, warnings }),
        _ => Err(RulesError {
            name: source.name.to_string(),
            errors,
        }),
    }
}

#[cfg(test)]
mod tests;
