//! Re-enactment: a placement game's record lists every move but one
//! side's, and states the final score; find an order of that side's moves
//! (its cells are the ones nobody else played) that ends the game with that
//! score. Every order found is replayed through [`crate::placement::Game`]
//! and checked before it is given, so an answer is never wrong.

mod question;
pub mod search;
pub mod selection;
mod setup;

pub use question::{Answer, Question};
pub use search::{Effort, Searched};

use crate::geometry::Offset;
use crate::placement::{Game, Rules, Shapes};
use crate::random::Rng;
use selection::Selection;
use setup::Setup;

/// Re-enacts `side`'s moves.
pub fn reenact(rules: &Rules, side: usize, question: &Question, effort: Effort) -> Answer {
    reenact_searched(rules, side, question, effort).0
}

/// [`reenact`], with what the search did (nothing, when the question was
/// refused before it).
pub fn reenact_searched(
    rules: &Rules,
    side: usize,
    question: &Question,
    effort: Effort,
) -> (Answer, Searched) {
    let mut searched = Searched::default();
    let answer = answer(rules, side, question, effort, &mut searched);
    (answer, searched)
}

fn answer(
    rules: &Rules,
    side: usize,
    question: &Question,
    effort: Effort,
    searched: &mut Searched,
) -> Answer {
    let board = question.board;
    let mut setup = match Setup::new(rules, side, question) {
        Ok(setup) => setup,
        Err(reason) => return Answer::No(Some(reason)),
    };
    // The search starts from a random order: its score lies near the
    // stated one, which came from a game played somehow, far more often
    // than the score of an order with a pattern does.
    let mut dealt = setup.slots.clone();
    Rng::new(effort.seed ^ 0x5eed).shuffle(&mut dealt);
    for (&i, &k) in setup.movable.iter().zip(&dealt) {
        setup.time[i] = k;
    }
    let windows = Shapes::new(board.rows as usize, board.columns as usize, &rules.shapes());
    let mut sel = Selection::new(windows, rules.sides, setup.time, setup.owner);
    *searched = search::search(&mut sel, &setup.movable, &setup.target, effort);
    if !searched.found {
        let m = setup.movable.len();
        return Answer::No(Some(if searched.every_order {
            format!(
                "none of the orders of the side's {m} moves gives the stated score (every one was tried)"
            )
        } else {
            format!(
                "no order of the side's {m} moves giving the stated score was found in {} exchanges, the search's budget for this case; the score may be out of reach",
                searched.exchanges
            )
        }));
    }
    let mut cell_at = vec![usize::MAX; board.area()];
    for &i in &setup.movable {
        cell_at[sel.times()[i] as usize] = i;
    }
    let moves: Vec<Offset> = setup
        .slots
        .iter()
        .map(|&k| board.cell(cell_at[k as usize]))
        .collect();
    match replay(rules, side, question, &moves) {
        Some(score) if score == question.score => Answer::Yes(moves),
        _ => Answer::No(Some(
            "the order found did not replay to the stated score".into(),
        )),
    }
}

/// The score of the game the given moves and `moves` (the re-enacted
/// side's, in order) make; `None` if a move is refused.
fn replay(rules: &Rules, side: usize, question: &Question, moves: &[Offset]) -> Option<Vec<usize>> {
    let mut game = Game::new(*rules, question.board);
    let (mut mine, mut theirs) = (moves.iter(), question.given.iter());
    while let Some(mover) = game.to_move() {
        let cell = if mover == side {
            mine.next()
        } else {
            theirs.next()
        }?;
        game.place(*cell).ok()?;
    }
    (mine.next().is_none() && theirs.next().is_none()).then(|| game.standing().to_vec())
}

#[cfg(test)]
mod tests;
