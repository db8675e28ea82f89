//! Room the strategy and the reply use on every move, kept from move to
//! move (and, in a [`super::Room`], from case to case) so that a move
//! allocates nothing; and the making of a candidate on the position: its
//! own move (walk and pushes, or teleport), then the chasers' reply,
//! counted beforehand by the choice when it could be, else played.

use super::candidate::Candidate;
use super::counted::Counted;
use super::position::{NONE, Position};
use super::reply::{Step, reply};
use super::table::Rules;
use super::walk::{Plan, walk};
use crate::geometry::Board;

/// Room the strategy and the reply use on every move.
#[derive(Debug, Default)]
pub(super) struct Scratch {
    /// A reply's steps in a pass.
    pub moves: Vec<Step>,
    /// The chasers' cells after a candidate.
    pub after: Vec<usize>,
    /// The chasers' cells after a walk tried for the safe-neighbours key.
    pub trial: Vec<usize>,
    /// A candidate's key values, and the best candidate's (a maximised
    /// key's value turned around, so that less is better for every key).
    pub values: Vec<u64>,
    pub best: Vec<u64>,
    /// Each walk planned.
    pub plans: Vec<Plan>,
    /// A candidate's reply counted without being made.
    pub counted: Counted,
    /// The candidate whose counted reply `counted` keeps, if the last
    /// choice was one.
    pub kept: Option<Candidate>,
    /// The last choice counted replies (`counted` is readied for its
    /// position).
    pub prepared: bool,
}

impl Scratch {
    /// Makes `c` and its reply on `pos`, as [`make`] does, taking the
    /// reply the choice counted for it when there is one.
    pub(super) fn make(
        &mut self,
        rules: Rules,
        pos: &mut Position,
        c: Candidate,
        turn: u64,
        chasers: &mut Vec<usize>,
    ) -> Option<bool> {
        let kept = self.kept.take() == Some(c);
        if !std::mem::take(&mut self.prepared) {
            return make(rules, pos, c, turn, chasers, &mut self.moves);
        }
        if !step(rules, pos, c) {
            return None;
        }
        if !kept {
            // A fallback: its reply counted now, on the move made.
            self.counted.reply(rules, pos, (pos.player(), false), false);
            self.counted.keep();
        }
        Some(self.counted.make_kept(pos, chasers))
    }
}

/// Makes a candidate's own move (its walk and pushes, or its teleport) on
/// `pos`; `false` (nothing changed) when it is illegal.
pub(super) fn step(rules: Rules, pos: &mut Position, c: Candidate) -> bool {
    match c {
        Candidate::Walk(d) => walk(rules, pos, d),
        Candidate::Teleport { cell, .. } => {
            pos.set_player(Some(cell));
            true
        }
        Candidate::Stay => true,
    }
}

/// Makes a candidate and its reply on `pos`; `None` (nothing changed) when
/// the candidate is illegal, else whether the reply reached the player.
/// `chasers` holds the chasers' cells, before and after.
pub(super) fn make(
    rules: Rules,
    pos: &mut Position,
    c: Candidate,
    turn: u64,
    chasers: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> Option<bool> {
    if !step(rules, pos, c) {
        return None;
    }
    // A push may have destroyed a chaser.
    chasers.retain(|&cell| pos.chaser_at(cell) != NONE);
    Some(reply(rules, pos, turn, chasers, moves))
}

/// Room a game plays in, kept by a player of many cases from case to case
/// (`room`): the last game's position, the strategy's buffers, the
/// chasers' list and the lines at the start, which a fresh game would grow
/// again from nothing; once they have grown to the largest board a case
/// allocates nothing.
#[derive(Debug, Default)]
pub struct Room {
    pub(super) scratch: Option<Box<Scratch>>,
    pub(super) chasers: Vec<usize>,
    pub(super) lined: Vec<bool>,
    position: Option<Position>,
}

impl Room {
    /// Keeps a position whose game is over (its case written) for the
    /// next case.
    pub fn keep(&mut self, position: Position) {
        self.position = Some(position);
    }

    /// The cells of the chasers of the position last laid, in order.
    pub fn chasers(&self) -> &[usize] {
        &self.chasers
    }

    /// The position a case's map draws, in the kept position's buffers
    /// when there is one, its chasers listed in `self.chasers`.
    pub(super) fn position(&mut self, rules: Rules, board: Board, cells: &[u16]) -> Position {
        let model = rules.model;
        let mut pos = match self.position.take() {
            Some(pos) => pos,
            None => Position::on(model, board, &[]),
        };
        let layout = rules.table.layout();
        pos.refill(model, layout, (board, cells), &mut self.chasers);
        pos
    }
}

/// A copy of a room is an empty room: buffers are kept, not shared.
impl Clone for Room {
    fn clone(&self) -> Room {
        Room::default()
    }
}
