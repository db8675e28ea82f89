//! The chasers' reply to the player's move: pass after pass, every chaser
//! whose speed reaches the pass (on a turn its period allows) chooses its
//! step toward the player's cell, all at once; then what each step meets
//! (terrain that destroys or stops, the player), chasers that meet on one
//! cell, and a chaser alone on a piece that destroys it.

use super::position::{NONE, Position};
use super::table::Rules;
use crate::model::{Meeting, Mover, Outcome, Target, TieOrder};

/// A chaser's step in a pass: from, to (`usize::MAX`: destroyed), kind.
pub(super) type Step = (usize, usize, u8);

/// Plays the reply after move `turn` on `pos`: `chasers` are the chasers'
/// cells before it, and after it. True when a chaser reached the player.
/// `moves` is room for the steps of a pass, reused from reply to reply.
pub(super) fn reply(
    rules: Rules,
    pos: &mut Position,
    turn: u64,
    chasers: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> bool {
    reply_watched(rules, pos, turn, chasers, moves, &mut |_, _| {})
}

/// [`reply`], showing `watch` each pass's steps (a destroyed chaser's
/// `to` is `usize::MAX`) on the position they start from, before they
/// are made. The plain reply's watch does nothing and compiles away.
#[inline]
pub(super) fn reply_watched(
    rules: Rules,
    pos: &mut Position,
    turn: u64,
    chasers: &mut Vec<usize>,
    moves: &mut Vec<Step>,
    watch: &mut impl FnMut(&[Step], &Position),
) -> bool {
    let Some(player) = pos.player() else {
        return false;
    };
    let model = rules.model;
    let passes = model.chasers.iter().map(|c| c.speed).max().unwrap_or(0);
    for pass in 1..=passes {
        moves.clear();
        let mut any = false;
        let mut lost = false;
        for &from in chasers.iter() {
            let kind = pos.chaser_at(from);
            let rule = rules.table.rule_of(kind);
            let steps = rule.is_some_and(|i| {
                let r = &model.chasers[i];
                r.speed >= pass && turn.is_multiple_of(u64::from(r.period))
            });
            let to = match rule.filter(|_| steps) {
                Some(i) => {
                    any = true;
                    let to = choose(rules, pos, i, from, player);
                    lost |= to == player;
                    settle(rules, pos, kind, from, to)
                }
                None => Some(from),
            };
            if let Some(to) = to {
                moves.push((from, to, kind));
            } else {
                moves.push((from, usize::MAX, kind));
            }
        }
        if !any {
            break;
        }
        watch(moves, pos);
        for &(from, ..) in moves.iter() {
            pos.set_chaser(from, NONE);
        }
        moves.retain(|m| m.1 != usize::MAX);
        moves.sort_unstable_by_key(|m| m.1);
        chasers.clear();
        let mut i = 0;
        while i < moves.len() {
            let cell = moves[i].1;
            let mut j = i;
            while j < moves.len() && moves[j].1 == cell {
                j += 1;
            }
            if j - i >= 2 {
                if let Some(Meeting::Becomes(k)) = model.meeting {
                    pos.set_static(cell, k);
                }
            } else {
                let kind = moves[i].2;
                let under = pos.static_at(cell);
                let destroyed = under != NONE
                    && rules.table.get(Mover::Chaser(kind), Target::Piece(under))
                        == Outcome::Destroyed;
                if !destroyed {
                    pos.set_chaser(cell, kind);
                    chasers.push(cell);
                }
            }
            i = j;
        }
        if lost {
            return true;
        }
    }
    false
}

/// Where a chaser's step ends: its own cell when stopped, `None` when the
/// step destroys it.
fn settle(rules: Rules, pos: &Position, kind: u8, from: usize, to: usize) -> Option<usize> {
    let o = rules.table;
    match o.get(Mover::Chaser(kind), Target::Terrain(pos.terrain(to))) {
        Outcome::Destroyed if Some(to) != pos.player() => return None,
        Outcome::Stopped => return Some(from),
        _ => {}
    }
    let under = pos.static_at(to);
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
    let table = rules.table;
    let by_gaps = rules.model.chasers[rule].ties == TieOrder::RowsBeforeColumns;
    let (pr, pc) = pos.coords(player);
    let at = pos.coords(from);
    let mut best: Option<(u64, (i64, i64), usize)> = None;
    for &d in table.ordered(rule) {
        let Some(to) = pos.step_from(at, d) else {
            continue;
        };
        if !table.may_enter(rule, pos.terrain(to), pos.static_at(to)) {
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
