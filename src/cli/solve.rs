//! `robots solve`: for each case, the strategy's result and whether any
//! line of moves wins (see [`crate::solve`]).

use super::Context;
pub use super::budget::BudgetArg;
use super::load::output;
use super::load::{load_source, rules_source};
pub use super::solve_args::SolveArgs;
use super::views::{Loaded, pursuit_of, reader, scenarios};
use crate::rules::{Game, Kind};
use crate::run::{Options, Scenarios};
use crate::solve::report::Solver;
use miette::Report;
use std::io::{self, IsTerminal, Write};

/// `robots solve`.
pub fn solve(args: SolveArgs, context: &mut Context) -> miette::Result<()> {
    let source = rules_source(args.rules.as_deref())?;
    let compiled = load_source(&source, context)?;
    if let Game::Model(model) = &compiled.game
        && Kind::of(model) == Kind::Map
    {
        return super::kind_solve::solve(&args, model, &source, context);
    }
    if !matches!(compiled.game, Game::Robots(..)) {
        let line = crate::rules::lines::lines(&source).statement("format");
        return Err(miette::miette!(
            code = "robots::solve::kind",
            help = "`robots run` plays it; `robots solve` searches pursuits (`format robots`) and \
                    map games (`format map`: a shortest win, or best play in a game of sides)",
            "{}:{}:1: `robots solve` searches pursuits and map games, and this file plays `format {}`",
            source.name,
            line.unwrap_or(1),
            compiled.game.kind().format()
        ));
    }
    let Loaded { table, .. } = pursuit_of(&source, compiled, "`robots solve`")?;
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let (input, _) = scenarios(args.input.as_deref())?;
    let watched = io::stdout().is_terminal() || (input.stdin && io::stdin().is_terminal());
    let mut cases = reader(input.reader, &input.name, &table);
    let solver = Solver::new(
        crate::engine::Engine::new(table),
        args.budget.0,
        args.format,
        &input.name,
    );
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout());
    crate::run::run(
        &mut Scenarios(&mut cases),
        solver,
        &mut out,
        Options::new(jobs, watched),
    )
    .map_err(Report::new)?;
    out.flush().map_err(output)
}
