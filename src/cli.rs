//! The command line: `robots run`, `robots check` and `robots gen`.
//!
//! Each command loads the rules (the embedded canonical game unless
//! `--rules` names a file), then does its one job. Errors come back as
//! miette reports; `main` renders them and picks the exit code.

use crate::diagnostics::Source;
use crate::engine::Engine;
use crate::rules::{self, Compiled};
use crate::scenario::CaseReader;
use clap::{Args, Parser, Subcommand};
use miette::{IntoDiagnostic, Report, WrapErr};
use std::io::{self, BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};

const EXIT_CODES: &str =
    "Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.";

/// Plays grid pursuit games from a declarative rules file.
///
/// The default rules are the canonical Robots game (ECNA 2001), built in;
/// `rules/robots.rules` is the same text, to copy and edit.
#[derive(Debug, Parser)]
#[command(name = "robots", version, after_help = EXIT_CODES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Play every case of a scenario file and print the results.
    ///
    /// The input is the contest format: a line `R T`, then R robot cells and
    /// T teleport cells (`row column`, one per line), repeated; `0 0` or the
    /// end of the input ends it. Each case's result is printed as it is
    /// played (flushed at once when a terminal is on either end).
    #[command(after_help = "Examples:
  robots run scenarios/sample.in
  robots run < scenarios/sample.in
  robots run --rules rules/variants/rook-player.rules scenarios/variants/rook-player.in
  robots gen --seed 1 --cases 1000 | robots run --jobs 2

Exit codes: 0 success, 1 the rules or the input were refused, 2 usage error.")]
    Run(RunArgs),
    /// Check rules files and report every error and warning in them.
    #[command(after_help = "Examples:
  robots check rules/robots.rules
  robots check rules/variants/*.rules
  robots check --table rules/robots.rules      # print the compiled rule table

Exit codes: 0 every file is valid (warnings allowed), 1 some file was refused, 2 usage error.")]
    Check(CheckArgs),
    /// Write random valid scenarios for the current rules' board.
    #[command(after_help = "Examples:
  robots gen --seed 7 --cases 20000 > games.in
  robots gen --seed 1 --cases 5 --style dense --rules rules/variants/big-board.rules

The same seed, style and rules always give the same scenarios.")]
    Gen(GenArgs),
}

#[derive(Debug, Args)]
pub struct RunArgs {
    /// Rules file to play (default: the built-in canonical game).
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
    /// Play this many cases at once; results still print in input order.
    #[arg(long, short, default_value_t = 1, value_name = "N")]
    pub jobs: usize,
    /// Scenario file; `-` or nothing reads standard input.
    #[arg(value_name = "INPUT")]
    pub input: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Print each file's compiled rule table.
    #[arg(long)]
    pub table: bool,
    /// Rules files to check.
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
    /// Shape of the scenarios.
    #[arg(long, value_enum, default_value_t = crate::generate::Style::Wild)]
    pub style: crate::generate::Style,
    /// Rules whose board the scenarios are for (default: the canonical game).
    #[arg(long, value_name = "FILE")]
    pub rules: Option<PathBuf>,
}

/// What a command produced besides its output: warnings to show.
pub type Warnings = Vec<Report>;

/// Runs a parsed command line.
pub fn execute(cli: Cli, warnings: &mut Warnings) -> miette::Result<()> {
    match cli.command {
        Command::Run(args) => run(args, warnings),
        Command::Check(args) => check(args, warnings),
        Command::Gen(args) => generate(args, warnings),
    }
}

/// Reads a file as text, or refuses it with its name.
fn read_text(path: &Path) -> miette::Result<String> {
    let bytes = std::fs::read(path)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot read {}", path.display()))?;
    crate::diagnostics::text_of(&path.display().to_string(), bytes).map_err(Report::new)
}

/// Loads the rules named by `--rules`, or the built-in game.
fn load_rules(path: Option<&Path>, warnings: &mut Warnings) -> miette::Result<Compiled> {
    let compiled = match path {
        None => rules::canonical(),
        Some(path) => {
            let source = Source::new(path.display().to_string(), read_text(path)?);
            rules::load(&source)?
        }
    };
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

fn run(args: RunArgs, warnings: &mut Warnings) -> miette::Result<()> {
    let compiled = load_rules(args.rules.as_deref(), warnings)?;
    let engine = Engine::new(compiled.table);
    let (input, name): (Box<dyn BufRead>, String) = match args.input.as_deref() {
        None => (Box::new(io::stdin().lock()), "<stdin>".into()),
        Some(p) if p == Path::new("-") => (Box::new(io::stdin().lock()), "<stdin>".into()),
        Some(p) => {
            let file = std::fs::File::open(p)
                .into_diagnostic()
                .wrap_err_with(|| format!("cannot read {}", p.display()))?;
            (
                Box::new(BufReader::with_capacity(1 << 16, file)),
                p.display().to_string(),
            )
        }
    };
    let reads_stdin = name == "<stdin>";
    let table = engine.table();
    let mut reader = CaseReader::new(input, name, engine.board(), table.start);
    let stdout = io::stdout();
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout.lock());
    // Flush case by case when a person may be watching either end.
    let watched = io::stdout().is_terminal() || (reads_stdin && io::stdin().is_terminal());
    crate::run::run(&engine, &mut reader, &mut out, args.jobs.max(1), watched)?;
    out.flush().into_diagnostic()
}

fn check(args: CheckArgs, warnings: &mut Warnings) -> miette::Result<()> {
    let mut refused = Vec::new();
    for path in &args.files {
        match load_rules(Some(path), warnings) {
            Ok(compiled) if args.table => println!("{}:\n{}\n", path.display(), compiled.table),
            Ok(_) => println!("{}: ok", path.display()),
            Err(report) => refused.push(report),
        }
    }
    let count = refused.len();
    let mut refused = refused.into_iter();
    match (refused.next(), count) {
        (None, _) => Ok(()),
        (Some(only), 1) => Err(only),
        (Some(first), _) => {
            warnings.push(first);
            warnings.extend(refused.by_ref().take(count - 2));
            Err(refused.next().expect("count >= 2"))
        }
    }
}

fn generate(args: GenArgs, warnings: &mut Warnings) -> miette::Result<()> {
    let compiled = load_rules(args.rules.as_deref(), warnings)?;
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let spec = crate::generate::Spec {
        seed: args.seed,
        cases: args.cases,
        style: args.style,
    };
    crate::generate::write(&compiled.table, &spec, &mut out)
        .and_then(|()| out.flush())
        .into_diagnostic()
}
