//! The views of games that are not pursuits: `robots run --trace` (and
//! the other views of `robots run`), `robots explain`, `robots replay`
//! and `robots diff` for map games, Janken Tactics, RobotRace and
//! Crosses & Crosses. Each kind gives its cases ([`Cases`]) and a viewer
//! ([`Explained`]); [`drive`] does the view asked for the same way for
//! every kind; each command is in its own module ([`super::kind_run`],
//! [`super::kind_explain`], [`super::kind_replay`], [`super::kind_diff`]).

use super::input;
use super::load::output;
use crate::diagnostics::Source;
use crate::rules::Game;
use crate::run::{CaseRange, Cases};
use crate::views::explained::Explained;
use crate::views::frames;
use crate::views::style::Paint;
use crate::views::trace::{self, Moves, Traced};
use miette::{Diagnostic, Report};
use std::io::Write;

/// A view of the cases of a game that is not a pursuit.
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
#[derive(Debug, Clone, Copy)]
pub(super) struct DiffRequest<'a> {
    pub(super) a: &'a str,
    pub(super) b: &'a str,
    pub(super) every: bool,
}

/// Does `robots diff` on `cases` with a viewer of each file's game.
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

/// Does `request` on a placement game's input (records or questions).
pub(super) fn crosses(
    table: &crate::model::Model,
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
