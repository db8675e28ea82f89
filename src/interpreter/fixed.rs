//! A game on the rules' own board (a pursuit: `board 31 rows x 31
//! columns`, `player starts at (15, 15)`), from a scenario's chasers and
//! teleport list rather than a drawn map.

use super::game::{Game, Outcome};
use super::position::Position;
use super::table::{Rules, Table};
use crate::model::{Control, Model, Offset};
use std::fmt;

/// Why a model cannot be played from a list of chasers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unplayable {
    /// Each scenario's map draws the board.
    NoBoard,
    /// The rules fix no start cell.
    NoStart,
    /// The moves come from the input, not a strategy.
    NoStrategy,
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unplayable::NoBoard => "each scenario's map draws the board",
            Unplayable::NoStart => "the rules fix no start cell",
            Unplayable::NoStrategy => "the moves come from the input",
        })
    }
}

/// Plays a game of `model` on its fixed board against chasers on
/// `chasers` (1-based cells, on the board and off the start), with the
/// teleport list `teleports`, for at most `turns` moves.
pub fn play_fixed(
    model: &Model,
    chasers: &[Offset],
    teleports: &[Offset],
    turns: u64,
) -> Result<Outcome, Unplayable> {
    let board = model.board.ok_or(Unplayable::NoBoard)?;
    let start = model.start.ok_or(Unplayable::NoStart)?;
    let Control::Strategy(strategy) = &model.control else {
        return Err(Unplayable::NoStrategy);
    };
    let pos = Position::fixed(model, board, start, chasers);
    let table = Table::new(model);
    let mut game = Game::new(
        Rules {
            model,
            table: &table,
        },
        pos,
    );
    if let Some(ending) = game.ended(None, None, false, true) {
        return Ok(game.done(ending));
    }
    let ending = game.by_strategy(strategy, turns, teleports);
    Ok(game.done(ending))
}
