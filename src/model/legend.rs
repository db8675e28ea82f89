//! The legend: each map symbol and what it puts on a cell (a terrain, a
//! piece on a terrain), or a class of symbols that each name one piece of
//! a kind; read by the formats and printed back by them.

use super::ids::{KindId, TerrainId};

/// One symbol of the map.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub symbol: char,
    pub terrain: TerrainId,
    pub piece: Option<KindId>,
    /// Shown only in output, on the player's cell when the game is lost.
    pub when_lost: bool,
}

/// A class of symbols a map writes for a kind of piece, each symbol one
/// piece named by it (`lower-case letter robot`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Letters {
    /// `lower-case letter`: `a` to `z`.
    LowerCase,
    /// `upper-case letter`: `A` to `Z`.
    UpperCase,
    /// This one letter (`G guardian`): a scenario names the kind by it.
    One(char),
}

impl Letters {
    pub fn holds(self, c: char) -> bool {
        match self {
            Letters::LowerCase => c.is_ascii_lowercase(),
            Letters::UpperCase => c.is_ascii_uppercase(),
            Letters::One(l) => c == l,
        }
    }
}

/// Every symbol of a game's map.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Legend {
    pub entries: Vec<Entry>,
    /// Kinds whose pieces a whole class of symbols names, each piece by
    /// its own symbol.
    pub classes: Vec<(Letters, KindId)>,
}

impl Legend {
    /// What a symbol of the input puts on its cell (output-only symbols
    /// are not read).
    pub fn read(&self, symbol: char) -> Option<&Entry> {
        self.entries
            .iter()
            .find(|e| e.symbol == symbol && !e.when_lost)
    }

    /// The symbol that shows a cell: its terrain and piece, or the lost
    /// player's mark. A pair no line names shows the piece's first symbol,
    /// or the terrain's.
    pub fn show(&self, terrain: TerrainId, piece: Option<KindId>, lost: bool) -> char {
        let exact = |e: &&Entry| e.terrain == terrain && e.piece == piece && e.when_lost == lost;
        if let Some(e) = self.entries.iter().find(exact) {
            return e.symbol;
        }
        let any_terrain = |e: &&Entry| e.piece == piece && e.when_lost == lost;
        if let Some(e) = self.entries.iter().find(any_terrain) {
            return e.symbol;
        }
        let plain = |e: &&Entry| e.piece == piece && !e.when_lost;
        if let Some(e) = self.entries.iter().find(plain) {
            return e.symbol;
        }
        '?'
    }
}
