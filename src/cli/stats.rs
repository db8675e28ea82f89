//! `robots stats`: result rates with their intervals, game lengths and
//! teleports over an input or a generated batch, for one rules file or two
//! side by side (see [`crate::stats`]); map games go to `kind_stats`.

use super::Context;
use super::load::output;
pub use super::stats_args::StatsArgs;
use super::views::{Loaded, pursuit_of, reader, scenarios};
use crate::engine::Engine;
use crate::rules::{Game, Kind};
use crate::run::{Options, Scenarios};
use crate::stats::figures::{Kept, side};
use crate::stats::gather::Gatherer;
use crate::stats::report::written;
use crate::views::play::Format;
use crate::views::summary::counting;
use miette::Report;
use std::io::{self, BufRead, Write};

/// `robots stats`.
pub fn stats(args: StatsArgs, context: &mut Context) -> miette::Result<()> {
    if args.rules.len() > 2 {
        return Err(miette::miette!(
            code = "robots::stats::rules",
            "`robots stats` compares at most two rules files; {} were given",
            args.rules.len()
        ));
    }
    let paths: Vec<Option<&std::path::Path>> = match args.rules.len() {
        0 => vec![None],
        _ => args.rules.iter().map(|p| Some(p.as_path())).collect(),
    };
    let mut compiled = Vec::new();
    for path in paths {
        let source = super::load::rules_source(path)?;
        let game = super::load::load_source(&source, context)?.game;
        compiled.push((source, game));
    }
    if let Some((source, Game::Model(model))) = compiled.first()
        && Kind::of(model) == Kind::Map
    {
        let mut models = Vec::new();
        for (other, game) in &compiled {
            match game {
                Game::Model(m) if Kind::of(m) == Kind::Map => models.push(m.clone()),
                _ => {
                    let kind = game.kind();
                    let a = &source.name;
                    return Err(super::kind_stats::kinds_differ(a, Kind::Map, other, kind));
                }
            }
        }
        let sources: Vec<_> = compiled.into_iter().map(|(s, _)| s).collect();
        return super::kind_stats::stats(&args, &models, &sources, context);
    }
    let mut loaded: Vec<Loaded> = Vec::new();
    for (source, game) in compiled {
        let kind = game.kind();
        if kind != Kind::Pursuit {
            return Err(match loaded.first() {
                Some(first) => {
                    super::kind_stats::kinds_differ(&first.lines.name, Kind::Pursuit, &source, kind)
                }
                None => super::kind_stats::not_counted(&source, kind),
            });
        }
        let rules = crate::rules::Compiled {
            game,
            warnings: Vec::new(),
        };
        loaded.push(pursuit_of(&source, rules, "`robots stats`")?);
    }
    let first = loaded[0].table.clone();
    if let Some(other) = loaded
        .iter()
        .find(|l| l.table.board != first.board || l.table.start != first.start)
    {
        return Err(miette::miette!(
            code = "robots::stats::boards",
            help = "stats compares rule files on one board: give both the same board and start",
            "{} has another board or start than {}",
            other.lines.name,
            loaded[0].lines.name
        ));
    }
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let (source, name, bytes): (Box<dyn BufRead>, String, Option<u64>) = match &args.generate {
        Some(spec) => {
            let (seed, cases) = (spec[0], spec[1] as usize);
            super::gen_options::room_for_robots(&first, &loaded[0].lines)?;
            let mut text = Vec::new();
            let spec = crate::generate::Spec {
                seed,
                cases,
                style: crate::generate::Style::Wild,
            };
            crate::generate::write(&first, &spec, &mut text).map_err(output)?;
            let bytes = Some(text.len() as u64);
            (
                Box::new(io::Cursor::new(text)),
                format!("gen --seed {seed} --cases {cases}"),
                bytes,
            )
        }
        None => {
            let (input, bytes) = scenarios(args.input.as_deref())?;
            (input.reader, input.name, bytes)
        }
    };
    let names: Vec<String> = loaded.iter().map(|l| l.lines.name.to_string()).collect();
    let engines = loaded.into_iter().map(|l| Engine::new(l.table)).collect();
    let budget = args.solve.then_some(args.budget.0);
    let mut gatherer = Gatherer::new(engines, budget, &name);
    let (source, progress) = counting(source, bytes);
    gatherer.progress = progress.clone();
    let store = gatherer.games.clone();
    let mut cases = reader(source, &name, &first);
    let mut sink = io::sink();
    let played = crate::run::run(
        &mut Scenarios(&mut cases),
        gatherer,
        &mut sink,
        Options::new(jobs, false),
    );
    if let Some(p) = &progress {
        p.finish();
    }
    played.map_err(Report::new)?;
    let games = Gatherer::take(&store);
    let sides: Vec<_> = names
        .iter()
        .enumerate()
        .map(|(i, rules)| {
            let of_rules: Vec<_> = games.iter().map(|g| g[i]).collect();
            side(rules, &of_rules, Kept::Pursuit)
        })
        .collect();
    let written = written(sides, games.len() as u64, args.format == Format::Json);
    let mut out = io::stdout().lock();
    out.write_all(written.as_bytes())
        .and_then(|()| out.flush())
        .map_err(output)
}
