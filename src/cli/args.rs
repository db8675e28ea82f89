//! The arguments of `robots run`, `check`, `fmt`, `gen` and
//! `completions`, as clap reads them (the views' arguments are in
//! [`super::view_args`]).

use super::view_args::ViewFlags;
use clap::Args;
use std::path::PathBuf;

#[derive(Debug, Args)]
pub struct RunArgs {
    /// Rules file to play, or the name of a shipped game (`robots games`);
    /// default: the canonical Robots game; `-` reads standard input.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Play this many cases at once (0: one a core; at most the cores
    /// available); results still print in input order, each as soon as it
    /// and all before it are done.
    #[arg(long, short, default_value_t = 1, value_name = "N")]
    pub jobs: usize,
    /// Scenario file; `-` or nothing reads standard input.
    #[arg(value_name = "INPUT")]
    pub input: Option<PathBuf>,
    /// Compare the output with FILE case by case instead of printing it:
    /// the first case that differs is shown beside FILE's text (exit 1),
    /// or every case matched. With `--case`, FILE holds the output of
    /// those cases.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["trace", "summary", "summary_only", "format", "log"]
    )]
    pub expect: Option<PathBuf>,
    #[command(flatten)]
    pub view: ViewFlags,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Print each file's compiled rule table.
    #[arg(long)]
    pub table: bool,
    /// Rules files to check; `-` reads standard input.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub struct FmtArgs {
    /// Change no file: name those not in the canonical layout, and exit
    /// with 1 if there are any.
    #[arg(long)]
    pub check: bool,
    /// Rules files to format in place; `-` reads standard input and writes
    /// the formatted text to standard output.
    #[arg(required = true, value_name = "FILE")]
    pub files: Vec<PathBuf>,
}

#[derive(Debug, Args)]
pub struct GenArgs {
    /// Seed of the random generator.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Number of cases to write.
    #[arg(long, default_value_t = 10)]
    pub cases: usize,
    /// Robots games: the shape of the scenarios [default: wild].
    #[arg(long, value_enum)]
    pub style: Option<crate::generate::Style>,
    /// Rules whose board the scenarios are for (default: the canonical
    /// game), or a shipped game's name; `-` reads standard input.
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Placement games: the smallest and largest board side, such as
    /// `3..20` (each game's is drawn between them).
    #[arg(long, value_name = "A..B")]
    pub sides: Option<Sides>,
    /// Placement games: write full records of both sides' moves instead of
    /// contest questions.
    #[arg(long)]
    pub records: bool,
    /// Map games: every board ROWS x COLUMNS, such as `200x300` (each
    /// side from 1 to 1024; else 1 to 12 each, at random); a hexagon map's
    /// side is ROWS.
    #[arg(long, value_name = "RxC")]
    pub size: Option<Size>,
    /// Map games: exactly N pieces besides the player, on distinct cells
    /// (else about a fifth of the cells).
    #[arg(long, value_name = "N")]
    pub pieces: Option<usize>,
    /// Map games: exactly N moves on each `moves:` line, or `turns N` for
    /// games played by a strategy (else random).
    #[arg(long, value_name = "N")]
    pub moves: Option<usize>,
}

/// A board's size, `RxC`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size(pub usize, pub usize);

impl std::str::FromStr for Size {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let bad =
            || format!("`{text}` is not a board size such as `200x300` (each side from 1 to 1024)");
        let (r, c) = text.split_once('x').ok_or_else(bad)?;
        let side = |t: &str| {
            t.trim()
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=1024).contains(n))
        };
        match (side(r), side(c)) {
            (Some(r), Some(c)) => Ok(Size(r, c)),
            _ => Err(bad()),
        }
    }
}

/// A range of board sides, `A..B`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sides(pub usize, pub usize);

impl Sides {
    pub fn range(self) -> (usize, usize) {
        (self.0, self.1)
    }
}

impl std::str::FromStr for Sides {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let bad =
            || format!("`{text}` is not a range of sides such as `3..20` (each from 1 to 1024)");
        let (a, b) = text.split_once("..").ok_or_else(bad)?;
        let side = |t: &str| {
            t.trim()
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=1024).contains(n))
        };
        match (side(a), side(b)) {
            (Some(a), Some(b)) if a <= b => Ok(Sides(a, b)),
            _ => Err(bad()),
        }
    }
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}
