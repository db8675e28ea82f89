//! Movement sets: `king`, `rook`, compass names and offsets, resolved to
//! offset lists in the order written.

use super::ast::{self, Direction, Spanned};
use super::check::{MAX_REACH, Reporter};
use super::report::Finding;
use super::vocab::{self, lookup, names};
use crate::diagnostics::Span;
use crate::engine::table::Offset;

/// Resolves a movement set to offsets, in the order written.
pub(super) fn resolve(
    r: &mut impl Reporter,
    set: &ast::DirectionSet,
    what: &str,
) -> Option<Vec<Offset>> {
    let mut offsets: Vec<(Offset, Span)> = Vec::new();
    let mut ok = true;
    for dir in &set.node {
        for offset in direction(r, dir, what)? {
            if let Some((_, first)) = offsets.iter().find(|(o, _)| *o == offset) {
                let f = Finding::error(
                    r.source(),
                    "robots::rules::repeated_direction",
                    dir.span,
                    format!("`{}` is listed twice", super::ties::step_name(offset)),
                )
                .label(
                    if matches!(&dir.node, Direction::Named(n) if lookup(vocab::SETS, n).is_some())
                    {
                        "listed again in this set"
                    } else {
                        "listed again here"
                    },
                )
                .also(*first, "first listed here")
                .help("each direction appears once in a movement set");
                r.report(f);
                ok = false;
            } else {
                offsets.push((offset, dir.span));
            }
        }
    }
    ok.then(|| offsets.into_iter().map(|(o, _)| o).collect())
}

fn direction(r: &mut impl Reporter, dir: &Spanned<Direction>, what: &str) -> Option<Vec<Offset>> {
    match &dir.node {
        Direction::Offset(dr, dc) => {
            let fits = |n: &i64| (-MAX_REACH..=MAX_REACH).contains(n);
            if (*dr, *dc) == (0, 0) || !fits(dr) || !fits(dc) {
                r.report(Finding::error(r.source(),
                    "robots::rules::bad_offset",
                    dir.span,
                    format!("({dr}, {dc}) is not a {what}"),
                )
                .label(format!("not a usable {what}"))
                .help(format!(
                    "an offset moves somewhere: not (0, 0), and each part from -{MAX_REACH} to {MAX_REACH}"
                )));
                return None;
            }
            Some(vec![(*dr as i32, *dc as i32)])
        }
        Direction::Named(name) => {
            if let Some(offset) = lookup(vocab::COMPASS, name) {
                return Some(vec![offset]);
            }
            if let Some(members) = lookup(vocab::SETS, name) {
                return Some(
                    members
                        .iter()
                        .filter_map(|m| lookup(vocab::COMPASS, m))
                        .collect(),
                );
            }
            let known: Vec<&str> = names(vocab::SETS).chain(names(vocab::COMPASS)).collect();
            r.unknown_word("direction", &Spanned::new(name.clone(), dir.span), &known);
            None
        }
    }
}
