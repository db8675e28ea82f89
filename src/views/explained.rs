//! What `robots explain` asks of a kind of game that is not a pursuit:
//! why each move of a case went as it did, in that game's own terms (a
//! strategy's candidates and keys; a validated move's cheapest path and
//! its cost, or the cell and rule that refused it; a race's fewest
//! seconds and the assignment's rounds; a re-enactment's order found).

use super::style::Paint;
use super::trace::Traced;

/// A kind of game `robots explain` can explain.
pub trait Explained: Traced {
    /// Case `number` explained: with `mv` (counted from 1), that move in
    /// full; without it, one line a move. A move the case does not have
    /// is refused with the moves it has.
    fn explain(
        &mut self,
        number: usize,
        case: &Self::Case,
        mv: Option<u32>,
        paint: Paint,
    ) -> miette::Result<String>;
}
