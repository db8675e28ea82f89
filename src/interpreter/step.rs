//! A chaser's step in a reply: the cell it chooses toward the player (the
//! closest it may enter, ties broken as its rule says), and where the step
//! ends (stopped or destroyed by what the cell holds). The static pieces
//! are read through a function, so that a reply counted without being
//! made (`counted`) sees the pieces its own meetings left.

use super::position::{NONE, Position};
use super::table::Rules;
use crate::model::{Mover, Outcome, Target, TieOrder};

/// Where a chaser's step ends: its own cell when stopped, `None` when the
/// step destroys it.
#[inline]
pub(super) fn settle(
    rules: Rules,
    pos: &Position,
    statics: impl Fn(usize) -> u8,
    (kind, from, to): (u8, usize, usize),
) -> Option<usize> {
    let o = rules.table;
    match o.get(Mover::Chaser(kind), Target::Terrain(pos.terrain(to))) {
        Outcome::Destroyed if Some(to) != pos.player() => return None,
        Outcome::Stopped => return Some(from),
        _ => {}
    }
    let under = statics(to);
    if under != NONE && o.get(Mover::Chaser(kind), Target::Piece(under)) == Outcome::Stopped {
        return Some(from);
    }
    Some(to)
}

/// The chaser's step: the closest cell to the player it may enter, ties
/// broken as the rule says; its own cell when it may enter none. The steps
/// come in the tie order, so the first of the closest wins a tie (the
/// row and column gaps decide first under `RowsBeforeColumns`).
pub(super) fn choose(
    rules: Rules,
    pos: &Position,
    rule: usize,
    from: usize,
    player: usize,
) -> usize {
    let statics = |cell| pos.static_at(cell);
    choose_toward(rules, pos, rule, from, pos.coords(player), statics)
}

/// [`choose`] toward the player's 0-based `(row, column)`, with the static
/// pieces as `statics` tells them: the first open step of the rule's
/// ranking for the player's offset (see `ranked`), or, where the ranking
/// does not reach, every step measured.
#[inline]
pub(super) fn choose_toward(
    rules: Rules,
    pos: &Position,
    rule: usize,
    from: usize,
    (pr, pc): (i64, i64),
    statics: impl Fn(usize) -> u8,
) -> usize {
    let table = rules.table;
    let at = pos.coords(from);
    let Some(order) = table.ranked(rule, pr - at.0, pc - at.1) else {
        return measured(rules, pos, rule, from, (pr, pc), statics);
    };
    let steps = table.ordered(rule);
    for &i in order {
        let Some(to) = pos.step_from(at, steps[i as usize]) else {
            continue;
        };
        if table.may_enter(rule, pos.terrain(to), statics(to)) {
            return to;
        }
    }
    from
}

/// [`choose`] the plain way: every step measured and compared.
pub(super) fn measured(
    rules: Rules,
    pos: &Position,
    rule: usize,
    from: usize,
    (pr, pc): (i64, i64),
    statics: impl Fn(usize) -> u8,
) -> usize {
    let table = rules.table;
    let by_gaps = rules.model.chasers[rule].ties == TieOrder::RowsBeforeColumns;
    let at = pos.coords(from);
    let mut best: Option<(u64, (i64, i64), usize)> = None;
    for &d in table.ordered(rule) {
        let Some(to) = pos.step_from(at, d) else {
            continue;
        };
        if !table.may_enter(rule, pos.terrain(to), statics(to)) {
            continue;
        }
        let (r, c) = (at.0 + i64::from(d.0), at.1 + i64::from(d.1));
        let distance = table.metric.distance((pr - r) as i32, (pc - c) as i32);
        let gaps = if by_gaps {
            ((pr - r).abs(), (pc - c).abs())
        } else {
            (0, 0)
        };
        if best.is_none_or(|(bd, bg, _)| (distance, gaps) < (bd, bg)) {
            best = Some((distance, gaps, to));
        }
    }
    best.map_or(from, |(.., to)| to)
}
