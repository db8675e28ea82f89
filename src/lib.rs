//! `robots`: an interpreter for a rules language about grid pursuit games.
//!
//! The pipeline, one module a stage:
//!
//! 1. [`rules::syntax`] parses a `.rules` file (pest grammar in `grammar/`);
//! 2. [`rules::check`] gives it meaning and refuses what is undefined;
//! 3. [`rules::compile`] turns it into a flat [`engine::table::Table`];
//! 4. [`engine`] plays scenarios on that table;
//! 5. [`scenario`] reads the contest input and writes the contest output.
//!
//! Beside the engine, [`oracle`] plays the same rules the plain way, as the
//! reference the engine is tested against and the source of explanations.
//!
//! ```
//! use robots::{engine::Engine, rules};
//!
//! let rules = rules::canonical();
//! let mut engine = Engine::new(rules.table);
//! // Sample case 1 of the problem statement.
//! let record = engine.play(&[(17, 18), (13, 18), (8, 12), (10, 12)], &[]).unwrap();
//! assert_eq!(record.moves, 5);
//! assert_eq!(record.player, (14, 16));
//! ```

#![forbid(unsafe_code)]
// Errors carry their source text and labels; they are built once, on the
// cold path, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod cli;
pub mod crosses;
pub mod diagnostics;
pub mod engine;
pub mod generate;
pub mod geometry;
pub mod oracle;
pub mod paths;
pub mod race;
pub mod rules;
pub mod run;
pub mod scenario;
pub mod tactics;
pub mod terrain;
