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
use crate::rules::{Game, Kind};
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
    match (game, request) {
        (Game::Crosses(table), Request::Trace { only, moves }) => crate::views::placement::write(
            &table,
            input.reader,
            &input.name,
            moves,
            only,
            paint,
            out,
        ),
        (Game::Race(table), request) => {
            let mut reader = crate::scenario::race::Reader::new(input.reader, input.name, &table);
            let mut cases = crate::race::Cases(&mut reader);
            drive(
                &mut RaceViews::new(&table),
                &mut cases,
                request,
                paint,
                &mut out,
            )
        }
        (game, _) => Err(refuse(source, &game, what)),
    }
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
    let result = match game {
        Game::Race(table) => {
            unused_explain_options(args, Kind::Race.format())?;
            let input = input::open_scenarios(Some(&args.input), awaited(Kind::Race))?;
            let mut reader = crate::scenario::race::Reader::new(input.reader, input.name, &table);
            let mut cases = crate::race::Cases(&mut reader);
            drive(
                &mut RaceViews::new(&table),
                &mut cases,
                request,
                paint,
                &mut out,
            )
        }
        game => Err(refuse(source, &game, "`robots explain`")),
    };
    result.map_err(|e| named_move(input::named(e, &name), &name))
}

/// A move the case does not have, refused with the input's name (the
/// viewer knows the case, not the file).
fn named_move(report: Report, name: &str) -> Report {
    let is_move = report
        .code()
        .is_some_and(|c| c.to_string() == "robots::views::no_such_move");
    if !is_move {
        return report;
    }
    let help = report.help().map(|h| h.to_string()).unwrap_or_default();
    miette::miette!(
        code = "robots::views::no_such_move",
        help = help,
        "{name}: {report}"
    )
}

/// `--moves` and `--solve` of `robots explain` are a pursuit's: a game
/// of another kind lists every move, and has no strategy to search.
fn unused_explain_options(
    args: &super::view_args::ExplainArgs,
    format: &str,
) -> miette::Result<()> {
    let unused = if args.moves.is_some() {
        "`--moves`"
    } else if args.solve {
        "`--solve`"
    } else {
        return Ok(());
    };
    Err(miette::miette!(
        code = "robots::views::unused_option",
        help = "without it, `robots explain` lists every move of the case; `--move M` shows one in full",
        "{unused} is for pursuits, and this file plays `format {format}`"
    ))
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
