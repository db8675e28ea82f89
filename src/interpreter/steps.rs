//! A game played one move at a time, each move's [`Record`] kept: what the
//! views read. It makes the same moves as the plain game ([`super::play`],
//! which a test holds it to), reading what each part of a move changed
//! from the position's log of changes and the reply's steps as each pass
//! plans them; the plain game logs nothing and watches nothing.

use super::choose::{Candidate, List, choose};
use super::game::{Ending, Game, Interpreter, board_words};
use super::place::{Refusal, effects, place};
use super::position::{Change, NONE, Position};
use super::record::{Asked, ChaserStep, Fate, Moved, Record, Skip, Why};
use super::reply::{Step, reply_watched};
use super::table::Rules;
use super::walk::walk;
use super::why::{self, at};
use crate::model::{Blocked, Control, Meeting, Mover, Offset, Outcome, Target};
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, Move};

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
        let mut watch = |moves: &[Step], pos: &Position| {
            pass += 1;
            for &m in moves {
                if let Some(step) = fate(rules, pos, (pass, turn), m, moves) {
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
                    let error = self.refuse(k, token.mv, refusal);
                    return Some(Err(Box::new(Refused { error, skip })));
                }
            };
            if let Move::Walk(d) = token.mv {
                read_walk(&g.pos, mark, Some(d), &mut rec);
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

    /// The case's refusal of input move `k` (`refusal`: a move by cell's),
    /// worded as the plain game's.
    fn refuse(&self, k: usize, mv: Move, refusal: Option<Refusal>) -> ScenarioError {
        let (case, input) = (self.case, self.input);
        let (Move::Cell(r, c), Some(refusal)) = (mv, refusal) else {
            let message = format!("move {}: the player cannot walk there", k + 1);
            let help = "the rules forbid this move here";
            return case.refuse(input, k, message, "blocked", help);
        };
        let n = k + 1;
        let (message, label) = match refusal {
            Refusal::OffBoard => (
                format!("move {n}: ({r},{c}) is off the {}", board_words(case)),
                "off the board",
            ),
            Refusal::Occupied(kind) if kind != NONE => (
                format!(
                    "move {n}: ({r},{c}) already holds a {}",
                    self.game.model.kinds[kind as usize].name
                ),
                "taken",
            ),
            Refusal::Occupied(_) => (format!("move {n}: ({r},{c}) cannot be played"), "blocked"),
        };
        let help = "the rules forbid this move here; moves after the game's end are not checked";
        case.refuse(input, k, message, label, help)
    }
}

/// Why a move by cell was refused.
fn cell_why(pos: &Position, (r, c): (i64, i64), refusal: Refusal) -> Why {
    let cell = (r as i32, c as i32);
    match (refusal, pos.cell(cell)) {
        (Refusal::OffBoard, _) | (_, None) => Why::OffBoard(cell),
        (Refusal::Occupied(kind), Some(_)) if kind != NONE => Why::Piece(cell, kind),
        (Refusal::Occupied(_), Some(at)) => Why::Terrain(cell, pos.terrain(at)),
    }
}

fn asked_of(mv: Move) -> Asked {
    match mv {
        Move::Walk(d) => Asked::Walk(d),
        Move::Stay => Asked::Stay,
        Move::Cell(r, c) => Asked::Cell(r, c),
    }
}

pub(super) fn asked(pos: &Position, c: Candidate) -> Asked {
    match c {
        Candidate::Walk(d) => Asked::Walk(d),
        Candidate::Stay => Asked::Stay,
        Candidate::Teleport { cell, .. } => Asked::Teleport(at(pos, cell)),
    }
}

/// The player's walk and the pieces it pushed or destroyed, from the
/// changes since `mark`.
fn read_walk(pos: &Position, mark: usize, d: Option<Offset>, rec: &mut Record) {
    let changes = pos.changes(mark);
    let mut end = None;
    for change in changes {
        match *change {
            Change::Player(Some(from)) => {
                if let Some(to) = pos.player().filter(|&to| to != from) {
                    rec.walked = Some((at(pos, from), at(pos, to)));
                }
            }
            Change::Chaser(cell, kind) if kind != NONE => rec.crushed.push((kind, at(pos, cell))),
            Change::Static(cell, NONE) => end = Some(cell),
            _ => {}
        }
    }
    let (Some(d), Some(end), Some(t)) = (d, end, pos.player()) else {
        return;
    };
    let kind = pos.static_at(end);
    let mut cell = t;
    while cell != end {
        let Some(next) = pos.step(cell, d) else { break };
        rec.pushed.push(Moved {
            kind,
            from: at(pos, cell),
            to: at(pos, next),
        });
        cell = next;
    }
}

/// The cells whose piece changed since `mark`: the cell, the kind, and
/// whether it came.
fn toggled(pos: &Position, mark: usize) -> Vec<(Offset, u8, bool)> {
    let mut seen: Vec<(usize, u8)> = Vec::new();
    for change in pos.changes(mark) {
        if let Change::Static(cell, old) = *change
            && !seen.iter().any(|&(c, _)| c == cell)
        {
            seen.push((cell, old));
        }
    }
    seen.into_iter()
        .filter(|&(cell, old)| pos.static_at(cell) != old)
        .map(|(cell, old)| {
            let now = pos.static_at(cell);
            let came = now != NONE;
            (at(pos, cell), if came { now } else { old }, came)
        })
        .collect()
}

/// What chaser step `m` of a pass planned on `pos` meets; `None` for a
/// chaser that does not step in this pass and meets no one.
fn fate(
    rules: Rules,
    pos: &Position,
    (pass, turn): (u32, u64),
    (from, to, kind): Step,
    moves: &[Step],
) -> Option<ChaserStep> {
    let model = rules.model;
    let player = pos.player()?;
    let rule = rules.table.rule_of(kind);
    let steps = rule.is_some_and(|i| {
        let r = &model.chasers[i];
        r.speed >= pass && turn.is_multiple_of(u64::from(r.period))
    });
    let intended = || rule.map_or(from, |i| super::step::choose(rules, pos, i, from, player));
    let met = to != usize::MAX && moves.iter().filter(|m| m.1 == to).count() >= 2;
    if !steps && !met {
        return None;
    }
    let (to, fate) = if to == usize::MAX {
        let t = intended();
        (t, Fate::DestroyedBy(at(pos, t), pos.terrain(t)))
    } else if to == player {
        (to, Fate::Caught)
    } else if met {
        let became = match model.meeting {
            Some(Meeting::Becomes(k)) => Some(k),
            _ => None,
        };
        (to, Fate::Met(became))
    } else if to == from && steps && intended() != from {
        (to, Fate::Stopped(at(pos, intended())))
    } else {
        let under = pos.static_at(to);
        let destroyed = under != NONE
            && rules.table.get(Mover::Chaser(kind), Target::Piece(under)) == Outcome::Destroyed;
        (
            to,
            if destroyed {
                Fate::DestroyedOn(under)
            } else {
                Fate::Stepped
            },
        )
    };
    Some(ChaserStep {
        pass,
        moved: Moved {
            kind,
            from: at(pos, from),
            to: at(pos, to),
        },
        fate,
    })
}
