//! A whole game of the model from a case of the map format: the moves of
//! the strategy or of the input, each followed by the chasers' reply and
//! the effects, then the end conditions in order; refusals of forbidden
//! moves located at the input's token.

use super::ends::holds;
use super::place::{Refusal, effects, place};
use super::position::{NONE, Position};
use super::scratch::{Room, Scratch};
use super::table::{Rules, Table};
use super::walk::walk;
use crate::model::{Blocked, Condition, Control, EndResult, Model};
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, Move};

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The player (`None`) or a side won.
    Won(Option<usize>),
    Lost,
    Draw,
    /// The moves or the turns ran out.
    Stopped,
    /// The player survived the moves an end rule asks for.
    Survived,
}

/// A game's end: how, after how many moves, and the board.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub ending: Ending,
    pub moves: u64,
    pub position: Position,
}

/// A model ready to play: the model and its table, built once and used
/// for every case.
#[derive(Debug, Clone)]
pub struct Interpreter {
    pub(super) model: Model,
    pub(super) table: Table,
}

impl Interpreter {
    pub fn new(model: &Model) -> Interpreter {
        Interpreter {
            model: model.clone(),
            table: Table::new(model),
        }
    }

    /// The model played the plain way: every chaser's step measured on
    /// every neighbour, with no lookup ranked in advance. The property
    /// tests hold [`Interpreter::new`]'s games to this one's.
    pub fn plain(model: &Model) -> Interpreter {
        Interpreter {
            model: model.clone(),
            table: Table::plain(model),
        }
    }

    /// Plays one case; `input` names the input for refusals.
    pub fn play(&self, case: &MapCase, input: &str) -> Result<Outcome, ScenarioError> {
        self.play_in(case, input, &mut Room::default())
    }
}

/// Plays one case of `model`; `input` names the input for refusals.
pub fn play(model: &Model, case: &MapCase, input: &str) -> Result<Outcome, ScenarioError> {
    Interpreter::new(model).play(case, input)
}

/// The game being played.
pub(super) struct Game<'m> {
    pub(super) rules: Rules<'m>,
    pub(super) model: &'m Model,
    pub(super) pos: Position,
    pub(super) chasers: Vec<usize>,
    pub(super) lined: Vec<bool>,
    pub(super) moves: u64,
    pub(super) scratch: Scratch,
}

impl<'m> Game<'m> {
    /// A game from its first position.
    pub(super) fn new(rules: Rules<'m>, pos: Position) -> Self {
        Game::within(rules, pos, &mut Room::default())
    }

    /// The side to move (in a game of sides).
    pub(super) fn side(&self) -> Option<usize> {
        let first = self.model.first_side?;
        Some((first + self.moves as usize) % self.model.sides.len())
    }

    /// The first end rule that holds, after a move by `side` on `moved`
    /// (`caught`: a chaser reached the player).
    pub(super) fn ended(
        &self,
        side: Option<usize>,
        moved: Option<usize>,
        caught: bool,
        start: bool,
    ) -> Option<Ending> {
        if caught {
            return Some(Ending::Lost);
        }
        self.model
            .ends
            .iter()
            .filter(|e| !start || e.at_start)
            .find(|e| {
                holds(
                    self.model,
                    &self.pos,
                    &e.condition,
                    (side, moved, self.moves),
                    &self.lined,
                )
            })
            .map(|e| match e.result {
                EndResult::Won if matches!(e.condition, Condition::Survived(_)) => Ending::Survived,
                EndResult::Won => Ending::Won(side),
                EndResult::Lost => Ending::Lost,
                // The interpreter keeps no score: an end the score tells
                // is even here.
                EndResult::Draw | EndResult::Scored => Ending::Draw,
            })
    }

    pub(super) fn done(self, ending: Ending) -> Outcome {
        self.finish(ending, &mut Room::default())
    }
}

pub(super) fn play_case(
    rules: Rules,
    case: &MapCase,
    input: &str,
    room: &mut Room,
) -> Result<Outcome, ScenarioError> {
    let model = rules.model;
    let pos = Position::on(model, case.board(), &case.cells);
    let mut game = Game::within(rules, pos, room);
    if let Some(ending) = game.ended(None, None, false, true) {
        return Ok(game.finish(ending, room));
    }
    let turns = u64::from(case.turns.unwrap_or(u32::MAX));
    match &model.control {
        Control::Strategy(strategy) => {
            let ending = game.strategy_moves(strategy, turns, &[]);
            Ok(game.finish(ending, room))
        }
        Control::Input(blocked) => {
            for (k, token) in case.moves.tokens.iter().enumerate() {
                if game.moves >= turns {
                    break;
                }
                let side = game.side();
                let moved = match token.mv {
                    Move::Walk(d) => {
                        if !walk(rules, &mut game.pos, d) {
                            if *blocked == Blocked::Skipped {
                                continue;
                            }
                            return Err(case.refuse(
                                input,
                                k,
                                format!("move {}: the player cannot walk there", k + 1),
                                "blocked",
                                "the rules forbid this move here",
                            ));
                        }
                        game.pos.player()
                    }
                    Move::Stay => game.pos.player(),
                    Move::Cell(r, c) => match place(rules, &mut game.pos, (r, c), side) {
                        Ok(cell) => Some(cell),
                        Err(_) if *blocked == Blocked::Skipped => continue,
                        Err(why) => {
                            let (message, label) = match why {
                                Refusal::OffBoard => (
                                    format!(
                                        "move {}: ({r},{c}) is off the {}",
                                        k + 1,
                                        board_words(case)
                                    ),
                                    "off the board",
                                ),
                                Refusal::Occupied(kind) if kind != NONE => (
                                    format!(
                                        "move {}: ({r},{c}) already holds a {}",
                                        k + 1,
                                        model.kinds[kind as usize].name
                                    ),
                                    "taken",
                                ),
                                Refusal::Occupied(_) => (
                                    format!("move {}: ({r},{c}) cannot be played", k + 1),
                                    "blocked",
                                ),
                            };
                            return Err(case.refuse(input, k, message, label, "the rules forbid this move here; moves after the game's end are not checked"));
                        }
                    },
                };
                if let (Some(cell), Move::Cell(..)) = (moved, token.mv) {
                    effects(rules, &mut game.pos, cell);
                }
                game.moves += 1;
                let turn = game.moves;
                let caught = if model.chasers.is_empty() {
                    false
                } else {
                    let moves = &mut game.scratch.moves;
                    super::reply::reply(rules, &mut game.pos, turn, &mut game.chasers, moves)
                };
                if let Some(ending) = game.ended(side, moved, caught, false) {
                    return Ok(game.finish(ending, room));
                }
            }
            Ok(game.finish(Ending::Stopped, room))
        }
        // A game whose question has its own solver is not played here.
        Control::Solver => Ok(game.finish(Ending::Stopped, room)),
    }
}

/// The board a case draws, for messages: `3 x 4 board`, `hexagon of 3
/// cells a side`.
pub(super) fn board_words(case: &MapCase) -> String {
    match case.hexagon {
        Some(side) => format!("hexagon of {side} cells a side"),
        None => format!("{} x {} board", case.rows, case.columns),
    }
}
