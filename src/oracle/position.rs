//! A position as the rules language states it: the player's cell, the
//! robots, the cells holding debris and the spent teleport entries. Plain
//! collections, no grids: this is the reference, not the fast path.

use crate::engine::table::Offset;
use std::collections::BTreeSet;

/// A game position, just before the player's move.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub player: Offset,
    /// The robots' cells, in the order the scenario listed them (the
    /// survivors of each reply keep their order).
    pub robots: Vec<Offset>,
    pub debris: BTreeSet<Offset>,
    /// Per teleport entry: taken and, under `each entry once`, spent.
    pub spent: Vec<bool>,
}

impl Position {
    /// The start of a game: the player on `start`, the robots on their
    /// cells, no debris, no entry of a list of `teleports` spent.
    pub fn start(start: Offset, robots: &[Offset], teleports: usize) -> Self {
        Position {
            player: start,
            robots: robots.to_vec(),
            debris: BTreeSet::new(),
            spent: vec![false; teleports],
        }
    }

    pub fn robot_at(&self, cell: Offset) -> bool {
        self.robots.contains(&cell)
    }

    pub fn debris_at(&self, cell: Offset) -> bool {
        self.debris.contains(&cell)
    }

    /// The position as a set: robots sorted, as the end checks compare
    /// positions ("the set of robot cells").
    pub fn as_set(&self) -> Position {
        let mut set = self.clone();
        set.robots.sort_unstable();
        set
    }
}

/// `cell + offset`.
pub(crate) fn add((r, c): Offset, (dr, dc): Offset) -> Offset {
    (r + dr, c + dc)
}
