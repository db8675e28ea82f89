//! The commands themselves, each reading its inputs through [`input`]
//! and writing its output to stdout; a closed stdout ends them quietly
//! (see [`super::output_closed`]).

use super::input;
use super::load::{awaited, load_rules, output};
use super::{CheckArgs, CompletionsArgs, Context, GenArgs, RunArgs};
use crate::engine::Engine;
use crate::rules::{self, Game, Kind};
use crate::run::Options;
use crate::scenario::CaseReader;
use clap::CommandFactory;
use std::io::{self, IsTerminal, Write};

pub fn run(args: RunArgs, context: &mut Context) -> miette::Result<()> {
    let compiled = load_rules(args.rules.as_deref(), context)?;
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let input = input::open_scenarios(args.input.as_deref(), awaited(compiled.game.kind()))?;
    // Flush case by case when a person may be watching either end.
    let watched = io::stdout().is_terminal() || (input.stdin && io::stdin().is_terminal());
    let mut options = Options::new(jobs, watched);
    options.select.cases = args.view.case.unwrap_or_default();
    if let Some(expected) = &args.expect {
        let expected = super::expect::Expected::read(expected)?;
        options.select.mark_ends = true;
        let mut played = Vec::new();
        play(compiled.game, input, &mut played, options)?;
        return expected.compare(&played, options.select.cases.first);
    }
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout());
    play(compiled.game, input, &mut out, options)
}

/// Plays every case (of the selection) of `input` into `out`.
fn play<W: Write + Send>(
    game: Game,
    input: input::Input,
    out: &mut W,
    options: Options,
) -> miette::Result<()> {
    let name = input.name.clone();
    play_named(game, input, out, options).map_err(|e| input::named(e, &name))
}

fn play_named<W: Write + Send>(
    game: Game,
    input: input::Input,
    out: &mut W,
    options: Options,
) -> miette::Result<()> {
    match game {
        Game::Robots(table, _) => {
            let engine = Engine::new(table);
            let (board, start) = (engine.board(), engine.table().start);
            let mut reader = CaseReader::new(input.reader, input.name, board, start);
            crate::run::contest::run(engine, &mut reader, out, options)?;
        }
        Game::Model(model) if Kind::of(&model) == Kind::Tactics => {
            let table = super::load::tactics(&model)?;
            let mut reader =
                crate::scenario::tactics::Reader::new(input.reader, input.name, &table);
            crate::tactics::run(&table, &mut reader, out, options)?;
        }
        Game::Model(model) if Kind::of(&model) == Kind::Race => {
            let table = super::load::race(&model)?;
            let mut reader = crate::scenario::race::Reader::new(input.reader, input.name, &table);
            crate::race::run(&table, &mut reader, out, options)?;
        }
        Game::Model(table) if Kind::of(&table) == Kind::Crosses => {
            // Why a case was answered N goes to stderr beside the answers.
            let notes: crate::crosses::contest::Notes =
                std::sync::Arc::new(std::sync::Mutex::new(io::stderr()));
            crate::crosses::run(&table, input.reader, &input.name, out, notes, options)?;
        }
        Game::Model(model) => {
            let mut reader = crate::scenario::map::MapReader::new(input.reader, input.name, &model);
            crate::run::map::run(&model, &mut reader, out, options)?;
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
    super::check::check(args, context)
}

pub fn generate(args: GenArgs, context: &mut Context) -> miette::Result<()> {
    let source = super::load::rules_source(args.rules.as_deref())?;
    let compiled = super::load::load_source(&source, context)?;
    super::gen_options::refuse_unused(&args, &compiled.game)?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let (seed, cases) = (args.seed, args.cases);
    match &compiled.game {
        Game::Robots(table, _) => {
            super::gen_options::room_for_robots(table, &crate::rules::lines::lines(&source))?;
            let spec = crate::generate::Spec {
                seed,
                cases,
                style: args.style.unwrap_or(crate::generate::Style::Wild),
            };
            crate::generate::write(table, &spec, &mut out)
        }
        Game::Model(model) if Kind::of(model) == Kind::Tactics => crate::tactics::generate::write(
            &super::load::tactics(model)?,
            &crate::tactics::generate::Spec::new(seed, cases),
            &mut out,
        ),
        Game::Model(model) if Kind::of(model) == Kind::Race => crate::race::generate::write(
            &super::load::race(model)?,
            &crate::race::generate::Spec::new(seed, cases),
            &mut out,
        ),
        Game::Model(table) if Kind::of(table) == Kind::Crosses => {
            let spec = crate::crosses::generate::Spec {
                seed,
                cases,
                sides: args.sides.unwrap_or(super::Sides(3, 20)).range(),
                records: args.records,
            };
            match crate::crosses::generate::write(table, &spec, &mut out) {
                Err(e @ crate::crosses::CrossesError::NothingToGenerate { .. }) => {
                    // Located at the rule that says which side must lose.
                    let lines = crate::rules::lines::lines(&source);
                    let line = lines.statement("reenact").unwrap_or(1);
                    let _ = out.flush();
                    return Err(miette::Report::new(e)
                        .wrap_err(format!("{}:{line}:1: nothing to generate", source.name)));
                }
                other => other?,
            }
            Ok(())
        }
        Game::Model(model) => {
            let spec = crate::scenario::map::generate::Spec {
                size: args.size.map(|s| (s.0, s.1)),
                pieces: args.pieces,
                moves: args.moves,
                ..crate::scenario::map::generate::Spec::new(seed, cases)
            };
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
    let script = String::from_utf8_lossy(&script).into_owned();
    let script = super::game_names::complete_game_names(args.shell, script);
    let mut out = io::stdout().lock();
    out.write_all(script.as_bytes())
        .and_then(|()| out.flush())
        .map_err(output)
}
