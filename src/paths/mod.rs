//! Cheapest paths under small whole-number costs, shared by every game
//! whose pieces travel: Janken Tactics' units (cells, terrain costs, a
//! budget) and RobotRace's robots (cell and facing, one second a command).
//!
//! A game describes its moves as a graph over numbered nodes (a cell's grid
//! index, or a cell and a facing) and says, for each node, whether a path
//! may pass through it and whether it may end there ([`Passage`], read
//! from the game's [`Outcome`] for that node). The
//! search is Dial's algorithm: a bucket queue indexed by cost, which with
//! costs of a few units beats a binary heap (no comparisons, no log
//! factor). Memory is reused from search to search; nothing is cleared per
//! search but the nodes touched.
//!
//! This module says what a path may do at a node; [`Cheapest`] searches.

mod cheapest;

use crate::model::Outcome;

pub use cheapest::{Bounds, Cheapest, Frontier, UNREACHED};

impl Outcome {
    /// What a path may do where this outcome holds: the strictest of the
    /// rules that apply (terrain, occupant, neighbourhood) is what holds.
    /// Outcomes that are no passage (a push, a loss) block a path.
    pub fn passage(self, cost: u32) -> Passage {
        let (through, end, cost) = match self {
            Outcome::Move => (true, true, cost),
            Outcome::Costs(c) => (true, true, c),
            Outcome::PassThrough => (true, false, cost),
            Outcome::EndsTheMove | Outcome::Collect => (false, true, cost),
            Outcome::Blocked
            | Outcome::Push(_)
            | Outcome::DestroyTarget
            | Outcome::Destroyed
            | Outcome::Stopped
            | Outcome::Lost => (false, false, cost),
        };
        Passage { through, end, cost }
    }
}

/// What a path may do at one node.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Passage {
    /// A path may go on from here.
    pub through: bool,
    /// A path may end here.
    pub end: bool,
    /// What entering costs.
    pub cost: u32,
}

impl Passage {
    pub const BLOCKED: Passage = Passage {
        through: false,
        end: false,
        cost: 0,
    };

    /// Both rules at once: each permission must hold under both; the
    /// larger cost is paid.
    pub fn and(self, other: Passage) -> Passage {
        Passage {
            through: self.through && other.through,
            end: self.end && other.end,
            cost: self.cost.max(other.cost),
        }
    }

    /// Whether the node can be entered at all.
    pub fn enters(self) -> bool {
        self.through || self.end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_strictest_rule_holds() {
        let ally = Outcome::PassThrough.passage(1);
        let zone = Outcome::EndsTheMove.passage(1);
        let woods = Outcome::Costs(2).passage(1);
        assert_eq!(
            ally.and(zone),
            Passage::BLOCKED.and(Passage { cost: 1, ..ally })
        );
        assert!(!ally.and(zone).enters());
        let here = woods.and(zone);
        assert!(here.end && !here.through && here.cost == 2);
    }
}
