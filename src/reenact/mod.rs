//! Re-enactment: a placement game's record lists every move but one
//! side's, and states the final score; find an order of that side's moves
//! (its cells are the ones nobody else played) that ends the game with that
//! score. Every order found is replayed through [`crate::placement::Game`]
//! and checked before it is given, so an answer is never wrong.

pub mod search;
pub mod selection;

pub use search::{Effort, Searched};

use crate::geometry::{Board, Offset, Shape};
use crate::placement::{Game, Occupied, Rules, Windows};
use crate::random::Rng;
use selection::Selection;

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
    let no = |reason: String| Answer::No(Some(reason));
    let board = question.board;
    if rules.onto_occupied != Occupied::Refused {
        return no("re-enactment needs every cell to take exactly one piece, \
                   but these rules let a piece replace another"
            .into());
    }
    if board.shape() != Shape::Rectangle || side >= rules.sides {
        return no("re-enactment plays on a rectangle, one side re-enacted".into());
    }
    if question.score.len() != rules.sides {
        return no(format!(
            "the score names {} sides, the rules {}",
            question.score.len(),
            rules.sides
        ));
    }
    let cells = board.area();
    let slots: Vec<u32> = (0..cells as u32)
        .filter(|&k| rules.side_of_move(k as usize) == side)
        .collect();
    if question.given.len() != cells - slots.len() {
        return no(format!(
            "a game on this board has {} moves besides the re-enacted side's, not {}",
            cells - slots.len(),
            question.given.len()
        ));
    }
    const UNSET: u32 = u32::MAX;
    let mut time = vec![UNSET; cells];
    let mut owner = vec![side as u32; cells];
    let mut pieces = vec![0usize; rules.sides];
    pieces[side] = slots.len();
    let others = (0..cells as u32).filter(|&k| rules.side_of_move(k as usize) != side);
    for (number, (&cell, k)) in question.given.iter().zip(others).enumerate() {
        if !board.contains(cell) {
            return no(format!(
                "move {} ({} {}) is off the board",
                number + 1,
                cell.0,
                cell.1
            ));
        }
        let i = board.index(cell);
        if time[i] != UNSET {
            return no(format!(
                "move {} ({} {}) repeats move {}'s cell",
                number + 1,
                cell.0,
                cell.1,
                question
                    .given
                    .iter()
                    .position(|&c| c == cell)
                    .map_or(0, |p| p + 1)
            ));
        }
        time[i] = k;
        let mover = rules.side_of_move(k as usize);
        owner[i] = mover as u32;
        pieces[mover] += 1;
    }
    let mut target = Vec::with_capacity(rules.sides);
    for (s, (&have, &stand)) in pieces.iter().zip(question.score).enumerate() {
        if stand > have {
            return no(format!(
                "side {} cannot have {stand} pieces standing out of {have}",
                s + 1
            ));
        }
        target.push((have - stand) as i64);
    }
    let movable: Vec<usize> = (0..cells).filter(|&i| time[i] == UNSET).collect();
    // The search starts from a random order: its score lies near the
    // stated one, which came from a game played somehow, far more often
    // than the score of an order with a pattern does.
    let slots_in_order = slots.clone();
    let mut slots = slots;
    Rng::new(effort.seed ^ 0x5eed).shuffle(&mut slots);
    for (&i, &k) in movable.iter().zip(&slots) {
        time[i] = k;
    }
    let windows = Windows::new(board.rows as usize, board.columns as usize, rules.removal);
    let mut sel = Selection::new(windows, rules.sides, time, owner);
    *searched = search::search(&mut sel, &movable, &target, effort);
    if !searched.found {
        return Answer::No(None);
    }
    let mut cell_at = vec![usize::MAX; cells];
    for &i in &movable {
        cell_at[sel.times()[i] as usize] = i;
    }
    let moves: Vec<Offset> = slots_in_order
        .iter()
        .map(|&k| board.cell(cell_at[k as usize]))
        .collect();
    match replay(rules, side, question, &moves) {
        Some(score) if score == question.score => Answer::Yes(moves),
        _ => no("the order found did not replay to the stated score".into()),
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
