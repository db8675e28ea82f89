//! The commands themselves, each reading its inputs through [`input`]
//! and writing its output to stdout; a closed stdout ends them quietly
//! (see [`super::output_closed`]).

use super::input::{self, name_of};
use super::load::{awaited, load_rules, output};
use super::{CheckArgs, CompletionsArgs, Context, GenArgs, RunArgs};
use crate::engine::Engine;
use crate::rules::{self, Game};
use crate::run::Options;
use crate::scenario::CaseReader;
use clap::CommandFactory;
use std::io::{self, IsTerminal, Write};

pub fn run(args: RunArgs, context: &mut Context) -> miette::Result<()> {
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
        Game::Model(model) => {
            let mut reader = crate::scenario::map::MapReader::new(input.reader, input.name, &model);
            crate::run::map::run(&model, &mut reader, &mut out, options)?;
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
        Game::Model(model) => {
            let spec = crate::scenario::map::generate::Spec { seed, cases };
            crate::scenario::map::generate::write(model, &spec, &mut out)
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
