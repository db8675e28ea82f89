//! The player's walk: the outcome rules of the cell it enters (its
//! terrain and what stands on it), and the line of pieces a push moves.
//! A walk can be planned without being made, so that a candidate that
//! pushes nothing changes nothing but where the reply looks for the
//! player.

use super::position::{NONE, Position};
use super::table::Rules;
use crate::model::{Mover, Outcome, Target};

/// What a walk would do, worked out without making it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Plan {
    /// The walk is illegal.
    Illegal,
    /// The player moves onto this cell, pushing nothing.
    To(usize),
    /// The player pushes the line of this kind starting at this cell, a
    /// line of at most `limit`.
    Push { t: usize, kind: u8, limit: u32 },
}

/// What a walk by `d` does on `pos`, the position unchanged.
#[inline]
pub(super) fn plan(rules: Rules, pos: &Position, d: (i32, i32)) -> Plan {
    let Some(p) = pos.player() else {
        return Plan::Illegal;
    };
    let Some(t) = pos.step(p, d) else {
        return Plan::Illegal;
    };
    let o = rules.table;
    if o.get(Mover::Walker, Target::Terrain(pos.terrain(t))) == Outcome::Blocked {
        return Plan::Illegal;
    }
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
        Outcome::Blocked => Plan::Illegal,
        Outcome::Push(limit) if pos.static_at(t) == piece => Plan::Push {
            t,
            kind: piece,
            limit,
        },
        Outcome::Push(_) => Plan::Illegal,
        _ => Plan::To(t),
    }
}

/// Where a walk by `d` takes the player, making it (with its push) on the
/// position; `false`, changing nothing, when the walk is illegal.
#[inline]
pub(super) fn walk(rules: Rules, pos: &mut Position, d: (i32, i32)) -> bool {
    match plan(rules, pos, d) {
        Plan::Illegal => false,
        Plan::To(t) => {
            pos.set_player(Some(t));
            true
        }
        Plan::Push { t, kind, limit } => push(rules, pos, t, d, kind, limit),
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
