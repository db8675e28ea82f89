//! How a tactics move and its reason are said: the unit (`guardian
//! (first)`), a path (`E5 E6 E7`), and why a move is invalid in the
//! terms of the statement's checks, naming the cell and the rule as the
//! rules file writes it (`unit into underwater: blocked`).

use crate::geometry::Offset;
use crate::rules::lines::RuleLines;
use crate::rules::print::entry;
use crate::tactics::position::Position;
use crate::tactics::rules::Rules;
use crate::tactics::validate::why::{Obeyed, Rule, Step, Why};

/// A kind of unit and its side: `guardian (first)`.
pub(crate) fn unit(table: &Rules, pos: &Position, k: usize) -> String {
    let u = pos.units[k];
    let kind = table.kinds.get(u.kind).map_or("unit", |k| k.name.as_str());
    let side = table.sides.get(u.side).map_or("?", |s| s.as_str());
    format!("{kind} ({side})")
}

/// A unit with its cell: `swordsman (second) on C6`.
pub(crate) fn unit_on(table: &Rules, pos: &Position, k: usize) -> String {
    format!(
        "{} on {}",
        unit(table, pos, k),
        table.cells.format(pos.units[k].cell)
    )
}

/// The cells of a path from `from`, the start first: `E5 E6 E7`.
pub(crate) fn path(table: &Rules, from: Offset, steps: &[Step]) -> String {
    let mut cells = vec![table.cells.format(from)];
    cells.extend(steps.iter().map(|s| table.cells.format(s.cell)));
    cells.join(" ")
}

/// A terrain kind's name.
pub(crate) fn terrain(table: &Rules, kind: usize) -> &str {
    table
        .terrain
        .kinds
        .get(kind)
        .map_or("unknown terrain", |t| t.name.as_str())
}

/// The terrain of a cell of the position.
pub(crate) fn terrain_at<'t>(table: &'t Rules, pos: &Position, cell: Offset) -> &'t str {
    terrain(table, usize::from(pos.terrain[pos.board.index(cell)]))
}

/// What `rule` says of `cell` for the mover `mover`, and the rule as
/// the rules file writes it.
pub(crate) fn rule(
    table: &Rules,
    lines: &RuleLines,
    pos: &Position,
    mover: usize,
    cell: Offset,
    rule: Rule,
) -> String {
    let name = table.cells.format(cell);
    let cite = |slot: String| cite(lines, &slot);
    match rule {
        Rule::Terrain(k) => {
            let t = terrain(table, k);
            let e = table
                .terrain_entry
                .get(k)
                .map_or("blocked".to_string(), |&e| entry(e));
            format!(
                "{name} is {t}: `unit into {t}: {e}`{}",
                cite(format!("outcome unit into {t}"))
            )
        }
        Rule::Ally(k) => format!(
            "{name} holds the ally {}: `unit into ally: {}`{}",
            unit(table, pos, k),
            entry(table.into_ally),
            cite("outcome unit into ally".into())
        ),
        Rule::Enemy(k) => format!(
            "{name} holds the enemy {}: `unit into enemy: {}`{}",
            unit(table, pos, k),
            entry(table.into_enemy),
            cite("outcome unit into enemy".into())
        ),
        Rule::NextToStronger(k) => {
            let mine = table
                .kinds
                .get(pos.units[mover].kind)
                .map_or("unit", |k| k.name.as_str());
            format!(
                "{name} is next to the {}, which beats a {mine}: `unit next to enemy that beats it: {}`{}",
                unit_on(table, pos, k),
                entry(table.next_to_stronger),
                cite("outcome unit next to enemy that beats it".into())
            )
        }
        Rule::NextToEnemy(k) => format!(
            "{name} is next to the enemy {}: `unit next to enemy: {}`{}",
            unit_on(table, pos, k),
            entry(table.next_to_enemy),
            cite("outcome unit next to enemy".into())
        ),
    }
}

/// Where the rule in `slot` is written: ` (rules/janken-tactics.rules:52)`,
/// ` (default)` when the file leaves it to its default, nothing when
/// the rules' lines are not known.
fn cite(lines: &RuleLines, slot: &str) -> String {
    if lines.name.is_empty() {
        return String::new();
    }
    match lines.statement(slot) {
        Some(line) => format!(" ({})", lines.at(line)),
        None => " (default)".to_string(),
    }
}

/// The rules a search for a path set aside, in words.
fn set_aside(obeyed: Obeyed) -> &'static str {
    match (obeyed.terrain, obeyed.enemies, obeyed.zones) {
        (true, true, false) => "zones of control set aside",
        (true, false, false) => "enemy units and their zones set aside",
        (false, false, false) => "terrain, enemy units and their zones set aside",
        _ => "every rule obeyed",
    }
}

/// A word for the reason, stable for data: `off-the-map`, `no-unit`,
/// `occupied`, `cannot-end`, `over-points`, `zone-of-control`,
/// `enemy-in-the-way`, `terrain`, `ally-in-the-way`, `no-path`; `None`
/// for a valid move.
pub(crate) fn code(why: &Why) -> Option<&'static str> {
    Some(match why {
        Why::Valid { .. } => return None,
        Why::OffTheMap { .. } => "off-the-map",
        Why::NoUnit => "no-unit",
        Why::Occupied { .. } => "occupied",
        Why::CannotEnd { .. } => "cannot-end",
        Why::OverPoints { .. } => "over-points",
        Why::NoPath { rule, .. } => match rule {
            Some(Rule::NextToStronger(_) | Rule::NextToEnemy(_)) => "zone-of-control",
            Some(Rule::Enemy(_)) => "enemy-in-the-way",
            Some(Rule::Terrain(_)) => "terrain",
            Some(Rule::Ally(_)) => "ally-in-the-way",
            None => "no-path",
        },
    })
}

/// Why a move from `from` to `to` is unsuccessful, in one sentence;
/// `None` for a valid move.
pub(crate) fn reason(
    table: &Rules,
    lines: &RuleLines,
    pos: &Position,
    from: Offset,
    to: Offset,
    why: &Why,
) -> Option<String> {
    let cell = |c: Offset| table.cells.format(c);
    let mover = || {
        pos.board
            .contains(from)
            .then(|| pos.unit_at(from))
            .flatten()
    };
    Some(match why {
        Why::Valid { .. } => return None,
        Why::OffTheMap { to: false } => format!("the start {} is off the map", cell(from)),
        Why::OffTheMap { to: true } => format!("the destination {} is off the map", cell(to)),
        Why::NoUnit => format!("no unit stands on {}", cell(from)),
        Why::Occupied { unit: k } if Some(*k) == mover() => {
            format!("the destination {} is the unit's own cell", cell(to))
        }
        Why::Occupied { unit: k } => format!(
            "the destination {} is occupied by the {}",
            cell(to),
            unit(table, pos, *k)
        ),
        Why::CannotEnd { rule: r } => format!(
            "the destination {}",
            rule(table, lines, pos, mover().unwrap_or(0), to, *r)
        ),
        Why::OverPoints { cost, .. } => format!(
            "the cheapest path costs {cost}, over the {} points",
            table.points
        ),
        Why::NoPath {
            obeyed,
            path: steps,
            at,
            rule: Some(r),
        } => {
            let stop = steps[*at].cell;
            format!(
                "no path: with {} the cheapest path is {}, and {}",
                set_aside(*obeyed),
                path(table, from, steps),
                rule(table, lines, pos, mover().unwrap_or(0), stop, *r)
            )
        }
        Why::NoPath { rule: None, .. } => {
            format!("no path from {} to {} on this map", cell(from), cell(to))
        }
    })
}
