//! Views of games: what a designer reads to see why a game went as it
//! did. Each view is one module; they read games (the engine and the
//! oracle) and rules, and nothing below them reads views.
//!
//! | view | module | command |
//! |---|---|---|
//! | the board after every move | [`trace`] (any game), [`pursuit`] | `robots run --trace` |
//! | every candidate of a move, with its keys and rules | [`explain`] | `robots explain` |
//!
//! Shared parts: [`walk`] (a pursuit move by move, the engine's moves with
//! the oracle's reasons, checked to agree), [`words`] (how moves, rules and
//! replies are said), [`board`] (a board as text), [`style`] (colour).

pub mod board;
pub mod diff;
pub mod explain;
pub mod json;
pub mod play;
pub mod pursuit;
pub mod replay;
pub mod style;
pub mod summary;
pub mod trace;
pub mod walk;
pub mod words;
