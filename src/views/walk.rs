//! A pursuit played move by move for the views: the engine makes each
//! move (its own `choose` and `apply`, so a view shows what `robots run`
//! plays), and the oracle, kept in step, says why (every candidate, the
//! keys, the fallback scan) and what the reply did (who stepped where, met,
//! was destroyed). Each move checks that the two agree; a disagreement is
//! reported as an error, never shown as if it were the game.
//!
//! Weighing every candidate is the slow part (a move with thousands of
//! teleport candidates), so a view passes over the moves it does not show
//! with [`Walk::made`] (the engine's move, the oracle's reply) and weighs
//! only those it shows: its time follows what it shows, not the game.
//! The game is played once ([`crate::engine::stepped`]): the moves walked
//! through, then the rest at the engine's speed when its end is asked for.

use crate::engine::stepped::Stepped;
use crate::engine::table::Offset;
use crate::engine::{Engine, Record, TooLong};
use crate::oracle::{Decision, Move, MoveKind, Oracle, Position, Reply};
use miette::Diagnostic;
use thiserror::Error;

/// One move of a game, with everything a view shows of it.
#[derive(Debug, Clone)]
pub struct Step {
    /// The move's number, from 1.
    pub number: u32,
    /// The position the move was chosen in.
    pub before: Position,
    /// How the strategy chose it.
    pub decision: Decision,
    /// What the robots' reply did.
    pub reply: Reply,
    /// The position after the move and the reply.
    pub after: Position,
}

/// One move as made, without the reasons for it.
#[derive(Debug, Clone)]
pub struct Made {
    /// The move's number, from 1.
    pub number: u32,
    /// The position the move was made in.
    pub before: Position,
    /// The move.
    pub mv: Move,
    /// What the robots' reply did.
    pub reply: Reply,
    /// The position after the move and the reply.
    pub after: Position,
}

/// The engine and the oracle played different games: a bug to report.
#[derive(Debug, Error, Diagnostic)]
#[error("move {number}: the engine {what}")]
#[diagnostic(
    code(robots::views::disagree),
    help(
        "the fast engine and the plain reference engine must agree; please report this with the rules file and the case"
    )
)]
pub struct Disagreement {
    pub number: u32,
    pub what: String,
}

/// A game being walked through, move by move.
pub struct Walk<'e> {
    engine: &'e mut Engine,
    teleports: Vec<Offset>,
    game: Stepped,
    pos: Position,
    number: u32,
    /// The game as `robots run` reports it, once asked for
    /// ([`Walk::record`]): the game is then played to its end.
    end: Option<Result<Record, TooLong>>,
}

impl<'e> Walk<'e> {
    /// Starts the game against `robots` with the teleport list
    /// `teleports`. The game is played once: the moves walked through,
    /// then, when its end is asked for, the rest at the engine's speed.
    pub fn new(engine: &'e mut Engine, robots: &[Offset], teleports: &[Offset]) -> Self {
        let game = engine.stepped(robots, teleports);
        let pos = Position::start(engine.table().start, robots, teleports.len());
        Walk {
            engine,
            teleports: teleports.to_vec(),
            game,
            pos,
            number: 0,
            end: None,
        }
    }

    /// The game as `robots run` reports it: how it ends, after how many
    /// moves. The moves not yet walked through are made at the engine's
    /// speed (or worked out from a cycle); no move is walked afterwards.
    pub fn record(&mut self) -> Result<&Record, TooLong> {
        let (engine, game) = (&mut *self.engine, &mut self.game);
        let end = self.end.get_or_insert_with(|| engine.finish(game));
        end.as_ref().map_err(Clone::clone)
    }

    /// Whether the game has ended by the moves walked through.
    pub fn ended(&self) -> bool {
        self.game.record().is_some()
    }

    /// The position now: the start, or after the last step.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The rule table played.
    pub fn table(&self) -> &crate::engine::table::Table {
        self.engine.table()
    }

    /// The scenario's teleport list.
    pub fn teleports(&self) -> &[Offset] {
        &self.teleports
    }

    /// Moves made so far.
    pub fn number(&self) -> u32 {
        self.number
    }

    /// The next move of the game with the oracle's reasons; `None` after
    /// its last.
    pub fn step(&mut self) -> Option<Result<Step, Disagreement>> {
        self.made().map(|made| made.and_then(|m| self.explained(m)))
    }

    /// The next move of the game as the engine makes it and the oracle
    /// replies, without weighing every candidate: a view passes over the
    /// moves it does not show at the engine's speed, and explains only
    /// those it shows ([`Walk::explained`]). `None` after the last move.
    /// A game that does not end within the engine's limit of moves stops
    /// here: [`Walk::record`] says so.
    pub fn made(&mut self) -> Option<Result<Made, Disagreement>> {
        if self.end.is_some() {
            return None;
        }
        let made = match self.engine.step(&mut self.game) {
            Ok(Some(made)) => made,
            Ok(None) => return None,
            Err(too_long) => {
                self.end = Some(Err(too_long));
                return None;
            }
        };
        self.number += 1;
        Some(self.check(made))
    }

    /// Passes over moves up to move `last` (at most the game's last).
    pub fn pass_to(&mut self, last: u32) -> Result<(), Disagreement> {
        while self.number < last {
            match self.made() {
                Some(made) => {
                    made?;
                }
                None => break,
            }
        }
        Ok(())
    }

    /// A move made, with the oracle's reasons for it, checked to be the
    /// move the oracle chooses.
    pub fn explained(&self, made: Made) -> Result<Step, Disagreement> {
        let oracle = Oracle::new(self.engine.table(), &self.teleports);
        let decision = oracle.decide(&made.before);
        if decision.mv != made.mv {
            return Err(Disagreement {
                number: made.number,
                what: format!(
                    "made {:?} where the rules choose {:?}",
                    made.mv, decision.mv
                ),
            });
        }
        Ok(Step {
            number: made.number,
            before: made.before,
            decision,
            reply: made.reply,
            after: made.after,
        })
    }

    /// The move the engine just made, checked against the oracle's move
    /// and reply from the position before it.
    fn check(
        &mut self,
        (chosen, lost): (crate::engine::PlayerMove, bool),
    ) -> Result<Made, Disagreement> {
        let number = self.number;
        let oracle = Oracle::new(self.engine.table(), &self.teleports);
        let player = self.pos.player;
        let kind = match chosen.teleport() {
            Some(i) => MoveKind::Teleport(i),
            None if chosen.to == player => MoveKind::Stay,
            None => MoveKind::Walk((chosen.to.0 - player.0, chosen.to.1 - player.1)),
        };
        let mv = match oracle.legal(&self.pos, kind) {
            Ok(mv) if mv.to == chosen.to => mv,
            other => {
                return Err(Disagreement {
                    number,
                    what: format!(
                        "made {kind:?} to {:?}, which the rules make {other:?}",
                        chosen.to
                    ),
                });
            }
        };
        let (after, reply) = oracle.make(&self.pos, &mv);
        let state = self.game.state();
        if lost != reply.lost()
            || state.player() != after.player
            || state.robots() != &after.robots[..]
            || state.debris_count() as usize != after.debris.len()
        {
            return Err(Disagreement {
                number,
                what: format!(
                    "left the player on {:?} with robots {:?} and {} debris, where the rules leave {:?}, {:?} and {}",
                    state.player(),
                    state.robots(),
                    state.debris_count(),
                    after.player,
                    after.robots,
                    after.debris.len()
                ),
            });
        }
        let before = std::mem::replace(&mut self.pos, after.clone());
        Ok(Made {
            number,
            before,
            mv,
            reply,
            after,
        })
    }
}
