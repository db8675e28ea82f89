//! The chasers' reply to the player's move: pass after pass, every chaser
//! whose speed reaches the pass (on a turn its period allows) chooses its
//! step toward the player's cell, all at once; then what each step meets
//! (terrain that destroys or stops, the player), chasers that meet on one
//! cell, and a chaser alone on a piece that destroys it.

use super::position::{NONE, Position};
use super::step::{choose_toward, settle};
use super::table::Rules;
use crate::model::{Meeting, Mover, Outcome, Target};

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
    let target = pos.coords(player);
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
                    let under = |cell| pos.static_at(cell);
                    let to = choose_toward(rules, pos, i, from, target, under);
                    lost |= to == player;
                    settle(rules, pos, under, (kind, from, to))
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
        apply(rules, pos, moves, chasers);
        if lost {
            return true;
        }
    }
    false
}

/// Makes a pass's steps on `pos` and leaves the chasers' cells in
/// `chasers`, by destination cell: two or more on one cell meet, a chaser
/// alone on a piece that destroys it is destroyed. A chaser that stays
/// alone on its cell and survives is left as it stands, so that a pass
/// changes (and a trial undoes) only the cells whose chaser changed.
fn apply(rules: Rules, pos: &mut Position, moves: &mut Vec<Step>, chasers: &mut Vec<usize>) {
    for &(from, to, _) in moves.iter() {
        if to == usize::MAX {
            pos.set_chaser(from, NONE);
        }
    }
    moves.retain(|m| m.1 != usize::MAX);
    by_destination(moves);
    let destroyed = |pos: &Position, kind: u8, cell: usize| {
        let under = pos.static_at(cell);
        under != NONE
            && rules.table.get(Mover::Chaser(kind), Target::Piece(under)) == Outcome::Destroyed
    };
    // A chaser kept in place is marked by a `from` of `usize::MAX`; every
    // other one leaves its cell before any arrives.
    let mut i = 0;
    while i < moves.len() {
        let (from, to, kind) = moves[i];
        let alone = moves.get(i + 1).is_none_or(|m| m.1 != to) && (i == 0 || moves[i - 1].1 != to);
        if alone && from == to && !destroyed(pos, kind, to) {
            moves[i].0 = usize::MAX;
        } else {
            pos.set_chaser(from, NONE);
        }
        i += 1;
    }
    chasers.clear();
    let mut i = 0;
    while i < moves.len() {
        let cell = moves[i].1;
        let mut j = i;
        while j < moves.len() && moves[j].1 == cell {
            j += 1;
        }
        if j - i >= 2 {
            if let Some(Meeting::Becomes(k)) = rules.model.meeting {
                pos.set_static(cell, k);
            }
        } else if moves[i].0 == usize::MAX {
            chasers.push(cell);
        } else if !destroyed(pos, moves[i].2, cell) {
            pos.set_chaser(cell, moves[i].2);
            chasers.push(cell);
        }
        i = j;
    }
}

/// Sorts a pass's steps by destination. The chasers are listed by cell
/// and each step is short, so the steps are nearly sorted and insertion
/// takes about one sweep; past a budget of shifts, the general sort.
/// Equal destinations meet whatever their order.
pub(super) fn by_destination(moves: &mut [Step]) {
    let mut budget = 8 * moves.len() + 64;
    for i in 1..moves.len() {
        let m = moves[i];
        let mut j = i;
        while j > 0 && moves[j - 1].1 > m.1 {
            moves[j] = moves[j - 1];
            j -= 1;
        }
        moves[j] = m;
        budget = budget.saturating_sub(i - j);
        if budget == 0 {
            moves.sort_unstable_by_key(|m| m.1);
            return;
        }
    }
}
