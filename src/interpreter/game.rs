//! A whole game of the model from a case of the map format: the moves of
//! the strategy or of the input, each followed by the chasers' reply and
//! the effects, then the end conditions in order; refusals of forbidden
//! moves located at the input's token.

use super::ends::holds;
use super::position::Position;
use super::scratch::{Room, Scratch};
use super::table::{Rules, Table};
use crate::model::{Condition, Control, EndResult, Model};
use crate::scenario::ScenarioError;
use crate::scenario::map::MapCase;

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
    /// Boxed: a game takes it from its room and gives it back, a pointer
    /// moved rather than its buffers' heads.
    pub(super) scratch: Box<Scratch>,
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
    let pos = room.position(rules, case.board(), &case.cells);
    let mut game = Game::laid(rules, pos, room);
    if let Some(ending) = game.ended(None, None, false, true) {
        return Ok(game.finish(ending, room));
    }
    let turns = u64::from(case.turns.unwrap_or(u32::MAX));
    match &model.control {
        Control::Strategy(strategy) => {
            let ending = game.strategy_moves(strategy, turns, &[]);
            Ok(game.finish(ending, room))
        }
        Control::Input(blocked) => match game.by_input(case, input, *blocked, turns) {
            Ok(ending) => Ok(game.finish(ending, room)),
            Err(refusal) => {
                let over = game.finish(Ending::Stopped, room);
                room.keep(over.position);
                Err(refusal)
            }
        },
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
