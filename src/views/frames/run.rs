//! `robots run --format json [--log]`, `--summary` and `--summary-only`
//! for any kind of game: each case asked for (a JSON line, or its result
//! under its `Case N:` line), then the totals.

use super::cases;
use super::json::{CaseLine, play};
use super::summary::Tally;
use crate::run::{CaseRange, Cases};
use crate::views::style::{Ink, Paint};
use crate::views::trace::Traced;
use miette::{Diagnostic, Report};
use std::io::Write;

/// What a run shows.
#[derive(Debug, Clone, Copy)]
pub struct Shown {
    /// The rules' `format`.
    pub kind: &'static str,
    /// One JSON line a case (else each result under `Case N:`).
    pub json: bool,
    /// Each move's log in the JSON.
    pub log: bool,
    /// Each case (not under `--summary-only`).
    pub cases: bool,
    /// The totals after the cases.
    pub summary: bool,
}

/// A failed write to the output.
fn output(error: std::io::Error) -> Report {
    Report::new(crate::run::Failure::Output(error))
}

/// Plays the cases `only` (every case when `None`) of `cases` with
/// `viewer`, writing what `shown` asks for to `out`.
pub fn write<T, C, W>(
    viewer: &mut T,
    cases: &mut C,
    only: Option<CaseRange>,
    shown: Shown,
    paint: Paint,
    out: &mut W,
) -> miette::Result<()>
where
    T: Traced,
    C: Cases<Case = T::Case>,
    C::Error: Diagnostic + Send + Sync + 'static,
    W: Write,
{
    let mut tally = Tally::new(shown.kind);
    cases::each(cases, only, |number, case| {
        let played = play(viewer, number, &case, shown.log && shown.cases)?;
        tally.add(&played.result, played.moves);
        if !shown.cases {
            return Ok(());
        }
        let text = if shown.json {
            let mut line = String::new();
            crate::views::json::push_line(&mut line, &CaseLine::new(shown.kind, number, played));
            line
        } else {
            let head = paint.ink(Ink::Strong, &format!("Case {number}:"));
            format!("{head}\n{}\n", played.result)
        };
        out.write_all(text.as_bytes()).map_err(output)
    })?;
    if shown.summary {
        let text = match (shown.json, shown.cases && tally.games > 0) {
            (true, _) => tally.json(),
            (false, true) => format!("\n{}", tally.text()),
            (false, false) => tally.text(),
        };
        out.write_all(text.as_bytes()).map_err(output)?;
    }
    out.flush().map_err(output)
}
