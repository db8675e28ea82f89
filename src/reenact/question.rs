//! What a re-enactment is asked and what it answers.

use crate::geometry::{Board, Offset};

/// A game to re-enact.
#[derive(Debug, Clone, Copy)]
pub struct Question<'a> {
    pub board: Board,
    /// Every move of the other sides, in the order they were played.
    pub given: &'a [Offset],
    /// The final score: each side's pieces standing.
    pub score: &'a [usize],
}

/// The outcome of a re-enactment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answer {
    /// The re-enacted side's moves, in order; checked by a replay.
    Yes(Vec<Offset>),
    /// No order was found; with the reason when the question itself has no
    /// valid game.
    No(Option<String>),
}
