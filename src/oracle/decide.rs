//! The player's choice, as the `strategy:` section states it: every
//! candidate in candidate order, the filter, the keys compared
//! lexicographically, and the fallbacks, each step kept for explaining.

use super::moves::{Blocked, Move, MoveKind, teleport, walk};
use super::position::Position;
use super::reply::make;
use crate::engine::table::{Fallback, Goal, Key, Offset, Table};
use std::cmp::Ordering;

/// A key's value when no robot remains to measure `nearest robot` by.
pub const INFINITELY_FAR: u64 = u64::MAX;

/// One candidate move and what became of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    pub kind: MoveKind,
    /// The cell the move targets.
    pub to: Offset,
    /// The scored move, or why it is not legal.
    pub verdict: Result<Scored, Blocked>,
}

/// A legal candidate, scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scored {
    pub mv: Move,
    /// A robot reaches the player in the reply.
    pub loses: bool,
    /// The filter (`reject immediate loss`) dropped it.
    pub dropped: bool,
    /// The value of each of the strategy's keys, in order, before its goal
    /// (`nearest robot` with no robot left is [`INFINITELY_FAR`]).
    pub keys: Vec<u64>,
}

/// What set the chosen candidate above the runner-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Separation {
    /// The strategy's key of this index (the first where they differ).
    Key(usize),
    /// Every key ties; the chosen one comes first in candidate order.
    Order,
}

/// One fallback as it was tried.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tried {
    /// `else teleport first usable`: the entries looked at, in list order,
    /// each skipped with its reason, and the one taken if any.
    Teleport {
        skipped: Vec<(usize, Skip)>,
        taken: Option<usize>,
    },
    /// `else stay`.
    Stay,
}

/// Why the fallback scan passed over a teleport entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Skip {
    Unusable(Blocked),
    /// The filter would drop it: a robot would reach the player.
    WouldLose,
}

/// How the move was chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chosen {
    /// The best candidate, by index, and the runner-up with what separated
    /// them (none when it was the only candidate left).
    Best {
        index: usize,
        runner_up: Option<(usize, Separation)>,
    },
    /// No candidate was left: the fallbacks tried, in order (the player
    /// stays when none applies).
    Fallback(Vec<Tried>),
}

/// The player's choice in one position, with every step of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decision {
    pub candidates: Vec<Candidate>,
    pub chosen: Chosen,
    /// The move made.
    pub mv: Move,
}

/// The candidates of `pos`, in candidate order: the walks, staying, then
/// (teleports as candidates) every entry of the list.
fn candidates(table: &Table, teleports: &[Offset], pos: &Position) -> Vec<(MoveKind, Offset)> {
    let mut out: Vec<(MoveKind, Offset)> = table
        .walks
        .iter()
        .map(|&(dr, dc)| {
            (
                MoveKind::Walk((dr, dc)),
                (pos.player.0 + dr, pos.player.1 + dc),
            )
        })
        .collect();
    if table.may_stay {
        out.push((MoveKind::Stay, pos.player));
    }
    if table.teleports.is_some_and(|t| t.as_candidates) {
        out.extend((0..teleports.len()).map(|i| (MoveKind::Teleport(i), teleports[i])));
    }
    out
}

/// The move `kind`, if legal (a teleport: if its entry is usable).
pub(crate) fn legal(
    table: &Table,
    teleports: &[Offset],
    pos: &Position,
    kind: MoveKind,
) -> Result<Move, Blocked> {
    match kind {
        MoveKind::Walk(offset) => walk(table, pos, offset),
        MoveKind::Stay => Ok(Move::stay(pos.player)),
        MoveKind::Teleport(i) => teleport(table, teleports, pos, i),
    }
}

/// Whether a robot reaches the player in the reply to `mv`.
fn loses(table: &Table, pos: &Position, mv: &Move) -> bool {
    make(table, pos, mv).1.lost()
}

/// The value of `key` after `mv` and the reply, which led to `after`.
fn key_value(table: &Table, key: Key, after: &Position) -> u64 {
    let p = after.player;
    let distance = |&(r, c): &Offset| table.metric.distance(p.0 - r, p.1 - c);
    match key {
        Key::Robots => after.robots.len() as u64,
        Key::NearestRobot => after
            .robots
            .iter()
            .map(distance)
            .min()
            .unwrap_or(INFINITELY_FAR),
        Key::SumOfDistances => after.robots.iter().map(distance).sum(),
        Key::Debris => after.debris.len() as u64,
        Key::SafeNeighbours => table
            .walks
            .iter()
            .filter_map(|&w| walk(table, after, w).ok())
            .filter(|mv| !loses(table, after, mv))
            .count() as u64,
        Key::Row => p.0 as u64,
        Key::Column => p.1 as u64,
    }
}

/// Scores a legal candidate.
fn score(table: &Table, pos: &Position, mv: Move) -> Scored {
    let (after, reply) = make(table, pos, &mv);
    let loses = reply.lost();
    Scored {
        mv,
        loses,
        dropped: table.reject_immediate_loss && loses,
        keys: table
            .keys
            .iter()
            .map(|&(key, _)| key_value(table, key, &after))
            .collect(),
    }
}

/// How `a`'s keys compare with `b`'s: `Less` when `a` is better. Also the
/// first key where they differ.
fn compare(table: &Table, a: &[u64], b: &[u64]) -> (Ordering, Option<usize>) {
    for (k, &(_, goal)) in table.keys.iter().enumerate() {
        let order = match goal {
            Goal::Minimize => a[k].cmp(&b[k]),
            Goal::Maximize => b[k].cmp(&a[k]),
        };
        if order != Ordering::Equal {
            return (order, Some(k));
        }
    }
    (Ordering::Equal, None)
}

/// The best of `kept` (index and score, in candidate order) but the one
/// at `except`: a later candidate wins only when strictly better.
fn best<'a>(
    table: &Table,
    kept: &[(usize, &'a Scored)],
    except: Option<usize>,
) -> Option<(usize, &'a Scored)> {
    kept.iter()
        .filter(|&&(i, _)| Some(i) != except)
        .fold(None, |best, &(i, s)| match best {
            Some((_, b)) if compare(table, &s.keys, &b.keys).0 != Ordering::Less => best,
            _ => Some((i, s)),
        })
}

/// The player's choice in `pos`, the list being `teleports`.
pub(crate) fn decide(table: &Table, teleports: &[Offset], pos: &Position) -> Decision {
    let candidates: Vec<Candidate> = candidates(table, teleports, pos)
        .into_iter()
        .map(|(kind, to)| Candidate {
            kind,
            to,
            verdict: legal(table, teleports, pos, kind).map(|mv| score(table, pos, mv)),
        })
        .collect();
    let kept: Vec<(usize, &Scored)> = candidates
        .iter()
        .enumerate()
        .filter_map(|(i, c)| match &c.verdict {
            Ok(s) if !s.dropped => Some((i, s)),
            _ => None,
        })
        .collect();
    let chosen = best(table, &kept, None).map(|(index, scored)| {
        let runner_up = best(table, &kept, Some(index)).map(|(r, other)| {
            let (_, key) = compare(table, &scored.keys, &other.keys);
            (r, key.map_or(Separation::Order, Separation::Key))
        });
        (Chosen::Best { index, runner_up }, scored.mv)
    });
    let (chosen, mv) = chosen.unwrap_or_else(|| {
        let (tried, mv) = fall_back(table, teleports, pos);
        (Chosen::Fallback(tried), mv)
    });
    Decision {
        candidates,
        chosen,
        mv,
    }
}

/// The fallbacks, tried in order when no candidate is left; the player
/// stays when none applies.
fn fall_back(table: &Table, teleports: &[Offset], pos: &Position) -> (Vec<Tried>, Move) {
    let mut tried = Vec::new();
    for fallback in &table.fallbacks {
        match fallback {
            Fallback::Stay => {
                tried.push(Tried::Stay);
                return (tried, Move::stay(pos.player));
            }
            Fallback::TeleportFirstUsable => {
                let mut skipped = Vec::new();
                for i in 0..teleports.len() {
                    match teleport(table, teleports, pos, i) {
                        Err(why) => skipped.push((i, Skip::Unusable(why))),
                        Ok(mv) if table.reject_immediate_loss && loses(table, pos, &mv) => {
                            skipped.push((i, Skip::WouldLose));
                        }
                        Ok(mv) => {
                            tried.push(Tried::Teleport {
                                skipped,
                                taken: Some(i),
                            });
                            return (tried, mv);
                        }
                    }
                }
                tried.push(Tried::Teleport {
                    skipped,
                    taken: None,
                });
            }
        }
    }
    (tried, Move::stay(pos.player))
}
