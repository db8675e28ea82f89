//! A kind of game made up for the tests of the views over frames: a
//! piece `@` on a board of 2 rows and 3 columns makes two moves; each
//! case is a number saying how its second move and its result go.

use crate::geometry::{Board, Offset};
use crate::run::{Cases, Failure};
use crate::views::board::{Grid, Mark};
use crate::views::explained::Explained;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};
use serde_json::json;

pub(crate) const PIECE: Mark = Mark::new('@', Ink::Player);
pub(crate) const WALL: Mark = Mark::new('#', Ink::Plain);

/// The game: case 1 walks (1,1) -> (1,2) -> (2,2) and wins; case 2 ends
/// its second move on (2,3) instead, and wins; case 3 makes case 1's
/// moves and loses.
pub(crate) struct Toy;

fn frame(at: Offset, note: &str) -> Frame {
    let mut grid = Grid::new(Board::new(2, 3));
    grid.mark((2, 1), WALL);
    grid.mark(at, PIECE);
    Frame::new(vec![note.to_string()], grid, at)
}

impl Traced for Toy {
    type Case = u32;

    fn legend(&self) -> Vec<(Mark, &'static str)> {
        vec![(PIECE, "piece"), (WALL, "wall")]
    }

    fn trace(
        &mut self,
        _number: usize,
        case: &u32,
        moves: Moves,
        _paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String> {
        let second = if *case == 2 { (2, 3) } else { (2, 2) };
        let mut frames = vec![frame((1, 1), "the start")];
        let mut one = frame((1, 2), "Move 1: east to (1,2)");
        one.path = vec![(1, 1), (1, 2)];
        one.log = json!({"move": 1, "to": [1, 2]});
        frames.push(one);
        let mut two = frame(second, "Move 2: south");
        two.steps = vec![((1, 2), second)];
        two.touched = vec![(1, 3)];
        two.log = json!({"move": 2, "to": [second.0, second.1]});
        frames.push(two);
        for (m, f) in frames.into_iter().enumerate() {
            if moves.contains(m as u32) {
                show(m as u32, f)?;
            }
        }
        Ok(if *case == 3 {
            "Lost after 2 moves.\n".to_string()
        } else {
            "Won after 2 moves.\n".to_string()
        })
    }
}

impl Explained for Toy {
    fn explain(
        &mut self,
        _number: usize,
        _case: &u32,
        _mv: Option<u32>,
        _paint: Paint,
    ) -> miette::Result<String> {
        Ok(String::new())
    }
}

/// Cases given as a list.
pub(crate) struct Listed(pub(crate) std::vec::IntoIter<u32>);

impl Cases for Listed {
    type Case = u32;
    type Error = Failure;

    fn next_case(&mut self) -> Result<Option<u32>, Failure> {
        Ok(self.0.next())
    }

    fn footprint(_case: &u32) -> usize {
        4
    }
}

pub(crate) fn cases(list: &[u32]) -> Listed {
    Listed(Vec::from(list).into_iter())
}
