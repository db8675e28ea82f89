//! The position of a game: the player, the robots, the debris and which
//! teleport entries are spent (the list itself is shared by the game's
//! positions; see `teleports`).
//!
//! A position carries a [`Stamp`] that names it: every copy gets a stamp of
//! its own and every change a new one, so what the engine worked out for
//! one position (a [`super::Choice`]'s reply) is recognised as belonging to
//! it and never applied to another. The fields are private for that reason:
//! only the engine changes them (`State::edit`), and every change renews
//! the stamp.

use super::hashes::hash_of;
pub use super::hashes::{Stamp, Summary};
use super::snapshot::Snapshot;
use super::table::Offset;
use super::teleports::{Spent, TeleportList};
use crate::geometry::Board;
use std::sync::Arc;

mod compare;
mod drawn;

/// The debris grid's entries besides 0 (nothing): debris; terrain the
/// robots treat as debris (a robot that enters is destroyed or stopped as
/// by debris) but no walk or push enters; terrain nothing enters; terrain
/// that stops a robot's step (it stays) where debris destroys it. Terrain
/// never moves and is not counted, hashed or listed as debris.
pub const DEBRIS: u8 = 1;
pub const FIXED: u8 = 2;
pub const SOLID: u8 = 3;
pub const STOPPING: u8 = 4;

/// A game position, just before the player's move.
#[derive(Debug)]
pub struct State {
    stamp: Stamp,
    player: Offset,
    /// Live robots, in the order they were listed (robots never share a cell).
    robots: Vec<Offset>,
    /// The XOR of the robots' [`super::hashes::robot_hash`]es, kept as they move.
    robots_hash: u64,
    /// One byte per cell: [`DEBRIS`] where debris lies, [`FIXED`] or
    /// [`SOLID`] where terrain does.
    debris: Vec<u8>,
    /// The grid indices of the debris cells, in no order.
    debris_cells: Vec<u32>,
    debris_count: u32,
    /// An order-independent hash of the debris cells, kept as debris is
    /// laid and pushed (see [`debris_hash`]).
    debris_hash: u64,
    /// The game's teleport list, shared by its positions.
    list: Arc<TeleportList>,
    /// Which of its entries are spent.
    spent: Spent,
}

/// Mutable access to a position's parts, lent by [`State::edit`].
pub(crate) struct Edit<'a> {
    pub(crate) player: &'a mut Offset,
    pub(crate) robots: &'a mut Vec<Offset>,
    pub(crate) robots_hash: &'a mut u64,
    pub(crate) debris: &'a mut [u8],
    pub(crate) debris_cells: &'a mut Vec<u32>,
    pub(crate) debris_count: &'a mut u32,
    pub(crate) debris_hash: &'a mut u64,
    pub(crate) list: &'a TeleportList,
    pub(crate) spent: &'a mut Spent,
}

impl Clone for State {
    fn clone(&self) -> Self {
        State {
            stamp: Stamp::fresh(),
            player: self.player,
            robots: self.robots.clone(),
            robots_hash: self.robots_hash,
            debris: self.debris.clone(),
            debris_cells: self.debris_cells.clone(),
            debris_count: self.debris_count,
            debris_hash: self.debris_hash,
            list: Arc::clone(&self.list),
            spent: self.spent.clone(),
        }
    }

    /// A copy into `self`, reusing its buffers: what a search that makes
    /// every move of a position on a copy does without allocating.
    fn clone_from(&mut self, source: &Self) {
        self.stamp = Stamp::fresh();
        self.player = source.player;
        self.robots.clone_from(&source.robots);
        self.robots_hash = source.robots_hash;
        self.debris.clone_from(&source.debris);
        self.debris_cells.clone_from(&source.debris_cells);
        self.debris_count = source.debris_count;
        self.debris_hash = source.debris_hash;
        if !Arc::ptr_eq(&self.list, &source.list) {
            self.list = Arc::clone(&source.list);
        }
        self.spent.clone_from(&source.spent);
    }
}

impl State {
    /// The start of a game: the player on `player`, the robots on
    /// `robots`, no debris, no entry of the list `teleports` spent.
    pub fn new(board: Board, player: Offset, robots: &[Offset], teleports: &[Offset]) -> Self {
        let list = TeleportList::new(teleports, board);
        State {
            stamp: Stamp::fresh(),
            player,
            robots: robots.to_vec(),
            robots_hash: hash_of(board, robots),
            debris: vec![0; board.area()],
            debris_cells: Vec::new(),
            debris_count: 0,
            debris_hash: 0,
            spent: Spent::new(),
            list: Arc::new(list),
        }
    }

    /// Makes this position the start of a game, as [`Self::new`] would,
    /// reusing its buffers: nothing is allocated when they are large
    /// enough, and only the debris cells of the last game are cleared.
    pub fn reset(&mut self, board: Board, player: Offset, robots: &[Offset], teleports: &[Offset]) {
        self.place(board, player, robots);
        match Arc::get_mut(&mut self.list) {
            Some(list) => list.reset(teleports, board),
            None => self.list = Arc::new(TeleportList::new(teleports, board)),
        }
        self.spent.reset();
    }

    /// Makes this position the start of `game`'s game, the player on
    /// `player` and the robots on `robots`, as [`Self::reset`] would but
    /// sharing `game`'s teleport list (let go of it with
    /// [`Self::release_list`]).
    pub(crate) fn restart(
        &mut self,
        board: Board,
        player: Offset,
        robots: &[Offset],
        game: &State,
    ) {
        self.place(board, player, robots);
        if !Arc::ptr_eq(&self.list, &game.list) {
            self.list = Arc::clone(&game.list);
        }
        self.spent.reset();
    }

    /// The player on `player`, the robots on `robots`, no debris.
    fn place(&mut self, board: Board, player: Offset, robots: &[Offset]) {
        self.stamp.renew();
        self.player = player;
        self.robots.clear();
        self.robots.extend_from_slice(robots);
        self.robots_hash = hash_of(board, robots);
        if self.debris.len() == board.area() {
            for &cell in &self.debris_cells {
                self.debris[cell as usize] = 0;
            }
        } else {
            self.debris = vec![0; board.area()];
        }
        self.debris_cells.clear();
        self.debris_count = 0;
        self.debris_hash = 0;
    }

    /// Copies the position into `snapshot`, reusing its buffers.
    pub(crate) fn save(&self, snapshot: &mut Snapshot) {
        snapshot.player = self.player;
        snapshot.robots.clone_from(&self.robots);
        snapshot.robots_hash = self.robots_hash;
        snapshot.debris_cells.clone_from(&self.debris_cells);
        snapshot.debris_hash = self.debris_hash;
        snapshot.spent.clone_from(&self.spent);
    }

    /// Makes this the position `snapshot` saved of a position of the same
    /// game as `game` (whose teleport list it shares).
    pub(crate) fn restore(&mut self, snapshot: &Snapshot, game: &State) {
        self.stamp.renew();
        self.player = snapshot.player;
        self.robots.clone_from(&snapshot.robots);
        self.robots_hash = snapshot.robots_hash;
        if self.debris.len() == game.debris.len() {
            for &cell in &self.debris_cells {
                self.debris[cell as usize] = 0;
            }
        } else {
            self.debris = vec![0; game.debris.len()];
        }
        self.debris_cells.clone_from(&snapshot.debris_cells);
        for &cell in &self.debris_cells {
            self.debris[cell as usize] = 1;
        }
        self.debris_count = self.debris_cells.len() as u32;
        self.debris_hash = snapshot.debris_hash;
        if !Arc::ptr_eq(&self.list, &game.list) {
            self.list = Arc::clone(&game.list);
        }
        self.spent.clone_from(&snapshot.spent);
    }

    /// Lets go of the teleport list shared with another position, so that
    /// the other can reuse it (see [`Self::reset`]).
    pub(crate) fn release_list(&mut self) {
        if Arc::strong_count(&self.list) > 1 {
            self.list = Arc::new(TeleportList::default());
            self.spent.reset();
        }
    }

    /// Which position this is (see [`Stamp`]).
    #[inline(always)]
    pub fn stamp(&self) -> Stamp {
        self.stamp
    }

    #[inline(always)]
    pub fn player(&self) -> Offset {
        self.player
    }

    /// Live robots, in the order they were listed.
    #[inline(always)]
    pub fn robots(&self) -> &[Offset] {
        &self.robots
    }

    /// One byte per cell of the board's grid: [`DEBRIS`] where debris
    /// lies, [`FIXED`] or [`SOLID`] where terrain does, else 0.
    #[inline(always)]
    pub fn debris(&self) -> &[u8] {
        &self.debris
    }

    /// The grid indices of the debris cells, in no order.
    pub fn debris_cells(&self) -> &[u32] {
        &self.debris_cells
    }

    /// How many cells hold debris.
    #[inline(always)]
    pub fn debris_count(&self) -> u32 {
        self.debris_count
    }

    /// The game's teleport list.
    pub fn teleports(&self) -> &TeleportList {
        &self.list
    }

    /// Whether teleport entry `i` is spent.
    pub fn spent(&self, i: usize) -> bool {
        self.spent.is_spent(&self.list, i)
    }

    /// The teleport entries that can be taken, in list order: of each cell
    /// with an entry left, its first (see `teleports`).
    #[inline]
    pub(crate) fn heads(&self) -> impl Iterator<Item = usize> + '_ {
        self.spent.heads(&self.list)
    }

    /// How many cells of the teleport list have an entry left.
    pub(crate) fn head_count(&self) -> usize {
        self.spent.count(&self.list)
    }

    /// Lends the parts for changing; the position gets a new stamp.
    #[inline(always)]
    pub(crate) fn edit(&mut self) -> Edit<'_> {
        self.stamp.renew();
        Edit {
            player: &mut self.player,
            robots: &mut self.robots,
            robots_hash: &mut self.robots_hash,
            debris: &mut self.debris,
            debris_cells: &mut self.debris_cells,
            debris_count: &mut self.debris_count,
            debris_hash: &mut self.debris_hash,
            list: &self.list,
            spent: &mut self.spent,
        }
    }
}
