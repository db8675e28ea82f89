//! Loading the rules a command names (a file, `-`, a shipped game's name,
//! or the built-in game) with their warnings kept to show, and the small
//! services every command shares: what a failed write to stdout is, and
//! what each kind of game reads at a terminal.

use super::Context;
use super::input;
use crate::diagnostics::Source;
use crate::rules::{self, Compiled, Kind};
use crate::run::Failure;
use miette::Report;
use std::io;
use std::path::Path;

/// The text of the rules named by `--rules` (`-`: standard input), or of
/// the built-in game.
pub(super) fn rules_source(path: Option<&Path>) -> miette::Result<Source> {
    match path {
        None => Ok(Source::new("rules/robots.rules", rules::CANONICAL)),
        Some(path) => input::read_rules(path),
    }
}

/// Loads the rules named by `--rules` (`-`: standard input), or the
/// built-in game.
pub(super) fn load_rules(path: Option<&Path>, context: &mut Context) -> miette::Result<Compiled> {
    load_source(&rules_source(path)?, context)
}

/// Loads rules from their text, keeping the warnings to show.
pub(super) fn load_source(source: &Source, context: &mut Context) -> miette::Result<Compiled> {
    let compiled = rules::load(source)?;
    if context.quiet || !context.warned.insert(source.name.to_string()) {
        return Ok(compiled);
    }
    let warnings = &mut context.warnings;
    let shown = compiled.warnings.len().min(rules::report::MAX_SHOWN);
    warnings.extend(compiled.warnings[..shown].iter().cloned().map(Report::new));
    if let Some(first_hidden) = compiled.warnings.get(shown) {
        warnings.push(miette::miette!(
            severity = miette::Severity::Warning,
            code = "robots::rules::more_warnings",
            "{}: {} more warnings, from here on, are not shown",
            first_hidden.location(),
            compiled.warnings.len() - shown
        ));
    }
    Ok(compiled)
}

/// A failed write to stdout.
pub(super) fn output(error: io::Error) -> Report {
    Report::new(Failure::Output(error))
}

/// What each kind of game reads, for a person typing it at a terminal.
pub(super) fn awaited(kind: Kind) -> &'static str {
    match kind {
        Kind::Pursuit => {
            "the contest input: a line `R T`, then R robot and T teleport cells `row column`, \
             case after case, and `0 0`"
        }
        Kind::Tactics => {
            "the contest input: the number of data sets, then each one's map, units and moves"
        }
        Kind::Race => {
            "the races: the number of board rows, the board, the number of token lists, the lists"
        }
        Kind::Crosses => "the games: `t`, then each game's size, score and moves",
        Kind::Map => {
            "cases of the map format: `map R C`, the R rows of the board, then `moves: ...` and \
             `turns N` where the game needs them"
        }
    }
}

/// The race solver's rules, read from a model whose question is perfect
/// play (every checked race gives them).
pub(super) fn race(model: &crate::model::Model) -> miette::Result<crate::race::rules::Rules> {
    crate::race::rules::Rules::of(model)
        .ok_or_else(|| miette::miette!("these rules cannot be played as a race"))
}

/// The move validator's rules, read from a model whose question is move
/// validation (every checked tactics game gives them).
pub(super) fn tactics(model: &crate::model::Model) -> miette::Result<crate::tactics::rules::Rules> {
    crate::tactics::rules::Rules::of(model)
        .ok_or_else(|| miette::miette!("these rules cannot be played as a tactics game"))
}
