//! A game played by its strategy: the strategy's choice on each move, the
//! move made with the chasers' reply (the reply the choice counted, when
//! it did), then the end conditions, until one holds or the turns run out.

use super::choose::{Candidate, List, choose};
use super::game::{Ending, Game, Outcome};
use crate::model::{Offset, Strategy};

impl Game<'_> {
    /// The strategy's moves, each with the chasers' reply, until an end
    /// rule holds or `turns` moves are made; `teleports` is the
    /// scenario's list.
    pub(super) fn by_strategy(
        mut self,
        strategy: &Strategy,
        turns: u64,
        teleports: &[Offset],
    ) -> Outcome {
        let ending = self.strategy_moves(strategy, turns, teleports);
        self.done(ending)
    }

    /// [`Game::by_strategy`]'s moves, on the game as it goes: how it ended.
    pub(super) fn strategy_moves(
        &mut self,
        strategy: &Strategy,
        turns: u64,
        teleports: &[Offset],
    ) -> Ending {
        let rules = self.rules;
        let cells: Vec<Option<usize>> = teleports.iter().map(|&t| self.pos.cell(t)).collect();
        let mut spent = vec![false; cells.len()];
        while self.moves < turns {
            let turn = self.moves + 1;
            let list = List {
                cells: &cells,
                spent: &spent,
            };
            let (pos, chasers) = (&mut self.pos, &mut self.chasers);
            let choice = choose(rules, strategy, pos, turn, chasers, list, &mut self.scratch);
            if let Candidate::Teleport { entry, .. } = choice {
                spent[entry] = true;
            }
            let scratch = &mut self.scratch;
            let caught = match scratch.make(rules, pos, choice, turn, chasers) {
                Some(caught) => caught,
                None => scratch
                    .make(rules, pos, Candidate::Stay, turn, chasers)
                    .unwrap_or(false),
            };
            self.moves = turn;
            if let Some(ending) = self.ended(None, None, caught, false) {
                return ending;
            }
        }
        Ending::Stopped
    }
}
