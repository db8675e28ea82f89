//! Robot step ties: resolving `robot ties:` and proving that no tie is left
//! open. A tie is a relative position of player and robot where two steps
//! are equally close once the stated resolution has been applied; the
//! engine's own step ranking (`engine::step::Stepper`) is used, so the
//! checker and the engine cannot disagree.

use super::checker::Checker;
use crate::diagnostics::Span;
use crate::engine::step::Stepper;
use crate::engine::table::{Board, Metric, Offset, TieBreak};
use crate::geometry::{Shape, offset_name};
use crate::rules::ast::{StatementKind, TieRule};
use crate::rules::codes::{Error, Warning};
use crate::rules::vocab;

pub(super) fn tie_break(
    r: &mut Checker,
    steps: Option<&[Offset]>,
    shape: Shape,
) -> Option<TieBreak> {
    match r.get("ties").map(|s| &s.node) {
        None => Some(TieBreak::None),
        Some(StatementKind::Ties(TieRule::FirstOf(set))) => {
            let order = super::directions::resolve(r, set, "step", shape)?;
            let steps = steps?;
            if let Some(stray) = order.iter().position(|o| !steps.contains(o)) {
                let f = r
                    .error(
                        Error::NotAStep,
                        if set.node.len() == order.len() {
                            set.node[stray].span
                        } else {
                            set.span
                        },
                        format!(
                            "`{}` is not one of the robots' steps ({})",
                            offset_name(shape, order[stray]),
                            steps
                                .iter()
                                .map(|&o| offset_name(shape, o))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    )
                    .label("robots never take this step")
                    .help("list only directions from `robots step ...`");
                r.push(f);
                return None;
            }
            Some(TieBreak::FirstOf(order))
        }
        Some(StatementKind::Ties(TieRule::Phrase(phrase))) => {
            if vocab::TIE_PHRASES.contains(&phrase.node.as_str()) {
                Some(TieBreak::RowsBeforeColumns)
            } else {
                let mut known = vec!["first of N, E, S, W"];
                known.extend(vocab::TIE_PHRASES);
                r.unknown("tie rule", phrase, &known);
                None
            }
        }
        Some(_) => None,
    }
}

pub(super) fn check(
    r: &mut Checker,
    steps: &[Offset],
    metric: Metric,
    tie: &TieBreak,
    board: Board,
    at: Span,
    stated: Option<Span>,
) {
    let stepper = Stepper::ranker(steps, metric, tie, board.shape());
    // The open tie nearest the robot reads best as an example.
    let open = stepper
        .representatives(board.rows, board.columns)
        .map(|(a, b)| ((a, b), stepper.unresolved(a, b)))
        .filter(|(_, tied)| tied.len() > 1)
        .min_by_key(|&((a, b), _)| (a.unsigned_abs() + b.unsigned_abs(), a, b));
    if let Some(((a, b), tied)) = open {
        let tied: Vec<String> = tied
            .iter()
            .map(|&i| offset_name(board.shape(), steps[i]))
            .collect();
        let what = if stated.is_some() {
            "the stated tie rule leaves a tie open"
        } else {
            "robot steps can tie"
        };
        let f = r
            .error(Error::UnresolvedTie, at, what.to_string())
            .label(format!(
                "with the player {}, steps {} are equally close",
                relative(a, b),
                match &tied[..] {
                    [init @ .., last] if !init.is_empty() =>
                        format!("{} and {last}", init.join(", ")),
                    _ => tied.join(""),
                }
            ))
            .help(format!(
                "add a line such as `robot ties: first of {}` or `robot ties: rows before columns`",
                steps
                    .iter()
                    .map(|&o| offset_name(board.shape(), o))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        r.push(f);
    } else if let Some(rule) = stated {
        let never = Stepper::ranker(steps, metric, &TieBreak::None, board.shape());
        let any = never
            .representatives(board.rows, board.columns)
            .any(|(a, b)| never.unresolved(a, b).len() > 1);
        if !any {
            let f = r
                .warn(
                    Warning::TieRuleUnused,
                    rule,
                    "robot steps never tie, so the tie rule never applies",
                )
                .label("never needed")
                .also(at, "these steps always have one closest step")
                .help("the `robot ties:` line can be deleted");
            r.push(f);
        }
    }
}

/// Where the player is seen from a robot: "2 rows north and 1 column east".
fn relative(a: i32, b: i32) -> String {
    let part = |n: i32, unit: &str, minus: &str, plus: &str| match n {
        0 => None,
        n => {
            let s = if n.abs() == 1 { "" } else { "s" };
            Some(format!(
                "{} {unit}{s} {}",
                n.abs(),
                if n < 0 { minus } else { plus }
            ))
        }
    };
    let parts: Vec<String> = [
        part(a, "row", "north", "south"),
        part(b, "column", "west", "east"),
    ]
    .into_iter()
    .flatten()
    .collect();
    format!("{} of the robot", parts.join(" and "))
}
