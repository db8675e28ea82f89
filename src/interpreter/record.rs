//! What one move of a map game did, as the views read it: what was
//! asked, the player's walk, each piece a push moved, what was placed or
//! toggled, each chaser's step and what it met, and what ended the game.
//! Built by [`super::Stepper`]; the plain run builds none of it.

use super::game::Ending;
use crate::model::{KindId, Offset, TerrainId};

/// What a move asked for: an input's move, or the strategy's choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Asked {
    /// A walk by this offset.
    Walk(Offset),
    Stay,
    /// A move by cell (1-based), placing or pressing.
    Cell(i64, i64),
    /// A teleport to this cell (1-based).
    Teleport(Offset),
}

/// Why a move could not be made: the cell and what stands there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// The game has no player to move.
    NoPlayer,
    /// The cell is off the board.
    OffBoard(Offset),
    /// The mover may not enter this terrain at this cell.
    Terrain(Offset, TerrainId),
    /// The mover may not enter the cell this piece stands on.
    Piece(Offset, KindId),
    /// A pushed line of `pushed` would leave the board past this cell.
    PushOffBoard(Offset, KindId),
    /// A pushed line of `pushed` (first) would enter this terrain.
    PushTerrain(Offset, KindId, TerrainId),
    /// A pushed line of `pushed` (first) would enter this piece's cell.
    PushPiece(Offset, KindId, KindId),
    /// The line of `pushed` starting at this cell is longer than `limit`.
    PushTooLong(Offset, KindId, u32),
}

/// An input move that did nothing (the rules skip it), or that the rules
/// refuse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Skip {
    /// The move's place in the input's list, from 0.
    pub token: usize,
    pub asked: Asked,
    pub why: Why,
}

/// A piece moved from a cell to another (1-based cells).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    pub kind: KindId,
    pub from: Offset,
    pub to: Offset,
}

/// What a chaser's step met.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fate {
    /// It entered its cell (or stayed, having no closer one).
    Stepped,
    /// Its step to this cell was stopped by its terrain or piece.
    Stopped(Offset),
    /// Its step to this cell destroyed it (the cell's terrain).
    DestroyedBy(Offset, TerrainId),
    /// It stood alone on this piece, which destroyed it.
    DestroyedOn(KindId),
    /// It met others on its cell; the cell became this kind, if any.
    Met(Option<KindId>),
    /// It reached the player.
    Caught,
}

/// A chaser's step in one pass of the reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChaserStep {
    pub pass: u32,
    pub moved: Moved,
    pub fate: Fate,
}

/// One move of a game, everything it did.
#[derive(Debug, Clone)]
pub struct Record {
    /// The move's number, from 1 (skipped input moves are not counted).
    pub number: u64,
    /// The move's place in the input's list, from 0 (`None`: chosen by
    /// the strategy).
    pub token: Option<usize>,
    pub asked: Asked,
    /// The side that moved, in a game of sides.
    pub side: Option<usize>,
    /// Input moves before this one that did nothing.
    pub skipped: Vec<Skip>,
    /// The player's cells before and after, when it moved.
    pub walked: Option<(Offset, Offset)>,
    /// Pieces a push moved, nearest the player first.
    pub pushed: Vec<Moved>,
    /// Pieces a push destroyed, and where.
    pub crushed: Vec<(KindId, Offset)>,
    /// The piece placed, and where.
    pub placed: Option<(KindId, Offset)>,
    /// The cell pressed.
    pub pressed: Option<Offset>,
    /// Cells an effect toggled: the cell, the kind, and whether it came
    /// (or went).
    pub toggled: Vec<(Offset, KindId, bool)>,
    /// The chasers' steps, pass by pass.
    pub chasers: Vec<ChaserStep>,
    /// How the game ended after this move, if it did.
    pub ending: Option<Ending>,
}

impl Record {
    pub(super) fn new(number: u64, asked: Asked) -> Record {
        Record {
            number,
            token: None,
            asked,
            side: None,
            skipped: Vec::new(),
            walked: None,
            pushed: Vec::new(),
            crushed: Vec::new(),
            placed: None,
            pressed: None,
            toggled: Vec::new(),
            chasers: Vec::new(),
            ending: None,
        }
    }
}
