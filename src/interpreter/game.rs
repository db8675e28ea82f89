//! A whole game of the model from a case of the map format: the moves of
//! the strategy or of the input, each followed by the chasers' reply and
//! the effects, then the end conditions in order; refusals of forbidden
//! moves located at the input's token.

use super::choose::{Candidate, List, Scratch, choose, make};
use super::ends::{holds, lines_at_start};
use super::position::{NONE, Position};
use super::reuse::Leftovers;
use super::table::{Rules, Table};
use crate::model::{Condition, Control, EndResult, Model, Offset, Strategy};
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
        self.play_reusing(case, input, &mut Leftovers::default())
    }

    /// [`Interpreter::play`] in the buffers `spare` holds from the cases
    /// before (see [`Leftovers`]), leaving this game's there.
    pub fn play_reusing(
        &self,
        case: &MapCase,
        input: &str,
        spare: &mut Leftovers,
    ) -> Result<Outcome, ScenarioError> {
        let rules = Rules {
            model: &self.model,
            table: &self.table,
        };
        let pos = spare.position(&self.model, case.board(), &case.cells);
        let mut game = Game::reusing(rules, pos, spare);
        let ending = play_case(&mut game, case, input);
        let Game {
            pos,
            chasers,
            lined,
            scratch,
            moves,
            ..
        } = game;
        spare.keep_lists(chasers, lined, scratch);
        match ending {
            Ok(ending) => Ok(Outcome {
                ending,
                moves,
                position: pos,
            }),
            Err(refusal) => {
                spare.keep(pos);
                Err(refusal)
            }
        }
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
    lined: Vec<bool>,
    pub(super) moves: u64,
    pub(super) scratch: Scratch,
}

impl<'m> Game<'m> {
    /// A game from its first position.
    pub(super) fn new(rules: Rules<'m>, pos: Position) -> Self {
        Game::reusing(rules, pos, &mut Leftovers::default())
    }

    /// A game from its first position, its lists in `spare`'s buffers.
    fn reusing(rules: Rules<'m>, pos: Position, spare: &mut Leftovers) -> Self {
        let model = rules.model;
        let (mut chasers, mut lined, scratch) = spare.take_lists();
        chasers.clear();
        // Only a chaser rule's kind stands in the chasers' layer.
        if !model.chasers.is_empty() {
            chasers.extend((0..pos.rows * pos.columns).filter(|&c| pos.chaser_at(c) != NONE));
        }
        lines_at_start(model, &pos, &model.ends, &mut lined);
        Game {
            rules,
            model,
            pos,
            chasers,
            lined,
            moves: 0,
            scratch,
        }
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
        Outcome {
            ending,
            moves: self.moves,
            position: self.pos,
        }
    }

    /// The strategy's moves, each with the chasers' reply, until an end
    /// rule holds or `turns` moves are made; `teleports` is the
    /// scenario's list.
    pub(super) fn by_strategy(
        &mut self,
        strategy: &Strategy,
        turns: u64,
        teleports: &[Offset],
    ) -> Ending {
        let rules = self.rules;
        let cells: Vec<Option<usize>> = teleports.iter().map(|&t| self.pos.cell(t)).collect();
        let mut spent = vec![false; cells.len()];
        while self.moves < turns {
            let turn = self.moves + 1;
            let list = List {
                cells: &cells,
                spent: &spent,
            };
            let (pos, chasers) = (&mut self.pos, &mut self.chasers);
            let choice = choose(rules, strategy, pos, turn, chasers, list, &mut self.scratch);
            if let Candidate::Teleport { entry, .. } = choice {
                spent[entry] = true;
            }
            let moves = &mut self.scratch.moves;
            let caught = match make(rules, pos, choice, turn, chasers, moves) {
                Some(caught) => caught,
                None => make(rules, pos, Candidate::Stay, turn, chasers, moves).unwrap_or(false),
            };
            self.moves = turn;
            if let Some(ending) = self.ended(None, None, caught, false) {
                return ending;
            }
        }
        Ending::Stopped
    }
}

/// Plays `game`, a case's first position, to its end.
fn play_case(game: &mut Game, case: &MapCase, input: &str) -> Result<Ending, ScenarioError> {
    let model = game.model;
    if let Some(ending) = game.ended(None, None, false, true) {
        return Ok(ending);
    }
    let turns = u64::from(case.turns.unwrap_or(u32::MAX));
    match &model.control {
        Control::Strategy(strategy) => Ok(game.by_strategy(strategy, turns, &[])),
        Control::Input(blocked) => game.by_input(case, input, *blocked, turns),
        // A game whose question has its own solver is not played here.
        Control::Solver => Ok(Ending::Stopped),
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
