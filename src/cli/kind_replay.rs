//! `robots replay` for a game that is not a pursuit: one page of a
//! case's frames, through [`super::kind_views::drive`].

use super::Context;
use super::input;
use super::load::{awaited, output};
use crate::diagnostics::Source;
use crate::rules::{Game, Kind};
use crate::views::race::RaceViews;
use crate::views::style::Paint;
use miette::{IntoDiagnostic, WrapErr};
use std::io::{self, Write};

use super::kind_views::{Request, crosses, drive, refuse};

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
        Game::Model(model) if Kind::of(&model) == Kind::Tactics => {
            let table = super::load::tactics(&model)?;
            let mut reader = crate::scenario::tactics::Reader::new(input.reader, &name, &table);
            let mut viewer = crate::views::tactics::TacticsViews::new(&table);
            let mut cases = crate::tactics::DataSets(&mut reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Model(table) if Kind::of(&table) == Kind::Crosses => {
            crosses(&table, source, input, request, paint, &mut out)
        }
        Game::Model(model) if Kind::of(&model) == Kind::Map => {
            let mut viewer = crate::views::map::MapViews::new(&model, source, &name);
            let reader = crate::scenario::map::MapReader::new(input.reader, &name, &model);
            let mut cases = crate::views::map::MapCases(reader);
            drive(&mut viewer, &mut cases, request, paint, &mut out)
        }
        Game::Model(model) if Kind::of(&model) == Kind::Race => {
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
