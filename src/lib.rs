//! `robots`: an interpreter for a rules language about grid pursuit games.
//!
//! The pipeline, one module a stage:
//!
//! 1. [`rules::syntax`] parses a `.rules` file line by line (pest grammar in
//!    `grammar/`);
//! 2. [`rules::check`] gives it meaning, refuses what is undefined, and
//!    compiles every game to the one game model ([`model::Model`], in a
//!    [`rules::Game`]), a pursuit's also lowered onto the fast engine's
//!    [`engine::table::Table`];
//! 3. the model's question picks what answers it: [`engine`] plays
//!    pursuits on their table, [`interpreter`] plays map games, and the
//!    solvers over the model answer the other questions ([`tactics`]
//!    validates moves, [`race`] finds perfect play, [`crosses`]
//!    re-enacts); shared parts live in [`geometry`], [`paths`] and
//!    [`terrain`];
//! 4. [`scenario`] reads each contest's input and writes its output.
//!
//! Beside the engine, [`oracle`] plays the same rules the plain way, as the
//! reference the engine is tested against and the source of explanations.
//!
//! ```
//! use robots::{engine::Engine, rules};
//!
//! let rules = rules::canonical();
//! let mut engine = Engine::new(rules.table());
//! // Sample case 1 of the problem statement.
//! let record = engine.play(&[(17, 18), (13, 18), (8, 12), (10, 12)], &[]).unwrap();
//! assert_eq!(record.moves, 5);
//! assert_eq!(record.player, (14, 16));
//! ```

#![forbid(unsafe_code)]
#![deny(unreachable_pub)]
// Errors carry their source text and labels; they are built once, on the
// cold path, so their size does not matter.
#![allow(clippy::result_large_err)]

pub mod assignment;
pub mod cli;
pub mod crosses;
pub mod diagnostics;
pub mod engine;
pub mod format;
pub mod generate;
pub mod geometry;
pub mod interpreter;
pub mod lsp;
pub mod model;
pub mod oracle;
pub mod paths;
pub mod placement;
pub mod race;
pub mod random;
pub mod reenact;
pub mod rules;
pub mod run;
pub mod scenario;
pub mod solve;
pub mod stats;
pub mod tactics;
pub mod terrain;
pub mod views;
