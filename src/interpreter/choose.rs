//! The player's strategy: the candidates in order (the walks that are
//! legal, then staying), each tried on the position and undone; the
//! filter drops those after which a chaser reaches the player; the keys,
//! measured after the reply, pick the best (the earliest on a tie); with
//! none left, the fallbacks in order (the player stays when none applies).
//! Teleports go to the cells of the scenario's list, as candidates after
//! the walks or as a fallback.

pub(super) use super::candidate::Candidate;
use super::measure::measure;
use super::position::{NONE, Position};
use super::scratch::{Scratch, make, step};
use super::table::Rules;
use super::walk::{Plan, plan};
use crate::model::{Fallback, Key, Model, Strategy};

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
        let free = pos.chaser_at(cell) == NONE
            && pos.static_at(cell) == NONE
            && pos.player() != Some(cell);
        (free && !(rule.each_once && self.spent[entry]))
            .then_some(Candidate::Teleport { entry, cell })
    }
}

/// The strategy's choice on `pos` before move `turn`.
pub(super) fn choose(
    rules: Rules,
    strategy: &Strategy,
    pos: &mut Position,
    turn: u64,
    chasers: &[usize],
    list: List,
    scratch: &mut Scratch,
) -> Candidate {
    // The candidates in order: the walks, staying (if the player may), the
    // usable teleports (if they are candidates). Each is undone before the
    // next, so a teleport's use is judged on the position the move starts
    // from.
    let walker = rules.model.walker.as_ref();
    let walks = walker.map_or(&[][..], |w| &w.walks[..]);
    let stay = usize::from(walker.is_some_and(|w| w.may_stay));
    let as_candidates = walker
        .and_then(|w| w.teleports)
        .is_some_and(|t| t.as_candidates);
    let teleports = if as_candidates { list.cells.len() } else { 0 };
    // The keys read only counts and cells after the reply, so the reply
    // is counted rather than made, unless a key tries walks after it.
    let counts = rules.table.counts_replies()
        && !strategy.keys.iter().any(|&(k, _)| k == Key::SafeNeighbours);
    let mut chosen = None;
    scratch.kept = None;
    scratch.prepared = counts;
    if counts {
        // Each walk planned once. With no teleport among the candidates,
        // they walk or stay, and the far chasers' reply is shared, as far
        // as the walks that move only the player reach.
        let plans = &mut scratch.plans;
        plans.clear();
        plans.extend(walks.iter().map(|&d| plan(rules, pos, d)));
        let moved = walks.iter().zip(plans.iter());
        let moved = moved.filter(|(_, p)| matches!(p, Plan::To(_)));
        let reach = moved.map(|(&(r, c), _)| r.abs().max(c.abs())).max();
        let share = (teleports == 0).then_some(reach.unwrap_or(0));
        (scratch.counted).prepare(rules, pos, turn, chasers, share);
    }
    for k in 0..walks.len() + stay + teleports {
        let c = if k < walks.len() {
            Candidate::Walk(walks[k])
        } else if k < walks.len() + stay {
            Candidate::Stay
        } else {
            match list.usable(rules.model, pos, k - walks.len() - stay) {
                Some(c) => c,
                None => continue,
            }
        };
        let Scratch {
            moves,
            after,
            trial,
            values,
            best,
            counted,
            kept,
            plans,
            ..
        } = &mut *scratch;
        // A candidate that moves only the player is counted on the
        // position as it stands (from its readied first pass, for a walk
        // or staying); any other is made, and undone after.
        let only_player = match c {
            _ if !counts => None,
            Candidate::Walk(_) => match plans[k] {
                Plan::Illegal => continue,
                Plan::To(t) => Some((Some(t), true)),
                Plan::Push { .. } => None,
            },
            Candidate::Stay => Some((pos.player(), true)),
            Candidate::Teleport { cell, .. } => Some((Some(cell), false)),
        };
        let mark = only_player.is_none().then(|| pos.begin());
        let (lost, player) = match (only_player, mark) {
            (Some(moved), _) => {
                counted.reply(rules, pos, moved, strategy.reject_immediate_loss);
                let player = moved.0;
                (counted.lost(), player)
            }
            (None, Some(mark)) if counts => {
                if !step(rules, pos, c) {
                    pos.undo(mark);
                    continue;
                }
                let moved = (pos.player(), false);
                counted.reply(rules, pos, moved, strategy.reject_immediate_loss);
                (counted.lost(), pos.player())
            }
            (None, Some(mark)) => {
                after.clear();
                after.extend_from_slice(chasers);
                let Some(lost) = make(rules, pos, c, turn, after, moves) else {
                    pos.undo(mark);
                    continue;
                };
                (lost, pos.player())
            }
            (None, None) => unreachable!("a candidate made on the position has a mark"),
        };
        if !(strategy.reject_immediate_loss && lost) {
            // The keys in order, a maximised one turned around; a candidate
            // is dropped at its first key worse than the best's.
            let keys = &strategy.keys;
            values.resize(keys.len(), 0);
            best.resize(keys.len(), 0);
            let at = player
                .map(|p| pos.coords(p))
                .map(|(r, c)| (r as i32, c as i32));
            let mut better = chosen.is_none();
            for (i, &(k, max)) in keys.iter().enumerate() {
                let v = match counts {
                    true => counted.measure(rules, pos, at, k).unwrap_or(0),
                    false => measure(rules, pos, k, turn, after, trial, moves),
                };
                let v = if max { u64::MAX - v } else { v };
                if !better {
                    match v.cmp(&best[i]) {
                        std::cmp::Ordering::Less => better = true,
                        std::cmp::Ordering::Greater => break,
                        std::cmp::Ordering::Equal => {}
                    }
                }
                values[i] = v;
            }
            if better {
                std::mem::swap(values, best);
                chosen = Some(c);
                if counts {
                    counted.keep();
                    *kept = Some(c);
                }
            }
        }
        if let Some(mark) = mark {
            pos.undo(mark);
        }
    }
    match chosen {
        Some(c) => c,
        None => fall_back(rules, strategy, pos, turn, chasers, list, scratch),
    }
}

/// The fallbacks, in order, when no candidate is left: the first usable
/// teleport entry that the filter keeps, or staying.
fn fall_back(
    rules: Rules,
    strategy: &Strategy,
    pos: &mut Position,
    turn: u64,
    chasers: &[usize],
    list: List,
    scratch: &mut Scratch,
) -> Candidate {
    for fallback in &strategy.fallbacks {
        match fallback {
            Fallback::Stay => return Candidate::Stay,
            Fallback::TeleportFirstUsable => {
                for entry in 0..list.cells.len() {
                    let Some(c) = list.usable(rules.model, pos, entry) else {
                        continue;
                    };
                    if strategy.reject_immediate_loss {
                        let after = &mut scratch.after;
                        after.clear();
                        after.extend_from_slice(chasers);
                        let mark = pos.begin();
                        let lost = make(rules, pos, c, turn, after, &mut scratch.moves);
                        pos.undo(mark);
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
