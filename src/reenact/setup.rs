//! What a question fixes before the search: every cell's side, the move
//! numbers of the given moves, the re-enacted side's cells and turns, and
//! how many pieces each side must lose. A question without a valid game
//! (a given move off the board or on a cell played before, a side said to
//! keep more pieces than it has) is refused here with its reason.

use super::question::Question;
use crate::geometry::Shape;
use crate::placement::{Occupied, Rules};

/// A question ready for the search.
pub(super) struct Setup {
    /// Per cell: its move number (the given moves' only), and its side.
    pub time: Vec<u32>,
    pub owner: Vec<u32>,
    /// The re-enacted side's cells, and its move numbers in order.
    pub movable: Vec<usize>,
    pub slots: Vec<u32>,
    /// Per side: the pieces it must lose.
    pub target: Vec<i64>,
}

const UNSET: u32 = u32::MAX;

impl Setup {
    pub(super) fn new(rules: &Rules, side: usize, question: &Question) -> Result<Setup, String> {
        let board = question.board;
        if rules.onto_occupied != Occupied::Refused {
            return Err("re-enactment needs every cell to take exactly one piece, \
                        but these rules let a piece replace another"
                .into());
        }
        if board.shape() != Shape::Rectangle || side >= rules.sides {
            return Err("re-enactment plays on a rectangle, one side re-enacted".into());
        }
        if question.score.len() != rules.sides {
            let (named, sides) = (question.score.len(), rules.sides);
            return Err(format!("the score names {named} sides, the rules {sides}"));
        }
        let cells = board.area();
        let (slots, others): (Vec<u32>, Vec<u32>) =
            (0..cells as u32).partition(|&k| rules.side_of_move(k as usize) == side);
        if question.given.len() != others.len() {
            let (want, have) = (others.len(), question.given.len());
            return Err(format!(
                "a game on this board has {want} moves besides the re-enacted side's, not {have}"
            ));
        }
        let mut time = vec![UNSET; cells];
        let mut owner = vec![side as u32; cells];
        let mut pieces = vec![0usize; rules.sides];
        pieces[side] = slots.len();
        for (number, (&cell, &k)) in question.given.iter().zip(&others).enumerate() {
            let (move_no, (r, c)) = (number + 1, cell);
            if !board.contains(cell) {
                return Err(format!("move {move_no} ({r} {c}) is off the board"));
            }
            let i = board.index(cell);
            if time[i] != UNSET {
                let first = question.given.iter().position(|&x| x == cell).unwrap_or(0) + 1;
                return Err(format!(
                    "move {move_no} ({r} {c}) repeats move {first}'s cell"
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
                let s = s + 1;
                return Err(format!(
                    "side {s} cannot have {stand} pieces standing out of {have}"
                ));
            }
            target.push((have - stand) as i64);
        }
        let movable = (0..cells).filter(|&i| time[i] == UNSET).collect();
        Ok(Setup {
            time,
            owner,
            movable,
            slots,
            target,
        })
    }
}
