//! The commands themselves, each reading its inputs through [`input`]
//! and writing its output to stdout; a closed stdout ends them quietly
//! (see [`super::output_closed`]).

use super::input::{self, name_of};
use super::{CheckArgs, CompletionsArgs, Context, GenArgs, RunArgs};
use crate::diagnostics::Source;
use crate::engine::Engine;
use crate::rules::{self, Compiled, Game};
use crate::run::{Failure, Options};
use crate::scenario::CaseReader;
use clap::CommandFactory;
use miette::Report;
use std::io::{self, IsTerminal, Write};
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
fn load_rules(path: Option<&Path>, context: &mut Context) -> miette::Result<Compiled> {
    load_source(&rules_source(path)?, context)
}

/// Loads rules from their text, keeping the warnings to show.
pub(super) fn load_source(source: &Source, context: &mut Context) -> miette::Result<Compiled> {
    let compiled = rules::load(source)?;
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
pub(super) fn awaited(game: &Game) -> &'static str {
    match game {
        Game::Robots(_) => {
            "the contest input: a line `R T`, then R robot and T teleport cells `row column`, \
             case after case, and `0 0`"
        }
        Game::Tactics(_) => {
            "the contest input: the number of data sets, then each one's map, units and moves"
        }
        Game::Race(_) => {
            "the races: the number of board rows, the board, the number of token lists, the lists"
        }
        Game::Crosses(_) => "the games: `t`, then each game's size, score and moves",
    }
}

pub fn run(args: RunArgs, context: &mut Context) -> miette::Result<()> {
    if args.view.any() {
        return super::run_views::run(args, context);
    }
    let compiled = load_rules(args.rules.as_deref(), context)?;
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let input = input::open_scenarios(args.input.as_deref(), awaited(&compiled.game))?;
    // Flush case by case when a person may be watching either end.
    let watched = io::stdout().is_terminal() || (input.stdin && io::stdin().is_terminal());
    let options = Options::new(jobs, watched);
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout());
    match compiled.game {
        Game::Robots(table) => {
            let engine = Engine::new(table);
            let (board, start) = (engine.board(), engine.table().start);
            let mut reader = CaseReader::new(input.reader, input.name, board, start);
            crate::run::contest::run(engine, &mut reader, &mut out, options)?;
        }
        Game::Tactics(table) => {
            let mut reader =
                crate::scenario::tactics::Reader::new(input.reader, input.name, &table);
            crate::tactics::run(&table, &mut reader, &mut out, options)?;
        }
        Game::Race(table) => {
            let mut reader = crate::scenario::race::Reader::new(input.reader, input.name, &table);
            crate::race::run(&table, &mut reader, &mut out, options)?;
        }
        Game::Crosses(table) => {
            // Why a case was answered N goes to stderr beside the answers.
            let notes: crate::crosses::contest::Notes =
                std::sync::Arc::new(std::sync::Mutex::new(io::stderr()));
            crate::crosses::run(&table, input.reader, &input.name, &mut out, notes, options)?;
        }
    }
    Ok(())
}

/// Lists the games shipped with the binary.
pub fn games() -> miette::Result<()> {
    let mut out = io::stdout().lock();
    let width = rules::SHIPPED
        .iter()
        .map(|(n, _, _)| n.len())
        .max()
        .unwrap_or(0);
    for (name, _, about) in rules::SHIPPED {
        writeln!(out, "{name:<width$}  {about}").map_err(output)?;
    }
    out.flush().map_err(output)
}

pub fn check(args: CheckArgs, context: &mut Context) -> miette::Result<()> {
    let mut refused = Vec::new();
    let mut out = io::stdout().lock();
    for path in &args.files {
        let name = name_of(path);
        match load_rules(Some(path), context) {
            Ok(compiled) if args.table => {
                // A comment names the file, so the text still checks.
                let gap = if path == &args.files[0] { "" } else { "\n" };
                let text = rules::print::rules_text(&compiled.game);
                write!(out, "{gap}# {name}, as compiled\n{text}")
            }
            Ok(_) => writeln!(out, "{name}: ok"),
            Err(report) => {
                refused.push(report);
                Ok(())
            }
        }
        .map_err(output)?;
    }
    out.flush().map_err(output)?;
    let count = refused.len();
    let mut refused = refused.into_iter();
    match (refused.next(), count) {
        (None, _) => Ok(()),
        (Some(only), 1) => Err(only),
        (Some(first), _) => {
            context.warnings.push(first);
            context.warnings.extend(refused.by_ref().take(count - 2));
            Err(refused.next().expect("count >= 2"))
        }
    }
}

pub fn generate(args: GenArgs, context: &mut Context) -> miette::Result<()> {
    let compiled = load_rules(args.rules.as_deref(), context)?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let (seed, cases) = (args.seed, args.cases);
    match &compiled.game {
        Game::Robots(table) => {
            let spec = crate::generate::Spec {
                seed,
                cases,
                style: args.style,
            };
            crate::generate::write(table, &spec, &mut out)
        }
        Game::Tactics(table) => crate::tactics::generate::write(
            table,
            &crate::tactics::generate::Spec::new(seed, cases),
            &mut out,
        ),
        Game::Race(table) => crate::race::generate::write(
            table,
            &crate::race::generate::Spec::new(seed, cases),
            &mut out,
        ),
        Game::Crosses(table) => {
            let spec = crate::crosses::generate::Spec {
                seed,
                cases,
                sides: args.sides.unwrap_or(super::Sides(3, 20)).range(),
                records: args.records,
            };
            crate::crosses::generate::write(table, &spec, &mut out)?;
            Ok(())
        }
    }
    .and_then(|()| out.flush())
    .map_err(output)
}

pub fn completions(args: CompletionsArgs) -> miette::Result<()> {
    let mut script = Vec::new();
    clap_complete::generate(
        args.shell,
        &mut super::Cli::command(),
        "robots",
        &mut script,
    );
    let mut out = io::stdout().lock();
    out.write_all(&script)
        .and_then(|()| out.flush())
        .map_err(output)
}
