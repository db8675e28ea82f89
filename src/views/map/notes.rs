//! The notes of a map game's move, as the trace prints them: what was
//! asked and what it did (the walk, each push, what was placed, pressed
//! or toggled), input moves skipped before it, the chasers' steps, and
//! the end.

use super::say::{Said, cell};
use crate::interpreter::{Asked, Fate, Record, Skip};
use crate::views::style::{Ink, Paint};

/// The chaser steps listed one a line; past this, only the steps that met
/// something are.
const LISTED: usize = 8;

/// What the move asked and its first effect: `walk E from (3,2) to
/// (3,3)`, `X places a stone at (5,3)`, `press (1,2): 5 cells toggled`.
pub(super) fn made(rec: &Record, said: &Said) -> String {
    let what = match (rec.asked, rec.walked) {
        (Asked::Walk(_) | Asked::Teleport(_), Some((from, to))) => {
            format!(
                "{} from {} to {}",
                said.asked(rec.asked),
                cell(from),
                cell(to)
            )
        }
        (Asked::Cell(..), _) if rec.placed.is_some() => {
            let (k, at) = rec.placed.unwrap_or((0, (0, 0)));
            let who = said.side(rec.side).unwrap_or(said.player());
            format!("{who} places a {} at {}", said.kind(k), cell(at))
        }
        (Asked::Cell(r, c), _) => format!(
            "press ({r},{c}): {} toggled",
            super::say::count(rec.toggled.len(), "cell")
        ),
        (asked, _) => said.asked(asked),
    };
    match rec.token {
        Some(_) => what,
        None => format!("{what}, chosen by the strategy"),
    }
}

/// An input move that was not made, and the rule that skipped it.
pub(super) fn skipped(skip: &Skip, said: &Said) -> String {
    let (why, rule) = said.why(skip.why, &said.mover(skip.asked));
    format!(
        "input move {} ({}) not made: {why}, by {rule}; not counted, by {}",
        skip.token + 1,
        said.asked(skip.asked),
        said.rule(&["blocked moves".to_string()])
    )
}

/// The lines after the first: skipped moves, pushes, toggles, the reply
/// and the end.
pub(super) fn details(rec: &Record, said: &Said) -> Vec<String> {
    let mut out = Vec::new();
    for skip in &rec.skipped {
        out.push(skipped(skip, said));
    }
    for p in &rec.pushed {
        out.push(format!(
            "push {} from {} to {}",
            said.kind(p.kind),
            cell(p.from),
            cell(p.to)
        ));
    }
    for &(k, at) in &rec.crushed {
        out.push(format!(
            "the push destroys the {} on {}",
            said.kind(k),
            cell(at)
        ));
    }
    if !rec.toggled.is_empty() {
        let list = |came: bool| {
            let cells: Vec<String> = rec
                .toggled
                .iter()
                .filter(|t| t.2 == came)
                .map(|t| cell(t.0))
                .collect();
            cells.join(" ")
        };
        let kind = said.kind(rec.toggled[0].1).to_string();
        let (on, off) = (list(true), list(false));
        let mut line = format!("toggled {kind}:");
        if !on.is_empty() {
            line.push_str(&format!(" now on {on}"));
        }
        if !off.is_empty() {
            line.push_str(&format!(
                "{} gone from {off}",
                if on.is_empty() { "" } else { ";" }
            ));
        }
        out.push(line);
    }
    if !rec.chasers.is_empty() {
        let moved = rec
            .chasers
            .iter()
            .filter(|s| s.moved.from != s.moved.to)
            .count();
        let all = rec.chasers.len() <= LISTED;
        let plain = rec
            .chasers
            .iter()
            .filter(|s| s.fate == Fate::Stepped)
            .count();
        let mut reply = format!("reply: {}", super::say::count(moved, "step"));
        if !all && plain > 0 {
            // The plain steps of a long reply are left out, and said so.
            reply.push_str(&format!(
                "; {} not listed",
                super::say::count(plain, "plain step")
            ));
        }
        out.push(reply);
        for s in rec
            .chasers
            .iter()
            .filter(|s| all || s.fate != Fate::Stepped)
        {
            out.push(format!("  pass {}: {}", s.pass, said.chaser(s)));
        }
    }
    if let Some(e) = rec.ending {
        out.push(format!("the game ends: {}", said.ending(e)));
    }
    out
}

/// Every note of the move: its heading and the details, indented.
pub(super) fn notes(rec: &Record, said: &Said, paint: Paint) -> Vec<String> {
    let mut out = vec![format!(
        "{} {}",
        paint.ink(Ink::Strong, &format!("Move {}:", rec.number)),
        made(rec, said)
    )];
    out.extend(details(rec, said).into_iter().map(|l| format!("  {l}")));
    out
}
