//! The player's strategy: the candidates in order (the walks that are
//! legal, then staying), each tried on the position and undone; the
//! filter drops those after which a chaser reaches the player; the keys,
//! measured after the reply, pick the best (the earliest on a tie); with
//! none left, the fallbacks in order (the player stays when none applies).
//! Teleports go to the cells of the scenario's list, as candidates after
//! the walks or as a fallback.

use super::counted::Counted;
use super::position::{NONE, Position};
use super::reply::{Step, reply};
use super::table::Rules;
use super::walk::{Plan, plan, walk};
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
        let free = pos.chaser_at(cell) == NONE
            && pos.static_at(cell) == NONE
            && pos.player() != Some(cell);
        (free && !(rule.each_once && self.spent[entry]))
            .then_some(Candidate::Teleport { entry, cell })
    }
}

/// Room the strategy and the reply use on every move, kept from move to
/// move so that a move allocates nothing.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    /// A reply's steps in a pass.
    pub moves: Vec<Step>,
    /// The chasers' cells after a candidate.
    after: Vec<usize>,
    /// The chasers' cells after a walk tried for the safe-neighbours key.
    trial: Vec<usize>,
    /// A candidate's key values, and the best candidate's.
    values: Vec<i128>,
    best: Vec<i128>,
    /// A candidate's reply counted without being made.
    counted: Counted,
    /// The candidate whose counted reply `counted` keeps, if the last
    /// choice was one.
    kept: Option<Candidate>,
}

impl Scratch {
    /// Makes `c` and its reply on `pos`, as [`make`] does, taking the
    /// reply the choice counted for it when there is one.
    pub(super) fn make(
        &mut self,
        rules: Rules,
        pos: &mut Position,
        c: Candidate,
        turn: u64,
        chasers: &mut Vec<usize>,
    ) -> Option<bool> {
        if self.kept.take() != Some(c) {
            return make(rules, pos, c, turn, chasers, &mut self.moves);
        }
        if !step(rules, pos, c) {
            return None;
        }
        Some(self.counted.make_kept(pos, chasers))
    }
}

/// Makes a candidate's own move (its walk and pushes, or its teleport) on
/// `pos`; `false` (nothing changed) when it is illegal.
fn step(rules: Rules, pos: &mut Position, c: Candidate) -> bool {
    match c {
        Candidate::Walk(d) => walk(rules, pos, d),
        Candidate::Teleport { cell, .. } => {
            pos.set_player(Some(cell));
            true
        }
        Candidate::Stay => true,
    }
}

/// Makes a candidate and its reply on `pos`; `None` (nothing changed) when
/// the candidate is illegal, else whether the reply reached the player.
/// `chasers` holds the chasers' cells, before and after.
pub(super) fn make(
    rules: Rules,
    pos: &mut Position,
    c: Candidate,
    turn: u64,
    chasers: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> Option<bool> {
    if !step(rules, pos, c) {
        return None;
    }
    // A push may have destroyed a chaser.
    chasers.retain(|&cell| pos.chaser_at(cell) != NONE);
    Some(reply(rules, pos, turn, chasers, moves))
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
    if counts {
        scratch.counted.prepare(rules, pos, turn, chasers);
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
        } = &mut *scratch;
        // A candidate that moves only the player is counted on the
        // position as it stands; any other is made, and undone after.
        let only_player = match c {
            _ if !counts => None,
            Candidate::Walk(d) => match plan(rules, pos, d) {
                Plan::Illegal => continue,
                Plan::To(t) => Some(Some(t)),
                Plan::Push { .. } => None,
            },
            Candidate::Stay => Some(pos.player()),
            Candidate::Teleport { cell, .. } => Some(Some(cell)),
        };
        let mark = only_player.is_none().then(|| pos.begin());
        let (lost, player) = match (only_player, mark) {
            (Some(player), _) => {
                counted.reply(rules, pos, player, false);
                (counted.lost(), player)
            }
            (None, Some(mark)) if counts => {
                if !step(rules, pos, c) {
                    pos.undo(mark);
                    continue;
                }
                counted.reply(rules, pos, pos.player(), true);
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
            values.clear();
            for &(k, max) in &strategy.keys {
                let v = match counts {
                    true => counted.measure(rules, pos, player, k).unwrap_or(0),
                    false => measure(rules, pos, k, turn, after, trial, moves),
                };
                let v = i128::from(v);
                values.push(if max { -v } else { v });
            }
            if chosen.is_none() || values < best {
                best.clone_from(values);
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

/// A key's value after a candidate and its reply.
pub(super) fn measure(
    rules: Rules,
    pos: &mut Position,
    key: Key,
    turn: u64,
    chasers: &[usize],
    trial: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> u64 {
    let metric = rules.table.metric;
    let player = pos.player().map(|p| pos.coords(p));
    let view: &Position = pos;
    let distances = || {
        chasers.iter().map(move |&c| {
            let (r, col) = view.coords(c);
            let (pr, pc) = player.unwrap_or((r, col));
            metric.distance((pr - r) as i32, (pc - col) as i32)
        })
    };
    match key {
        Key::Chasers => chasers.len() as u64,
        Key::NearestChaser => distances().min().unwrap_or(u64::MAX),
        Key::SumOfDistances => distances().sum(),
        Key::Count(k) => u64::from(pos.count(k)),
        Key::Row => player.map_or(0, |p| p.0 as u64 + 1),
        Key::Column => player.map_or(0, |p| p.1 as u64 + 1),
        Key::SafeNeighbours => safe(rules, pos, turn + 1, chasers, trial, moves),
    }
}

/// How many of the player's walks from here are legal and lose nothing in
/// the reply after them: each tried inside the candidate's trial and
/// undone.
fn safe(
    rules: Rules,
    pos: &mut Position,
    turn: u64,
    chasers: &[usize],
    trial: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> u64 {
    let Some(walker) = rules.model.walker.as_ref() else {
        return 0;
    };
    let mut count = 0;
    for &d in &walker.walks {
        trial.clear();
        trial.extend_from_slice(chasers);
        let mark = pos.begin();
        if make(rules, pos, Candidate::Walk(d), turn, trial, moves) == Some(false) {
            count += 1;
        }
        pos.undo(mark);
    }
    count
}
