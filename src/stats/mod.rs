//! `robots stats`: how well a strategy works over many games. Over an
//! input or a generated batch, per rules file: the rates of games won,
//! lost, survived and endless with 95% Wilson intervals (`interval`), the
//! game lengths' quantiles, the teleports used; with two rules files, the
//! difference of each rate with its interval; with `--solve`, the share of
//! lost games that some line of moves wins (`crate::solve`).
//!
//! Games are played on the run machinery (`gather`: parallel with
//! `--jobs`), kept as one small record each, and summed up at the end
//! (`figures`, written by `report`).

#![deny(unreachable_pub)]

pub mod figures;
pub mod gather;
pub mod interval;
pub mod report;

use crate::engine::End;

/// What a search found for a lost game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Searched {
    Win,
    NoWin,
    Undecided,
}

/// One game under one rules file, as the figures need it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    pub end: End,
    pub moves: u32,
    pub teleports: u32,
    /// With `--solve`, for a lost game: what the search found, the
    /// positions it made and its seconds.
    pub searched: Option<(Searched, u64, f64)>,
}
