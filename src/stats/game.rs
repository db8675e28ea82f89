//! One game under one rules file, kept small: what the figures need.

use crate::engine::End;
use crate::interpreter::Ending;

/// How a game ended, for any game of one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Result {
    Won,
    /// Side number `n` (from 0, in the rules' order) won.
    WonBy(usize),
    Lost,
    /// The player survived the moves an end rule asks for.
    Survived,
    /// A position came back: the game would never end.
    Endless,
    /// The moves or the turns ran out.
    Stopped,
    /// An end rule called it a draw (or scored it).
    Drawn,
}

impl From<End> for Result {
    fn from(end: End) -> Self {
        match end {
            End::Won => Result::Won,
            End::Lost => Result::Lost,
            End::Survived => Result::Survived,
            End::Repeats { .. } => Result::Endless,
        }
    }
}

impl Result {
    /// The result of a game the general interpreter played.
    pub fn of(ending: Ending) -> Self {
        match ending {
            Ending::Won(None) => Result::Won,
            Ending::Won(Some(side)) => Result::WonBy(side),
            Ending::Lost => Result::Lost,
            Ending::Survived => Result::Survived,
            Ending::Stopped => Result::Stopped,
            Ending::Draw => Result::Drawn,
        }
    }
}

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
    pub end: Result,
    pub moves: u32,
    pub teleports: u32,
    /// With `--solve`, for a lost game: what the search found, the
    /// positions it made and its seconds.
    pub searched: Option<(Searched, u64, f64)>,
}
