//! The compiled rules of a race game (RobotRace and its variants): plain
//! data, filled by the checker from a rules file. Each field names the
//! statement that sets it.

use crate::geometry::{BoardSize, Offset};
use crate::model::Outcome;
use crate::terrain::Terrain;

/// The characters a map writes for a kind of piece, each character one
/// piece named by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Letters {
    /// `lower-case letter`: `a` to `z`.
    LowerCase,
    /// `upper-case letter`: `A` to `Z`.
    UpperCase,
}

impl Letters {
    pub fn holds(self, c: char) -> bool {
        match self {
            Letters::LowerCase => c.is_ascii_lowercase(),
            Letters::UpperCase => c.is_ascii_uppercase(),
        }
    }
}

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
pub struct Table {
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
