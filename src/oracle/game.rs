//! A whole game, as "Playing a game" states it: move after move, the end
//! checked in the stated order, every position remembered to notice the
//! first repetition.

use super::decide::{Decision, decide};
use super::moves::{Move, MoveKind};
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
        // which it stood.
        let mut seen: HashMap<Position, u32> = HashMap::from([(pos.as_set(), 0)]);
        let mut turns = Vec::new();
        let mut teleports = Vec::new();
        for m in 1..=limit.min(MAX_MOVES) {
            let mv = self.decide(&pos).mv;
            let (next, reply) = self.make(&pos, &mv);
            if let MoveKind::Teleport(_) = mv.kind {
                teleports.push((m, mv.to));
            }
            let end = if reply.lost() {
                Some(End::Lost)
            } else if table.won_when_no_robots && next.robots.is_empty() {
                Some(End::Won)
            } else if table.survive_moves == Some(m) {
                Some(End::Survived)
            } else {
                let first = seen.insert(next.as_set(), m);
                first.map(|k| End::Repeats { at: m, first: k })
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
}
