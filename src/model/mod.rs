//! The one game model: what every rules file compiles to, whatever its
//! format.
//!
//! A game is a board with a terrain layer and a piece layer, a legend that
//! maps each map symbol to what it puts on a cell, kinds of piece and the
//! sides they belong to, the movers and what controls each, one outcome
//! table for every mover and target, effects after a move, end
//! conditions in the order the file states them, and the question the
//! contest asks of the game ([`Question`]). The interpreter
//! ([`crate::interpreter`]) plays any game of this model the contest asks
//! to play; the other questions have their solvers ([`crate::tactics`]:
//! move validation, [`crate::race`]: perfect play, [`crate::crosses`]:
//! re-enactment); nothing here knows a game.

mod control;
mod describe;
mod describe_ends;
mod end;
mod game;
mod ids;
mod legend;
mod outcome;
mod question;
mod words;

pub use control::{
    Blocked, Chaser, Control, Fallback, Key, Placement, Program, Strategy, Teleports, TieOrder,
    Travel, Walker,
};
pub use describe::{describe, outcome_line};
pub use describe_ends::effect as describe_effect;
pub use end::{Condition, End, Result as EndResult};
pub use legend::{Entry, Legend, Letters};
pub use outcome::{Meeting, Mover, Outcome, Outcomes, Target};
pub use question::Question;
pub(crate) use words::plural;

pub use crate::geometry::Metric;
pub use game::{Effect, Kind, Model, Values};
pub use ids::{KindId, Offset, TerrainId};
