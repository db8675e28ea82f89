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
use crate::rules::Kind;
use crate::run::{CaseRange, Cases};
use crate::views::explained::Explained;
use crate::views::frames;
use crate::views::play::Format;
use crate::views::race::RaceViews;
use crate::views::style::Paint;
use crate::views::trace::{self, Moves, Traced};
use miette::{Diagnostic, IntoDiagnostic, Report, WrapErr};
use std::io::{self, Write};

/// A view of the cases of a game that is not a pursuit.
// Used as each kind's views arrive.
#[allow(dead_code)]
#[derive(Debug, Clone, Copy)]
pub(super) enum Request<'a> {
    /// `robots run --trace`: the board after each move in `moves`.
    Trace {
        only: Option<CaseRange>,
        moves: Moves,
    },
    /// `robots explain`: case `case`, or its move `mv` in full.
    Explain { case: usize, mv: Option<u32> },
    /// `robots run --format json [--log]`, `--summary`, `--summary-only`:
    /// each case of `only` (a JSON line, or its result under its `Case
    /// N:` line) unless not `cases`, then the totals when `summary`.
    Run {
        /// The rules' `format`, in the JSON and the totals.
        kind: &'static str,
        only: Option<CaseRange>,
        json: bool,
        log: bool,
        cases: bool,
        summary: bool,
    },
    /// `robots replay`: case `case` as one HTML page titled `title`.
    Replay {
        kind: &'static str,
        case: usize,
        title: &'a str,
    },
}

/// Does `request` on `cases` with `viewer`, writing to `out`.
#[allow(dead_code)]
pub(super) fn drive<T, C, W>(
    viewer: &mut T,
    cases: &mut C,
    request: Request<'_>,
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
        Request::Run {
            kind,
            only,
            json,
            log,
            cases: each,
            summary,
        } => {
            let shown = frames::run::Shown {
                kind,
                json,
                log,
                cases: each,
                summary,
            };
            frames::run::write(viewer, cases, only, shown, paint, out)
        }
        Request::Replay { kind, case, title } => {
            frames::page::write(viewer, cases, kind, case, title, out)
        }
    }
}

/// `robots diff` of two rules files of one kind: their names and
/// whether cases that part but end alike are shown.
#[allow(dead_code)]
#[derive(Debug, Clone, Copy)]
pub(super) struct DiffRequest<'a> {
    pub(super) a: &'a str,
    pub(super) b: &'a str,
    pub(super) every: bool,
}

/// Does `robots diff` on `cases` with a viewer of each file's game.
#[allow(dead_code)]
pub(super) fn drive_diff<TA, TB, C, W>(
    a: &mut TA,
    b: &mut TB,
    cases: &mut C,
    request: DiffRequest<'_>,
    paint: Paint,
    out: &mut W,
) -> miette::Result<()>
where
    TA: Traced,
    TB: Traced<Case = TA::Case>,
    C: Cases<Case = TA::Case>,
    C::Error: Diagnostic + Send + Sync + 'static,
    W: Write,
{
    frames::diff::write(
        frames::diff::Side {
            viewer: a,
            name: request.a,
        },
        frames::diff::Side {
            viewer: b,
            name: request.b,
        },
        cases,
        request.every,
        paint,
        out,
    )
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
    if flags.log && flags.format != Format::Json {
        return Err(miette::miette!(
            code = "robots::views::log_needs_json",
            "`--log` writes every move into the JSON: add `--format json`"
        ));
    }
    let kind = game.kind().format();
    if args.jobs != 1 {
        context.warnings.push(miette::miette!(
            severity = miette::Severity::Warning,
            code = "robots::views::one_job",
            "the views of `format {kind}` play one case at a time: `--jobs {}` is not used (the output is the same)",
            args.jobs
        ));
    }
    let request = if flags.trace {
        Request::Trace {
            only: flags.case,
            moves: flags.moves.unwrap_or_default(),
        }
    } else {
        Request::Run {
            kind,
            only: flags.case,
            json: flags.format == Format::Json,
            log: flags.log,
            cases: !flags.summary_only,
            summary: flags.summary || flags.summary_only,
        }
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
    .map_err(|e| input::named(e, &name))
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
    args: &super::view_args::ReplayArgs,
    game: Game,
    source: &Source,
    _context: &mut Context,
) -> miette::Result<()> {
    let title = format!(
        "Case {} of {} under {}",
        args.case,
        input::name_of(&args.input),
        source.name
    );
    let request = Request::Replay {
        kind: game.kind().format(),
        case: args.case,
        title: &title,
    };
    let input = input::open_scenarios(Some(&args.input), awaited(game.kind()))?;
    // The page is written once whole: a refused case leaves no file.
    let mut out: Vec<u8> = Vec::new();
    // Each kind's arm reads the input into its cases and drives the
    // request into `out`.
    let paint = Paint::new(false);
    let name = input.name.clone();
    let made: miette::Result<()> = match game {
        Game::Tactics(table) => {
            let mut reader = crate::scenario::tactics::Reader::new(input.reader, &name, &table);
            let mut viewer = crate::views::tactics::TacticsViews::new(&table);
            let mut cases = crate::tactics::DataSets(&mut reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Crosses(table) => crosses(&table, source, input, request, paint, &mut out),
        Game::Model(model) => {
            let mut viewer = crate::views::map::MapViews::new(&model, source, &name);
            let reader = crate::scenario::map::MapReader::new(input.reader, &name, &model);
            let mut cases = crate::views::map::MapCases(reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Race(table) => {
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
        game => Err(refuse(source, &game, "`robots replay`")),
    };
    made.map_err(|e| input::named(e, &name))?;
    if input::is_stdin(&args.output) {
        let mut stdout = io::stdout().lock();
        return stdout
            .write_all(&out)
            .and_then(|()| stdout.flush())
            .map_err(output);
    }
    std::fs::write(&args.output, out)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot write {}", input::name_of(&args.output)))
}

/// `robots diff`, for two games that are not pursuits: both files must
/// be of one kind.
pub(super) fn diff(
    args: &super::view_args::DiffArgs,
    game: Game,
    source: &Source,
    context: &mut Context,
) -> miette::Result<()> {
    let b_source = super::load::rules_source(Some(&args.b))?;
    let b_game = super::load::load_source(&b_source, context)?.game;
    if b_game.kind() != game.kind() {
        return Err(kinds_differ(source, game.kind(), &b_source, b_game.kind()));
    }
    let request = DiffRequest {
        a: &source.name,
        b: &b_source.name,
        every: args.every,
    };
    let input = input::open_scenarios(args.input.as_deref(), awaited(game.kind()))?;
    let paint = Paint::new(context.color.stdout);
    let mut out = io::BufWriter::new(io::stdout().lock());
    // Each kind's arm reads the input into its cases and drives the diff
    // (`drive_diff`) into `out`.
    let made: miette::Result<()> = match (game, b_game) {
        (Game::Tactics(a), Game::Tactics(b)) => {
            let mut reader = crate::scenario::tactics::Reader::new(input.reader, &input.name, &a);
            let mut cases = crate::tactics::DataSets(&mut reader);
            drive_diff(
                &mut crate::views::tactics::TacticsViews::new(&a),
                &mut crate::views::tactics::TacticsViews::new(&b),
                &mut cases,
                request,
                paint,
                &mut out,
            )
        }
        (Game::Crosses(a), Game::Crosses(b)) => {
            use crate::views::crosses::{Crosses, CrossesCases};
            let mut va =
                Crosses::new(&a, crate::rules::lines::lines(source)).map_err(Report::new)?;
            let mut vb =
                Crosses::new(&b, crate::rules::lines::lines(&b_source)).map_err(Report::new)?;
            let opened =
                crate::scenario::crosses::open(input.reader, &input.name, va.format().clone())
                    .map_err(Report::new)?;
            let mut cases = CrossesCases::new(opened);
            drive_diff(&mut va, &mut vb, &mut cases, request, paint, &mut out)
        }
        (Game::Model(a), Game::Model(b)) => {
            use crate::views::map::{MapCases, MapViews};
            let reader = crate::scenario::map::MapReader::new(input.reader, &input.name, &a);
            drive_diff(
                &mut MapViews::new(&a, source, &input.name),
                &mut MapViews::new(&b, &b_source, &input.name),
                &mut MapCases(reader),
                request,
                paint,
                &mut out,
            )
        }
        (Game::Race(a), Game::Race(b)) => {
            let mut reader = crate::scenario::race::Reader::new(input.reader, &input.name, &a);
            let mut cases = crate::race::Cases(&mut reader);
            drive_diff(
                &mut RaceViews::new(&a),
                &mut RaceViews::new(&b),
                &mut cases,
                request,
                paint,
                &mut out,
            )
        }
        (game, _) => Err(refuse(source, &game, "`robots diff`")),
    };
    made.map_err(|e| input::named(e, &input.name))
}

/// `robots diff --shrink` of a game that is not a pursuit: refused, with
/// what shows where the games part instead.
pub(super) fn refuse_shrink(
    args: &super::view_args::DiffArgs,
    context: &mut Context,
) -> miette::Result<()> {
    let source = super::load::rules_source(Some(&args.a))?;
    let game = super::load::load_source(&source, context)?.game;
    if matches!(game, Game::Robots(..)) {
        return Ok(());
    }
    Err(miette::miette!(
        code = "robots::views::shrink_of_a_pursuit",
        help = "`robots diff A B INPUT` without `--shrink` shows where the two files' games part",
        "`robots diff --shrink` reduces a pursuit's case (fewest robots, then teleports, then the smallest cells), and {} plays `format {}`",
        source.name,
        game.kind().format()
    ))
}

/// The refusal of a diff of two files of different kinds, at B's
/// `format` line.
pub(super) fn kinds_differ(a: &Source, a_kind: Kind, b: &Source, b_kind: Kind) -> Report {
    let line = crate::rules::lines::lines(b)
        .statement("format")
        .unwrap_or(1);
    miette::miette!(
        code = "robots::views::kinds_differ",
        help = format!(
            "diff {} against a file of `format {}` (its variants, or a copy with a line changed), or play each file on its own with `robots run --rules FILE`",
            a.name,
            a_kind.format()
        ),
        "{}:{line}:1: `robots diff` compares games of one kind, and {} plays `format {}` while {} plays `format {}`",
        b.name,
        a.name,
        a_kind.format(),
        b.name,
        b_kind.format()
    )
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

#[cfg(test)]
#[path = "kind_views_tests.rs"]
mod tests;
