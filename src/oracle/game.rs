//! A whole game, as "Playing a game" states it: move after move, the end
//! checked in the stated order, every position remembered to notice the
//! first repetition.

use super::decide::{Decision, decide, legal};
use super::moves::{Blocked, Move, MoveKind};
use super::position::Position;
use super::reply::{Reply, make};
use crate::engine::table::{Offset, Table};
use crate::engine::{End, MAX_MOVES, Record, TooLong};
use std::collections::HashMap;

/// The rules of one scenario: a rule table and the scenario's teleport list.
#[derive(Debug, Clone, Copy)]
pub struct Oracle<'a> {
    pub table: &'a Table,
    pub teleports: &'a [Offset],
}

/// One move of a game: the move made, the reply, the position after.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    pub mv: Move,
    pub reply: Reply,
    pub after: Position,
}

/// A whole game: every move, and what the output shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    pub turns: Vec<Turn>,
    pub record: Record,
}

/// A game stopped before its end: the moves made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfinished {
    pub turns: Vec<Turn>,
}

impl<'a> Oracle<'a> {
    pub fn new(table: &'a Table, teleports: &'a [Offset]) -> Self {
        Oracle { table, teleports }
    }

    /// The position a game against `robots` starts from.
    pub fn start(&self, robots: &[Offset]) -> Position {
        Position::start(self.table.start, robots, self.teleports.len())
    }

    /// The player's choice in `pos`, with every step of it.
    pub fn decide(&self, pos: &Position) -> Decision {
        decide(self.table, self.teleports, pos)
    }

    /// The move of kind `kind` in `pos`, if legal: a move made without
    /// weighing every candidate (views that pass over moves they do not
    /// show).
    pub fn legal(&self, pos: &Position, kind: MoveKind) -> Result<Move, Blocked> {
        legal(self.table, self.teleports, pos, kind)
    }

    /// Makes `mv` in `pos` and the robots' reply.
    pub fn make(&self, pos: &Position, mv: &Move) -> (Position, Reply) {
        make(self.table, pos, mv)
    }

    /// Plays a game against `robots` to its end.
    pub fn play(&self, robots: &[Offset]) -> Result<Game, TooLong> {
        self.play_within(robots, MAX_MOVES).map_err(|_| TooLong)
    }

    /// [`Self::play`], stopping a game that neither ends nor repeats within
    /// `limit` moves (at most [`MAX_MOVES`]) with the moves made so far.
    pub fn play_within(&self, robots: &[Offset], limit: u32) -> Result<Game, Unfinished> {
        let table = self.table;
        let mut pos = self.start(robots);
        // Every position so far (robots as a set), with the move after
        // which it stood (0: the start).
        let mut seen: HashMap<Position, u32> = HashMap::from([(pos.as_set(), 0)]);
        let mut turns = Vec::new();
        let mut teleports = Vec::new();
        for m in 1..=limit.min(MAX_MOVES) {
            let mv = self.decide(&pos).mv;
            let (next, reply) = self.make(&pos, &mv);
            if let MoveKind::Teleport(_) = mv.kind {
                teleports.push((m, mv.to));
            }
            let repeats = |next: &Position| seen.get(&next.as_set()).copied();
            let end = if reply.lost() {
                Some(End::Lost)
            } else if table.won_when_no_robots && next.robots.is_empty() {
                Some(End::Won)
            } else if table.survive_moves == Some(m) {
                Some(End::Survived)
            } else if let Some(k) = repeats(&next) {
                turns.push(Turn {
                    mv,
                    reply,
                    after: next,
                });
                let record = self.cycle(&turns, teleports, k, m);
                return Ok(Game { turns, record });
            } else {
                seen.insert(next.as_set(), m);
                None
            };
            turns.push(Turn {
                mv,
                reply,
                after: next,
            });
            if let Some(end) = end {
                let last = &turns[turns.len() - 1].after;
                let record = Record {
                    teleports,
                    end,
                    moves: m,
                    player: last.player,
                    debris: last.debris.len() as u32,
                    robots: last.robots.len() as u32,
                };
                return Ok(Game { turns, record });
            }
            pos = turns[turns.len() - 1].after.clone();
        }
        Err(Unfinished { turns })
    }

    /// The end of a game whose position after move `m` (the last of
    /// `turns`) is the one after move `k`: from there the moves repeat
    /// forever, move `t` being move `t - (m - k)`. Without a survival goal
    /// the game does not end; with `won after surviving N moves` it
    /// survives, in the position after move `N` and with the teleports
    /// taken up to it.
    fn cycle(&self, turns: &[Turn], mut teleports: Vec<(u32, Offset)>, k: u32, m: u32) -> Record {
        let (end, last) = match self.table.survive_moves {
            None => (End::Repeats { at: m, first: k }, m),
            Some(goal) => (End::Survived, goal),
        };
        // The move made as move `t`, for any `t` (1-based).
        let period = m - k;
        let turn = |t: u32| {
            let t = if t > m {
                k + 1 + (t - k - 1) % period
            } else {
                t
            };
            &turns[t as usize - 1]
        };
        for t in m + 1..=last {
            if let MoveKind::Teleport(_) = turn(t).mv.kind {
                teleports.push((t, turn(t).mv.to));
            }
        }
        let after = &turn(last).after;
        Record {
            teleports,
            end,
            moves: last,
            player: after.player,
            debris: after.debris.len() as u32,
            robots: after.robots.len() as u32,
        }
    }
}
