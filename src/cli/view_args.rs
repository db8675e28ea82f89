//! The arguments of the views: `robots run`'s flags for traces, totals
//! and JSON, and the `explain`, `diff` and `replay` commands.

use crate::views::play::Format;
use crate::views::trace::Moves;
use clap::Args;
use std::path::PathBuf;

/// Case numbers count from 1.
fn case_number() -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::new().range(1..)
}

/// `robots run`'s views of its games.
#[derive(Debug, Args, Default, Clone)]
pub struct ViewFlags {
    /// Show every game move by move: the board after each move, the move
    /// and what decided it, and what the robots' reply did.
    #[arg(long)]
    pub trace: bool,
    /// Play only case K (counted from 1), or cases K to L (`K..L`, `K..`,
    /// `..L`), each under its number in the input; in every output form.
    #[arg(long, value_name = "K")]
    pub case: Option<crate::run::CaseRange>,
    /// With --trace: only moves A to B, both included (`3..7`, `3..`,
    /// `..7`, `5`); move 0 is the start.
    #[arg(long, value_name = "A..B", requires = "trace")]
    pub moves: Option<Moves>,
    /// After the cases, print the totals: games won, lost, survived and
    /// endless, moves and teleports, with the share of each.
    #[arg(long, conflicts_with = "trace")]
    pub summary: bool,
    /// Print only the totals (with a progress bar on stderr when it is a
    /// terminal).
    #[arg(long, conflicts_with_all = ["trace", "summary"])]
    pub summary_only: bool,
    /// How each case is written: the contest output, or one JSON object a
    /// case on its own line (schema: docs/views.md).
    #[arg(long, value_enum, default_value_t, conflicts_with = "trace")]
    pub format: Format,
    /// With --format json: every move, with its candidates' key values.
    #[arg(long)]
    pub log: bool,
}

impl ViewFlags {
    /// Whether any view was asked for.
    pub fn any(&self) -> bool {
        self.trace || self.summary || self.summary_only || self.format != Format::Text || self.log
    }
}

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// Rules file, or the name of a shipped game; default: the canonical
    /// Robots game; `-` reads standard input.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Scenario file; `-` reads standard input.
    #[arg(value_name = "INPUT")]
    pub input: PathBuf,
    /// The case to explain, counted from 1.
    #[arg(long, value_name = "K", value_parser = case_number())]
    pub case: usize,
    /// The move to explain in full, counted from 1; without it, one line
    /// a move.
    #[arg(long = "move", value_name = "M", value_parser = clap::value_parser!(u32).range(1..))]
    pub mv: Option<u32>,
    /// Without --move: list only moves A to B, both included (`3..7`,
    /// `3..`, `..7`, `5`); one run lists at most 1,000 moves (fewer when
    /// they weigh more than 2,000,000 candidates).
    #[arg(long, value_name = "A..B", conflicts_with = "mv")]
    pub moves: Option<Moves>,
    /// Search the game's lines (as `robots solve`): mark the first move
    /// after which the strategy's choice (or a map game's input move)
    /// leaves no winning line while another move keeps one, and show that
    /// move and the line.
    #[arg(long, conflicts_with_all = ["mv", "moves"])]
    pub solve: bool,
    /// With --solve: how much searching each position of the game tried
    /// may do (as `robots solve --budget`); about log2 of the game's
    /// length positions are tried.
    #[arg(long, default_value = "1s", value_name = "LIMIT", requires = "solve")]
    pub budget: super::budget::BudgetArg,
}

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The first rules file (or shipped game).
    #[arg(value_name = "A")]
    pub a: PathBuf,
    /// The second rules file (or shipped game).
    #[arg(value_name = "B")]
    pub b: PathBuf,
    /// Scenario file, read with A's board; `-` or nothing reads standard
    /// input.
    #[arg(value_name = "INPUT")]
    pub input: Option<PathBuf>,
    /// Also show the cases whose games part but end alike.
    #[arg(long)]
    pub every: bool,
    /// Reduce the first case whose results differ to a smallest case that
    /// still differs (fewest robots, then teleports, then the smallest
    /// cells; a map game's fewest moves and pieces, plainest terrain,
    /// smallest board) and print it as an input ready to run.
    #[arg(long, conflicts_with = "every")]
    pub shrink: bool,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// Rules file, or the name of a shipped game; default: the canonical
    /// Robots game; `-` reads standard input.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Scenario file; `-` reads standard input.
    #[arg(value_name = "INPUT")]
    pub input: PathBuf,
    /// The case to replay, counted from 1.
    #[arg(long, value_name = "K", value_parser = case_number())]
    pub case: usize,
    /// The HTML file to write (`-`: standard output).
    #[arg(long, short, value_name = "FILE")]
    pub output: PathBuf,
}
