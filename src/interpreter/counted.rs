//! A candidate's reply counted without being made: the strategy needs only
//! what the keys read after it (the chasers left and their cells, the
//! pieces of each kind, the player's cell) and whether a chaser reached
//! the player, so the reply's steps are worked out pass by pass on lists,
//! with the pieces its meetings leave kept beside the position instead of
//! written into it and taken back. A chaser's step reads only the
//! terrain, the static pieces and the player (never another chaser), so
//! the lists give the same reply as [`super::reply`] makes; a test holds
//! the games of the two ways to each other on random rules and maps.
//! The `safe neighbours` key, which tries walks after the reply, takes the
//! made reply.

use super::position::{NONE, Position};
use super::reply::{Step, by_destination};
use super::step::{choose_toward, settle};
use super::table::Rules;
use crate::model::{Key, Meeting, Mover, Outcome, Target};

/// What a counted reply leaves.
#[derive(Debug, Default)]
pub(super) struct Counted {
    /// The chasers after it: cell and kind.
    pub chasers: Vec<(usize, u8)>,
    /// The static pieces its meetings left, in order: cell and kind.
    made: Vec<(usize, u8)>,
    /// The steps of a pass.
    moves: Vec<Step>,
    /// The chasers of the next pass.
    next: Vec<(usize, u8)>,
    /// Per kind, the chaser rule that steps it in this pass, or `NONE`.
    stepping: Vec<u8>,
    /// A chaser reached the player.
    pub lost: bool,
}

impl Counted {
    /// The static piece on `cell`, counting the reply's meetings.
    #[inline]
    fn static_at(made: &[(usize, u8)], pos: &Position, cell: usize) -> u8 {
        match made.iter().rev().find(|m| m.0 == cell) {
            Some(&(_, kind)) => kind,
            None => pos.static_at(cell),
        }
    }

    /// Counts the reply after move `turn` on `pos` (the player's move
    /// made): `chasers` are the chasers' cells before it.
    pub(super) fn reply(&mut self, rules: Rules, pos: &Position, turn: u64, chasers: &[usize]) {
        self.made.clear();
        self.lost = false;
        self.chasers.clear();
        self.chasers
            .extend(chasers.iter().map(|&c| (c, pos.chaser_at(c))));
        let Some(player) = pos.player() else {
            return;
        };
        let model = rules.model;
        let target = pos.coords(player);
        let passes = model.chasers.iter().map(|c| c.speed).max().unwrap_or(0);
        for pass in 1..=passes {
            let Counted {
                chasers,
                made,
                moves,
                next,
                stepping,
                lost,
            } = self;
            stepping.clear();
            stepping.extend((0..model.kinds.len() as u8).map(|kind| {
                let rule = rules.table.rule_of(kind).filter(|&i| {
                    let r = &model.chasers[i];
                    r.speed >= pass && turn.is_multiple_of(u64::from(r.period))
                });
                rule.map_or(NONE, |i| i as u8)
            }));
            moves.clear();
            let mut any = false;
            for &(from, kind) in chasers.iter() {
                let to = match stepping.get(usize::from(kind)).copied().unwrap_or(NONE) {
                    NONE => from,
                    i => {
                        let i = usize::from(i);
                        any = true;
                        let statics = |cell| Self::static_at(made, pos, cell);
                        let to = choose_toward(rules, pos, i, from, target, statics);
                        *lost |= to == player;
                        settle(rules, pos, statics, (kind, from, to)).unwrap_or(usize::MAX)
                    }
                };
                if to != usize::MAX {
                    moves.push((from, to, kind));
                }
            }
            if !any {
                return;
            }
            by_destination(moves);
            next.clear();
            let mut i = 0;
            while i < moves.len() {
                let cell = moves[i].1;
                let mut j = i;
                while j < moves.len() && moves[j].1 == cell {
                    j += 1;
                }
                if j - i >= 2 {
                    if let Some(Meeting::Becomes(k)) = model.meeting {
                        made.push((cell, k));
                    }
                } else {
                    let kind = moves[i].2;
                    let under = Self::static_at(made, pos, cell);
                    let destroyed = under != NONE
                        && rules.table.get(Mover::Chaser(kind), Target::Piece(under))
                            == Outcome::Destroyed;
                    if !destroyed {
                        next.push((cell, kind));
                    }
                }
                i = j;
            }
            std::mem::swap(chasers, next);
            if *lost {
                return;
            }
        }
    }

    /// A key's value after the counted reply (`None` for `safe
    /// neighbours`, which needs the reply made).
    pub(super) fn measure(&self, rules: Rules, pos: &Position, key: Key) -> Option<u64> {
        let metric = rules.table.metric;
        let player = pos.player().map(|p| pos.coords(p));
        let distances = || {
            self.chasers.iter().map(move |&(c, _)| {
                let (r, col) = pos.coords(c);
                let (pr, pc) = player.unwrap_or((r, col));
                metric.distance((pr - r) as i32, (pc - col) as i32)
            })
        };
        Some(match key {
            Key::Chasers => self.chasers.len() as u64,
            Key::NearestChaser => distances().min().unwrap_or(u64::MAX),
            Key::SumOfDistances => distances().sum(),
            Key::Count(k) if rules.model.is_chaser(k) => {
                self.chasers.iter().filter(|c| c.1 == k).count() as u64
            }
            Key::Count(k) => self.count(pos, k),
            Key::Row => player.map_or(0, |p| p.0 as u64 + 1),
            Key::Column => player.map_or(0, |p| p.1 as u64 + 1),
            Key::SafeNeighbours => return None,
        })
    }

    /// Static pieces of kind `k` after the reply: the position's, with
    /// each meeting's piece replacing what its cell held.
    fn count(&self, pos: &Position, k: u8) -> u64 {
        let mut n = i64::from(pos.count(k));
        for (i, &(cell, kind)) in self.made.iter().enumerate() {
            let old = Self::static_at(&self.made[..i], pos, cell);
            if old == kind {
                continue;
            }
            n += i64::from(kind == k) - i64::from(old == k);
        }
        n as u64
    }
}
