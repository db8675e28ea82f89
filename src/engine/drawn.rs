//! Whole games on a board each scenario draws (see `state`'s grid entries
//! for its terrain): move after move until the game ends or the case's
//! turns run out. A drawn case bounds its game by its turns, so nothing
//! watches for a repeated position.

use super::driver::Engine;
use super::state::State;

/// How a game on a drawn board ended, in the order the ends are checked
/// after each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawnEnd {
    /// A robot reached the player.
    Lost,
    /// No robot is left (when the rules win on that).
    Won,
    /// The player survived the moves the rules ask for.
    Survived,
    /// The case's turns ran out first.
    Stopped,
}

impl Engine {
    /// Plays the game whose start is `state` for at most `turns` moves:
    /// how it ended and after how many moves, `state` left as it ended.
    pub fn play_drawn(&mut self, state: &mut State, turns: u64) -> (DrawnEnd, u64) {
        let (won_when_none, survive) =
            (self.table().won_when_no_robots, self.table().survive_moves);
        for moves in 1..=turns {
            let (_, lost) = self.advance(state);
            if lost {
                return (DrawnEnd::Lost, moves);
            }
            if won_when_none && state.robots().is_empty() {
                return (DrawnEnd::Won, moves);
            }
            if survive.is_some_and(|n| u64::from(n) == moves) {
                return (DrawnEnd::Survived, moves);
            }
        }
        (DrawnEnd::Stopped, turns)
    }
}
