//! `robots solve`: for each case, the strategy's result and whether any
//! line of moves wins (see [`crate::solve`]).

use super::Context;
pub use super::budget::BudgetArg;
use super::load::output;
use super::views::{Loaded, pursuit_rules, reader, scenarios};
use crate::run::{Options, Scenarios};
use crate::solve::report::Solver;
use crate::views::play::Format;
use clap::Args;
use miette::Report;
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Rules file, or the name of a shipped game; default: the canonical
    /// Robots game; `-` reads standard input.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Scenario file; `-` or nothing reads standard input.
    #[arg(value_name = "INPUT")]
    pub input: Option<PathBuf>,
    /// How much searching a case may do: a time (`1s`, `250ms`), a number
    /// of positions (`200000`), or both (`2s,1000000`), whichever runs out
    /// first.
    #[arg(long, default_value = "1s", value_name = "LIMIT")]
    pub budget: BudgetArg,
    /// Solve this many cases at once (0: one a core).
    #[arg(long, short, default_value_t = 1, value_name = "N")]
    pub jobs: usize,
    /// Text, one line a case; or one JSON object a case, a line each.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
}

/// `robots solve`.
pub fn solve(args: SolveArgs, context: &mut Context) -> miette::Result<()> {
    let Loaded { table, .. } = pursuit_rules(args.rules.as_deref(), "`robots solve`", context)?;
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
