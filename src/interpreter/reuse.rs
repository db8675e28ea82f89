//! What one game leaves for the next: its position's layers, its list of
//! chasers, its lines at the start and the strategy's scratch room. A run
//! plays case after case with one [`Leftovers`], so that once the buffers
//! have grown to the largest board a case allocates nothing.

use super::choose::Scratch;
use super::position::Position;
use crate::geometry::Board;
use crate::model::Model;

/// Buffers kept from case to case; empty at first.
#[derive(Debug, Default)]
pub struct Leftovers {
    position: Option<Position>,
    chasers: Vec<usize>,
    lined: Vec<bool>,
    scratch: Scratch,
}

impl Leftovers {
    /// Keeps a position whose game is over (its case written) for the
    /// next case.
    pub fn keep(&mut self, position: Position) {
        self.position = Some(position);
    }

    /// The position a case's map draws, in the kept position's buffers
    /// when there is one.
    pub(super) fn position(&mut self, model: &Model, board: Board, cells: &[u16]) -> Position {
        match self.position.take() {
            Some(mut pos) => {
                pos.refill(model, board, cells);
                pos
            }
            None => Position::on(model, board, cells),
        }
    }

    /// The game's lists, as the last game left them.
    pub(super) fn take_lists(&mut self) -> (Vec<usize>, Vec<bool>, Scratch) {
        (
            std::mem::take(&mut self.chasers),
            std::mem::take(&mut self.lined),
            std::mem::take(&mut self.scratch),
        )
    }

    /// Keeps a game's lists for the next.
    pub(super) fn keep_lists(&mut self, chasers: Vec<usize>, lined: Vec<bool>, scratch: Scratch) {
        (self.chasers, self.lined, self.scratch) = (chasers, lined, scratch);
    }
}
