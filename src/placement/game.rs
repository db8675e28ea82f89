//! One placement game, move by move: whose turn it is, whether a cell may
//! take a piece, what each move cuts off, and the pieces standing. Replays
//! and the check of every re-enacted game run through here.

use super::rules::{Occupied, Rules};
use super::shapes::Shapes;
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
    windows: Shapes,
    /// Per cell: [`FREE`], or the side's number plus 1, with [`CUT`] set
    /// once the cell is cut off.
    cells: Vec<u32>,
    free: usize,
    moves: usize,
    standing: Vec<usize>,
    /// The cells the last move cut off, by grid index.
    cut: Vec<usize>,
    /// Full windows found by the last move, by number.
    full: Vec<usize>,
    /// The cell of the last move, by grid index.
    last: usize,
}

const FREE: u32 = 0;
const CUT: u32 = 1 << 31;

impl Game {
    /// A game on an empty board.
    pub fn new(rules: Rules, board: Board) -> Self {
        Game {
            rules,
            board,
            windows: Shapes::new(board.rows as usize, board.columns as usize, &rules.shapes()),
            cells: vec![FREE; board.area()],
            free: board.cell_count(),
            moves: 0,
            standing: vec![0; rules.sides],
            cut: Vec::new(),
            full: Vec::new(),
            last: 0,
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

    /// How many cells are free: no piece was placed there.
    pub fn free_cells(&self) -> usize {
        self.free
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
            .then(|| decode(self.cells[self.board.index(cell)]))
    }

    /// The cell of the last move; `None` before the first.
    pub fn last_placed(&self) -> Option<Offset> {
        (self.moves > 0).then(|| self.board.cell(self.last))
    }

    /// The cells the last move cut off.
    pub fn last_cut(&self) -> impl Iterator<Item = Offset> + '_ {
        self.cut.iter().map(|&i| self.board.cell(i))
    }

    /// The full windows the last move found, each as its top left cell
    /// and its `(rows, columns)`: the cells it cut off are their union.
    pub fn last_full(&self) -> impl Iterator<Item = (Offset, (usize, usize))> + '_ {
        self.full.iter().map(|&w| {
            let ((r, c), size) = self.windows.place(w);
            ((r as i32 + 1, c as i32 + 1), size)
        })
    }

    /// The side to move places a piece on `cell`; every fully covered
    /// window holding it is then cut off, all at once.
    pub fn place(&mut self, cell: Offset) -> Result<Placed, Refusal> {
        let side = self.to_move().ok_or(Refusal::Over)?;
        if !self.board.contains(cell) {
            return Err(Refusal::OffBoard);
        }
        let i = self.board.index(cell);
        match decode(self.cells[i]) {
            Cell::Free => self.free -= 1,
            Cell::Cut(s) => return Err(Refusal::CutOff(s)),
            Cell::Held(s) => match self.rules.onto_occupied {
                Occupied::Refused => return Err(Refusal::Occupied(s)),
                Occupied::Replaces => self.standing[s] -= 1,
            },
        }
        self.cells[i] = side as u32 + 1;
        self.standing[side] += 1;
        self.moves += 1;
        self.last = i;
        let cut = self.remove(i);
        Ok(Placed { side, cut })
    }

    /// Cuts off the full windows holding cell `i`; how many cells went.
    fn remove(&mut self, i: usize) -> usize {
        let columns = self.windows.columns;
        let (r, c) = (i / columns, i % columns);
        self.full.clear();
        if self.windows.blocks() {
            self.full_blocks(r, c);
        } else {
            self.full_windows(r, c);
        }
        self.cut.clear();
        let full = std::mem::take(&mut self.full);
        for &w in &full {
            for j in self.windows.cells(w) {
                let code = self.cells[j];
                if held(code) {
                    self.cells[j] = code | CUT;
                    self.standing[(code - 1) as usize] -= 1;
                    self.cut.push(j);
                }
            }
        }
        self.full = full;
        self.cut.len()
    }

    /// The full windows holding cell `(r, c)`, into `self.full`.
    fn full_windows(&mut self, r: usize, c: usize) {
        let windows = &self.windows;
        let cells = &self.cells;
        self.full.extend(
            windows
                .each_holding(r, c)
                .filter(|&w| windows.cells(w).all(|j| held(cells[j]))),
        );
    }

    /// [`Self::full_windows`] for 2 x 2 windows, the common size: the four
    /// blocks around `(r, c)` from its eight neighbours, each read once.
    fn full_blocks(&mut self, r: usize, c: usize) {
        let blocks = self.windows.sizes[0];
        let (rows, columns, across) = (blocks.rows, blocks.columns, blocks.across);
        // Neighbours by offsets shifted by one, so that -1 wraps off the board.
        let at = |dr: usize, dc: usize| {
            let (rr, cc) = ((r + dr).wrapping_sub(1), (c + dc).wrapping_sub(1));
            rr < rows && cc < columns && held(self.cells[rr * columns + cc])
        };
        let (up, down, left, right) = (at(0, 1), at(2, 1), at(1, 0), at(1, 2));
        let corners = [
            (
                at(0, 0) && up && left,
                (r.wrapping_sub(1), c.wrapping_sub(1)),
            ),
            (at(0, 2) && up && right, (r.wrapping_sub(1), c)),
            (at(2, 0) && down && left, (r, c.wrapping_sub(1))),
            (at(2, 2) && down && right, (r, c)),
        ];
        for (full, (top, left)) in corners {
            if full {
                self.full.push(top * across + left);
            }
        }
    }
}

/// Whether a cell's code is a piece standing.
fn held(code: u32) -> bool {
    code != FREE && code & CUT == 0
}

/// A cell's code as a [`Cell`].
fn decode(code: u32) -> Cell {
    match code {
        FREE => Cell::Free,
        _ if code & CUT != 0 => Cell::Cut(((code & !CUT) - 1) as usize),
        _ => Cell::Held((code - 1) as usize),
    }
}
