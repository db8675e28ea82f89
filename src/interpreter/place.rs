//! A move by cell: placing the moving side's piece (`sides place stones`)
//! or pressing a cell (`player presses cells`); and the effects after a
//! move (`toggle light on the cell and its rook neighbours`).

use super::position::{NONE, Position};
use crate::model::{Effect, Model, Mover, Outcome, Placement, Target};

/// Why a move by cell cannot happen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Refusal {
    OffBoard,
    Occupied(u8),
}

/// Places or presses at 1-based `(r, c)` for `side`; the cell moved on.
pub(super) fn place(
    model: &Model,
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
    if let Some(Placement::Place { class_kind }) = model.placement {
        let class = &model.kinds[class_kind as usize].class;
        let kind = model
            .kinds
            .iter()
            .position(|k| k.class == *class && k.side == side)
            .unwrap_or(class_kind as usize) as u8;
        let mover = Mover::Placed(kind);
        if model
            .outcomes
            .get(mover, Target::Terrain(pos.terrain(cell)))
            == Outcome::Blocked
        {
            return Err(Refusal::Occupied(NONE));
        }
        let there = pos.static_at(cell);
        if there != NONE && model.outcomes.get(mover, Target::Piece(there)) == Outcome::Blocked {
            return Err(Refusal::Occupied(there));
        }
        pos.set_static(cell, kind);
    }
    Ok(cell)
}

/// The effects after a move on `cell`.
pub(super) fn effects(model: &Model, pos: &mut Position, cell: usize) {
    for effect in &model.effects {
        let Effect::Toggle {
            kind,
            itself,
            around,
        } = effect;
        let cells: Vec<usize> = itself
            .then_some(cell)
            .into_iter()
            .chain(around.iter().filter_map(|&d| pos.step(cell, d)))
            .collect();
        for at in cells {
            let now = pos.static_at(at);
            if now == *kind {
                pos.set_static(at, NONE);
            } else if now == NONE {
                pos.set_static(at, *kind);
            }
        }
    }
}
