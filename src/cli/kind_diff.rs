//! `robots diff` for two games of one kind that is not a pursuit, and
//! the refusals of a diff it cannot do (two kinds, `--shrink`).

use super::Context;
use super::input;
use super::load::awaited;
use crate::diagnostics::Source;
use crate::rules::Game;
use crate::rules::Kind;
use crate::views::race::RaceViews;
use crate::views::style::Paint;
use miette::Report;
use std::io::{self};

use super::kind_views::{DiffRequest, drive_diff, refuse};

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
        (Game::Model(a), Game::Model(b))
            if Kind::of(&a) == Kind::Tactics && Kind::of(&b) == Kind::Tactics =>
        {
            let (a, b) = (super::load::tactics(&a)?, super::load::tactics(&b)?);
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
        (Game::Model(a), Game::Model(b))
            if Kind::of(&a) == Kind::Crosses && Kind::of(&b) == Kind::Crosses =>
        {
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
        (Game::Model(a), Game::Model(b))
            if Kind::of(&a) == Kind::Map && Kind::of(&b) == Kind::Map =>
        {
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
        (Game::Model(a), Game::Model(b))
            if Kind::of(&a) == Kind::Race && Kind::of(&b) == Kind::Race =>
        {
            let (a, b) = (super::load::race(&a)?, super::load::race(&b)?);
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
    match &game {
        Game::Robots(..) => return Ok(()),
        Game::Model(m) if Kind::of(m) == Kind::Map => return Ok(()),
        _ => {}
    }
    Err(miette::miette!(
        code = "robots::views::shrink_of_a_pursuit",
        help = "`robots diff A B INPUT` without `--shrink` shows where the two files' games part",
        "`robots diff --shrink` reduces a pursuit's case (fewest robots, then teleports, then the smallest cells) or a map game's (fewest moves, pieces and terrain, smallest board), and {} plays `format {}`",
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
