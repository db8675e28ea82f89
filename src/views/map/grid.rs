//! A map game's board as the views draw it: each cell's glyph is the one
//! the rules' legend gives its terrain and piece (the map format's own
//! output symbol), inked by what stands there.

use crate::interpreter::Position;
use crate::model::Model;
use crate::views::board::{Grid, Mark};
use crate::views::style::Ink;

/// The piece that shows on `cell`: the player, a chaser or a static piece.
pub(super) fn piece_at(model: &Model, pos: &Position, cell: usize) -> Option<u8> {
    const NONE: u8 = u8::MAX;
    if pos.player() == Some(cell) {
        model.player
    } else if pos.chaser_at(cell) != NONE {
        Some(pos.chaser_at(cell))
    } else if pos.static_at(cell) != NONE {
        Some(pos.static_at(cell))
    } else {
        None
    }
}

/// The ink of a glyph: the player's, a chaser's, another piece's; the
/// first terrain (the plain floor) dim, other terrain plain.
pub(super) fn ink(model: &Model, terrain: u8, piece: Option<u8>, lost: bool) -> Ink {
    match piece {
        _ if lost => Ink::Robot,
        Some(k) if Some(k) == model.player => Ink::Player,
        Some(k) if model.is_chaser(k) => Ink::Robot,
        Some(_) => Ink::Debris,
        None if terrain == 0 => Ink::Dim,
        None => Ink::Plain,
    }
}

/// The board of `pos` (`lost`: the player's cell shows the lost mark).
pub(super) fn grid(model: &Model, pos: &Position, lost: bool) -> Grid {
    let board = pos.board();
    Grid::whole(board, |(r, c)| {
        let cell = board.index((r, c));
        let piece = piece_at(model, pos, cell);
        let lost_here = lost && pos.player() == Some(cell);
        let terrain = pos.terrain(cell);
        let glyph = model.legend.show(terrain, piece, lost_here);
        Mark::new(glyph, ink(model, terrain, piece, lost_here))
    })
}

/// What each symbol of the legend means, in the rules' words: `box on
/// goal`, `wall`, `player when lost`. Kept for the whole run (the views'
/// legends are static text).
pub(super) fn legend(model: &Model) -> Vec<(Mark, &'static str)> {
    model
        .legend
        .entries
        .iter()
        .map(|e| {
            let terrain = model.terrains.get(e.terrain as usize).map(String::as_str);
            let kind = |k: u8| {
                let kind = &model.kinds[k as usize];
                match kind.side.and_then(|s| model.sides.get(s)) {
                    Some(side) => format!("{} of {side}", kind.name),
                    None => kind.name.clone(),
                }
            };
            let name = match (e.piece, terrain) {
                (Some(k), _) if e.when_lost => format!("{} when lost", kind(k)),
                (Some(k), Some(t)) if model.terrains.len() > 1 => format!("{} on {t}", kind(k)),
                (Some(k), _) => kind(k),
                (None, Some(t)) => t.to_string(),
                (None, None) => "empty".to_string(),
            };
            let mark = Mark::new(e.symbol, ink(model, e.terrain, e.piece, e.when_lost));
            let name: &'static str = Box::leak(name.into_boxed_str());
            (mark, name)
        })
        .collect()
}
