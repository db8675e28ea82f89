//! `robots run` with views: `--trace` (serial, for reading), and
//! `--summary`, `--summary-only` and `--format json` on the run machinery
//! (so `--jobs` plays them in parallel), with a progress bar on stderr
//! for a long run watched at a terminal.

use super::load::output;
use super::views::{Loaded, pursuit_of, reader, scenarios};
use super::{Context, RunArgs};
use crate::engine::Engine;
use crate::engine::table::Table;
use crate::run::{Options, Scenarios};
use crate::views::play::{Checked, Format, Viewer, Views};
use crate::views::style::Paint;
use crate::views::summary::{Counted, Progress};
use crate::views::{pursuit, trace};
use miette::Report;
use std::io::{self, BufRead, IsTerminal, Write};

/// `robots run` with views.
pub fn run(args: RunArgs, context: &mut Context) -> miette::Result<()> {
    let flags = &args.view;
    let what = if flags.trace {
        "`--trace`"
    } else {
        "`robots run` with views"
    };
    let source = super::load::rules_source(args.rules.as_deref())?;
    let compiled = super::load::load_source(&source, context)?;
    if !matches!(compiled.game, crate::rules::Game::Robots(..)) {
        return super::kind_run::run(&args, compiled.game, &source, context);
    }
    let Loaded { table, lines } = pursuit_of(&source, compiled, what)?;
    if flags.log && flags.format != Format::Json {
        return Err(miette::miette!(
            code = "robots::views::log_needs_json",
            "`--log` writes every move into the JSON: add `--format json`"
        ));
    }
    let (input, bytes) = scenarios(args.input.as_deref())?;
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout());
    let paint = Paint::new(context.color.stdout);
    if flags.trace {
        let mut cases = reader(input.reader, &input.name, &table);
        let mut tracer = pursuit::Pursuit::new(Engine::new(table), lines, &input.name);
        let moves = flags.moves.unwrap_or_default();
        return trace::write(
            &mut Scenarios(&mut cases),
            &mut tracer,
            flags.case,
            moves,
            paint,
            &mut out,
        )
        .map_err(|e| super::input::named(e, &input.name));
    }
    let (jobs, note) = super::jobs::resolve(args.jobs, super::jobs::cores());
    context.warnings.extend(note);
    let watched = io::stdout().is_terminal() || (input.stdin && io::stdin().is_terminal());
    let views = Views {
        format: flags.format,
        log: flags.log,
        cases: !flags.summary_only,
    };
    let mut viewer = Viewer::new(Engine::new(table), lines, &input.name, views);
    let summary = flags.summary || flags.summary_only;
    // A bar only where it cannot mix with the cases on the same screen.
    let bar = summary
        && io::stderr().is_terminal()
        && (flags.summary_only || !io::stdout().is_terminal());
    let progress = bar.then(|| Progress::new(bytes));
    let input_reader: Box<dyn BufRead> = match &progress {
        Some(p) => Box::new(Counted {
            inner: input.reader,
            progress: p.clone(),
        }),
        None => input.reader,
    };
    viewer.progress = progress.clone();
    let counters = viewer.counters.clone();
    let mut cases = reader(input_reader, &input.name, &table_of(&viewer));
    let mut options = Options::new(jobs, watched && !flags.summary_only);
    options.select.cases = flags.case.unwrap_or_default();
    let played = crate::run::run(
        &mut Checked(Scenarios(&mut cases)),
        viewer,
        &mut out,
        options,
    );
    if let Some(p) = &progress {
        p.finish();
    }
    played
        .map_err(Report::new)
        .map_err(|e| super::input::named(e, &input.name))?;
    if summary {
        let totals = counters.totals();
        let text = match flags.format {
            Format::Text if flags.summary_only || totals.games == 0 => {
                crate::views::summary::text(&totals)
            }
            Format::Text => format!("\n{}", crate::views::summary::text(&totals)),
            Format::Json => {
                let mut line = String::new();
                let mut summary = serde_json::json!(totals);
                summary["kind"] = crate::rules::Kind::Pursuit.format().into();
                crate::views::json::push_line(
                    &mut line,
                    &serde_json::json!({ "summary": summary }),
                );
                line
            }
        };
        out.write_all(text.as_bytes()).map_err(output)?;
    }
    out.flush().map_err(output)
}

/// The table a viewer plays.
fn table_of(viewer: &Viewer) -> Table {
    viewer.table().clone()
}
