//! The compiled rule table: the whole game as plain data.
//!
//! This is the only thing the engine reads. It holds no names and no spans:
//! numbers, offset arrays, enums, an outcome table indexed by (what moves,
//! what it meets), a step lookup for the robots and the strategy as an array
//! of keys. `robots check --table` prints it (see `Display` below).

use std::fmt;

pub use crate::geometry::{Board, Metric, Offset};

/// Who moves, as the outcome table's first index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    Player = 0,
    PushedDebris = 1,
    Robot = 2,
}

impl Mover {
    /// How many movers there are: the outcome table's rows.
    pub const COUNT: usize = Mover::Robot as usize + 1;
}

/// What the mover meets, as the outcome table's second index.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meets {
    Empty = 0,
    Robot = 1,
    Debris = 2,
    Player = 3,
    OffBoard = 4,
}

impl Meets {
    /// How many things a mover can meet: the outcome table's columns.
    pub const COUNT: usize = Meets::OffBoard as usize + 1;
}

/// What happens for each mover (row) meeting each thing (column).
pub type Outcomes = [[Outcome; Meets::COUNT]; Mover::COUNT];

/// What happens when a mover meets something: the model's outcome
/// ([`crate::model::Outcome`]) lowered into the engine's encoding. The
/// table is indexed by the engine's three movers and five things met, so a
/// pair the rules do not state is a value of its own (`Undefined`) rather
/// than an absence, and a push is split into the player's part (`Push`)
/// and the debris line's limit (`Chain`): the hot loops read one array
/// cell and compare it with a constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The move happens.
    Move,
    /// The move is not allowed (for the player: the candidate is illegal).
    Blocked,
    /// The player pushes the debris ahead of it.
    Push,
    /// A line of debris moves as one, up to this many cells.
    Chain(u32),
    /// The robot in the way is destroyed; its cell holds the debris.
    DestroyRobot,
    /// The robot is destroyed; the cell stays debris.
    Destroyed,
    /// The robot's step is cancelled; it stays where it was.
    Stopped,
    /// The game is lost.
    Lost,
    /// Nothing is defined (the pair cannot happen under these rules).
    Undefined,
}

/// What robots that meet on one cell become.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meeting {
    Debris,
    Vanish,
}

/// How teleports may be used, and the fallbacks: the model's own.
pub use crate::model::{Fallback, Teleports};

/// A quantity that scores a candidate move, measured just before the
/// player's next move (after the robots' reply).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    Robots,
    NearestRobot,
    SumOfDistances,
    Debris,
    SafeNeighbours,
    Row,
    Column,
}

impl Key {
    /// Every key, once. A strategy names each key at most once (and a key
    /// named again could never decide), so it has at most [`Key::COUNT`].
    pub const ALL: [Key; 7] = [
        Key::Robots,
        Key::NearestRobot,
        Key::SumOfDistances,
        Key::Debris,
        Key::SafeNeighbours,
        Key::Row,
        Key::Column,
    ];
    pub const COUNT: usize = Key::ALL.len();
}

/// Whether a key prefers small or large values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    Minimize,
    Maximize,
}

/// How the robots break ties between equally close steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TieBreak {
    /// No resolution stated; the checker proved that no tie arises.
    None,
    /// Earliest in this order of offsets.
    FirstOf(Vec<Offset>),
    /// Smallest row gap after the step, then smallest column gap.
    RowsBeforeColumns,
}

/// The compiled game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    pub name: String,
    pub board: Board,
    /// 1-based (row, column).
    pub start: Offset,
    pub metric: Metric,
    /// The player's walks, in the order written.
    pub walks: Vec<Offset>,
    pub may_stay: bool,
    pub teleports: Option<Teleports>,
    /// `outcomes[mover][meets]`.
    pub outcomes: Outcomes,
    /// The robots' steps, in the order written.
    pub robot_steps: Vec<Offset>,
    pub tie_break: TieBreak,
    pub meeting: Meeting,
    pub won_when_no_robots: bool,
    pub survive_moves: Option<u32>,
    pub reject_immediate_loss: bool,
    pub keys: Vec<(Key, Goal)>,
    pub fallbacks: Vec<Fallback>,
    /// Each scenario draws the board, with terrain that the robots treat
    /// as debris or never enter, and that stops a walk or a push as the
    /// board's edge does (see [`crate::engine::state::FIXED`]).
    pub terrain: bool,
}

impl Table {
    #[inline]
    pub fn outcome(&self, mover: Mover, meets: Meets) -> Outcome {
        self.outcomes[mover as usize][meets as usize]
    }
}

impl fmt::Display for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game        {:?}", self.name)?;
        match self.board.shape() {
            crate::geometry::Shape::Rectangle => writeln!(
                f,
                "board       {} rows x {} columns",
                self.board.rows, self.board.columns
            )?,
            crate::geometry::Shape::Hexagon(side) => {
                writeln!(f, "board       hexagon {side} cells a side")?;
            }
        }
        writeln!(f, "start       {:?}", self.start)?;
        writeln!(f, "metric      {:?}", self.metric)?;
        writeln!(f, "walks       {:?}", self.walks)?;
        writeln!(f, "may stay    {}", self.may_stay)?;
        writeln!(f, "teleports   {:?}", self.teleports)?;
        writeln!(
            f,
            "outcomes    (mover \\ meets: Empty, Robot, Debris, Player, OffBoard)"
        )?;
        for (name, row) in ["Player", "PushedDebris", "Robot"]
            .iter()
            .zip(&self.outcomes)
        {
            writeln!(f, "  {name:<12} {row:?}")?;
        }
        writeln!(f, "robot steps {:?}", self.robot_steps)?;
        writeln!(f, "tie break   {:?}", self.tie_break)?;
        writeln!(f, "meeting     {:?}", self.meeting)?;
        writeln!(
            f,
            "won when    no robots: {}, survive: {:?}",
            self.won_when_no_robots, self.survive_moves
        )?;
        writeln!(
            f,
            "filter      reject immediate loss: {}",
            self.reject_immediate_loss
        )?;
        writeln!(f, "keys        {:?}", self.keys)?;
        write!(f, "fallbacks   {:?}", self.fallbacks)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Key::ALL` lists every key once: each variant, by an exhaustive
    /// match, has its own place in it.
    #[test]
    fn every_key_is_listed_once() {
        let place = |key: Key| match key {
            Key::Robots => 0,
            Key::NearestRobot => 1,
            Key::SumOfDistances => 2,
            Key::Debris => 3,
            Key::SafeNeighbours => 4,
            Key::Row => 5,
            Key::Column => 6,
        };
        let places: Vec<usize> = Key::ALL.iter().map(|&k| place(k)).collect();
        assert_eq!(places, (0..Key::COUNT).collect::<Vec<_>>());
    }
}
