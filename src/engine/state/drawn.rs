//! A position laid on a board a scenario draws: its terrain goes into the
//! debris grid as entries of their own, which the robots' steps, the
//! player's walks and pushes read where they read debris (see the grid's
//! entries in `state`), and which never move, hash or count as debris.

use super::super::hashes::{debris_hash, hash_of};
#[cfg(doc)]
use super::DEBRIS;
use super::State;
use crate::engine::table::Offset;
use crate::geometry::Board;

impl State {
    /// The start of a game on `board`: the player on `player`, the robots
    /// on `robots`, each grid index's entry as `grid` gives it, debris
    /// ([`DEBRIS`]) exactly on the grid indices `debris`. Robots and the
    /// player stand on cells whose entry is 0.
    pub fn drawn(
        board: Board,
        player: Offset,
        robots: &[Offset],
        grid: &[u8],
        debris: &[usize],
    ) -> State {
        let mut state = State::new(board, player, robots, &[]);
        state.lay(board, grid, debris);
        state
    }

    /// [`Self::drawn`] into this position's buffers.
    pub fn redraw(
        &mut self,
        board: Board,
        player: Offset,
        robots: &[Offset],
        grid: &[u8],
        debris: &[usize],
    ) {
        self.reset(board, player, robots, &[]);
        self.lay(board, grid, debris);
    }

    fn lay(&mut self, board: Board, grid: &[u8], debris: &[usize]) {
        self.stamp.renew();
        self.debris.clear();
        self.debris.extend_from_slice(&grid[..board.area()]);
        for &cell in debris {
            self.debris_cells.push(cell as u32);
            self.debris_hash ^= debris_hash(cell);
        }
        self.debris_count = debris.len() as u32;
        self.robots_hash = hash_of(board, &self.robots);
    }
}
