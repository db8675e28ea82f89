//! Why a walk cannot be made: the same checks as the walk's, in its
//! order, naming the cell and what stands there. Asked only by the views,
//! after the walk refused.

use super::position::{NONE, Position};
use super::record::Why;
use super::table::Rules;
use crate::model::{Mover, Offset, Outcome, Target};

/// The 1-based cell of `cell`.
pub(super) fn at(pos: &Position, cell: usize) -> Offset {
    let (r, c) = pos.cell_name(cell);
    (r as i32, c as i32)
}

/// The 1-based cell one step by `d` from `cell`, on the board or not.
fn beyond(pos: &Position, cell: usize, d: Offset) -> Offset {
    let (r, c) = at(pos, cell);
    (r + d.0, c + d.1)
}

/// Why the player's walk by `d` is illegal on `pos` (`None`: it is not).
pub(super) fn walk(rules: Rules, pos: &Position, d: Offset) -> Option<Why> {
    let Some(p) = pos.player() else {
        return Some(Why::NoPlayer);
    };
    let Some(t) = pos.step(p, d) else {
        return Some(Why::OffBoard(beyond(pos, p, d)));
    };
    let o = rules.table;
    let terrain = pos.terrain(t);
    if o.get(Mover::Walker, Target::Terrain(terrain)) == Outcome::Blocked {
        return Some(Why::Terrain(at(pos, t), terrain));
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
        Outcome::Blocked if piece == NONE => Some(Why::Terrain(at(pos, t), terrain)),
        Outcome::Blocked => Some(Why::Piece(at(pos, t), piece)),
        Outcome::Push(limit) if pos.static_at(t) == piece => push(rules, pos, t, d, piece, limit),
        Outcome::Push(_) => Some(Why::Piece(at(pos, t), piece)),
        _ => None,
    }
}

/// Why the push of the line of `kind` at `t` by `d` is illegal.
fn push(rules: Rules, pos: &Position, t: usize, d: Offset, kind: u8, limit: u32) -> Option<Why> {
    let o = rules.table;
    let mover = Mover::Pushed(kind);
    let (mut end, mut length) = (t, 0);
    while pos.static_at(end) == kind {
        length += 1;
        if length > limit {
            return Some(Why::PushTooLong(at(pos, t), kind, limit));
        }
        match pos.step(end, d) {
            Some(next) => end = next,
            None => return Some(Why::PushOffBoard(beyond(pos, end, d), kind)),
        }
    }
    let terrain = pos.terrain(end);
    if o.get(mover, Target::Terrain(terrain)) == Outcome::Blocked {
        return Some(Why::PushTerrain(at(pos, end), kind, terrain));
    }
    let there = if pos.chaser_at(end) != NONE {
        pos.chaser_at(end)
    } else {
        pos.static_at(end)
    };
    if there == NONE {
        return (o.get(mover, Target::Empty) == Outcome::Blocked).then_some(Why::PushTerrain(
            at(pos, end),
            kind,
            terrain,
        ));
    }
    match o.get(mover, Target::Piece(there)) {
        Outcome::DestroyTarget => None,
        _ => Some(Why::PushPiece(at(pos, end), kind, there)),
    }
}
