//! A game played in a [`Room`] kept by a player of many cases from case to
//! case ([`Interpreter::play_in`]): the game takes the room's buffers at
//! its start and gives them back at its end.

use super::ends::lines_at_start;
use super::game::{Ending, Game, Interpreter, Outcome, play_case};
use super::position::{NONE, Position};
use super::scratch::Room;
use super::table::Rules;
use crate::scenario::ScenarioError;
use crate::scenario::map::MapCase;

impl Interpreter {
    /// [`Interpreter::play`] in `room`, kept from case to case so that a
    /// case allocates less.
    pub fn play_in(
        &self,
        case: &MapCase,
        input: &str,
        room: &mut Room,
    ) -> Result<Outcome, ScenarioError> {
        let rules = Rules {
            model: &self.model,
            table: &self.table,
        };
        play_case(rules, case, input, room)
    }

    /// The position `case`'s map draws, laid in `room`'s buffers, its
    /// chasers listed in `room` ([`Room::chasers`]): for a game played
    /// by another player, and handed back with [`Room::keep`].
    pub fn lay_in(&self, case: &MapCase, room: &mut Room) -> Position {
        let rules = Rules {
            model: &self.model,
            table: &self.table,
        };
        room.position(rules, case.board(), &case.cells)
    }
}

impl<'m> Game<'m> {
    /// [`Game::new`], with the buffers `room` kept.
    pub(super) fn within(rules: Rules<'m>, pos: Position, room: &mut Room) -> Self {
        let mut chasers = std::mem::take(&mut room.chasers);
        listed(&pos, &mut chasers);
        room.chasers = chasers;
        Game::laid(rules, pos, room)
    }

    /// [`Game::within`] for a position laid by [`Room::position`], which
    /// listed its chasers in `room`.
    pub(super) fn laid(rules: Rules<'m>, pos: Position, room: &mut Room) -> Self {
        let model = rules.model;
        let chasers = std::mem::take(&mut room.chasers);
        debug_assert!({
            let mut scanned = Vec::new();
            listed(&pos, &mut scanned);
            scanned == chasers
        });
        let mut lined = std::mem::take(&mut room.lined);
        lines_at_start(model, &pos, &model.ends, &mut lined);
        Game {
            rules,
            model,
            pos,
            chasers,
            lined,
            moves: 0,
            scratch: room.scratch.take().unwrap_or_default(),
        }
    }

    /// [`Game::done`], giving the game's buffers back to `room`.
    pub(super) fn finish(self, ending: Ending, room: &mut Room) -> Outcome {
        room.scratch = Some(self.scratch);
        room.chasers = self.chasers;
        room.lined = self.lined;
        Outcome {
            ending,
            moves: self.moves,
            position: self.pos,
        }
    }
}

/// The cells of `pos`'s chasers, in order, into `chasers`: the chasers'
/// layer eight cells at a time, most of them empty.
pub(super) fn listed(pos: &Position, chasers: &mut Vec<usize>) {
    chasers.clear();
    let layer = pos.layers().2;
    let blocks = layer.chunks_exact(8);
    let rest = blocks.remainder();
    for (k, block) in blocks.enumerate() {
        let word = u64::from_ne_bytes(block.try_into().unwrap_or([NONE; 8]));
        if word != u64::MAX {
            let on = block.iter().enumerate().filter(|&(_, &c)| c != NONE);
            chasers.extend(on.map(|(i, _)| 8 * k + i));
        }
    }
    let end = layer.len() - rest.len();
    let on = rest.iter().enumerate().filter(|&(_, &c)| c != NONE);
    chasers.extend(on.map(|(i, _)| end + i));
}
