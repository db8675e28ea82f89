//! `robots solve` for map games: each case played as `robots run` plays
//! it, then its moves searched by [`crate::solve::map`] (a game of two
//! sides for best play); and the refusal, at its line, of a map game no
//! search fits (three sides or more).

use super::Context;
use super::load::output;
use super::solve_args::SolveArgs;
use crate::diagnostics::Source;
use crate::model::{Control, Model};
use crate::rules::Kind;
use crate::run::Options;
use crate::scenario::map::MapReader;
use crate::solve::map::MapSolver;
use miette::Report;
use std::io::{self, IsTerminal, Write};

/// `robots solve` for the map game `model`, read from `source`.
pub(super) fn solve(
    args: &SolveArgs,
    model: &Model,
    source: &Source,
    context: &mut Context,
) -> miette::Result<()> {
    // Two sides are searched for best play.
    refuse(model, source, 2)?;
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let (input, _) = super::views::scenarios_of(args.input.as_deref(), Kind::Map)?;
    let watched = io::stdout().is_terminal() || (input.stdin && io::stdin().is_terminal());
    let mut reader = MapReader::new(input.reader, &input.name, model);
    let solver = MapSolver::new(model, args.budget.0, args.format, &input.name);
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout());
    crate::run::map::play_with(&mut reader, solver, &mut out, Options::new(jobs, watched))
        .map_err(|e| super::input::named(Report::new(e), &input.name))?;
    out.flush().map_err(output)
}

/// A game of more than `sides` sides, or one whose moves are its
/// question's solver's, at the line that says so.
pub(super) fn refuse(model: &Model, source: &Source, sides: usize) -> miette::Result<()> {
    let lines = crate::rules::lines::lines(source);
    let n = model.sides.len();
    let (line, what) = if n > sides {
        let line = lines.statement("sides").or(lines.statement("format"));
        (line, format!("{n} sides take turns"))
    } else if matches!(model.control, Control::Solver) {
        let what = "its moves are chosen by the contest's solver".to_string();
        (lines.statement("format"), what)
    } else {
        return Ok(());
    };
    let searched = match sides {
        0 => "one player's moves",
        _ => "one player's moves, or best play between two sides,",
    };
    Err(miette::miette!(
        code = "robots::solve::not_one_player",
        help = "`robots run` plays this game",
        "{}:{}:1: this searches {searched} and in this game {what}",
        source.name,
        line.unwrap_or(1)
    ))
}
