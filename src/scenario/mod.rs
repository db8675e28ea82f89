//! Scenarios in and results out, in the contest's formats.

pub mod crosses;
pub mod error;
pub mod input;
pub mod lines;
pub mod output;

pub use error::ScenarioError;
pub use input::{Case, CaseReader};
pub use output::{format_case, write_case};
