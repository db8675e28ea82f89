//! The player's walk: the outcome rules of the cell it enters (its
//! terrain and what stands on it), and the line of pieces a push moves.

use super::position::{NONE, Position};
use super::table::Rules;
use crate::model::{Mover, Outcome, Target};

/// Where a walk by `d` takes the player, making it (with its push) on the
/// position; `false`, changing nothing, when the walk is illegal. A walk
/// off the board or into a terrain that blocks it (most walks refused)
/// costs no call.
#[inline]
pub(super) fn walk(rules: Rules, pos: &mut Position, d: (i32, i32)) -> bool {
    let Some(p) = pos.player() else {
        return false;
    };
    let Some(t) = pos.step(p, d) else {
        return false;
    };
    let o = rules.table;
    if o.get(Mover::Walker, Target::Terrain(pos.terrain(t))) == Outcome::Blocked {
        return false;
    }
    enter(rules, pos, t, d)
}

/// The walk onto `t`, whose terrain lets the player in, by what stands
/// there.
#[inline(never)]
fn enter(rules: Rules, pos: &mut Position, t: usize, d: (i32, i32)) -> bool {
    let o = rules.table;
    let piece = if pos.chaser_at(t) != NONE {
        pos.chaser_at(t)
    } else {
        pos.static_at(t)
    };
    let rule = if piece == NONE {
        o.get(Mover::Walker, Target::Empty)
    } else {
        o.get(Mover::Walker, Target::Piece(piece))
    };
    match rule {
        Outcome::Blocked => false,
        Outcome::Push(limit) if pos.static_at(t) == piece => push(rules, pos, t, d, piece, limit),
        Outcome::Push(_) => false,
        _ => {
            pos.set_player(Some(t));
            true
        }
    }
}

/// Pushes the line of `kind` starting at `t` one step by `d`, and moves the
/// player onto `t`; `false`, changing nothing, when the push is illegal.
fn push(rules: Rules, pos: &mut Position, t: usize, d: (i32, i32), kind: u8, limit: u32) -> bool {
    let o = rules.table;
    let mover = Mover::Pushed(kind);
    let mut end = t;
    let mut length = 0;
    loop {
        if pos.static_at(end) != kind {
            break;
        }
        length += 1;
        if length > limit {
            return false;
        }
        match pos.step(end, d) {
            Some(next) => end = next,
            None => return false,
        }
    }
    if o.get(mover, Target::Terrain(pos.terrain(end))) == Outcome::Blocked {
        return false;
    }
    let there = if pos.chaser_at(end) != NONE {
        pos.chaser_at(end)
    } else {
        pos.static_at(end)
    };
    let destroy = if there == NONE {
        if o.get(mover, Target::Empty) == Outcome::Blocked {
            return false;
        }
        false
    } else {
        match o.get(mover, Target::Piece(there)) {
            Outcome::DestroyTarget => true,
            _ => return false,
        }
    };
    if destroy && pos.chaser_at(end) != NONE {
        pos.set_chaser(end, NONE);
    }
    pos.set_static(end, kind);
    pos.set_static(t, NONE);
    pos.set_player(Some(t));
    true
}
