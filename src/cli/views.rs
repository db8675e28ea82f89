//! The views' commands: `robots explain`, `robots diff` and
//! `robots replay` (`robots run` with views is in [`super::run_views`]). Each loads the rules with their lines, refuses a
//! game that is not a pursuit at its `format` line, and hands the games to
//! [`crate::views`].

use super::Context;
use super::input::{self, Input};
use super::load::{awaited, load_source, output, rules_source};
use super::view_args::{DiffArgs, ExplainArgs, ReplayArgs};
use crate::diagnostics::Source;
use crate::engine::Engine;
use crate::engine::table::Table;
use crate::rules::lines::{self, RuleLines};
use crate::rules::{Compiled, Game};
use crate::scenario::{Case, CaseReader};
use crate::views::diff::{self, Side};
use crate::views::style::{Ink, Paint};
use crate::views::{explain as explained, pursuit};
use miette::{IntoDiagnostic, WrapErr};
use std::io::{self, BufRead, Write};
use std::path::Path;

/// Rules loaded for a view: the pursuit's table and where each rule is.
pub(super) struct Loaded {
    pub(super) table: Table,
    pub(super) lines: RuleLines,
}

/// Loads the rules at `path` for `view`; a game that is not a pursuit is
/// refused at its `format` line.
pub(super) fn pursuit_rules(
    path: Option<&Path>,
    view: &str,
    context: &mut Context,
) -> miette::Result<Loaded> {
    let source = rules_source(path)?;
    let compiled = load_source(&source, context)?;
    pursuit_of(&source, compiled, view)
}

pub(super) fn pursuit_of(
    source: &Source,
    compiled: Compiled,
    view: &str,
) -> miette::Result<Loaded> {
    let lines = lines::lines(source);
    match compiled.game {
        Game::Robots(table, _) => Ok(Loaded { table, lines }),
        other => {
            let line = lines.statement("format").unwrap_or(1);
            Err(miette::miette!(
                code = "robots::views::not_a_pursuit",
                help = "the views show pursuits (`format robots`), whose player chooses by a strategy; `robots run` without them plays this game",
                "{}:{line}:1: {view} shows pursuits, and this file plays `format {}`",
                source.name,
                other.kind().format()
            ))
        }
    }
}

/// Opens a pursuit's scenarios.
pub(super) fn scenarios(path: Option<&Path>) -> miette::Result<(Input, Option<u64>)> {
    scenarios_of(path, crate::rules::Kind::Pursuit)
}

/// Opens the scenarios of a game of kind `kind`, with their size in bytes
/// when they are a file (for a progress bar).
pub(super) fn scenarios_of(
    path: Option<&Path>,
    kind: crate::rules::Kind,
) -> miette::Result<(Input, Option<u64>)> {
    let input = input::open_scenarios(path, awaited(kind))?;
    let bytes = path
        .filter(|p| !input::is_stdin(p))
        .and_then(|p| std::fs::metadata(p).ok())
        .map(|m| m.len());
    Ok((input, bytes))
}

pub(super) fn reader<R: BufRead>(input: R, name: &str, table: &Table) -> CaseReader<R> {
    CaseReader::new(input, name, table.board, table.start)
}

/// Case `k` of the input at `path`, and the input's name.
pub(super) fn case_of(table: &Table, path: &Path, k: usize) -> miette::Result<(Case, String)> {
    let (input, _) = scenarios(Some(path))?;
    let mut cases = reader(input.reader, &input.name, table);
    let mut number = 0;
    loop {
        match cases.next_case()? {
            Some(case) if number + 1 == k => return Ok((case, input.name)),
            Some(_) => number += 1,
            None => {
                return Err(miette::miette!(
                    code = "robots::views::no_such_case",
                    "{}: there is no case {k}: the input has {number}",
                    input.name
                ));
            }
        }
    }
}

/// The most moves `robots explain` lists one a line in one run; `--moves`
/// chooses which.
pub const LISTED: u32 = 1_000;

/// The most candidates `robots explain` weighs for its list in one run: a
/// line costs its move's candidates (thousands under teleport candidates),
/// so the list also stops once this many are weighed.
pub const WEIGHED: usize = 2_000_000;

/// `robots explain`.
pub fn explain(args: ExplainArgs, context: &mut Context) -> miette::Result<()> {
    let source = rules_source(args.rules.as_deref())?;
    let compiled = load_source(&source, context)?;
    if !matches!(compiled.game, Game::Robots(..)) {
        return super::kind_explain::explain(&args, compiled.game, &source, context);
    }
    let Loaded { table, lines } = pursuit_of(&source, compiled, "`robots explain`")?;
    let (case, name) = case_of(&table, &args.input, args.case)?;
    let mut engine = Engine::new(table.clone());
    let mut walk = pursuit::walk(&mut engine, &case);
    let paint = Paint::new(context.color.stdout);
    if let Some(m) = args.mv {
        walk.pass_to(m - 1)?;
        let Some(step) = walk.step() else {
            let moves = pursuit::record(&mut walk, &case, args.case, &name)?.moves;
            return Err(miette::miette!(
                code = "robots::views::no_such_move",
                "{name}: case {} has moves 1 to {moves}, not {m}",
                args.case
            ));
        };
        return write_out(&explained::one_move(&step?, &table, &lines, paint));
    }
    // The moves asked for (all by default), at most LISTED of them; the
    // moves before them are made without weighing their candidates.
    let window = args.moves.unwrap_or_default();
    let first = window.first.max(1);
    let last = window.last.min(first.saturating_add(LISTED - 1));
    walk.pass_to(first - 1)?;
    let mut rows = Vec::new();
    let mut weighed = 0;
    while walk.number() < last
        && weighed < WEIGHED
        && let Some(step) = walk.step()
    {
        let step = step?;
        weighed += step.decision.candidates.len();
        rows.push(explained::overview_row(&step, &table, &lines));
    }
    let listed = walk.number();
    let record = pursuit::record(&mut walk, &case, args.case, &name)?;
    let moves = record.moves;
    let last = listed.max(first - 1).min(last).min(moves);
    let mut text = format!(
        "Case {}: {}\n{}",
        args.case,
        crate::views::words::end(&record),
        explained::overview_table(rows, paint)
    );
    if first > moves {
        text.push_str(&format!(
            "(no move from {first} on: the game ends after move {moves})\n"
        ));
    } else if last < window.last.min(moves) {
        let to = window.last.min(moves);
        text.push_str(&format!(
            "(moves {} to {to} are not listed: one run lists at most {LISTED} moves or {WEIGHED} candidates; `--moves {}..{}` lists the next, `--move M` any one in full)\n",
            last + 1,
            last + 1,
            to.min(last + LISTED)
        ));
    }
    write_out(&text)
}

pub(super) fn write_out(text: &str) -> miette::Result<()> {
    let mut out = io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(output)
}

/// `robots diff`.
pub fn diff(args: DiffArgs, context: &mut Context) -> miette::Result<()> {
    let source = rules_source(Some(&args.a))?;
    let compiled = load_source(&source, context)?;
    if !matches!(compiled.game, Game::Robots(..)) {
        return super::kind_diff::diff(&args, compiled.game, &source, context);
    }
    let a = pursuit_of(&source, compiled, "`robots diff`")?;
    let b_source = rules_source(Some(&args.b))?;
    let b_compiled = load_source(&b_source, context)?;
    if !matches!(b_compiled.game, Game::Robots(..)) {
        return Err(super::kind_diff::kinds_differ(
            &source,
            crate::rules::Kind::Pursuit,
            &b_source,
            b_compiled.game.kind(),
        ));
    }
    let b = pursuit_of(&b_source, b_compiled, "`robots diff`")?;
    let (input, _) = scenarios(args.input.as_deref())?;
    let mut cases = reader(input.reader, &input.name, &a.table);
    let b_name = b.lines.name.clone();
    let side = |l: Loaded| Side {
        engine: Engine::new(l.table),
        lines: l.lines,
    };
    let (mut a, mut b) = (side(a), side(b));
    let paint = Paint::new(context.color.stdout);
    let mut out = io::BufWriter::new(io::stdout().lock());
    let (mut identical, mut other_moves, mut differ, mut skipped) = (0, 0, 0, 0);
    let mut number = 0;
    while let Some(case) = cases.next_case()? {
        number += 1;
        // A case that B's board cannot hold is reported and skipped.
        if let Some(why) = diff::misfit(b.engine.table(), &case) {
            skipped += 1;
            let head = paint.ink(Ink::Strong, &format!("case {number}:"));
            let text = format!(
                "{head} skipped: it does not fit the board of {b_name} ({}:{}:1): {why}\n",
                input.name, case.line
            );
            out.write_all(text.as_bytes()).map_err(output)?;
            continue;
        }
        match diff::case(&mut a, &mut b, &case, number, &input.name, paint)? {
            None => identical += 1,
            Some(parting) if !parting.results_differ => {
                identical += 1;
                other_moves += 1;
                if args.every {
                    out.write_all(parting.text.as_bytes()).map_err(output)?;
                }
            }
            Some(parting) => {
                differ += 1;
                out.write_all(parting.text.as_bytes()).map_err(output)?;
            }
        }
    }
    out.write_all(diff::count_skipped(identical, other_moves, differ, skipped).as_bytes())
        .and_then(|()| out.flush())
        .map_err(output)
}

/// `robots replay`.
pub fn replay(args: ReplayArgs, context: &mut Context) -> miette::Result<()> {
    let source = rules_source(args.rules.as_deref())?;
    let compiled = load_source(&source, context)?;
    if !matches!(compiled.game, Game::Robots(..)) {
        return super::kind_replay::replay(&args, compiled.game, &source, context);
    }
    let Loaded { table, lines } = pursuit_of(&source, compiled, "`robots replay`")?;
    let (case, name) = case_of(&table, &args.input, args.case)?;
    let mut engine = Engine::new(table.clone());
    let mut walk = pursuit::walk(&mut engine, &case);
    // The page holds the game's first moves, as many as its budget allows.
    let mut steps = Vec::new();
    let mut held = 0;
    while steps.len() < crate::views::replay::MAX_MOVES as usize
        && held < crate::views::replay::MAX_HELD
        && let Some(step) = walk.step()
    {
        let step = step?;
        held += crate::views::replay::held(&step);
        steps.push(step);
    }
    let record = pursuit::record(&mut walk, &case, args.case, &name)?;
    if (steps.len() as u32) < record.moves {
        eprintln!(
            "robots: note: the page holds moves 1 to {} of the {} of case {}; `robots explain {} --case {} --moves {}..` lists the rest",
            steps.len(),
            record.moves,
            args.case,
            input::name_of(&args.input),
            args.case,
            steps.len() + 1
        );
    }
    let title = format!(
        "Case {} of {} under {}",
        args.case,
        input::name_of(&args.input),
        lines.name
    );
    let start = crate::oracle::Position::start(table.start, &case.robots, case.teleports.len());
    let page = crate::views::replay::page(
        &title,
        &table,
        &lines,
        &case.teleports,
        &start,
        &steps,
        &record,
    );
    if input::is_stdin(&args.output) {
        return write_out(&page);
    }
    std::fs::write(&args.output, page)
        .into_diagnostic()
        .wrap_err_with(|| format!("cannot write {}", input::name_of(&args.output)))
}
