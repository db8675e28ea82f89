//! A position set up: the one a case's map draws, or a fixed board's
//! start with the player and a list of chasers.

use super::layers::{NONE, Position};
use crate::geometry::{Board, Shape};
use crate::interpreter::lay::Layout;
use crate::model::Model;

impl Position {
    /// The position a case's map draws.
    pub fn new(model: &Model, rows: usize, columns: usize, cells: &[u16]) -> Position {
        Position::on(model, Board::new(rows as i32, columns as i32), cells)
    }

    /// The position a case's map draws on `board` (a grid of its bounding
    /// rectangle, [`OFF`](crate::scenario::map::OFF) where a cell is off the board),
    /// laid the plain way: cell by cell, each piece through its setter
    /// (what [`Position::refill`] is held to).
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
        p.clear(model, board);
        p.terrain.resize(p.rows * p.columns, 0);
        p.statics.resize(p.rows * p.columns, NONE);
        p.chasers.resize(p.rows * p.columns, NONE);
        let layout = Layout::of(model);
        for (cell, &entry) in cells.iter().enumerate() {
            let laid = layout.get(entry);
            p.terrain[cell] = laid.terrain;
            if laid.player {
                p.set_player(Some(cell));
            }
            if laid.chaser != NONE {
                p.set_chaser(cell, laid.chaser);
            }
            if laid.statics != NONE {
                p.set_static(cell, laid.statics);
            }
        }
        p
    }

    /// Everything but the layers made as a new position's on `board`:
    /// no player, no pieces counted, every cell free, no trial.
    pub(super) fn clear(&mut self, model: &Model, board: Board) {
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        // A game with no terrain layer counts on one plain terrain.
        let (kinds, terrains) = (model.kinds.len(), model.terrains.len().max(1));
        (self.rows, self.columns, self.board) = (rows, columns, board);
        self.player = None;
        self.player_kind = model.player.unwrap_or(NONE);
        self.terrains = terrains;
        for (counts, len) in [(&mut self.counts, kinds), (&mut self.on, kinds * terrains)] {
            counts.truncate(len);
            counts.fill(0);
            counts.resize(len, 0);
        }
        self.free = match board.shape() {
            Shape::Rectangle => rows * columns,
            Shape::Hexagon(_) => board.cell_count(),
        };
        self.log.clear();
        self.trials = 0;
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
