//! The compiled rules of a tactics game (Janken Tactics and its variants):
//! plain data, filled by the checker from a rules file. Each field names
//! the statement that sets it.

use crate::geometry::{Board, CellNames, Offset};
use crate::model::Outcome;
use crate::terrain::Terrain;

/// A kind of unit: `G guardian` in the `units:` block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnitKind {
    /// The letter scenarios write for it.
    pub symbol: char,
    pub name: String,
}

/// A tactics game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Table {
    /// `game "Janken Tactics"`
    pub name: String,
    /// `board hexagon 5 cells a side` (or `board 9 rows x 9 columns`)
    pub board: Board,
    /// `cells named row letter, column number`
    pub cells: CellNames,
    /// The `terrain:` block: each kind's map letter and name.
    pub terrain: Terrain,
    /// `unit into woods: costs 2`, one rule per terrain kind, in the order
    /// of `terrain.kinds`.
    pub terrain_entry: Vec<Outcome>,
    /// `sides: first, second`: the scenario's unit lists, in this order.
    pub sides: Vec<String>,
    /// The `units:` block.
    pub kinds: Vec<UnitKind>,
    /// `guardian beats swordsman`: `beats[a][b]` when kind `a` beats `b`.
    pub beats: Vec<Vec<bool>>,
    /// `units step hex`: the moves of one step; "next to" means one of
    /// these steps away.
    pub steps: Vec<Offset>,
    /// `units have 10 points a move`: fresh for every move.
    pub points: u32,
    /// `unit into ally: pass through`
    pub into_ally: Outcome,
    /// `unit into enemy: blocked`
    pub into_enemy: Outcome,
    /// `unit next to enemy that beats it: ends the move` ([`Outcome::Move`]
    /// when the rules say nothing).
    pub next_to_stronger: Outcome,
    /// `unit next to enemy: ...` for any enemy ([`Outcome::Move`] when the
    /// rules say nothing).
    pub next_to_enemy: Outcome,
}
