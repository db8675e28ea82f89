//! The chasers' reply to the player's move: pass after pass, every chaser
//! whose speed reaches the pass (on a turn its period allows) chooses its
//! step toward the player's cell, all at once; then what each step meets
//! (terrain that destroys or stops, the player), chasers that meet on one
//! cell, and a chaser alone on a piece that destroys it.

use super::position::{NONE, Position};
use crate::model::{Chaser, Meeting, Model, Mover, Outcome, Target, TieOrder};

/// Plays the reply after move `turn` on `pos`: `chasers` are the chasers'
/// cells before it, and after it. True when a chaser reached the player.
pub(super) fn reply(
    model: &Model,
    pos: &mut Position,
    turn: u64,
    chasers: &mut Vec<usize>,
) -> bool {
    let Some(player) = pos.player() else {
        return false;
    };
    let passes = model.chasers.iter().map(|c| c.speed).max().unwrap_or(0);
    let mut moves: Vec<(usize, usize, u8)> = Vec::with_capacity(chasers.len());
    for pass in 1..=passes {
        moves.clear();
        let mut any = false;
        let mut lost = false;
        for &from in chasers.iter() {
            let kind = pos.chaser_at(from);
            let rule = rule_of(model, kind);
            let steps =
                rule.is_some_and(|r| r.speed >= pass && turn.is_multiple_of(u64::from(r.period)));
            let to = match rule.filter(|_| steps) {
                Some(r) => {
                    any = true;
                    let to = choose(model, pos, r, from, player);
                    lost |= to == player;
                    settle(model, pos, kind, from, to)
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
        for &(from, ..) in &moves {
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
                    && model
                        .outcomes
                        .get(Mover::Chaser(kind), Target::Piece(under))
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

/// The rule that moves a kind.
fn rule_of(model: &Model, kind: u8) -> Option<&Chaser> {
    model.chasers.iter().find(|c| c.kind == kind)
}

/// Where a chaser's step ends: its own cell when stopped, `None` when the
/// step destroys it.
fn settle(model: &Model, pos: &Position, kind: u8, from: usize, to: usize) -> Option<usize> {
    let o = &model.outcomes;
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
/// broken as the rule says; its own cell when it may enter none.
fn choose(model: &Model, pos: &Position, rule: &Chaser, from: usize, player: usize) -> usize {
    let metric = model.metric.unwrap_or(crate::geometry::Metric::Manhattan);
    let (pr, pc) = pos.cell_name(player);
    let o = &model.outcomes;
    let mut best: Option<(u64, (i64, i64, usize), usize)> = None;
    for (i, &d) in rule.steps.iter().enumerate() {
        let Some(to) = pos.step(from, d) else {
            continue;
        };
        let mover = Mover::Chaser(rule.kind);
        if o.get(mover, Target::Terrain(pos.terrain(to))) == Outcome::Blocked {
            continue;
        }
        let under = pos.static_at(to);
        if under != NONE && o.get(mover, Target::Piece(under)) == Outcome::Blocked {
            continue;
        }
        let (r, c) = pos.cell_name(to);
        let distance = metric.distance((pr - r) as i32, (pc - c) as i32);
        let tie = match &rule.ties {
            TieOrder::FirstOf(order) => (
                0,
                0,
                order
                    .iter()
                    .position(|&o| o == d)
                    .unwrap_or(order.len() + i),
            ),
            TieOrder::RowsBeforeColumns => ((pr - r).abs(), (pc - c).abs(), i),
            TieOrder::Unresolved => (0, 0, i),
        };
        if best.is_none_or(|(bd, bt, _)| (distance, tie) < (bd, bt)) {
            best = Some((distance, tie, to));
        }
    }
    best.map_or(from, |(.., to)| to)
}
