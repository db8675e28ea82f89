//! Movement sets: named sets (`king`, `rook` on a rectangle, `hex` on a
//! hexagon), direction names and offsets, resolved to offset lists in the
//! order written. Names come from the board shape's compass
//! ([`crate::geometry::Compass`]).

use super::checker::{Checker, MAX_REACH};
use crate::diagnostics::Span;
use crate::engine::table::Offset;
use crate::geometry::{Compass, Shape, offset_name};
use crate::rules::ast::{self, Direction, Spanned};
use crate::rules::codes::Error;
use crate::rules::report::Finding;
use std::collections::{HashMap, HashSet};

/// Resolves a movement set to offsets, in the order written.
pub(super) fn resolve(
    r: &mut Checker,
    set: &ast::DirectionSet,
    what: &str,
    shape: Shape,
) -> Option<Vec<Offset>> {
    let compass = Compass::of(shape);
    let mut offsets: Vec<(Offset, Span)> = Vec::new();
    // Where each offset was first listed; a repeat is reported once, at
    // its second listing, however often it recurs.
    let mut first_at: HashMap<Offset, Span> = HashMap::new();
    let mut reported: HashSet<Offset> = HashSet::new();
    let mut ok = true;
    for dir in &set.node {
        let Some(found) = direction(r, dir, what, shape) else {
            ok = false;
            continue;
        };
        for offset in found {
            if let Some(first) = first_at.get(&offset) {
                ok = false;
                if !reported.insert(offset) {
                    continue;
                }
                let in_set = matches!(&dir.node, Direction::Named(n) if compass.set(n).is_some());
                let f = r
                    .error(
                        Error::RepeatedDirection,
                        dir.span,
                        format!("`{}` is listed twice", offset_name(shape, offset)),
                    )
                    .label(if in_set {
                        "listed again in this set"
                    } else {
                        "listed again here"
                    })
                    .also(*first, "first listed here")
                    .help("each direction appears once in a movement set");
                r.push(f);
            } else {
                first_at.insert(offset, dir.span);
                offsets.push((offset, dir.span));
            }
        }
    }
    ok.then(|| offsets.into_iter().map(|(o, _)| o).collect())
}

fn direction(
    r: &mut Checker,
    dir: &Spanned<Direction>,
    what: &str,
    shape: Shape,
) -> Option<Vec<Offset>> {
    match &dir.node {
        Direction::Offset(dr, dc) => {
            let fits = |n: &i64| (-MAX_REACH..=MAX_REACH).contains(n);
            if (*dr, *dc) == (0, 0) || !fits(dr) || !fits(dc) {
                r.push(r.error(
                    Error::BadOffset,
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
            let compass = Compass::of(shape);
            if let Some(offset) = compass.direction(name) {
                return Some(vec![offset]);
            }
            if let Some(offsets) = compass.set(name) {
                return Some(offsets);
            }
            if names_a_direction_elsewhere(shape, name) {
                let f = wrong_shape(r, dir.span, name, shape);
                r.push(f);
                return None;
            }
            let known = compass.words();
            r.unknown("direction", &Spanned::new(name.clone(), dir.span), &known);
            None
        }
    }
}

/// Whether `name` is a direction or a set on the other board shape.
fn names_a_direction_elsewhere(shape: Shape, name: &str) -> bool {
    let other = match shape {
        Shape::Rectangle => Compass::HEX,
        Shape::Hexagon(_) => Compass::SQUARE,
    };
    other.direction(name).is_some() || other.set(name).is_some()
}

/// A direction name of the other board shape, such as `N` on a hexagon.
fn wrong_shape(r: &Checker, span: Span, name: &str, shape: Shape) -> Finding {
    let (here, there) = match shape {
        Shape::Rectangle => ("a rectangle", "a hexagon"),
        Shape::Hexagon(_) => ("a hexagon", "a rectangle"),
    };
    let compass = Compass::of(shape);
    let names: Vec<&str> = compass.words();
    let is_set = Compass::SQUARE.set(name).is_some() || Compass::HEX.set(name).is_some();
    let message = if is_set {
        format!("`{name}` is not a movement set on {here} board")
    } else {
        format!("`{name}` names no neighbour on {here} board")
    };
    r.error(Error::WrongBoardDirection, span, message)
        .label(format!("a direction of {there} board"))
        .help(format!(
            "on {here} board the directions are {}",
            crate::rules::vocab::list(names.iter().copied())
        ))
}
