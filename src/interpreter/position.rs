//! A position of a map game: the terrain layer, the static pieces, the
//! chasers and the player, with counts kept up to date (pieces of each
//! kind, of each kind on each terrain, free cells) so that end conditions
//! and keys never scan the board. Every change goes through a setter that
//! logs it, so a candidate move can be tried and undone, and a trial can be
//! nested in another (the safe-neighbours key tries walks after a
//! candidate): undoing to a mark takes back the changes since it, newest
//! first.

use crate::geometry::Board;
use crate::model::{KindId, Model};
use crate::scenario::map::OFF;

/// No piece on a cell.
pub(crate) const NONE: u8 = u8::MAX;

/// One logged change: the cell and what it held before (the player's
/// cell before).
#[derive(Debug, Clone, Copy)]
pub(super) enum Change {
    Static(usize, u8),
    Chaser(usize, u8),
    Player(Option<usize>),
}

/// A position.
#[derive(Debug, Clone)]
pub struct Position {
    pub rows: usize,
    pub columns: usize,
    /// The board's shape: a hexagon's corners of the grid are off it.
    board: Board,
    terrain: Vec<u8>,
    statics: Vec<u8>,
    chasers: Vec<u8>,
    player: Option<usize>,
    /// The player's kind, for the counts.
    player_kind: u8,
    terrains: usize,
    counts: Vec<u32>,
    on: Vec<u32>,
    free: usize,
    log: Vec<Change>,
    /// Trials under way: changes are logged while one is.
    trials: usize,
}

impl Position {
    /// The position a case's map draws.
    pub fn new(model: &Model, rows: usize, columns: usize, cells: &[u16]) -> Position {
        Position::on(model, Board::new(rows as i32, columns as i32), cells)
    }

    /// The position a case's map draws on `board` (a grid of its bounding
    /// rectangle, [`OFF`] where a cell is off the board).
    pub fn on(model: &Model, board: Board, cells: &[u16]) -> Position {
        let mut p = Position {
            rows: 0,
            columns: 0,
            board,
            terrain: Vec::new(),
            statics: Vec::new(),
            chasers: Vec::new(),
            player: None,
            player_kind: NONE,
            terrains: 1,
            counts: Vec::new(),
            on: Vec::new(),
            free: 0,
            log: Vec::new(),
            trials: 0,
        };
        p.refill(model, board, cells);
        p
    }

    /// [`Position::on`] in this position's buffers (a position of an
    /// earlier case), which allocates nothing once they are large enough.
    pub fn refill(&mut self, model: &Model, board: Board, cells: &[u16]) {
        fn fill<T: Copy>(layer: &mut Vec<T>, len: usize, value: T) {
            layer.clear();
            layer.resize(len, value);
        }
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        let area = rows * columns;
        // A game with no terrain layer counts on one plain terrain.
        let (kinds, terrains) = (model.kinds.len(), model.terrains.len().max(1));
        (self.rows, self.columns, self.board) = (rows, columns, board);
        fill(&mut self.terrain, area, 0);
        fill(&mut self.statics, area, NONE);
        fill(&mut self.chasers, area, NONE);
        self.player = None;
        self.player_kind = model.player.unwrap_or(NONE);
        self.terrains = terrains;
        fill(&mut self.counts, kinds, 0);
        fill(&mut self.on, kinds * terrains, 0);
        self.free = board.cell_count();
        self.log.clear();
        self.trials = 0;
        for (cell, &entry) in cells.iter().enumerate() {
            if entry == OFF {
                continue;
            }
            let e = &model.legend.entries[entry as usize];
            self.terrain[cell] = e.terrain;
            match e.piece {
                Some(k) if Some(k) == model.player => self.set_player(Some(cell)),
                Some(k) if model.is_chaser(k) => self.set_chaser(cell, k),
                Some(k) => self.set_static(cell, k),
                None => {}
            }
        }
    }

    /// The position a fixed board starts from: the player on `start`, a
    /// chaser of the first chaser kind on each of `chasers` (1-based
    /// cells on the board).
    pub fn fixed(
        model: &Model,
        board: crate::geometry::Board,
        start: (i32, i32),
        chasers: &[(i32, i32)],
    ) -> Position {
        let mut p = Position::on(model, board, &[]);
        p.set_player(Some(board.index(start)));
        if let Some(kind) = model.chasers.first().map(|c| c.kind) {
            for &cell in chasers {
                p.set_chaser(board.index(cell), kind);
            }
        }
        p
    }

    /// The cell named `(row, column)` (1-based), if on the board.
    pub fn cell(&self, (r, c): (i32, i32)) -> Option<usize> {
        let inside = r >= 1 && c >= 1 && r as usize <= self.rows && c as usize <= self.columns;
        (inside && self.board.contains((r, c)))
            .then(|| (r as usize - 1) * self.columns + c as usize - 1)
    }

    pub fn terrain(&self, cell: usize) -> u8 {
        self.terrain[cell]
    }
    pub fn static_at(&self, cell: usize) -> u8 {
        self.statics[cell]
    }
    pub fn chaser_at(&self, cell: usize) -> u8 {
        self.chasers[cell]
    }
    pub fn player(&self) -> Option<usize> {
        self.player
    }
    /// The terrain, static and chaser layers, cell by cell.
    pub(super) fn layers(&self) -> (&[u8], &[u8], &[u8]) {
        (&self.terrain, &self.statics, &self.chasers)
    }
    /// Pieces of a kind on the board.
    pub fn count(&self, kind: KindId) -> u32 {
        self.counts[kind as usize]
    }
    /// Pieces of a kind standing on a terrain.
    pub fn count_on(&self, kind: KindId, terrain: u8) -> u32 {
        self.on[kind as usize * self.terrains + terrain as usize]
    }
    /// Cells with no piece.
    pub fn free(&self) -> usize {
        self.free
    }

    /// The cell moved by an offset, if on the board.
    pub fn step(&self, cell: usize, d: (i32, i32)) -> Option<usize> {
        self.step_from(self.coords(cell), d)
    }

    /// 0-based `(row, column)` of a cell.
    #[inline]
    pub fn coords(&self, cell: usize) -> (i64, i64) {
        // The board divides by a multiplication (see `Board::cell`).
        let (r, c) = self.board.cell(cell);
        (i64::from(r - 1), i64::from(c - 1))
    }

    /// The cell at 0-based `(r, c)` moved by an offset, if on the board
    /// (for many steps from one cell, which then pays one division).
    pub fn step_from(&self, (r, c): (i64, i64), (dr, dc): (i32, i32)) -> Option<usize> {
        let (r, c) = (r + dr as i64, c + dc as i64);
        (r >= 0 && c >= 0 && (r as usize) < self.rows && (c as usize) < self.columns)
            .then(|| r as usize * self.columns + c as usize)
            .filter(|_| self.board.contains((r as i32 + 1, c as i32 + 1)))
    }

    /// The board's shape and size.
    pub fn board(&self) -> Board {
        self.board
    }

    /// 1-based `(row, column)`.
    pub fn cell_name(&self, cell: usize) -> (i64, i64) {
        (
            (cell / self.columns) as i64 + 1,
            (cell % self.columns) as i64 + 1,
        )
    }

    fn tally(&mut self, cell: usize, kind: u8, add: bool) {
        if kind == NONE {
            return;
        }
        let t = self.terrain[cell] as usize;
        let (count, on) = (
            &mut self.counts[kind as usize],
            &mut self.on[kind as usize * self.terrains + t],
        );
        if add {
            *count += 1;
            *on += 1;
        } else {
            *count -= 1;
            *on -= 1;
        }
    }

    pub fn set_static(&mut self, cell: usize, kind: u8) {
        if self.trials > 0 {
            self.log.push(Change::Static(cell, self.statics[cell]));
        }
        self.put_static(cell, kind);
    }

    fn put_static(&mut self, cell: usize, kind: u8) {
        let old = self.statics[cell];
        let others = self.chasers[cell] != NONE || self.player == Some(cell);
        self.replace(cell, old, kind, others);
        self.statics[cell] = kind;
    }

    pub fn set_chaser(&mut self, cell: usize, kind: u8) {
        if self.trials > 0 {
            self.log.push(Change::Chaser(cell, self.chasers[cell]));
        }
        self.put_chaser(cell, kind);
    }

    fn put_chaser(&mut self, cell: usize, kind: u8) {
        let old = self.chasers[cell];
        let others = self.statics[cell] != NONE || self.player == Some(cell);
        self.replace(cell, old, kind, others);
        self.chasers[cell] = kind;
    }

    /// The counts kept for a layer's piece on `cell` going from `old` to
    /// `new` (either `NONE`), `others` telling whether another layer
    /// holds a piece there (the cell is then not free either way).
    #[inline]
    fn replace(&mut self, cell: usize, old: u8, new: u8, others: bool) {
        if old == new {
            return;
        }
        self.tally(cell, old, false);
        self.tally(cell, new, true);
        if !others {
            if old == NONE {
                self.free -= 1;
            } else if new == NONE {
                self.free += 1;
            }
        }
    }

    pub fn set_player(&mut self, to: Option<usize>) {
        if self.trials > 0 {
            self.log.push(Change::Player(self.player));
        }
        self.put_player(to);
    }

    fn put_player(&mut self, to: Option<usize>) {
        let kind = self.player_kind;
        if let Some(from) = self.player.take() {
            self.tally(from, kind, false);
            if self.statics[from] == NONE && self.chasers[from] == NONE {
                self.free += 1;
            }
        }
        if let Some(to) = to {
            if self.statics[to] == NONE && self.chasers[to] == NONE {
                self.free -= 1;
            }
            self.player = Some(to);
            self.tally(to, kind, true);
        }
    }

    /// Starts a trial: the mark to undo to.
    pub fn begin(&mut self) -> usize {
        self.trials += 1;
        self.log.len()
    }

    /// Undoes every change since `mark` (from [`Position::begin`]), and
    /// ends that trial.
    pub fn undo(&mut self, mark: usize) {
        while self.log.len() > mark {
            match self.log.pop() {
                Some(Change::Static(cell, kind)) => self.put_static(cell, kind),
                Some(Change::Chaser(cell, kind)) => self.put_chaser(cell, kind),
                Some(Change::Player(at)) => self.put_player(at),
                None => {}
            }
        }
        self.trials -= 1;
    }

    /// The changes since `mark` (from [`Position::begin`]), oldest first.
    pub(super) fn changes(&self, mark: usize) -> &[Change] {
        &self.log[mark..]
    }

    /// Ends the trial begun at `mark` keeping its changes (forgotten
    /// once no trial is under way).
    pub(super) fn keep(&mut self, mark: usize) {
        debug_assert!(self.log.len() >= mark);
        self.trials -= 1;
        if self.trials == 0 {
            self.log.clear();
        }
    }
}
