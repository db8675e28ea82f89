//! Finding two robots of one case on one cell, whatever the board's size
//! and the case's robot count: a stamped grid on boards up to
//! [`GRID_LIMIT`] cells, a scan for cases of a few robots, a map otherwise.

use crate::geometry::{Board, Offset};
use std::collections::HashMap;

/// Cases with at most this many robots look for shared cells by a scan.
const SCAN_LIMIT: usize = 64;

/// Boards of at most this many cells find shared cells on a grid.
const GRID_LIMIT: usize = 1 << 16;

/// Where each robot of the case being read stands, with its line.
#[derive(Debug)]
pub(crate) struct Taken {
    board: Board,
    taken: Vec<(Offset, usize)>,
    taken_map: HashMap<Offset, usize>,
    /// On boards of at most [`GRID_LIMIT`] cells: per cell, the case that
    /// last put a robot there and the robot's line.
    taken_grid: Vec<(u32, usize)>,
    /// Cases started, the stamp of `taken_grid`.
    cases: u32,
}

impl Taken {
    pub(crate) fn new(board: Board) -> Self {
        Taken {
            board,
            taken: Vec::new(),
            taken_map: HashMap::new(),
            taken_grid: if board.area() <= GRID_LIMIT {
                vec![(0, 0); board.area()]
            } else {
                Vec::new()
            },
            cases: 0,
        }
    }

    /// Forgets the last case's robots.
    pub(crate) fn next_case(&mut self) {
        self.taken.clear();
        self.taken_map.clear();
        self.cases += 1;
        if self.cases == u32::MAX {
            self.taken_grid.fill((0, 0));
            self.cases = 1;
        }
    }

    /// Records a robot's cell, read on line `number` of a case of `robots`
    /// robots; the line of an earlier robot on it, if any.
    #[inline(always)]
    pub(crate) fn already(&mut self, cell: Offset, number: usize, robots: i64) -> Option<usize> {
        if self.taken_grid.is_empty() {
            return self.already_listed(cell, number, robots);
        }
        let slot = &mut self.taken_grid[self.board.index(cell)];
        if slot.0 == self.cases {
            return Some(slot.1);
        }
        *slot = (self.cases, number);
        None
    }

    /// [`Taken::already`] on a board too large for the grid.
    #[inline(never)]
    fn already_listed(&mut self, cell: Offset, number: usize, robots: i64) -> Option<usize> {
        if robots as usize <= SCAN_LIMIT {
            let first = self.taken.iter().find(|(c, _)| *c == cell).map(|&(_, n)| n);
            if first.is_none() {
                self.taken.push((cell, number));
            }
            first
        } else {
            let first = self.taken_map.get(&cell).copied();
            self.taken_map.entry(cell).or_insert(number);
            first
        }
    }
}
