//! The one game model: what every rules file of a map game compiles to.
//!
//! A game is a board with a terrain layer and a piece layer, a legend that
//! maps each map symbol to what it puts on a cell, kinds of piece and the
//! sides they belong to, the movers and what controls each, one outcome
//! table for every mover and target, effects after a move, end
//! conditions in the order the file states them, and the question the
//! contest asks of the game ([`Question`]). The interpreter
//! ([`crate::interpreter`]) plays any game of this model the contest asks
//! to play; the other questions have their solvers ([`crate::crosses`]:
//! re-enactment); nothing here knows a game.

mod control;
mod describe;
mod end;
mod game;
mod ids;
mod legend;
mod outcome;
mod question;

pub use control::{
    Blocked, Chaser, Control, Fallback, Key, Placement, Program, Strategy, Teleports, TieOrder,
    Travel, Walker,
};
pub(crate) use describe::plural;
pub use describe::{describe, effect as describe_effect};
pub use end::{Condition, End, Result as EndResult};
pub use legend::{Entry, Legend, Letters};
pub use outcome::{Meeting, Mover, Outcome, Outcomes, Target};
pub use question::Question;

pub use crate::geometry::Metric;
pub use game::{Effect, Kind, Model, Values};
pub use ids::{KindId, Offset, TerrainId};
