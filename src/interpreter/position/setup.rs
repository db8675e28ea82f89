//! A position set up: the one a case's map draws, or a fixed board's
//! start with the player and a list of chasers.

use super::layers::{NONE, Position};
use crate::geometry::Board;
use crate::interpreter::lay;
use crate::model::Model;

impl Position {
    /// The position a case's map draws.
    pub fn new(model: &Model, rows: usize, columns: usize, cells: &[u16]) -> Position {
        Position::on(model, Board::new(rows as i32, columns as i32), cells)
    }

    /// The position a case's map draws on `board` (a grid of its bounding
    /// rectangle, [`OFF`](crate::scenario::map::OFF) where a cell is off the board).
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
        // Each cell is laid once and holds one piece at most, so a chaser
        // or a static piece goes on an empty cell.
        let place = |p: &mut Position, cell, k| match k {
            _ if Some(k) == model.player => p.set_player(Some(cell)),
            _ if model.is_chaser(k) => p.lay_chaser(cell, k),
            _ => p.lay_static(cell, k),
        };
        if let Some(blank) = lay::blank(model) {
            lay::pieces(model, cells, blank, |cell, k| place(self, cell, k));
            return;
        }
        let entries = lay::Entries::of(model);
        for (cell, &entry) in cells.iter().enumerate() {
            let (terrain, piece) = entries.get(entry);
            self.terrain[cell] = terrain;
            if let Some(k) = piece {
                place(self, cell, k);
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
}
