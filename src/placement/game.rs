//! One placement game, move by move: whose turn it is, whether a cell may
//! take a piece, what each move cuts off, and the pieces standing. Replays
//! and the check of every re-enacted game run through here.

use super::{Occupied, Rules, Windows};
use crate::geometry::{Board, Offset};

/// What a cell holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cell {
    Free,
    /// A piece of this side stands here.
    Held(usize),
    /// A piece of this side stood here and was cut off with the cell.
    Cut(usize),
}

/// A move that was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    /// The side that moved.
    pub side: usize,
    /// How many cells the move cut off.
    pub cut: usize,
}

/// Why a move cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    OffBoard,
    /// A piece of this side stands there.
    Occupied(usize),
    /// The cell was cut off with a piece of this side on it.
    CutOff(usize),
    /// No free cell is left: the game has ended.
    Over,
}

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    rules: Rules,
    board: Board,
    windows: Windows,
    cells: Vec<Cell>,
    free: usize,
    moves: usize,
    standing: Vec<usize>,
    /// The cells the last move cut off, by grid index.
    cut: Vec<usize>,
    /// Full windows found by the last move.
    full: Vec<usize>,
}

impl Game {
    /// A game on an empty board.
    pub fn new(rules: Rules, board: Board) -> Self {
        let cells: Vec<Cell> = (0..board.area()).map(|_| Cell::Free).collect();
        Game {
            rules,
            board,
            windows: Windows::new(board.rows as usize, board.columns as usize, rules.removal),
            cells,
            free: board.cell_count(),
            moves: 0,
            standing: vec![0; rules.sides],
            cut: Vec::new(),
            full: Vec::new(),
        }
    }

    pub fn board(&self) -> Board {
        self.board
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Moves made so far.
    pub fn moves(&self) -> usize {
        self.moves
    }

    /// Whether the game has ended: no free cell is left.
    pub fn is_over(&self) -> bool {
        self.free == 0
    }

    /// The side to move, or `None` when the game has ended.
    pub fn to_move(&self) -> Option<usize> {
        (!self.is_over()).then(|| self.rules.side_of_move(self.moves))
    }

    /// Each side's pieces standing: the score.
    pub fn standing(&self) -> &[usize] {
        &self.standing
    }

    /// What a cell holds; `None` off the board.
    pub fn cell(&self, cell: Offset) -> Option<Cell> {
        self.board
            .contains(cell)
            .then(|| self.cells[self.board.index(cell)])
    }

    /// The cells the last move cut off.
    pub fn last_cut(&self) -> impl Iterator<Item = Offset> + '_ {
        self.cut.iter().map(|&i| self.board.cell(i))
    }

    /// The side to move places a piece on `cell`; every fully covered
    /// window holding it is then cut off, all at once.
    pub fn place(&mut self, cell: Offset) -> Result<Placed, Refusal> {
        let side = self.to_move().ok_or(Refusal::Over)?;
        if !self.board.contains(cell) {
            return Err(Refusal::OffBoard);
        }
        let i = self.board.index(cell);
        match self.cells[i] {
            Cell::Free => self.free -= 1,
            Cell::Cut(s) => return Err(Refusal::CutOff(s)),
            Cell::Held(s) => match self.rules.onto_occupied {
                Occupied::Refused => return Err(Refusal::Occupied(s)),
                Occupied::Replaces => self.standing[s] -= 1,
            },
        }
        self.cells[i] = Cell::Held(side);
        self.standing[side] += 1;
        self.moves += 1;
        let cut = self.remove(i);
        Ok(Placed { side, cut })
    }

    /// Cuts off the full windows holding cell `i`; how many cells went.
    fn remove(&mut self, i: usize) -> usize {
        let columns = self.windows.columns;
        let (r, c) = (i / columns, i % columns);
        self.full.clear();
        for w in self.windows.each_holding(r, c) {
            if self
                .windows
                .cells(w)
                .all(|j| matches!(self.cells[j], Cell::Held(_)))
            {
                self.full.push(w);
            }
        }
        self.cut.clear();
        for &w in &self.full {
            for j in self.windows.cells(w) {
                if let Cell::Held(s) = self.cells[j] {
                    self.cells[j] = Cell::Cut(s);
                    self.standing[s] -= 1;
                    self.cut.push(j);
                }
            }
        }
        self.cut.len()
    }
}
