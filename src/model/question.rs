//! What a game's contest asks of it: the question a rules file's `format`
//! puts, answered by a solver over the model.

/// The question a contest asks of a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// Play the game: a strategy or the input chooses each move, and the
    /// game is told to its end (a pursuit, a map game).
    Play,
    /// Validate each move of the input by the cheapest path within the
    /// mover's budget (`validate moves by the cheapest path`).
    Validate,
    /// Find perfect play as a stable assignment of movers to targets
    /// (`perfect play: stable assignment, robots propose`).
    Assign,
    /// Re-enact this side's moves for a stated final score, the other
    /// sides' moves given (`re-enact black for the stated score`).
    Reenact { side: usize },
}
