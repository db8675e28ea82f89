//! What the race solver plays by, read once from the one game model: the
//! model's terrain, letters, program, outcomes, meeting and values laid
//! out as the solver and the race format look them up. Each field names
//! the statement that sets it in the model.

use crate::geometry::{BoardSize, Offset};
use crate::model::{Meeting, Model, Mover, Outcome, Question, Target, Travel};
use crate::terrain::Terrain;

pub use crate::model::Letters;

/// Who wins a token that two robots enter at the same time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenTie {
    /// `robots meeting on token: earlier letter wins`
    EarlierLetter,
    /// `robots meeting on token: later letter wins`
    LaterLetter,
}

/// A race game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rules {
    /// `game "RobotRace"`
    pub name: String,
    /// `board from scenario` (a map's rows), or a fixed board such as
    /// `board hexagon 4 cells a side` whose map gives each row's cells.
    pub board: BoardSize,
    /// The `terrain:` block: `" " floor`, `"*" obstacle`.
    pub terrain: Terrain,
    /// `robot into floor: move`, one rule per terrain kind, in the order of
    /// `terrain.kinds`.
    pub terrain_entry: Vec<Outcome>,
    /// The `pieces:` block: `lower-case letter robot`.
    pub robots: Letters,
    /// The `pieces:` block: `upper-case letter token`.
    pub tokens: Letters,
    /// `robots face rook, chosen freely at the start`: the facings in
    /// clockwise order (turning clockwise goes to the next).
    pub facings: Vec<Offset>,
    /// `robot commands: forward 1 second, turn clockwise 1 second, turn
    /// counter-clockwise 1 second`
    pub forward: u32,
    pub turn_clockwise: u32,
    pub turn_counter_clockwise: u32,
    /// `robot into token: collect` (entering collects it and ends the program).
    pub into_token: Outcome,
    /// `robots meeting: share`: what entering a cell where another robot
    /// starts does ([`Outcome::Move`]: cells without a token hold any number
    /// of robots). A robot's own start cell is always left freely.
    pub robots_meeting: Outcome,
    /// `robots meeting on token: earlier letter wins`
    pub token_tie: TokenTie,
    /// `token values: 100, then 1 less each`: the first token of a robot's
    /// list is worth `first_value`, each next one `value_step` less.
    pub first_value: i64,
    pub value_step: i64,
    /// `surrender: 20`
    pub surrender: i64,
}

impl Rules {
    /// The race a model states: the kind that travels (the robots), the
    /// kind it collects (the tokens); `None` unless the question is perfect
    /// play and the model states every part a race has (a checked race
    /// does).
    pub fn of(model: &Model) -> Option<Rules> {
        if model.question != Question::Assign {
            return None;
        }
        // The kind that travels, and the kind it collects.
        let robot = model
            .outcomes
            .rules
            .iter()
            .find_map(|((m, _), _)| match m {
                Mover::Traveller(k) => Some(usize::from(*k)),
                _ => None,
            })?;
        let collects = |k: &usize| {
            model
                .outcomes
                .get(Mover::Traveller(robot as u8), Target::Piece(*k as u8))
                == Outcome::Collect
        };
        let token = (0..model.kinds.len()).find(collects)?;
        let letters = |kind: usize| {
            let of = |(l, k): &(Letters, u8)| (usize::from(*k) == kind).then_some(*l);
            model.legend.classes.iter().find_map(of)
        };
        let Some(Travel::Program(program)) = &model.travel else {
            return None;
        };
        let values = model.values?;
        let mover = Mover::Traveller(robot as u8);
        let terrain = model.terrain();
        let terrain_entry = (0..terrain.kinds.len())
            .map(|t| model.outcomes.get(mover, Target::Terrain(t as u8)))
            .collect();
        Some(Rules {
            name: model.name.clone(),
            board: model
                .board
                .map_or(BoardSize::FromScenario, BoardSize::Fixed),
            terrain,
            terrain_entry,
            robots: letters(robot)?,
            tokens: letters(token)?,
            facings: program.facings.clone(),
            forward: program.forward,
            turn_clockwise: program.turn_clockwise,
            turn_counter_clockwise: program.turn_counter_clockwise,
            into_token: model.outcomes.get(mover, Target::Piece(token as u8)),
            robots_meeting: model.outcomes.get(mover, Target::Piece(robot as u8)),
            token_tie: match model.meeting? {
                Meeting::LaterSymbolWins => TokenTie::LaterLetter,
                _ => TokenTie::EarlierLetter,
            },
            first_value: values.first,
            value_step: values.step,
            surrender: values.surrender,
        })
    }
}
