//! `robots explain` for a game that is not a pursuit: the kind's own
//! explanation of a case or of one move, through
//! [`super::kind_views::drive`]; a pursuit's options are refused.

use super::Context;
use super::input;
use super::load::awaited;
use crate::diagnostics::Source;
use crate::rules::{Game, Kind};
use crate::views::race::RaceViews;
use crate::views::style::Paint;
use miette::Report;
use std::io::{self};

use super::kind_views::{Request, crosses, drive, refuse};

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
        Game::Model(model) if Kind::of(&model) == Kind::Tactics => {
            let table = super::load::tactics(&model)?;
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            let mut reader = crate::scenario::tactics::Reader::new(input.reader, &name, &table);
            let mut viewer = crate::views::tactics::TacticsViews::new(&table)
                .reading(&name)
                .citing(crate::rules::lines::lines(source));
            let mut cases = crate::tactics::DataSets(&mut reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Model(model) if Kind::of(&model) == Kind::Race => {
            let table = super::load::race(&model)?;
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
        Game::Model(table) if Kind::of(&table) == Kind::Crosses => {
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            crosses(&table, source, input, request, paint, &mut out)
        }
        Game::Model(model) if Kind::of(&model) == Kind::Map => {
            pursuit_options(args, format)?;
            let input = input::open_scenarios(Some(&args.input), awaits)?;
            let mut viewer = crate::views::map::MapViews::new(&model, source, &name);
            let reader = crate::scenario::map::MapReader::new(input.reader, &name, &model);
            let mut cases = crate::views::map::MapCases(reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
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
