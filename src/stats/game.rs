//! One game under one rules file, kept small: what the figures need.

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
