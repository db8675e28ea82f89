//! A move's verdict with its reason, as the views show it: the path cell
//! by cell with what each step cost, or the check that fails and the rule
//! behind it.

use crate::geometry::Offset;

/// One step of a path: the cell entered and what entering it cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    pub cell: Offset,
    pub cost: u32,
}

/// A rule that applies on a cell, as the rules file states it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// `unit into <terrain>`: the terrain kind's index.
    Terrain(usize),
    /// `unit into ally`: the unit there.
    Ally(usize),
    /// `unit into enemy`: the unit there.
    Enemy(usize),
    /// `unit next to enemy that beats it`: the enemy.
    NextToStronger(usize),
    /// `unit next to enemy`: the enemy.
    NextToEnemy(usize),
}

/// Which of the rules a search obeys; the others are set aside to find
/// what stops a move that has no path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Obeyed {
    pub zones: bool,
    pub enemies: bool,
    pub terrain: bool,
}

impl Obeyed {
    pub const ALL: Obeyed = Obeyed {
        zones: true,
        enemies: true,
        terrain: true,
    };
}

/// A move's verdict with its reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The cheapest legal path (the start not included) and its cost.
    Valid { path: Vec<Step>, cost: u32 },
    /// The start (`to` false) or the destination is off the map.
    OffTheMap { to: bool },
    /// No unit stands on the start.
    NoUnit,
    /// The unit of this index stands on the destination (the mover
    /// itself when the move goes nowhere).
    Occupied { unit: usize },
    /// The destination may not end a move by this rule.
    CannotEnd { rule: Rule },
    /// The cheapest legal path costs more than the points.
    OverPoints { path: Vec<Step>, cost: u32 },
    /// No legal path: the cheapest path when the rules `obeyed` alone
    /// hold, and where the whole rules stop it (`at`, an index into
    /// `path`) by `rule`. `path` is empty when not even that exists.
    NoPath {
        obeyed: Obeyed,
        path: Vec<Step>,
        at: usize,
        rule: Option<Rule>,
    },
}

impl Why {
    pub fn valid(&self) -> bool {
        matches!(self, Why::Valid { .. })
    }
}
