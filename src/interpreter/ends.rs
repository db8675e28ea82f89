//! The end conditions over a position, in the order the rules state them.

use super::position::Position;
use crate::model::{Condition, End, Model, Offset};

/// Whether `condition` holds after move `moves`, made on `moved` (the
/// cell a side placed on) by `side`; `lined[s]` says side `s` already had
/// a line before the game's first move.
pub(super) fn holds(
    model: &Model,
    pos: &Position,
    condition: &Condition,
    (side, moved, moves): (Option<usize>, Option<usize>, u64),
    lined: &[bool],
) -> bool {
    match condition {
        Condition::Survived(n) => moves == u64::from(*n),
        Condition::NoneOf(kinds) => kinds.iter().all(|&k| pos.count(k) == 0),
        Condition::EveryOn(kinds, t) => kinds.iter().all(|&k| pos.count(k) == pos.count_on(k, *t)),
        Condition::NoFreeCell => pos.free() == 0,
        Condition::InARow { length, axes } => {
            let Some(side) = side else {
                return false;
            };
            lined.get(side).copied().unwrap_or(false)
                || moved.is_some_and(|cell| through(model, pos, cell, side, *length, axes))
        }
    }
}

/// Whether the pieces of `side` make a line of `length` through `cell`.
pub(super) fn through(
    model: &Model,
    pos: &Position,
    cell: usize,
    side: usize,
    length: u32,
    axes: &[Offset],
) -> bool {
    let mine = |at: usize| {
        let k = pos.static_at(at);
        k != super::position::NONE && model.kinds[k as usize].side == Some(side)
    };
    if !mine(cell) {
        return false;
    }
    axes.iter().any(|&(dr, dc)| {
        let run = |d: (i32, i32)| {
            let (mut at, mut n) = (cell, 0);
            while let Some(next) = pos.step(at, d).filter(|&c| mine(c)) {
                n += 1;
                at = next;
            }
            n
        };
        1 + run((dr, dc)) + run((-dr, -dc)) >= length
    })
}

/// For each side, whether its pieces already make a line of a length some
/// end rule asks for (one scan, before the first move), into `lined`.
pub(super) fn lines_at_start(model: &Model, pos: &Position, ends: &[End], lined: &mut Vec<bool>) {
    lined.clear();
    lined.resize(model.sides.len(), false);
    for end in ends {
        if let Condition::InARow { length, axes } = &end.condition {
            // A line runs through a piece of its side.
            for cell in 0..pos.rows * pos.columns {
                let kind = pos.static_at(cell);
                if kind == super::position::NONE {
                    continue;
                }
                let side = model.kinds[kind as usize].side;
                if let Some((side, l)) = side.and_then(|s| Some(s).zip(lined.get_mut(s))) {
                    *l = *l || through(model, pos, cell, side, *length, axes);
                }
            }
        }
    }
}
