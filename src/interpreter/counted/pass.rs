//! A counted reply's passes over a list of chasers: in each pass every
//! chaser whose kind steps then takes its step (the first step of its
//! ranking it may enter, settled by what the cell holds), then the steps
//! are grouped by cell: two or more on one cell meet and leave the
//! meeting's piece, one alone survives unless the piece under it
//! destroys it. A watcher sees each pass's steps and may stop the reply.
//! The inner loop reads the rules packed once a run (`pack`) and the
//! position's layers, by index.

use super::lists::{Chaser, Reply};
use super::memo::Memo;
use super::stamps::{Arrivals, Stamps};
use super::view::{At, View, class, measure, ranking, toward};
use crate::interpreter::pack::{DIES, STOPS};
use crate::interpreter::position::NONE;
use crate::model::Meeting;

/// What the passes of a move's replies read: the rule that steps each
/// kind in each pass (`pass * kinds + kind`, `NONE` for none), the passes,
/// the kinds; and whether a reply stops at the first chaser that reaches
/// the player (its candidate is then dropped, whatever the rest).
pub(super) struct Plan<'a> {
    pub stepping: &'a [u8],
    pub passes: usize,
    pub kinds: usize,
    pub stop_at_loss: bool,
}

/// Room for a pass's steps and the chasers of the next pass.
pub(super) type Buffers<'b> = (&'b mut Vec<Chaser>, &'b mut Vec<Chaser>);

/// Counts the reply of the chasers `start` (those the candidate's own
/// move left standing) into `out`. After each pass that stepped a chaser
/// (every pass, with `all_passes`), `watch` is shown the pass's number
/// (from 1), its steps and the reply so far, and stops the reply by
/// answering false. The passes made, or `None` when stopped. With
/// `memo`, `start` is the move's list of chasers (or its first ones) and
/// the candidate moves only the player: its first pass takes the steps
/// kept for the move (`memo`).
#[allow(clippy::too_many_arguments)]
pub(super) fn run(
    at: At,
    plan: &Plan,
    start: &[Chaser],
    stamps: &mut Stamps,
    (moves, next): Buffers,
    mut memo: Option<&mut Memo>,
    out: &mut Reply,
    all_passes: bool,
    mut watch: impl FnMut(usize, &[Chaser], &Reply, &mut Stamps) -> bool,
) -> Option<usize> {
    out.made.clear();
    out.lost = false;
    out.chasers.clear();
    stamps.begin_reply();
    let pos = at.pos;
    let (terrain, statics, chasers) = pos.layers();
    let pack = &at.rules.table.pack;
    let view = View {
        pack,
        terrain,
        statics,
        columns: pos.columns,
        board: pos.board(),
        none: pack.width - pack.terrains - 1,
    };
    if memo.is_some() {
        // The candidate moved only the player: every chaser stands.
        out.chasers.extend_from_slice(start);
    } else {
        // A push may have destroyed a chaser.
        let standing = start.iter().filter(|c| chasers[c.cell as usize] != NONE);
        out.chasers.extend(standing);
    }
    for pass in 0..plan.passes {
        let stepping = &plan.stepping[pass * plan.kinds..(pass + 1) * plan.kinds];
        moves.clear();
        let stop = plan.stop_at_loss;
        let memo = memo.take();
        let chasers = &out.chasers;
        let (any, lost) = steps(at, &view, stamps, stepping, chasers, moves, stop, memo);
        out.lost = lost;
        if lost && stop {
            return Some(pass + 1);
        }
        if !any && !all_passes {
            return Some(pass);
        }
        if any {
            meet(at, stamps, moves, next, &mut out.made);
            std::mem::swap(&mut out.chasers, next);
        }
        if !watch(pass + 1, moves, out, stamps) {
            return None;
        }
        if out.lost {
            return Some(pass + 1);
        }
    }
    Some(plan.passes)
}

/// One pass's steps of `chasers`, each kind stepped by `stepping`'s rule,
/// into `moves`: where each step ends (the chaser's own cell when it is
/// stopped, none when the step destroys it) and whether the chaser dies
/// there alone. Whether any chaser stepped, and whether one reached the
/// player (at the first that does, with `stop`). With `memo`, the first
/// pass of a candidate that moves only the player (`chasers` the move's
/// list, in its order): the steps kept for the move are taken, and those
/// worked out kept.
#[allow(clippy::too_many_arguments)]
fn steps(
    at: At,
    v: &View,
    stamps: &Stamps,
    stepping: &[u8],
    chasers: &[Chaser],
    moves: &mut Vec<Chaser>,
    stop: bool,
    mut memo: Option<&mut Memo>,
) -> (bool, bool) {
    let (pack, player) = (v.pack, at.player);
    let (fates, width) = (&pack.fates[..], pack.width);
    let (mut any, mut lost) = (false, false);
    for (i, &c) in chasers.iter().enumerate() {
        let kind = usize::from(c.kind);
        let here = c.cell as usize;
        let rule = stepping.get(kind).copied().unwrap_or(NONE);
        if rule == NONE {
            let dies = fates.get(kind * width + v.piece(stamps, here)) == Some(&DIES);
            moves.push(Chaser { dies, ..c });
            continue;
        }
        any = true;
        let rule = usize::from(rule);
        let Some(ranking) = ranking(at, v, rule, c) else {
            let to = measure(at, stamps, rule, c);
            lost |= to.cell as usize == player;
            if lost && stop {
                return (true, true);
            }
            moves.extend(settle(at, v, stamps, c, to));
            continue;
        };
        let class = class(v, rule, ranking);
        if let Some(kept) = memo.as_deref().and_then(|m| m.get(i, class, player)) {
            if let Some(m) = kept {
                moves.push(m);
            }
            continue;
        }
        let (cell, row, column, piece) = toward(v, stamps, rule, ranking, c);
        lost |= cell == player;
        if lost && stop {
            return (true, true);
        }
        let fate = |at: usize| fates.get(kind * width + at).copied();
        let on_terrain = fate(usize::from(v.terrain[cell]));
        let end = if on_terrain == Some(DIES) && cell != player {
            None
        } else if cell != here && on_terrain != Some(STOPS) && fate(piece) != Some(STOPS) {
            let dies = fate(piece) == Some(DIES);
            Some(Chaser {
                cell: cell as u32,
                row,
                column,
                kind: c.kind,
                dies,
            })
        } else {
            let dies = fate(v.piece(stamps, here)) == Some(DIES);
            Some(Chaser { dies, ..c })
        };
        if let Some(m) = memo.as_deref_mut().filter(|_| cell != player) {
            m.put(i, class, cell, end);
        }
        if let Some(m) = end {
            moves.push(m);
        }
    }
    (any, lost)
}

/// Where chaser `c`'s step to `to` ends: `to`, its own cell when stopped,
/// `None` when the step destroys it; with whether it dies alone there.
fn settle(at: At, v: &View, stamps: &Stamps, c: Chaser, to: Chaser) -> Option<Chaser> {
    let base = usize::from(c.kind) * v.pack.width;
    let fates = v.pack.fates.get(base..base + v.pack.width)?;
    let cell = to.cell as usize;
    let fate = fates[usize::from(v.terrain[cell])];
    let end = if fate == DIES && cell != at.player {
        return None;
    } else if fate == STOPS || fates[v.piece(stamps, cell)] == STOPS {
        c
    } else {
        to
    };
    let dies = fates[v.piece(stamps, end.cell as usize)] == DIES;
    Some(Chaser { dies, ..end })
}

/// Groups a pass's steps by cell: two or more on one cell meet (and leave
/// the meeting's piece, listed in `made`), one alone survives unless the
/// piece under it destroys it, into `next`.
fn meet(
    at: At,
    stamps: &mut Stamps,
    moves: &[Chaser],
    next: &mut Vec<Chaser>,
    made: &mut Vec<(usize, u8, u8)>,
) {
    stamps.begin_pass();
    for m in moves {
        stamps.arrive(m.cell as usize);
    }
    next.clear();
    for &m in moves {
        let cell = m.cell as usize;
        match stamps.settle(cell) {
            Arrivals::Meet => {
                if let Some(Meeting::Becomes(k)) = at.rules.model.meeting {
                    let old = stamps.static_at(at.pos, cell);
                    made.push((cell, k, old));
                    stamps.leave(cell, k);
                }
            }
            Arrivals::Met => {}
            Arrivals::Alone if m.dies => {}
            Arrivals::Alone => next.push(m),
        }
    }
}
