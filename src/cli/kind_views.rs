//! The views of games that are not pursuits: `robots run --trace` (and
//! the other views of `robots run`), `robots explain`, `robots replay`
//! and `robots diff` for map games, Janken Tactics, RobotRace and
//! Crosses & Crosses. Each kind gives its cases ([`Cases`]) and a viewer
//! ([`Explained`]); [`drive`] does the view asked for the same way for
//! every kind. A kind whose views are not there yet is refused at its
//! `format` line ([`refuse`]).

use super::Context;
use super::load::{awaited, output};
use super::{RunArgs, input};
use crate::diagnostics::Source;
use crate::rules::Game;
use crate::run::{CaseRange, Cases};
use crate::views::explained::Explained;
use crate::views::race::RaceViews;
use crate::views::style::Paint;
use crate::views::trace::{self, Moves};
use miette::{Diagnostic, Report};
use std::io::{self, Write};

/// A view of the cases of a game that is not a pursuit.
// Used as each kind's views arrive.
#[allow(dead_code)]
#[derive(Debug, Clone, Copy)]
pub(super) enum Request {
    /// `robots run --trace`: the board after each move in `moves`.
    Trace {
        only: Option<CaseRange>,
        moves: Moves,
    },
    /// `robots explain`: case `case`, or its move `mv` in full.
    Explain { case: usize, mv: Option<u32> },
}

/// Does `request` on `cases` with `viewer`, writing to `out`.
#[allow(dead_code)]
pub(super) fn drive<T, C, W>(
    viewer: &mut T,
    cases: &mut C,
    request: Request,
    paint: Paint,
    out: &mut W,
) -> miette::Result<()>
where
    T: Explained,
    C: Cases<Case = T::Case>,
    C::Error: Diagnostic + Send + Sync + 'static,
    W: Write,
{
    match request {
        Request::Trace { only, moves } => trace::write(cases, viewer, only, moves, paint, out),
        Request::Explain { case, mv } => {
            let mut number = 0;
            while let Some(found) = cases.next_case().map_err(Report::new)? {
                number += 1;
                if number == case {
                    let text = viewer.explain(number, &found, mv, paint)?;
                    return out
                        .write_all(text.as_bytes())
                        .and_then(|()| out.flush())
                        .map_err(output);
                }
            }
            Err(miette::miette!(
                code = "robots::views::no_such_case",
                "there is no case {case}: the input has {number}"
            ))
        }
    }
}

/// `robots run` with views, for a game that is not a pursuit.
pub(super) fn run(
    args: &RunArgs,
    game: Game,
    source: &Source,
    context: &mut Context,
) -> miette::Result<()> {
    let flags = &args.view;
    let what = if flags.trace {
        "`--trace`"
    } else {
        "`robots run` with views"
    };
    if !flags.trace {
        return Err(refuse(source, &game, what));
    }
    let request = Request::Trace {
        only: flags.case,
        moves: flags.moves.unwrap_or_default(),
    };
    let input = input::open_scenarios(args.input.as_deref(), awaited(game.kind()))?;
    let paint = Paint::new(context.color.stdout);
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout());
    let name = input.name.clone();
    match (game, request) {
        (Game::Model(model), request) => {
            let mut viewer = crate::views::map::MapViews::new(&model, source, &name);
            let reader = crate::scenario::map::MapReader::new(input.reader, &name, &model);
            let mut cases = crate::views::map::MapCases(reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
                .map_err(|e| input::named(e, &name))
        }
        (Game::Crosses(table), request) => crosses(&table, source, input, request, paint, &mut out),
        (Game::Race(table), request) => {
            let mut reader = crate::scenario::race::Reader::new(input.reader, &name, &table);
            let mut cases = crate::race::Cases(&mut reader);
            drive(
                &mut RaceViews::new(&table),
                &mut cases,
                request,
                paint,
                &mut out,
            )
            .map_err(|e| input::named(e, &name))
        }
        (Game::Tactics(table), request) => {
            let mut reader = crate::scenario::tactics::Reader::new(input.reader, &name, &table);
            let mut viewer = crate::views::tactics::TacticsViews::new(&table)
                .reading(&name)
                .citing(crate::rules::lines::lines(source));
            let mut cases = crate::tactics::DataSets(&mut reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
                .map_err(|e| input::named(e, &name))
        }
        (game, _) => Err(refuse(source, &game, what)),
    }
}

/// Does `request` on a placement game's input (records or questions).
fn crosses(
    table: &crate::crosses::table::Table,
    source: &Source,
    input: input::Input,
    request: Request,
    paint: Paint,
    out: &mut impl Write,
) -> miette::Result<()> {
    use crate::views::crosses::{Crosses, CrossesCases};
    let lines = crate::rules::lines::lines(source);
    let mut viewer = Crosses::new(table, lines).map_err(Report::new)?;
    let format = viewer.format().clone();
    let name = input.name;
    let opened =
        crate::scenario::crosses::open(input.reader, &name, format).map_err(Report::new)?;
    drive(
        &mut viewer,
        &mut CrossesCases::new(opened),
        request,
        paint,
        out,
    )
    .map_err(|e| {
        // A case the input does not have, named by the input.
        let text = e.to_string();
        if text.starts_with("there is no case") {
            miette::miette!(code = "robots::views::no_such_case", "{name}: {text}")
        } else {
            e
        }
    })
}

/// `robots explain`, for a game that is not a pursuit.
pub(super) fn explain(
    args: &super::view_args::ExplainArgs,
    game: Game,
    source: &Source,
    context: &mut Context,
) -> miette::Result<()> {
    let name = input::name_of(&args.input);
    let request = Request::Explain {
        case: args.case,
        mv: args.mv,
    };
    let paint = Paint::new(context.color.stdout);
    let mut out = io::BufWriter::new(io::stdout());
    let awaits = awaited(game.kind());
    let format = game.kind().format();
    match game {
        Game::Tactics(table) => {
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            let mut reader = crate::scenario::tactics::Reader::new(input.reader, &name, &table);
            let mut viewer = crate::views::tactics::TacticsViews::new(&table)
                .reading(&name)
                .citing(crate::rules::lines::lines(source));
            let mut cases = crate::tactics::DataSets(&mut reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Race(table) => {
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            let mut reader = crate::scenario::race::Reader::new(input.reader, &name, &table);
            let mut cases = crate::race::Cases(&mut reader);
            drive(
                &mut RaceViews::new(&table),
                &mut cases,
                request,
                paint,
                &mut out,
            )
        }
        Game::Model(model) => {
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            let mut viewer = crate::views::map::MapViews::new(&model, source, &name);
            let reader = crate::scenario::map::MapReader::new(input.reader, &name, &model);
            let mut cases = crate::views::map::MapCases(reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Crosses(table) => {
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            crosses(&table, source, input, request, paint, &mut out)
        }
        game => Err(refuse(source, &game, "`robots explain`")),
    }
    .map_err(|e| named_move(input::named(e, &name), &name))
}

/// A move the case does not have, refused with the input's name (the
/// viewer knows the case, not the file).
fn named_move(report: Report, name: &str) -> Report {
    let is_move = report
        .code()
        .is_some_and(|c| c.to_string() == "robots::views::no_such_move");
    // A viewer that knows the input's name has said it already.
    if !is_move || report.to_string().starts_with(&format!("{name}: ")) {
        return report;
    }
    let help = report.help().map(|h| h.to_string());
    match help {
        Some(help) => miette::miette!(
            code = "robots::views::no_such_move",
            help = help,
            "{name}: {report}"
        ),
        None => miette::miette!(code = "robots::views::no_such_move", "{name}: {report}"),
    }
}

/// Refuses `robots explain`'s options that explain a pursuit's strategy,
/// for a game of `format`.
fn pursuit_options(args: &super::view_args::ExplainArgs, format: &str) -> miette::Result<()> {
    if args.moves.is_some() || args.solve {
        return Err(miette::miette!(
            code = "robots::views::explain_option",
            help = "without `--move` every move is listed, one a line; `--move M` explains move M in full",
            "`--moves` and `--solve` explain a pursuit's strategy, and this file plays `format {format}`"
        ));
    }
    Ok(())
}

/// `robots replay`, for a game that is not a pursuit.
pub(super) fn replay(
    _args: &super::view_args::ReplayArgs,
    game: Game,
    source: &Source,
    _context: &mut Context,
) -> miette::Result<()> {
    Err(refuse(source, &game, "`robots replay`"))
}

/// `robots diff`, for two games that are not pursuits.
pub(super) fn diff(
    _args: &super::view_args::DiffArgs,
    game: Game,
    source: &Source,
    _context: &mut Context,
) -> miette::Result<()> {
    Err(refuse(source, &game, "`robots diff`"))
}

/// The refusal of a view a kind of game does not have, at the rules'
/// `format` line.
pub(super) fn refuse(source: &Source, game: &Game, view: &str) -> Report {
    let lines = crate::rules::lines::lines(source);
    let line = lines.statement("format").unwrap_or(1);
    miette::miette!(
        code = "robots::views::not_a_pursuit",
        help = "the views show pursuits (`format robots`), whose player chooses by a strategy; `robots run` without them plays this game",
        "{}:{line}:1: {view} shows pursuits, and this file plays `format {}`",
        source.name,
        game.kind().format()
    )
}
