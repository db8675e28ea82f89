//! `robots run` with views (`--trace`, `--format json`, `--summary`)
//! for a game that is not a pursuit, through [`super::kind_views::drive`].

use super::Context;
use super::load::awaited;
use super::{RunArgs, input};
use crate::diagnostics::Source;
use crate::rules::{Game, Kind};
use crate::views::play::Format;
use crate::views::race::RaceViews;
use crate::views::style::Paint;
use std::io::{self};

use super::kind_views::{Request, crosses, drive, refuse};

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
        (Game::Model(table), request) if Kind::of(&table) == Kind::Crosses => {
            crosses(&table, source, input, request, paint, &mut out)
        }
        (Game::Model(model), request) if Kind::of(&model) == Kind::Map => {
            let mut viewer = crate::views::map::MapViews::new(&model, source, &name);
            let reader = crate::scenario::map::MapReader::new(input.reader, &name, &model);
            let mut cases = crate::views::map::MapCases(reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
                .map_err(|e| input::named(e, &name))
        }
        (Game::Model(model), request) if Kind::of(&model) == Kind::Race => {
            let table = super::load::race(&model)?;
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
        (Game::Model(model), request) if Kind::of(&model) == Kind::Tactics => {
            let table = super::load::tactics(&model)?;
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
