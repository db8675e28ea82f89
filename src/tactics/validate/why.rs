//! Why a move is valid or not, as a person would check it: the cheapest
//! path cell by cell with what each step cost, or the first check that
//! fails (a cell off the map, no unit to move, an occupied or forbidden
//! destination, a cheapest cost over the points, or no path at all and
//! the cell and rule that stop the cheapest path the rules would
//! otherwise allow).
//!
//! A separate entry point from [`Validator::validate`], which it leaves
//! as fast as it was: it searches again with a parent table and no
//! budget, on the same combined rules, and says the same verdict (a test
//! checks both agree).

use super::Validator;
use crate::geometry::Offset;
use crate::paths::Passage;
use crate::tactics::position::Position;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

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

impl Validator {
    /// Why the move from `from` to `to` is valid or not, with the
    /// position as [`Validator::validate`] takes it.
    pub fn why(&mut self, pos: &Position, from: Offset, to: Offset) -> Why {
        let board = pos.board;
        if !board.contains(from) {
            return Why::OffTheMap { to: false };
        }
        if !board.contains(to) {
            return Why::OffTheMap { to: true };
        }
        let Some(mover) = pos.unit_at(from) else {
            return Why::NoUnit;
        };
        self.mark_enemies(pos, mover);
        if !self.passage(pos, mover, board.index(to)).end {
            if let Some(unit) = pos.unit_at(to) {
                return Why::Occupied { unit };
            }
            return match self.refusal(pos, mover, to, false) {
                Some(rule) => Why::CannotEnd { rule },
                None => Why::NoPath {
                    obeyed: Obeyed::ALL,
                    path: Vec::new(),
                    at: 0,
                    rule: None,
                },
            };
        }
        if let Some(path) = self.cheapest(pos, mover, from, to, Obeyed::ALL) {
            let cost = path.iter().map(|s| s.cost).sum();
            return if cost <= self.points {
                Why::Valid { path, cost }
            } else {
                Why::OverPoints { path, cost }
            };
        }
        let relaxed = [
            Obeyed {
                zones: false,
                ..Obeyed::ALL
            },
            Obeyed {
                zones: false,
                enemies: false,
                terrain: true,
            },
            Obeyed {
                zones: false,
                enemies: false,
                terrain: false,
            },
        ];
        for obeyed in relaxed {
            if let Some(path) = self.cheapest(pos, mover, from, to, obeyed) {
                let last = path.len().saturating_sub(1);
                for (at, step) in path.iter().enumerate().take(last) {
                    if let Some(rule) = self.refusal(pos, mover, step.cell, true) {
                        return Why::NoPath {
                            obeyed,
                            path,
                            at,
                            rule: Some(rule),
                        };
                    }
                }
            }
        }
        Why::NoPath {
            obeyed: Obeyed::ALL,
            path: Vec::new(),
            at: 0,
            rule: None,
        }
    }

    /// The rules that apply on grid index `i` for the mover, each alone,
    /// with the rule each comes from; those `obeyed` leaves out are left
    /// out.
    fn rules_at(
        &self,
        pos: &Position,
        mover: usize,
        i: usize,
        obeyed: Obeyed,
    ) -> Vec<(Passage, Option<Rule>)> {
        let kind = usize::from(pos.terrain[i]);
        let terrain = self.terrain.get(kind).copied().unwrap_or(Passage::BLOCKED);
        let mut rules = vec![if obeyed.terrain {
            (terrain, Some(Rule::Terrain(kind)))
        } else {
            (
                Passage {
                    through: true,
                    end: true,
                    ..terrain
                },
                None,
            )
        }];
        let me = pos.units[mover];
        if let Some(unit) = pos.units.get(pos.occupant[i] as usize) {
            let k = pos.occupant[i] as usize;
            if unit.side == me.side {
                rules.push((self.ally, Some(Rule::Ally(k))));
            } else if obeyed.enemies {
                rules.push((self.enemy, Some(Rule::Enemy(k))));
            }
        }
        if obeyed.zones && (self.near[i] == self.stamp) {
            let cell = pos.board.cell(i);
            for (k, unit) in pos.units.iter().enumerate() {
                let next_to = self
                    .steps
                    .iter()
                    .any(|&(dr, dc)| (unit.cell.0 - dr, unit.cell.1 - dc) == cell);
                if unit.side == me.side || !next_to {
                    continue;
                }
                rules.push((self.next_to_enemy, Some(Rule::NextToEnemy(k))));
                if self.beats(unit.kind, me.kind) {
                    rules.push((self.next_to_stronger, Some(Rule::NextToStronger(k))));
                }
            }
        }
        rules
    }

    fn beats(&self, a: usize, b: usize) -> bool {
        self.beats.get(a).and_then(|row| row.get(b)) == Some(&true)
    }

    /// What the mover may do on grid index `i` under the rules `obeyed`.
    fn passage_under(&self, pos: &Position, mover: usize, i: usize, obeyed: Obeyed) -> Passage {
        let rules = self.rules_at(pos, mover, i, obeyed);
        rules
            .iter()
            .skip(1)
            .fold(rules[0].0, |p, (rule, _)| p.and(*rule))
    }

    /// The first rule that forbids going on from `cell` (`through`) or
    /// ending there, stronger rules first: terrain, occupant, zones.
    fn refusal(&self, pos: &Position, mover: usize, cell: Offset, through: bool) -> Option<Rule> {
        let i = pos.board.index(cell);
        let mut rules = self.rules_at(pos, mover, i, Obeyed::ALL);
        // A zone that beats the mover is named before one that merely
        // lies next to an enemy.
        rules.sort_by_key(|(_, rule)| matches!(rule, Some(Rule::NextToEnemy(_))));
        rules
            .into_iter()
            .find(|(p, _)| if through { !p.through } else { !p.end })
            .and_then(|(_, rule)| rule)
    }

    /// The cheapest path from `from` to `to` under the rules `obeyed`, at
    /// any cost (the start not included), as the search of
    /// [`Validator::validate`] finds paths: a cell is entered when it
    /// may be passed or ended on, and left only when it may be passed.
    fn cheapest(
        &self,
        pos: &Position,
        mover: usize,
        from: Offset,
        to: Offset,
        obeyed: Obeyed,
    ) -> Option<Vec<Step>> {
        let board = pos.board;
        let area = board.area();
        let (start, target) = (board.index(from), board.index(to));
        let mut cost = vec![u32::MAX; area];
        let mut parent = vec![usize::MAX; area];
        let mut heap = BinaryHeap::new();
        cost[start] = 0;
        heap.push(Reverse((0u32, start)));
        while let Some(Reverse((c, node))) = heap.pop() {
            if c > cost[node] {
                continue;
            }
            if node == target {
                break;
            }
            if node != start && !self.passage_under(pos, mover, node, obeyed).through {
                continue;
            }
            let cell = board.cell(node);
            for &(dr, dc) in &self.steps {
                let next = (cell.0 + dr, cell.1 + dc);
                if !board.contains(next) {
                    continue;
                }
                let i = board.index(next);
                let p = self.passage_under(pos, mover, i, obeyed);
                if !p.enters() || (i == target && !p.end) {
                    continue;
                }
                let reached = c.saturating_add(p.cost);
                if reached < cost[i] {
                    cost[i] = reached;
                    parent[i] = node;
                    heap.push(Reverse((reached, i)));
                }
            }
        }
        if cost[target] == u32::MAX {
            return None;
        }
        let mut path = Vec::new();
        let mut node = target;
        while node != start {
            let p = parent[node];
            path.push(Step {
                cell: board.cell(node),
                cost: cost[node] - cost[p],
            });
            node = p;
        }
        path.reverse();
        Some(path)
    }
}
