//! One outcome algebra for every mover and target: what happens when a
//! mover enters a cell, off the board, or meets another piece. One menu
//! serves every game: a unit's `costs 2` into woods, a robot's `collect`
//! into a token and a player's `blocked` into a wall are the same type;
//! each game's checker offers the part of the menu its movers may use.

use super::ids::{KindId, TerrainId};

/// What happens when a mover meets something.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The move happens.
    Move,
    /// The move cannot happen (a walk is illegal, a step not considered).
    Blocked,
    /// The mover pushes the piece ahead of it, a line of up to this many.
    Push(u32),
    /// The piece in the way is destroyed; the pushed piece takes its cell.
    DestroyTarget,
    /// The mover is destroyed on entering; the cell keeps what it held.
    Destroyed,
    /// The mover stays where it was.
    Stopped,
    /// The game is lost.
    Lost,
    /// As [`Outcome::Move`], at this cost instead of the move's own (a
    /// path under a budget).
    Costs(u32),
    /// Enter only to go on: a path may not end here.
    PassThrough,
    /// Enter only to end there: the path goes no further.
    EndsTheMove,
    /// Enter only to end there, taking what lies there.
    Collect,
}

impl Outcome {
    /// The outcome's words as a rules file writes them (`costs 2`,
    /// `chain up to 3`); a walker's push is written `push`, and a piece
    /// destroyed by a push is named by its class where the rule is written.
    pub fn words(self) -> String {
        match self {
            Outcome::Move => "move".into(),
            Outcome::Blocked => "blocked".into(),
            Outcome::Push(n) => format!("chain up to {n}"),
            Outcome::DestroyTarget | Outcome::Destroyed => "destroyed".into(),
            Outcome::Stopped => "stopped".into(),
            Outcome::Lost => "lost".into(),
            Outcome::Costs(n) => format!("costs {n}"),
            Outcome::PassThrough => "pass through".into(),
            Outcome::EndsTheMove => "ends the move".into(),
            Outcome::Collect => "collect".into(),
        }
    }
}

/// What a mover meets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Target {
    /// A cell with no piece.
    Empty,
    OffBoard,
    Terrain(TerrainId),
    Piece(KindId),
    /// A piece of the mover's own side.
    Ally,
    /// A piece of another side.
    Enemy,
    /// A cell next to a piece of another side (`next to enemy`).
    NextToEnemy,
    /// A cell next to a piece of another side whose kind beats the
    /// mover's (`next to enemy that beats it`).
    NextToStronger,
}

/// What chasers that end a step on one cell become, or which of the
/// travellers that reach a target at once takes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Meeting {
    /// One piece of this kind.
    Becomes(KindId),
    Vanish,
    /// The traveller whose symbol comes first in the alphabet (`earlier
    /// letter wins`).
    EarlierSymbolWins,
    /// The traveller whose symbol comes last (`later letter wins`).
    LaterSymbolWins,
}

/// Outcome rules by mover: the player (`player`), a kind pushed
/// (`pushed box`), a chaser class (`robot`), a placed kind (`stone`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Outcomes {
    /// `(mover, target) -> outcome`; a pair not listed moves.
    pub rules: Vec<((Mover, Target), Outcome)>,
}

/// Who moves, for the outcome table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mover {
    /// The piece that walks (`player`).
    Walker,
    /// A piece pushed by the walker.
    Pushed(KindId),
    /// A chaser, by kind.
    Chaser(KindId),
    /// A piece placed by a move.
    Placed(KindId),
    /// A piece that travels several cells a move, by kind.
    Traveller(KindId),
}

impl Outcomes {
    /// The rules in one order, a later statement of a pair replacing an
    /// earlier one (a rule for `fast robot` after one for every `robot`).
    pub fn settle(&mut self) {
        let mut settled: Vec<((Mover, Target), Outcome)> = Vec::new();
        for &(pair, o) in &self.rules {
            match settled.iter_mut().find(|(p, _)| *p == pair) {
                Some(slot) => slot.1 = o,
                None => settled.push((pair, o)),
            }
        }
        settled.sort_by_key(|(pair, _)| *pair);
        self.rules = settled;
    }

    /// The outcome of `mover` meeting `target` (`Move` when not stated).
    pub fn get(&self, mover: Mover, target: Target) -> Outcome {
        self.stated(mover, target).unwrap_or(Outcome::Move)
    }

    /// The outcome stated for a pair, if any.
    pub fn stated(&self, mover: Mover, target: Target) -> Option<Outcome> {
        self.rules
            .iter()
            .find(|(pair, _)| *pair == (mover, target))
            .map(|(_, o)| *o)
    }
}
