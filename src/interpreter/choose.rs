//! The player's strategy: the candidates in order (the walks that are
//! legal, then staying), each tried on the position and undone; the
//! filter drops those after which a chaser reaches the player; the keys,
//! measured after the reply, pick the best (the earliest on a tie); with
//! none left, the fallbacks in order (the player stays when none applies).
//! Teleports go to the cells of the scenario's list, as candidates after
//! the walks or as a fallback.

use super::position::Position;
use super::reply::reply;
use super::walk::walk;
use crate::model::{Fallback, Key, Model, Strategy};

/// A candidate move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Candidate {
    Walk((i32, i32)),
    Stay,
    /// To the cell of this entry of the teleport list.
    Teleport {
        entry: usize,
        cell: usize,
    },
}

/// A scenario's teleport list: each entry's cell (`None` off the board),
/// and the entries spent.
#[derive(Debug, Clone, Copy)]
pub(super) struct List<'a> {
    pub cells: &'a [Option<usize>],
    pub spent: &'a [bool],
}

impl List<'_> {
    /// The teleport to entry `entry`, if usable: not spent under `each
    /// entry once`, on the board, to a cell with no piece.
    fn usable(&self, model: &Model, pos: &Position, entry: usize) -> Option<Candidate> {
        let rule = model.walker.as_ref()?.teleports?;
        let cell = self.cells[entry]?;
        let free = pos.chaser_at(cell) == super::position::NONE
            && pos.static_at(cell) == super::position::NONE
            && pos.player() != Some(cell);
        (free && !(rule.each_once && self.spent[entry]))
            .then_some(Candidate::Teleport { entry, cell })
    }
}

/// Makes a candidate and its reply on `pos`; `None` (nothing changed) when
/// the candidate is illegal, else whether the reply reached the player.
/// `chasers` holds the chasers' cells, before and after.
pub(super) fn make(
    model: &Model,
    pos: &mut Position,
    c: Candidate,
    turn: u64,
    chasers: &mut Vec<usize>,
) -> Option<bool> {
    match c {
        Candidate::Walk(d) if !walk(model, pos, d) => return None,
        Candidate::Teleport { cell, .. } => pos.set_player(Some(cell)),
        _ => {}
    }
    // A push may have destroyed a chaser.
    chasers.retain(|&cell| pos.chaser_at(cell) != super::position::NONE);
    Some(reply(model, pos, turn, chasers))
}

/// The strategy's choice on `pos` before move `turn`.
pub(super) fn choose(
    model: &Model,
    strategy: &Strategy,
    pos: &mut Position,
    turn: u64,
    chasers: &[usize],
    list: List,
) -> Candidate {
    let walker = model.walker.as_ref();
    let mut candidates: Vec<Candidate> = walker.map_or(Vec::new(), |w| {
        w.walks.iter().map(|&d| Candidate::Walk(d)).collect()
    });
    if walker.is_some_and(|w| w.may_stay) {
        candidates.push(Candidate::Stay);
    }
    if walker
        .and_then(|w| w.teleports)
        .is_some_and(|t| t.as_candidates)
    {
        let usable = (0..list.cells.len()).filter_map(|i| list.usable(model, pos, i));
        candidates.extend(usable.collect::<Vec<_>>());
    }
    let mut best: Option<(Vec<i128>, Candidate)> = None;
    let mut after = Vec::with_capacity(chasers.len());
    for c in candidates {
        after.clear();
        after.extend_from_slice(chasers);
        pos.begin();
        let Some(lost) = make(model, pos, c, turn, &mut after) else {
            pos.undo();
            continue;
        };
        if !(strategy.reject_immediate_loss && lost) {
            let values: Vec<i128> = strategy
                .keys
                .iter()
                .map(|&(k, max)| {
                    let v = i128::from(measure(model, pos, k, turn, &after));
                    if max { -v } else { v }
                })
                .collect();
            if best.as_ref().is_none_or(|(b, _)| values < *b) {
                best = Some((values, c));
            }
        }
        pos.undo();
    }
    match best {
        Some((_, c)) => c,
        None => fall_back(model, strategy, pos, turn, chasers, list),
    }
}

/// The fallbacks, in order, when no candidate is left: the first usable
/// teleport entry that the filter keeps, or staying.
fn fall_back(
    model: &Model,
    strategy: &Strategy,
    pos: &mut Position,
    turn: u64,
    chasers: &[usize],
    list: List,
) -> Candidate {
    for fallback in &strategy.fallbacks {
        match fallback {
            Fallback::Stay => return Candidate::Stay,
            Fallback::TeleportFirstUsable => {
                for entry in 0..list.cells.len() {
                    let Some(c) = list.usable(model, pos, entry) else {
                        continue;
                    };
                    if strategy.reject_immediate_loss {
                        let mut after = chasers.to_vec();
                        pos.begin();
                        let lost = make(model, pos, c, turn, &mut after);
                        pos.undo();
                        if lost == Some(true) {
                            continue;
                        }
                    }
                    return c;
                }
            }
        }
    }
    Candidate::Stay
}

/// A key's value after a candidate and its reply.
fn measure(model: &Model, pos: &mut Position, key: Key, turn: u64, chasers: &[usize]) -> u64 {
    let metric = model.metric.unwrap_or(crate::geometry::Metric::Manhattan);
    let player = pos.player().map(|p| pos.cell_name(p));
    let view: &Position = pos;
    let distances = || {
        chasers.iter().map(move |&c| {
            let (r, col) = view.cell_name(c);
            let (pr, pc) = player.unwrap_or((r, col));
            metric.distance((pr - r) as i32, (pc - col) as i32)
        })
    };
    match key {
        Key::Chasers => chasers.len() as u64,
        Key::NearestChaser => distances().min().unwrap_or(u64::MAX),
        Key::SumOfDistances => distances().sum(),
        Key::Count(k) => u64::from(pos.count(k)),
        Key::Row => player.map_or(0, |p| p.0 as u64),
        Key::Column => player.map_or(0, |p| p.1 as u64),
        Key::SafeNeighbours => safe(model, pos, turn + 1, chasers),
    }
}

/// How many of the player's walks from here are legal and lose nothing in
/// the reply after them.
fn safe(model: &Model, pos: &mut Position, turn: u64, chasers: &[usize]) -> u64 {
    let Some(walker) = model.walker.as_ref() else {
        return 0;
    };
    // Candidates are tried inside a logged trial: keep its log by copying
    // the position rather than nesting logs.
    let mut count = 0;
    for &d in &walker.walks {
        let mut trial = pos.clone();
        trial.commit();
        let mut after = chasers.to_vec();
        if make(model, &mut trial, Candidate::Walk(d), turn, &mut after) == Some(false) {
            count += 1;
        }
    }
    count
}
