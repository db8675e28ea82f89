//! What a move did, read for its [`Record`]: the move asked, the player's
//! walk and the pieces it pushed or crushed and the pieces toggled (from
//! the position's log of changes), and what each chaser step of a pass
//! meets.

use crate::interpreter::choose::Candidate;
use crate::interpreter::position::{Change, NONE, Position};
use crate::interpreter::record::{Asked, ChaserStep, Fate, Moved, Record};
use crate::interpreter::reply::Step;
use crate::interpreter::table::Rules;
use crate::interpreter::why::at;
use crate::model::{Meeting, Mover, Offset, Outcome, Target};
use crate::scenario::map::Move;

pub(super) fn asked_of(mv: Move) -> Asked {
    match mv {
        Move::Walk(d) => Asked::Walk(d),
        Move::Stay => Asked::Stay,
        Move::Cell(r, c) => Asked::Cell(r, c),
    }
}

pub(in crate::interpreter) fn asked(pos: &Position, c: Candidate) -> Asked {
    match c {
        Candidate::Walk(d) => Asked::Walk(d),
        Candidate::Stay => Asked::Stay,
        Candidate::Teleport { cell, .. } => Asked::Teleport(at(pos, cell)),
    }
}

/// The player's walk and the pieces it pushed or destroyed, from the
/// changes since `mark`.
pub(super) fn read_walk(pos: &Position, mark: usize, d: Option<Offset>, rec: &mut Record) {
    let changes = pos.changes(mark);
    let mut end = None;
    for change in changes {
        match *change {
            Change::Player(Some(from)) => {
                if let Some(to) = pos.player().filter(|&to| to != from) {
                    rec.walked = Some((at(pos, from), at(pos, to)));
                }
            }
            Change::Chaser(cell, kind) if kind != NONE => rec.crushed.push((kind, at(pos, cell))),
            Change::Static(cell, NONE) => end = Some(cell),
            _ => {}
        }
    }
    let (Some(d), Some(end), Some(t)) = (d, end, pos.player()) else {
        return;
    };
    let kind = pos.static_at(end);
    let mut cell = t;
    while cell != end {
        let Some(next) = pos.step(cell, d) else { break };
        rec.pushed.push(Moved {
            kind,
            from: at(pos, cell),
            to: at(pos, next),
        });
        cell = next;
    }
}

/// The cells whose piece changed since `mark`: the cell, the kind, and
/// whether it came.
pub(super) fn toggled(pos: &Position, mark: usize) -> Vec<(Offset, u8, bool)> {
    let mut seen: Vec<(usize, u8)> = Vec::new();
    for change in pos.changes(mark) {
        if let Change::Static(cell, old) = *change
            && !seen.iter().any(|&(c, _)| c == cell)
        {
            seen.push((cell, old));
        }
    }
    seen.into_iter()
        .filter(|&(cell, old)| pos.static_at(cell) != old)
        .map(|(cell, old)| {
            let now = pos.static_at(cell);
            let came = now != NONE;
            (at(pos, cell), if came { now } else { old }, came)
        })
        .collect()
}

/// What chaser step `m` of a pass planned on `pos` meets; `None` for a
/// chaser that does not step in this pass and meets no one. `arrivals`
/// counts the pass's moves that end on each cell.
pub(super) fn fate(
    rules: Rules,
    pos: &Position,
    (pass, turn): (u32, u64),
    (from, to, kind): Step,
    arrivals: &std::collections::HashMap<usize, u32>,
) -> Option<ChaserStep> {
    let model = rules.model;
    let player = pos.player()?;
    let rule = rules.table.rule_of(kind);
    let steps = rule.is_some_and(|i| {
        let r = &model.chasers[i];
        r.speed >= pass && turn.is_multiple_of(u64::from(r.period))
    });
    let intended = || {
        rule.map_or(from, |i| {
            crate::interpreter::step::choose(rules, pos, i, from, player)
        })
    };
    let met = to != usize::MAX && arrivals.get(&to).is_some_and(|&n| n >= 2);
    if !steps && !met {
        return None;
    }
    let (to, fate) = if to == usize::MAX {
        let t = intended();
        (t, Fate::DestroyedBy(at(pos, t), pos.terrain(t)))
    } else if to == player {
        (to, Fate::Caught)
    } else if met {
        let became = match model.meeting {
            Some(Meeting::Becomes(k)) => Some(k),
            _ => None,
        };
        (to, Fate::Met(became))
    } else if to == from && steps && intended() != from {
        (to, Fate::Stopped(at(pos, intended())))
    } else {
        let under = pos.static_at(to);
        let destroyed = under != NONE
            && rules.table.get(Mover::Chaser(kind), Target::Piece(under)) == Outcome::Destroyed;
        (
            to,
            if destroyed {
                Fate::DestroyedOn(under)
            } else {
                Fate::Stepped
            },
        )
    };
    Some(ChaserStep {
        pass,
        moved: Moved {
            kind,
            from: at(pos, from),
            to: at(pos, to),
        },
        fate,
    })
}
