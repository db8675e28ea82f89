//! A tactics move as data: one entry of `robots run --format json --log`
//! and what `robots diff` compares.

use super::say;
use crate::geometry::Offset;
use crate::rules::lines::RuleLines;
use crate::tactics::position::Position;
use crate::tactics::rules::Rules;
use crate::tactics::validate::why::Why;
use serde_json::{Value, json};

/// The log of move `number`, from the position before it:
///
/// - `move`: the move's number, from 1;
/// - `from`, `to`: its cells as the input writes them;
/// - `unit`, `side`: the kind and side of the unit on `from` (null when
///   there is none, or `from` is off the map);
/// - `valid`: whether the move is successful;
/// - `cost`: the cheapest path's cost (also when it is over the points;
///   null when there is no path);
/// - `points`: the points a unit has for a move;
/// - `left`: the points left after a successful move (null otherwise);
/// - `path`: the cheapest path's cells, the start first (empty when
///   there is none);
/// - `reason`: null for a successful move, otherwise one of
///   `off-the-map`, `no-unit`, `occupied`, `cannot-end`, `over-points`,
///   `zone-of-control`, `enemy-in-the-way`, `terrain`,
///   `ally-in-the-way`, `no-path`;
/// - `detail`: the reason in words (null for a successful move).
pub(crate) fn entry(
    table: &Rules,
    lines: &RuleLines,
    pos: &Position,
    number: usize,
    names: (&str, &str),
    (from, to): (Offset, Offset),
    why: &Why,
) -> Value {
    let mover = pos
        .board
        .contains(from)
        .then(|| pos.unit_at(from))
        .flatten()
        .map(|k| pos.units[k]);
    let kind = mover
        .and_then(|u| table.kinds.get(u.kind))
        .map(|k| k.name.clone());
    let side = mover.and_then(|u| table.sides.get(u.side)).cloned();
    let (cost, steps) = match why {
        Why::Valid { path, cost } | Why::OverPoints { path, cost } => (Some(*cost), &path[..]),
        _ => (None, &[][..]),
    };
    let mut path: Vec<String> = Vec::new();
    if !steps.is_empty() {
        path.push(table.cells.format(from));
        path.extend(steps.iter().map(|s| table.cells.format(s.cell)));
    }
    let valid = why.valid();
    json!({
        "move": number,
        "from": names.0,
        "to": names.1,
        "unit": kind,
        "side": side,
        "valid": valid,
        "cost": cost,
        "points": table.points,
        "left": cost.filter(|_| valid).map(|c| table.points - c),
        "path": path,
        "reason": say::code(why),
        "detail": say::reason(table, lines, pos, from, to, why),
    })
}
