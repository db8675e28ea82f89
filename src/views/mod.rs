//! Views of games: what a designer reads to see why a game went as it
//! did. Each view is one module; they read games (the engine and the
//! oracle) and rules, and nothing below them reads views.
//!
//! | view | module | command |
//! |---|---|---|
//! | the board after every move | [`trace`] (any game that implements [`trace::Traced`]), [`pursuit`] (pursuits), [`crosses`] (a placement game's records and questions), [`map`] (map games), [`race`] (races: the assignment's rounds, each robot's program) | `robots run --trace` |
//! | every candidate of a move, its keys, the rule that decided | [`explain`] (pursuits), [`explained::Explained`] (any other game) | `robots explain` |
//! | where two rule files' games part | [`diff`] | `robots diff` |
//! | totals over a run, a progress bar | [`summary`] | `robots run --summary` |
//! | one JSON object a case, every move with `--log` | [`json`] | `robots run --format json` |
//! | one game as a self-contained HTML page | [`replay`] | `robots replay` |
//!
//! Shared parts: [`walk`] (a pursuit move by move: the engine's own
//! moves with the oracle's reasons, checked to agree), [`play`] (the
//! views of `robots run` on the run machinery, for `--jobs`), [`words`]
//! (how moves, rules and replies are said), [`board`] (a board as text),
//! [`style`] (colour).

pub mod board;
pub mod crosses;
pub mod diff;
pub mod explain;
pub mod explained;
pub mod json;
pub mod map;
pub mod play;
pub mod pursuit;
pub mod race;
pub mod replay;
pub mod shrink;
pub mod style;
pub mod summary;
pub mod tactics;
pub mod thrown;
pub mod trace;
pub mod walk;
pub mod words;
