//! Scenarios in and results out, in the contest's formats: Robots
//! (`input`, `output`), Janken Tactics (`tactics`), RobotRace (`race`),
//! Crosses & Crosses (`crosses`).
//! Every format reads its input through one streamed line reader (`lines`).

mod cells;
pub mod crosses;
pub mod error;
pub mod input;
pub mod lines;
pub mod map;
pub mod numbers;
pub mod output;
pub mod race;
pub mod tactics;
mod taken;

pub use error::ScenarioError;
pub use input::{Case, CaseReader};
pub use output::{format_case, write_case};
