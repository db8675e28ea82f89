//! `robots diff A B INPUT` for any kind of game: each case played under
//! both rules files (of one kind), compared frame by frame: the first
//! move whose log differs, with what each file's game did there (the
//! frames' notes), and the results when they differ; then the same
//! closing count as a pursuit's diff ([`crate::views::diff::count_skipped`]).

use crate::run::Cases;
use crate::views::diff::count_skipped;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};
use miette::{Diagnostic, Report};
use serde_json::Value;
use std::io::Write;

/// The most moves of a game compared; a longer game is compared on its
/// first moves and its result.
pub const MAX_COMPARED: usize = 200_000;

/// The most result lines shown where two results differ; the rest are
/// counted.
const SHOWN: usize = 4;

/// One side: a viewer of the game under one rules file, and the file's
/// name.
pub struct Side<'a, T> {
    pub viewer: &'a mut T,
    pub name: &'a str,
}

/// One game as the diff compares it: each move's log and notes, and the
/// result.
struct Played {
    moves: Vec<(Value, Vec<String>)>,
    result: String,
}

fn play<T: Traced>(viewer: &mut T, number: usize, case: &T::Case) -> miette::Result<Played> {
    let mut moves = Vec::new();
    let mut show = |m: u32, frame: Frame| {
        if m > 0 && moves.len() < MAX_COMPARED {
            moves.push((frame.log, frame.notes));
        }
        Ok(())
    };
    // Only the frames' logs and notes are compared: no board is drawn.
    viewer.draw_boards(false);
    let result = viewer.trace(number, case, Moves::default(), Paint::new(false), &mut show);
    viewer.draw_boards(true);
    let result = result?;
    Ok(Played {
        moves,
        result: result.trim_end_matches('\n').to_string(),
    })
}

/// A result with the citations of its own rules file (`(FILE:LINE)`)
/// written without the file's name: two files' results that differ only
/// in whose rule they cite are the same result.
fn cited(result: &str, name: &str) -> String {
    result.replace(&format!("({name}:"), "(:")
}

/// Where the two games of one case part; `None` when they are the same.
pub struct Parting {
    pub text: String,
    pub results_differ: bool,
}

/// The two games of case `number` compared.
fn compare(
    a: &Played,
    b: &Played,
    names: (&str, &str),
    number: usize,
    paint: Paint,
) -> Option<Parting> {
    let first = a
        .moves
        .iter()
        .zip(&b.moves)
        .position(|(x, y)| x.0 != y.0)
        .or_else(|| (a.moves.len() != b.moves.len()).then(|| a.moves.len().min(b.moves.len())));
    let results_differ = cited(&a.result, names.0) != cited(&b.result, names.1);
    if first.is_none() && !results_differ {
        return None;
    }
    let head = paint.ink(Ink::Strong, &format!("case {number}:"));
    let width = names.0.len().max(names.1.len());
    let mut text = match first {
        Some(i) => {
            let mut text = format!("{head} the games part at move {}\n", i + 1);
            for (side, name) in [(a, names.0), (b, names.1)] {
                let notes = match side.moves.get(i) {
                    Some((_, notes)) if !notes.is_empty() => notes.clone(),
                    Some(_) => vec!["(no notes)".to_string()],
                    None => vec![format!("the game ended after move {}", side.moves.len())],
                };
                for (k, note) in notes.iter().enumerate() {
                    let label = if k == 0 { name } else { "" };
                    text.push_str(&format!("  {label:<width$}  {}\n", note.trim_end()));
                }
            }
            text
        }
        None => format!(
            "{head} the games make the same {} moves and end differently\n",
            a.moves.len()
        ),
    };
    text.push_str(&format!(
        "  ends: {}: {}; {}: {}\n",
        names.0,
        a.result.lines().next().unwrap_or(""),
        names.1,
        b.result.lines().next().unwrap_or("")
    ));
    // Results of several lines (a map game's board, a Janken game's
    // moves): the lines after the first that differ, the first few.
    if results_differ {
        let (la, lb): (Vec<&str>, Vec<&str>) =
            (a.result.lines().collect(), b.result.lines().collect());
        let differing: Vec<usize> = (1..la.len().max(lb.len()))
            .filter(|&k| {
                la.get(k).map(|l| cited(l, names.0)) != lb.get(k).map(|l| cited(l, names.1))
            })
            .collect();
        for &k in differing.iter().take(SHOWN) {
            let line = |l: &[&str]| {
                l.get(k)
                    .map_or("(no such line)".to_string(), |t| t.to_string())
            };
            text.push_str(&format!(
                "  result line {}: {}: {}; {}: {}\n",
                k + 1,
                names.0,
                line(&la),
                names.1,
                line(&lb)
            ));
        }
        if differing.len() > SHOWN {
            text.push_str(&format!(
                "  and {} more result lines differ\n",
                differing.len() - SHOWN
            ));
        }
    }
    Some(Parting {
        text,
        results_differ,
    })
}

/// A failed write to the output.
fn output(error: std::io::Error) -> Report {
    Report::new(crate::run::Failure::Output(error))
}

/// Every case of `cases` under both sides: each case whose results
/// differ (and with `every`, each whose games part but end alike), then
/// the count. A case that B cannot play is reported and skipped.
pub fn write<TA, TB, C, W>(
    a: Side<'_, TA>,
    b: Side<'_, TB>,
    cases: &mut C,
    every: bool,
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
    let (mut identical, mut other_moves, mut differ, mut skipped) = (0, 0, 0, 0);
    let mut number = 0;
    while let Some(case) = cases.next_case().map_err(Report::new)? {
        number += 1;
        let pa = play(a.viewer, number, &case)?;
        let pb = match play(b.viewer, number, &case) {
            Ok(pb) => pb,
            Err(why) => {
                skipped += 1;
                let head = paint.ink(Ink::Strong, &format!("case {number}:"));
                let text = format!("{head} skipped: {} cannot play it: {why}\n", b.name);
                out.write_all(text.as_bytes()).map_err(output)?;
                continue;
            }
        };
        match compare(&pa, &pb, (a.name, b.name), number, paint) {
            None => identical += 1,
            Some(parting) if !parting.results_differ => {
                identical += 1;
                other_moves += 1;
                if every {
                    out.write_all(parting.text.as_bytes()).map_err(output)?;
                }
            }
            Some(parting) => {
                differ += 1;
                out.write_all(parting.text.as_bytes()).map_err(output)?;
            }
        }
    }
    out.write_all(count_skipped(identical, other_moves, differ, skipped).as_bytes())
        .and_then(|()| out.flush())
        .map_err(output)
}
