//! A game played one move at a time, each move's [`Record`] kept: what the
//! views read. It makes the same moves as the plain game ([`super::play`],
//! which a test holds it to), reading what each part of a move changed
//! from the position's log of changes and the reply's steps as each pass
//! plans them; the plain game logs nothing and watches nothing.
//!
//! | file | job |
//! |---|---|
//! | `read` | what a move did, read for its record |
//! | `refuse` | an input move the rules refuse, in words |

mod read;
mod refuse;

use super::choose::{Candidate, List, choose};
use super::game::{Ending, Game, Interpreter};
use super::place::{effects, place};
use super::position::{NONE, Position};
use super::record::{Record, Skip, Why};
use super::reply::{Step, reply_watched};
use super::table::Rules;
use super::walk::walk;
use super::why::{self, at};
use crate::model::{Blocked, Control};
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, Move};
pub(super) use read::asked;
use read::{asked_of, fate, read_walk, toggled};
use refuse::{cell_why, refuse};

/// A move the rules refuse: the case's error, and the move and why.
#[derive(Debug)]
pub struct Refused {
    pub error: ScenarioError,
    pub skip: Skip,
}

/// A game of one case, played move by move.
pub struct Stepper<'a> {
    game: Game<'a>,
    case: &'a MapCase,
    input: &'a str,
    turns: u64,
    /// The next input move, from 0.
    next: usize,
    ending: Option<Ending>,
    /// Input moves skipped since the last counted one.
    skipped: Vec<Skip>,
}

impl Interpreter {
    /// Case `case`'s game, ready to be played one move at a time; `input`
    /// names the input for refusals.
    pub fn stepper<'a>(&'a self, case: &'a MapCase, input: &'a str) -> Stepper<'a> {
        let rules = Rules {
            model: &self.model,
            table: &self.table,
        };
        let pos = Position::on(&self.model, case.board(), &case.cells);
        let game = Game::new(rules, pos);
        let ending = game.ended(None, None, false, true);
        Stepper {
            game,
            case,
            input,
            turns: u64::from(case.turns.unwrap_or(u32::MAX)),
            next: 0,
            ending,
            skipped: Vec::new(),
        }
    }
}

impl<'a> Stepper<'a> {
    pub fn position(&self) -> &Position {
        &self.game.pos
    }

    /// Moves made so far.
    pub fn moves(&self) -> u64 {
        self.game.moves
    }

    /// How the game ended, once it has (before its first move, if so).
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Input moves after the last counted one that did nothing.
    pub fn skipped(&self) -> &[Skip] {
        &self.skipped
    }

    pub(super) fn rules(&self) -> Rules<'a> {
        self.game.rules
    }

    pub(super) fn game(&mut self) -> &mut Game<'a> {
        &mut self.game
    }

    /// The next move, or `None` once the game has ended.
    pub fn step(&mut self) -> Option<Result<Record, Box<Refused>>> {
        if self.ending.is_some() {
            return None;
        }
        if self.game.moves >= self.turns {
            self.ending = Some(Ending::Stopped);
            return None;
        }
        match &self.game.model.control {
            Control::Strategy(strategy) => {
                let rules = self.game.rules;
                let g = &mut self.game;
                let turn = g.moves + 1;
                let list = List {
                    cells: &[],
                    spent: &[],
                };
                let c = choose(
                    rules,
                    strategy,
                    &mut g.pos,
                    turn,
                    &g.chasers,
                    list,
                    &mut g.scratch,
                );
                let mut rec = Record::new(turn, asked(&g.pos, c));
                let caught = match self.make(c, turn, &mut rec) {
                    Some(caught) => caught,
                    None => self.make(Candidate::Stay, turn, &mut rec).unwrap_or(false),
                };
                self.game.moves = turn;
                self.ending = self.game.ended(None, None, caught, false);
                rec.ending = self.ending;
                Some(Ok(rec))
            }
            Control::Input(blocked) => self.input_move(*blocked),
            // A game whose question has its own solver is not played here.
            Control::Solver => {
                self.ending = Some(Ending::Stopped);
                None
            }
        }
    }

    /// A candidate and its reply, recorded; `None` (nothing changed) when
    /// it is illegal.
    fn make(&mut self, c: Candidate, turn: u64, rec: &mut Record) -> Option<bool> {
        let rules = self.game.rules;
        let pos = &mut self.game.pos;
        let mark = pos.begin();
        let made = match c {
            Candidate::Walk(d) => walk(rules, pos, d),
            Candidate::Teleport { cell, .. } => {
                pos.set_player(Some(cell));
                true
            }
            Candidate::Stay => true,
        };
        if !made {
            pos.undo(mark);
            return None;
        }
        let d = match c {
            Candidate::Walk(d) => Some(d),
            _ => None,
        };
        read_walk(pos, mark, d, rec);
        pos.keep(mark);
        self.game
            .chasers
            .retain(|&cell| self.game.pos.chaser_at(cell) != NONE);
        Some(self.reply(turn, rec))
    }

    /// The chasers' reply, each pass's steps recorded.
    fn reply(&mut self, turn: u64, rec: &mut Record) -> bool {
        let g = &mut self.game;
        let rules = g.rules;
        let mut pass = 0;
        let steps = &mut rec.chasers;
        let mut arrivals = std::collections::HashMap::new();
        let mut watch = |moves: &[Step], pos: &Position| {
            pass += 1;
            // How many of the pass's moves end on each cell, counted once.
            arrivals.clear();
            for &(_, to, _) in moves {
                *arrivals.entry(to).or_insert(0u32) += 1;
            }
            for &m in moves {
                if let Some(step) = fate(rules, pos, (pass, turn), m, &arrivals) {
                    steps.push(step);
                }
            }
        };
        reply_watched(
            rules,
            &mut g.pos,
            turn,
            &mut g.chasers,
            &mut g.scratch.moves,
            &mut watch,
        )
    }

    /// The next input move that counts, the ones skipped before it kept.
    fn input_move(&mut self, blocked: Blocked) -> Option<Result<Record, Box<Refused>>> {
        let rules = self.game.rules;
        loop {
            let k = self.next;
            let Some(token) = self.case.moves.tokens.get(k) else {
                self.ending = Some(Ending::Stopped);
                return None;
            };
            self.next += 1;
            let g = &mut self.game;
            let side = g.side();
            let (asked, number) = (asked_of(token.mv), g.moves + 1);
            let mut rec = Record::new(number, asked);
            let mark = g.pos.begin();
            let made = match token.mv {
                Move::Walk(d) if walk(rules, &mut g.pos, d) => Ok(g.pos.player()),
                Move::Walk(d) => Err((why::walk(rules, &g.pos, d).unwrap_or(Why::NoPlayer), None)),
                Move::Stay => Ok(g.pos.player()),
                Move::Cell(r, c) => match place(rules, &mut g.pos, (r, c), side) {
                    Ok(cell) => Ok(Some(cell)),
                    Err(refusal) => Err((cell_why(&g.pos, (r, c), refusal), Some(refusal))),
                },
            };
            let moved = match made {
                Ok(moved) => moved,
                Err((why, refusal)) => {
                    g.pos.undo(mark);
                    let skip = Skip {
                        token: k,
                        asked,
                        why,
                    };
                    if blocked == Blocked::Skipped {
                        self.skipped.push(skip);
                        continue;
                    }
                    self.ending = Some(Ending::Stopped);
                    let error = refuse(
                        (self.case, self.input),
                        self.game.model,
                        k,
                        token.mv,
                        refusal,
                    );
                    return Some(Err(Box::new(Refused { error, skip })));
                }
            };
            if let Move::Walk(d) = token.mv {
                read_walk(&g.pos, mark, Some(d), &mut rec);
                // A push may have destroyed a chaser.
                let pos = &g.pos;
                g.chasers.retain(|&cell| pos.chaser_at(cell) != NONE);
            }
            if let (Move::Cell(..), Some(cell)) = (token.mv, moved) {
                let placed = g.pos.static_at(cell);
                if g.pos.changes(mark).is_empty() || placed == NONE {
                    rec.pressed = Some(at(&g.pos, cell));
                } else {
                    rec.placed = Some((placed, at(&g.pos, cell)));
                }
            }
            g.pos.keep(mark);
            if let (Some(cell), Move::Cell(..)) = (moved, token.mv) {
                let mark = g.pos.begin();
                effects(rules, &mut g.pos, cell);
                rec.toggled = toggled(&g.pos, mark);
                g.pos.keep(mark);
            }
            g.moves += 1;
            let caught = !g.model.chasers.is_empty() && self.reply(number, &mut rec);
            rec.token = Some(k);
            rec.side = side;
            rec.skipped = std::mem::take(&mut self.skipped);
            self.ending = self.game.ended(side, moved, caught, false);
            rec.ending = self.ending;
            return Some(Ok(rec));
        }
    }
}
