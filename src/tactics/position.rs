//! Where a data set's units stand, move after move: the map's terrain, each
//! cell's occupant, each unit's kind, side and cell.

use crate::geometry::{Board, Offset};
use crate::scenario::tactics::{DataSet, Unit};

/// An empty cell in [`Position::occupant`].
pub const EMPTY: u32 = u32::MAX;

/// The state of one data set.
#[derive(Debug, Clone)]
pub struct Position {
    pub board: Board,
    /// Per grid index: the terrain kind.
    pub terrain: Vec<u16>,
    /// Per grid index: the unit there, or [`EMPTY`].
    pub occupant: Vec<u32>,
    pub units: Vec<Unit>,
}

impl Position {
    /// The position a data set starts from. The reader has checked that
    /// every unit stands on its own cell of the board.
    pub fn new(board: Board, set: &DataSet) -> Self {
        let mut occupant = vec![EMPTY; board.area()];
        for (k, unit) in set.units.iter().enumerate() {
            occupant[board.index(unit.cell)] = k as u32;
        }
        Position {
            board,
            terrain: set.terrain.clone(),
            occupant,
            units: set.units.clone(),
        }
    }

    /// The unit on an on-board cell.
    pub fn unit_at(&self, cell: Offset) -> Option<usize> {
        match self.occupant[self.board.index(cell)] {
            EMPTY => None,
            k => Some(k as usize),
        }
    }

    /// Moves the unit on `from` to `to` (both on the board, `to` empty).
    pub fn apply(&mut self, from: Offset, to: Offset) {
        let (a, b) = (self.board.index(from), self.board.index(to));
        let k = self.occupant[a];
        self.occupant[a] = EMPTY;
        self.occupant[b] = k;
        if let Some(unit) = self.units.get_mut(k as usize) {
            unit.cell = to;
        }
    }
}
