//! A game whose moves come from the case's `moves:` line: each walk, stay
//! or cell made in turn, then the effects and the chasers' reply, until an
//! end rule holds or the turns run out; a move the rules forbid is
//! skipped, or refused at its token, as the rules say.
//!
//! A walk refused on a position is refused again until the position
//! changes, and a skipped move changes nothing: the walks refused since
//! the last move made are remembered and skipped without being tried (a
//! player among walls tries most walks in vain).

use super::game::{Ending, Game, board_words};
use super::place::{Refusal, effects, place};
use super::position::NONE;
use super::walk::walk;
use crate::model::{Blocked, Offset};
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, Move};

/// A walk's bit in a set of walks by one step (none for a longer one).
fn bit(d: Offset) -> u16 {
    match d {
        (-1..=1, -1..=1) => 1 << ((d.0 + 1) * 3 + d.1 + 1),
        _ => 0,
    }
}

impl Game<'_> {
    /// Plays the moves of `case` (read from `input`) from the position
    /// where the game stands, for at most `turns` moves in all.
    pub(super) fn by_input(
        &mut self,
        case: &MapCase,
        input: &str,
        blocked: Blocked,
        turns: u64,
    ) -> Result<Ending, ScenarioError> {
        let (rules, model) = (self.rules, self.model);
        // The walks refused since the last move made.
        let mut refused = 0u16;
        if self.moves >= turns {
            return Ok(Ending::Stopped);
        }
        for (k, token) in case.moves.tokens.iter().enumerate() {
            if let Move::Walk(d) = token.mv
                && refused & bit(d) != 0
            {
                continue;
            }
            let side = self.side();
            let moved = match token.mv {
                Move::Walk(d) => {
                    if !walk(rules, &mut self.pos, d) {
                        if blocked == Blocked::Skipped {
                            refused |= bit(d);
                            continue;
                        }
                        return Err(case.refuse(
                            input,
                            k,
                            format!("move {}: the player cannot walk there", k + 1),
                            "blocked",
                            "the rules forbid this move here",
                        ));
                    }
                    self.pos.player()
                }
                Move::Stay => self.pos.player(),
                Move::Cell(r, c) => match place(rules, &mut self.pos, (r, c), side) {
                    Ok(cell) => Some(cell),
                    Err(_) if blocked == Blocked::Skipped => continue,
                    Err(why) => {
                        let (message, label) = match why {
                            Refusal::OffBoard => (
                                format!(
                                    "move {}: ({r},{c}) is off the {}",
                                    k + 1,
                                    board_words(case)
                                ),
                                "off the board",
                            ),
                            Refusal::Occupied(kind) if kind != NONE => (
                                format!(
                                    "move {}: ({r},{c}) already holds a {}",
                                    k + 1,
                                    model.kinds[kind as usize].name
                                ),
                                "taken",
                            ),
                            Refusal::Occupied(_) => (
                                format!("move {}: ({r},{c}) cannot be played", k + 1),
                                "blocked",
                            ),
                        };
                        let help = "the rules forbid this move here; moves after the game's end \
                                    are not checked";
                        return Err(case.refuse(input, k, message, label, help));
                    }
                },
            };
            refused = 0;
            if let Move::Walk(_) = token.mv {
                // A push may have destroyed a chaser.
                let pos = &self.pos;
                self.chasers.retain(|&cell| pos.chaser_at(cell) != NONE);
            }
            if let (Some(cell), Move::Cell(..)) = (moved, token.mv) {
                effects(rules, &mut self.pos, cell);
            }
            self.moves += 1;
            let turn = self.moves;
            let caught = if model.chasers.is_empty() {
                false
            } else {
                let moves = &mut self.scratch.moves;
                super::reply::reply(rules, &mut self.pos, turn, &mut self.chasers, moves)
            };
            if let Some(ending) = self.ended(side, moved, caught, false) {
                return Ok(ending);
            }
            if self.moves >= turns {
                break;
            }
        }
        Ok(Ending::Stopped)
    }
}
