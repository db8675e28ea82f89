//! What the formats of a placement game need from its rules.

use crate::geometry::BoardSize;
use crate::placement::Rules;

/// The largest board side read (the contest's is 250).
pub const MAX_SIDE: i64 = 1024;

/// What the formats need from a game's rules.
#[derive(Debug, Clone)]
pub struct Format {
    /// The sides' names, in the rules' order: scores are listed so.
    pub sides: Vec<String>,
    pub rules: Rules,
    /// The side whose moves a question leaves out.
    pub reenacted: usize,
    /// The board: fixed by the rules, or `n x n` from each game.
    pub board: BoardSize,
}
