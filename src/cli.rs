//! The command line: `robots run`, `robots check`, `robots gen`,
//! `robots games`, the views (`robots explain`, `robots diff`,
//! `robots replay`, and `robots run --trace`, `--summary`, `--format json`)
//! and `robots completions`.
//!
//! Each command loads the rules (the embedded canonical game unless
//! `--rules` names a file, or `-` for standard input), then does its one
//! job ([`commands`]). Errors come back as miette reports; `main` renders
//! them ([`render`]) in the colours `--color` chose ([`color`]) and picks
//! the exit code.

mod args;
pub mod budget;
mod check;
pub mod color;
pub mod commands;
pub mod diff_shrink;
pub mod expect;
pub mod explain_solve;
pub mod fmt;
mod game_names;
mod gen_options;
pub mod input;
pub mod jobs;
mod kind_diff;
mod kind_explain;
mod kind_replay;
mod kind_run;
mod kind_solve;
mod kind_stats;
mod kind_views;
mod load;
mod map_explain_solve;
mod map_shrink;
mod one_stdin;
pub mod render;
pub mod run_views;
pub mod solve;
mod solve_args;
pub mod stats;
mod stats_args;
mod thrown_words;
pub mod view_args;
pub mod views;

pub use args::{CheckArgs, CompletionsArgs, FmtArgs, GenArgs, RunArgs, Sides, Size};
use clap::error::ErrorKind;
use clap::{CommandFactory, Parser, Subcommand};
use color::{Color, ColorChoice};
use miette::Report;
use view_args::{DiffArgs, ExplainArgs, ReplayArgs};

const EXIT_CODES: &str =
    "Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.";

/// Plays grid games from a declarative rules file.
///
/// A rules file states a game: its board, how pieces move, what entering a
/// cell does, how conflicts resolve, how a choice is made, how it ends. The
/// games shipped with the binary are listed by `robots games`, each a rules
/// file in `rules/` to copy and edit; the default is the canonical Robots
/// game (ECNA 2001), `rules/robots.rules`.
#[derive(Debug, Parser)]
#[command(name = "robots", version, after_help = EXIT_CODES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
    /// When to colour the output: on a terminal (auto, unless NO_COLOR is
    /// set), always or never.
    #[arg(
        long,
        global = true,
        value_enum,
        default_value_t = ColorChoice::Auto,
        value_name = "WHEN"
    )]
    pub color: ColorChoice,
    /// Do not print warnings (errors are still printed).
    #[arg(long, short, global = true)]
    pub quiet: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play every case of a scenario file and print the results.
    ///
    /// The input is the contest format the rules' `format` names; for the
    /// default Robots game: a line `R T`, then R robot cells and T teleport
    /// cells (`row column`, one per line), repeated; `0 0` or the end of the
    /// input ends it. Each case's result is printed as it is played
    /// (flushed at once when a terminal is on either end).
    #[command(after_help = "Examples:
  robots run scenarios/sample.in
  robots run < scenarios/sample.in
  robots run --rules rules/variants/rook-player.rules scenarios/variants/rook-player.in
  robots gen --seed 1 --cases 1000 | robots run --jobs 0
  robots run --rules - scenarios/sample.in < rules/robots.rules
  robots run --rules janken-tactics tests/data/janken-tactics/sample.in
  robots run --trace --case 1 --moves 2..3 scenarios/sample.in
  robots gen --seed 1 --cases 100000 | robots run --summary-only --jobs 0
  robots run --format json --log scenarios/sample.in
  robots run --case 2..3 scenarios/sample.in          # only cases 2 and 3
  robots run --expect scenarios/sample.out scenarios/sample.in

Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.")]
    Run(RunArgs),
    /// Explain why the player moved as it did: every candidate of a move,
    /// legal or why not, its key values, and the rule that decided.
    #[command(after_help = "Examples:
  robots explain scenarios/sample.in --case 1             # one line a move
  robots explain scenarios/sample.in --case 1 --move 1    # every candidate of move 1
  robots explain --rules my.rules games.in --case 7 --move 30
  robots explain --solve scenarios/sample.in --case 3     # the move that threw a win away

Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.")]
    Explain(ExplainArgs),
    /// Play every case under two rule files and show where they part:
    /// the first move chosen differently, and the key or rule that did it.
    #[command(after_help = "Examples:
  robots diff rules/robots.rules my.rules games.in
  robots gen --seed 5 --cases 200 | robots diff rules/robots.rules my.rules -
  robots diff --shrink rules/robots.rules my.rules games.in > small.in

Exit codes: 0 success (whether or not the games differ), 1 refused, 2 usage error.")]
    Diff(DiffArgs),
    /// Write one game as a self-contained HTML page that replays it move
    /// by move, with the board and each move's explanation.
    #[command(after_help = "Examples:
  robots replay scenarios/sample.in --case 1 -o game.html
  robots replay --rules my.rules games.in --case 3 -o game.html

The page needs no network: open it in any browser. `#move=N` in its
address opens it at move N.")]
    Replay(ReplayArgs),
    /// Search every line of the player's moves for a win the strategy (or
    /// the input's moves) missed: per case, the game's result and a win
    /// with its moves, `no win` (the whole tree searched), or `undecided`
    /// (the budget ran out).
    #[command(after_help = "Examples:
  robots solve scenarios/sample.in
  robots solve --budget 250ms --format json games.in
  robots gen --seed 7 --cases 2000 | robots solve --jobs 0 --budget 2s,1000000
  robots solve --rules sokoban levels.in

Every walk, staying and every usable teleport is tried at every move, not
only the strategy's pick. Under `won after surviving N moves` the search
looks for a line that survives.

Map games (`format map`) of one player are searched breadth first, so a
win found is a shortest one; its moves are written as a `moves:` line's
tokens, to paste into the case. A case's `turns N` bounds the search.
A game of presses that toggle one kind (Lights Out) is solved by
elimination over the presses instead: the fewest presses, at once.
A game of two sides (K in a Row) is searched for best play: which side
wins when both play their best, or neither, with a line of best play.

Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.")]
    Solve(solve::SolveArgs),
    /// How well the strategy works over many games: the rates of games
    /// won, lost, survived and endless (a map game's: stopped by its turns;
    /// a game of sides': each side's wins) with 95% intervals, game lengths, teleports; two rules files side by
    /// side; with --solve, the share of lost games some line of moves wins.
    #[command(after_help = "Examples:
  robots stats games.in
  robots stats --gen 7 100000 --jobs 0
  robots stats --rules rules/robots.rules --rules my.rules --gen 1 20000
  robots stats --gen 7 2000 --solve --budget 1s --format json
  robots stats --rules my-map-game.rules --rules its-variant.rules --gen 1 2000

Pursuits (`format robots`) and map games (`format map`: in a game of
sides, each side's wins and the draws) are counted; --solve searches a
pursuit's lost games, and a map game's lost or stopped ones (not a game
of sides).

Rates carry Wilson score intervals; a difference between two rules files
Newcombe's hybrid score interval (for independent samples: the same games
under both files make it cautious). Lengths are quantiles by nearest rank.

Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.")]
    Stats(stats::StatsArgs),
    /// Check rules files and report every error and warning in them.
    #[command(after_help = "Examples:
  robots check rules/robots.rules
  robots check rules/variants/*.rules
  robots check --table rules/robots.rules      # print the compiled rule table
  robots check - < rules/robots.rules          # `-` reads standard input

Exit codes: 0 every file is valid (warnings allowed), 1 some file was refused, 2 usage error.")]
    Check(CheckArgs),
    /// Rewrite rules files in the canonical layout, or check that they are.
    ///
    /// Statements stay in their order at the left margin, block lines are
    /// indented by two spaces, words are one space apart, the comments of a
    /// paragraph start in one column, and paragraphs are one blank line
    /// apart. Only whitespace changes: the file means what it meant. A line
    /// that does not parse is kept as written.
    #[command(after_help = "Examples:
  robots fmt my.rules                        # rewrite my.rules in place
  robots fmt --check rules/*.rules           # name the files that are not formatted
  robots fmt - < my.rules                    # `-` writes the formatted text to stdout

Exit codes: 0 done (or, with --check, every file formatted), 1 some file would change or could not be read, 2 usage error.")]
    Fmt(FmtArgs),
    /// Serve editors: a language server for rules files on standard input
    /// and output.
    ///
    /// Diagnostics as `robots check` finds them, on every change; hover
    /// with each statement's meaning; completion of statements, keywords
    /// and values; definitions, references and the outline of declared
    /// names; formatting as `robots fmt`; semantic highlighting. An editor
    /// starts it; the README shows how for Neovim, Helix and VS Code.
    #[command(after_help = "Examples:
  robots lsp                                 # started by an editor, which speaks first

Exit codes: 0 the editor ended the session, 1 the protocol broke, 2 usage error.")]
    Lsp,
    /// Write random valid scenarios for the current rules' board.
    #[command(after_help = "Examples:
  robots gen --seed 7 --cases 20000 > games.in
  robots gen --seed 1 --cases 5 --style dense --rules rules/variants/big-board.rules
  robots gen --rules janken-tactics --seed 3 --cases 100
  robots gen --rules crosses --sides 100..250 --cases 100 > big.in

The same seed, style and rules always give the same scenarios.")]
    Gen(GenArgs),
    /// List the games shipped with the binary: each can be named instead of
    /// a rules file (`--rules janken-tactics`).
    #[command(after_help = "Examples:
  robots games
  robots run --rules janken-tactics tests/data/janken-tactics/sample.in
  robots check --table robot-race              # a shipped game's compiled rules")]
    Games,
    /// Print a shell completion script for `robots`.
    #[command(after_help = "Examples:
  robots completions bash > ~/.local/share/bash-completion/completions/robots
  robots completions zsh > ~/.zfunc/_robots        # a folder on $fpath
  robots completions fish > ~/.config/fish/completions/robots.fish")]
    Completions(CompletionsArgs),
}

/// What a command produced besides its output: warnings to show.
pub type Warnings = Vec<Report>;

/// What every command may read and add to: the colour decision (for views
/// that colour) and the warnings to show when it ends.
#[derive(Debug, Default)]
pub struct Context {
    pub color: Color,
    pub warnings: Warnings,
    /// `--quiet`: warnings are dropped, not shown.
    pub quiet: bool,
    /// The rules files whose warnings were kept already: a file loaded
    /// twice in one run (`robots diff a.rules a.rules`) warns once.
    pub warned: std::collections::HashSet<String>,
}

/// A failure already shown in full (`robots check` writes each file's
/// diagnostics as it goes): the command fails with exit code 1, and
/// nothing more is printed.
#[derive(Debug, thiserror::Error, miette::Diagnostic)]
#[error("{0}")]
pub struct Reported(String);

/// A failure already shown in full, as a report.
pub fn reported(what: impl Into<String>) -> Report {
    Report::new(Reported(what.into()))
}

/// Whether a report was already shown ([`Reported`]).
pub fn already_reported(report: &Report) -> bool {
    report.downcast_ref::<Reported>().is_some()
}

/// Parses the command line; exits with a usage error (code 2) for
/// arguments clap cannot refuse alone, such as standard input named twice.
pub fn parse() -> Cli {
    let cli = Cli::parse();
    if let Some(conflict) = cli.stdin_conflict() {
        Cli::command()
            .error(ErrorKind::ArgumentConflict, conflict)
            .exit();
    }
    cli
}

/// Runs a parsed command line.
pub fn execute(cli: Cli, context: &mut Context) -> miette::Result<()> {
    match cli.command {
        Command::Run(args) if args.view.any() => run_views::run(args, context),
        Command::Run(args) => commands::run(args, context),
        Command::Check(args) => commands::check(args, context),
        Command::Fmt(args) => fmt::fmt(args),
        Command::Lsp => {
            crate::lsp::serve().map_err(|e| miette::miette!("the language server stopped: {e}"))
        }
        Command::Explain(args) if args.solve => explain_solve::explain(args, context),
        Command::Explain(args) => views::explain(args, context),
        Command::Diff(args) if args.shrink => diff_shrink::diff_shrink(args, context),
        Command::Diff(args) => views::diff(args, context),
        Command::Replay(args) => views::replay(args, context),
        Command::Solve(args) => solve::solve(args, context),
        Command::Stats(args) => stats::stats(args, context),
        Command::Gen(args) => commands::generate(args, context),
        Command::Games => commands::games(),
        Command::Completions(args) => commands::completions(args),
    }
}

/// Whether a report says the output was closed by its reader (`| head`):
/// the command then ends quietly, as if its output had been read whole.
pub fn output_closed(report: &Report) -> bool {
    report.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
