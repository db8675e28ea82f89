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
//!
//! | file | job |
//! |---|---|
//! | `verdict` | the verdict and its reason |
//! | `rules` | the rules on a cell, one by one, and the first that forbids |
//! | `cheapest` | the cheapest path at any cost, cell by cell |

mod cheapest;
mod rules;
mod verdict;

pub use verdict::{Obeyed, Rule, Step, Why};

use super::Validator;
use crate::geometry::Offset;
use crate::tactics::position::Position;

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
}
