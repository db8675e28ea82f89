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
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        let area = rows * columns;
        let kinds = model.kinds.len();
        let mut p = Position {
            rows,
            columns,
            board,
            terrain: vec![0; area],
            statics: vec![NONE; area],
            chasers: vec![NONE; area],
            player: None,
            player_kind: model.player.unwrap_or(NONE),
            // A game with no terrain layer counts on one plain terrain.
            terrains: model.terrains.len().max(1),
            counts: vec![0; kinds],
            on: vec![0; kinds * model.terrains.len().max(1)],
            free: board.cell_count(),
            log: Vec::new(),
            trials: 0,
        };
        let place = |p: &mut Position, cell, k| match k {
            _ if Some(k) == model.player => p.set_player(Some(cell)),
            _ if model.is_chaser(k) => p.set_chaser(cell, k),
            _ => p.set_static(cell, k),
        };
        if let Some(blank) = lay::blank(model) {
            lay::pieces(model, cells, blank, |cell, k| place(&mut p, cell, k));
            return p;
        }
        let entries = lay::Entries::of(model);
        for (cell, &entry) in cells.iter().enumerate() {
            let (terrain, piece) = entries.get(entry);
            p.terrain[cell] = terrain;
            if let Some(k) = piece {
                place(&mut p, cell, k);
            }
        }
        p
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
