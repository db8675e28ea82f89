//! A move by cell: placing the moving side's piece (`sides place stones`)
//! or pressing a cell (`player presses cells`); and the effects after a
//! move (`toggle light on the cell and its rook neighbours`).

use super::position::{NONE, Position};
use super::table::Rules;
use crate::model::{Effect, Mover, Outcome, Placement, Target};

/// Why a move by cell cannot happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Refusal {
    OffBoard,
    Occupied(u8),
}

/// Places or presses at 1-based `(r, c)` for `side`; the cell moved on.
pub(super) fn place(
    rules: Rules,
    pos: &mut Position,
    (r, c): (i64, i64),
    side: Option<usize>,
) -> Result<usize, Refusal> {
    let on_board = r >= 1
        && c >= 1
        && r as usize <= pos.rows
        && c as usize <= pos.columns
        && pos.board().contains((r as i32, c as i32));
    if !on_board {
        return Err(Refusal::OffBoard);
    }
    let cell = (r as usize - 1) * pos.columns + (c as usize - 1);
    if let Some(Placement::Place { .. }) = rules.model.placement {
        let kind = rules.table.placed(side);
        let mover = Mover::Placed(kind);
        let o = rules.table;
        if o.get(mover, Target::Terrain(pos.terrain(cell))) == Outcome::Blocked {
            return Err(Refusal::Occupied(NONE));
        }
        let there = pos.static_at(cell);
        if there != NONE && o.get(mover, Target::Piece(there)) == Outcome::Blocked {
            return Err(Refusal::Occupied(there));
        }
        pos.set_static(cell, kind);
    }
    Ok(cell)
}

/// The effects after a move on `cell`.
pub(super) fn effects(rules: Rules, pos: &mut Position, cell: usize) {
    for effect in &rules.model.effects {
        // Cut-offs are played by the placement game ([`crate::placement`]),
        // for the re-enactment question; a map game states none.
        let Effect::Toggle {
            kind,
            itself,
            around,
        } = effect
        else {
            continue;
        };
        let from = pos.coords(cell);
        if *itself {
            toggle(pos, cell, *kind);
        }
        for &d in around {
            if let Some(at) = pos.step_from(from, d) {
                toggle(pos, at, *kind);
            }
        }
    }
}

/// Where `kind` stands it goes, where the cell is free it comes.
fn toggle(pos: &mut Position, at: usize, kind: u8) {
    let now = pos.static_at(at);
    if now == kind {
        pos.set_static(at, NONE);
    } else if now == NONE {
        pos.set_static(at, kind);
    }
}
