//! Who moves and what controls each mover: the player's walks, placement,
//! chasers moved by a rule, travellers (by a path within a budget, or by a
//! program), and the choice of a move (a strategy, the input, or the
//! solver of the contest's question).

use super::ids::{KindId, Offset};

/// How the player walks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walker {
    /// The walks, in the order written (the strategy's candidate order).
    pub walks: Vec<Offset>,
    pub may_stay: bool,
    /// Teleports to the cells of each scenario's list, if the player may.
    pub teleports: Option<Teleports>,
}

/// How the player may teleport to the cells of a scenario's list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Teleports {
    /// Each entry of the list can be used at most once.
    pub each_once: bool,
    /// Teleports are scored beside the walks instead of being a fallback.
    pub as_candidates: bool,
}

/// What a move by cell does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Placement {
    /// The side to move puts a piece of its own of this class's kind.
    Place { class_kind: KindId },
    /// The move names a cell and puts nothing (the effects act on it).
    Press,
}

/// A kind moved by a rule: each turn it steps toward the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chaser {
    pub kind: KindId,
    /// Its steps, in the order written.
    pub steps: Vec<Offset>,
    pub ties: TieOrder,
    /// Steps a turn: pass `p` moves the chasers with at least `p`.
    pub speed: u32,
    /// It steps on turns `period`, `2 * period`, ...
    pub period: u32,
}

/// How a chaser chooses among equally close steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TieOrder {
    /// The first in this order (the steps' own order unless stated).
    FirstOf(Vec<Offset>),
    /// The smallest row gap after the step, then the smallest column gap.
    RowsBeforeColumns,
    /// None stated: the checker proved that no two steps ever tie, so the
    /// steps' own order never decides.
    Unresolved,
}

/// How moves are chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Control {
    /// The player's strategy.
    Strategy(Strategy),
    /// The scenario's `moves:` line; what a move that cannot happen does.
    Input(Blocked),
    /// The solver of the contest's question chooses (perfect play); the
    /// interpreter plays no such game.
    Solver,
}

/// How a piece that travels gets from its cell to where it goes, over
/// several cells in one move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Travel {
    /// By the cheapest path of these steps, within a budget of points a
    /// move (`units step hex`, `units have 10 points a move`); a step costs
    /// one point unless an outcome rule says what entering costs.
    Path { steps: Vec<Offset>, budget: u32 },
    /// By a program of commands run with a facing.
    Program(Program),
}

/// Commands a traveller runs with a facing: `robots start facing any of
/// rook, chosen freely at the start`, `robot commands: forward 1 second,
/// turn clockwise 1 second, turn counter-clockwise 1 second`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// The facings in clockwise order (turning clockwise goes to the next).
    pub facings: Vec<Offset>,
    /// What each command costs: a step forward, a turn each way.
    pub forward: u32,
    pub turn_clockwise: u32,
    pub turn_counter_clockwise: u32,
}

/// What a move from the input that cannot happen does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// Nothing happens; the move is not counted.
    Skipped,
    /// The case is refused at the move.
    Refused,
}

/// A quantity measured after a candidate move and the reply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// Chasers remaining.
    Chasers,
    NearestChaser,
    SumOfDistances,
    /// Pieces of a kind.
    Count(KindId),
    SafeNeighbours,
    Row,
    Column,
}

/// The player's choice: filters, keys, fallbacks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Strategy {
    pub reject_immediate_loss: bool,
    /// Each key and whether it is maximised.
    pub keys: Vec<(Key, bool)>,
    /// What the player does when no candidate is left, tried in order
    /// (the player stays when none applies).
    pub fallbacks: Vec<Fallback>,
}

/// What the player does when no candidate survives the filters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fallback {
    /// The first usable teleport entry, scanning the list from its start.
    TeleportFirstUsable,
    /// Stay in place, whatever follows.
    Stay,
}
