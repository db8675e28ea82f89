//! `robots solve`'s arguments, apart from the command so that each kind
//! of game's solve reads them.

use super::budget::BudgetArg;
use crate::views::play::Format;
use clap::Args;
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
    /// `text` (one line a case), or `json` (one JSON object a case, a line
    /// each).
    // The values' own help describes `run`'s output.
    #[arg(long, value_enum, default_value_t, hide_possible_values = true)]
    pub format: Format,
}
