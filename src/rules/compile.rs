//! From a checked model to the flat rule table the engine runs.
//!
//! The model keeps outcome rules as a list of (mover, meets, outcome); the
//! table holds them as a matrix indexed by mover and what it meets, with
//! `Undefined` where the rules have nothing to say (pairs that cannot happen).

use super::check::Model;
use crate::engine::table::{Outcome, Table};

/// Builds the rule table of a checked game.
pub fn compile(model: &Model) -> Table {
    let mut outcomes = [[Outcome::Undefined; 5]; 3];
    for ((mover, meets), outcome) in &model.outcomes {
        outcomes[*mover as usize][*meets as usize] = *outcome;
    }
    Table {
        name: model.name.clone(),
        board: model.board,
        start: model.start,
        metric: model.metric,
        walks: model.walks.clone(),
        may_stay: model.may_stay,
        teleports: model.teleports,
        outcomes,
        robot_steps: model.robot_steps.clone(),
        tie_break: model.tie_break.clone(),
        meeting: model.meeting,
        won_when_no_robots: model.won_when_no_robots,
        survive_moves: model.survive_moves,
        reject_immediate_loss: model.reject_immediate_loss,
        keys: model.keys.clone(),
        fallbacks: model.fallbacks.clone(),
    }
}
