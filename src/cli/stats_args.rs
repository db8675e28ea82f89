//! The arguments of `robots stats`, read by the pursuits' and the map
//! games' ways of gathering (`stats`, `kind_stats`).

use super::solve::BudgetArg;
use crate::views::play::Format;
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct StatsArgs {
    /// Rules file or shipped game; give it twice to compare two (the
    /// second minus the first); default: the canonical Robots game.
    #[arg(long, value_name = "FILE", num_args = 1, action = clap::ArgAction::Append)]
    pub rules: Vec<PathBuf>,
    /// Scenario file; `-` or nothing reads standard input (unless --gen).
    #[arg(value_name = "INPUT", conflicts_with = "generate")]
    pub input: Option<PathBuf>,
    /// Play a generated batch instead of an input: N games from SEED, as
    /// `robots gen --seed SEED --cases N` writes them for the first rules.
    #[arg(long = "gen", id = "generate", num_args = 2, value_names = ["SEED", "N"])]
    pub generate: Option<Vec<u64>>,
    /// Also search each lost game for a line that wins (see `robots
    /// solve`), and give the share of lost games that were winnable.
    #[arg(long)]
    pub solve: bool,
    /// With --solve: how much searching a lost game may do (as `robots
    /// solve --budget`).
    #[arg(long, default_value = "1s", value_name = "LIMIT", requires = "solve")]
    pub budget: BudgetArg,
    /// Play this many cases at once (0: one a core).
    #[arg(long, short, default_value_t = 1, value_name = "N")]
    pub jobs: usize,
    /// `text` (the table), or `json` (one JSON object for the whole run).
    // The values' own help describes `run`'s output.
    #[arg(long, value_enum, default_value_t, hide_possible_values = true)]
    pub format: Format,
}
