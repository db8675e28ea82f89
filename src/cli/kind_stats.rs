//! `robots stats` for map games: every case played by the general
//! interpreter under one rules file or two, the results' rates with their
//! intervals (won, lost, survived, stopped by the turns; in a game of
//! sides, each side's wins and the draws) and the game lengths, as for
//! pursuits; and the refusals of what a map game's stats cannot show.

use super::Context;
use super::input;
use super::load::output;
use super::stats_args::StatsArgs;
use crate::diagnostics::Source;
use crate::model::Model;
use crate::rules::Kind;
use crate::run::Options;
use crate::scenario::map::MapReader;
use crate::stats::figures::{Kept, side};
use crate::stats::gather::Gatherer;
use crate::stats::maps::MapGatherer;
use crate::stats::report::written;
use crate::views::play::Format;
use crate::views::summary::counting;
use miette::Report;
use std::io::{self, BufRead, Write};

/// `robots stats` for the map games `models`, read from `sources`.
pub(super) fn stats(
    args: &StatsArgs,
    models: &[Model],
    sources: &[Source],
    context: &mut Context,
) -> miette::Result<()> {
    refuse(args, models, sources)?;
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let (reader, name, bytes): (Box<dyn BufRead>, String, Option<u64>) = match &args.generate {
        Some(spec) => {
            let (seed, cases) = (spec[0], spec[1] as usize);
            let mut text = Vec::new();
            let spec = crate::scenario::map::generate::Spec::new(seed, cases);
            crate::scenario::map::generate::write(&models[0], &spec, &mut text).map_err(output)?;
            let name = format!("gen --seed {seed} --cases {cases}");
            let bytes = Some(text.len() as u64);
            (Box::new(io::Cursor::new(text)), name, bytes)
        }
        None => {
            let (input, bytes) = super::views::scenarios_of(args.input.as_deref(), Kind::Map)?;
            (input.reader, input.name, bytes)
        }
    };
    let solve = args.solve.then_some(args.budget.0);
    let mut gatherer = MapGatherer::new(models, &name, solve);
    let store = gatherer.games.clone();
    let (reader, progress) = counting(reader, bytes);
    gatherer.progress = progress.clone();
    let mut reader = MapReader::new(reader, &name, &models[0]);
    let played = crate::run::map::play_with(
        &mut reader,
        gatherer,
        &mut io::sink(),
        Options::new(jobs, false),
    );
    if let Some(p) = &progress {
        p.finish();
    }
    played.map_err(|e| input::named(Report::new(e), &name))?;
    let games = Gatherer::take(&store);
    let sides: Vec<_> = sources
        .iter()
        .enumerate()
        .map(|(i, source)| {
            let of_rules: Vec<_> = games.iter().map(|g| g[i]).collect();
            side(&source.name, &of_rules, Kept::Map(&models[i].sides))
        })
        .collect();
    let written = written(sides, games.len() as u64, args.format == Format::Json);
    let mut out = io::stdout().lock();
    out.write_all(written.as_bytes())
        .and_then(|()| out.flush())
        .map_err(output)
}

/// The refusal of two files of different kinds, at the second's `format`
/// line.
pub(super) fn kinds_differ(a: &str, a_kind: Kind, b: &Source, b_kind: Kind) -> Report {
    let line = crate::rules::lines::lines(b)
        .statement("format")
        .unwrap_or(1);
    miette::miette!(
        code = "robots::stats::kinds_differ",
        help = format!(
            "compare {a} with a file of `format {}` (its variants, or a copy with a line changed)",
            a_kind.format()
        ),
        "{}:{line}:1: `robots stats` compares games of one kind, and {a} plays `format {}` while this file plays `format {}`",
        b.name,
        a_kind.format(),
        b_kind.format()
    )
}

/// The refusal of a game whose results `robots stats` does not count, at
/// its `format` line.
pub(super) fn not_counted(source: &Source, kind: Kind) -> Report {
    let line = crate::rules::lines::lines(source)
        .statement("format")
        .unwrap_or(1);
    miette::miette!(
        code = "robots::stats::kind",
        help = "`robots run` plays it; `robots stats` counts the results of pursuits (`format robots`) and of map games (`format map`)",
        "{}:{line}:1: `robots stats` counts the results of games won, lost or drawn, and this file plays `format {}`",
        source.name,
        kind.format()
    )
}

/// What a map game's stats cannot show: a search of the moves of a game
/// of sides, two files whose legends read the maps differently.
fn refuse(args: &StatsArgs, models: &[Model], sources: &[Source]) -> miette::Result<()> {
    let at = |source: &Source, word: &str| {
        crate::rules::lines::lines(source)
            .statement(word)
            .unwrap_or(1)
    };
    if let Some((model, source)) = models
        .iter()
        .zip(sources)
        .find(|(m, _)| args.solve && !m.sides.is_empty())
    {
        return Err(miette::miette!(
            code = "robots::stats::solve_of_sides",
            help = "`robots stats` without `--solve` gives each side's wins",
            "{}:{}:1: `--solve` searches one player's moves, and in this game {} sides take turns",
            source.name,
            at(source, "sides"),
            model.sides.len()
        ));
    }
    if let (Some(a), Some(b)) = (models.first(), models.get(1))
        && a.legend != b.legend
    {
        let (sa, sb) = (&sources[0], &sources[1]);
        return Err(miette::miette!(
            code = "robots::stats::legends",
            help =
                "compare files that draw the board with the same symbols (a game and its variants)",
            "{}:{}:1: the maps are read by {}'s legend, and this file's differs",
            sb.name,
            at(sb, "pieces"),
            sa.name
        ));
    }
    Ok(())
}
