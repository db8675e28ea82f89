//! `robots stats`: how well a strategy works over many games. Over an
//! input or a generated batch, per rules file: the rates of games won,
//! lost, survived and endless with 95% Wilson intervals (`interval`), the
//! game lengths' quantiles, the teleports used; with two rules files, the
//! difference of each rate with its interval; with `--solve`, the share of
//! lost games that some line of moves wins (`crate::solve`).
//!
//! Games are played on the run machinery (`gather` for pursuits by the
//! engine, `maps` for map games by the general interpreter; parallel with
//! `--jobs`), kept as one small record each, and summed up at the end
//! (`figures`, written by `report`).

#![deny(unreachable_pub)]

pub mod figures;
pub mod game;
pub mod gather;
pub mod interval;
pub mod maps;
pub mod report;

pub use game::{Game, Searched};
