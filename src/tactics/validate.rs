//! Move validation: can the unit on a cell reach another cell this move,
//! and with how many points left? The cheapest path within the unit's
//! budget, where every cell entered is governed by the strictest of the
//! rules that apply to it: its terrain, its occupant (ally or enemy), and
//! whether it lies next to an enemy (one that beats the mover, or any).
//!
//! Everything about the game comes from the table: costs, what may be
//! passed or ended on, who beats whom, what "next to" means.

pub mod why;

use super::position::Position;
use super::rules::Rules;
use crate::geometry::Offset;
use crate::model::Outcome;
use crate::paths::{Bounds, Cheapest, Passage};
use std::cell::Cell;

/// What entering a cell costs when its terrain says `move`: one step.
pub const STEP: u32 = 1;

/// No cell, in [`Validator`]'s neighbour table.
const OFF: u32 = u32::MAX;

/// The table's rules as passages, and the search's reusable memory.
#[derive(Debug, Clone)]
pub struct Validator {
    steps: Vec<Offset>,
    /// `neighbours[i * steps + k]`: the grid index one step `k` from grid
    /// index `i`, or [`OFF`].
    neighbours: Vec<u32>,
    beats: Vec<Vec<bool>>,
    points: u32,
    /// Per terrain kind.
    terrain: Vec<Passage>,
    ally: Passage,
    enemy: Passage,
    next_to_stronger: Passage,
    next_to_enemy: Passage,
    /// The largest cost of entering any cell.
    max_step: u32,
    search: Cheapest,
    /// Per grid index: the move that last found it next to an enemy that
    /// beats the mover (`stronger`), or next to any enemy (`near`).
    stronger: Vec<u32>,
    near: Vec<u32>,
    /// Per grid index: the move that last worked out what the mover may
    /// do there, and what (each cell's rules are combined once a move).
    known: Vec<Cell<(u32, Passage)>>,
    stamp: u32,
}

impl Validator {
    pub fn new(table: &Rules) -> Self {
        // Rules other than terrain add no cost of their own unless they say
        // `costs N`: their base is 0, and the larger cost holds.
        let rule = |e: Outcome| e.passage(0);
        // A kind the rules give no entry rule is not entered.
        let terrain: Vec<Passage> = (0..table.terrain.kinds.len().max(table.terrain_entry.len()))
            .map(|k| {
                table
                    .terrain_entry
                    .get(k)
                    .map_or(Passage::BLOCKED, |e| e.passage(STEP))
            })
            .collect();
        let (ally, enemy) = (rule(table.into_ally), rule(table.into_enemy));
        let (next_to_stronger, next_to_enemy) =
            (rule(table.next_to_stronger), rule(table.next_to_enemy));
        let max_step = terrain
            .iter()
            .chain([&ally, &enemy, &next_to_stronger, &next_to_enemy])
            .map(|p| p.cost)
            .max()
            .unwrap_or(STEP);
        let board = table.board;
        let area = board.area();
        let mut neighbours = vec![OFF; area * table.steps.len()];
        for (r, c) in board.cells() {
            for (k, &(dr, dc)) in table.steps.iter().enumerate() {
                if board.contains((r + dr, c + dc)) {
                    neighbours[board.index((r, c)) * table.steps.len() + k] =
                        board.index((r + dr, c + dc)) as u32;
                }
            }
        }
        Validator {
            steps: table.steps.clone(),
            neighbours,
            beats: table.beats.clone(),
            points: table.points,
            terrain,
            ally,
            enemy,
            next_to_stronger,
            next_to_enemy,
            max_step,
            search: Cheapest::new(),
            stronger: vec![0; area],
            near: vec![0; area],
            known: vec![Cell::new((0, Passage::BLOCKED)); area],
            stamp: 0,
        }
    }

    /// The points left after the cheapest legal move from `from` to `to`,
    /// or `None` when the move is unsuccessful. `pos` is on the table's
    /// board (as [`super::Game`] makes it).
    pub fn validate(&mut self, pos: &Position, from: Offset, to: Offset) -> Option<u32> {
        let board = pos.board;
        if !board.contains(from) || !board.contains(to) {
            return None;
        }
        let mover = pos.unit_at(from)?;
        self.mark_enemies(pos, mover);
        if !self.passage(pos, mover, board.index(to)).end {
            return None;
        }
        self.search_from(pos, mover, from, to);
        let cost = self.search.cost(board.index(to) as u32)?;
        Some(self.points - cost)
    }

    /// Stamps the cells next to an enemy of the mover, and next to one
    /// that beats it. "Next to" a cell: one of the table's steps away.
    fn mark_enemies(&mut self, pos: &Position, mover: usize) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stronger.fill(0);
            self.near.fill(0);
            self.known.fill(Cell::new((0, Passage::BLOCKED)));
            self.stamp = 1;
        }
        let me = pos.units[mover];
        for unit in &pos.units {
            if unit.side == me.side {
                continue;
            }
            let beats = self.beats.get(unit.kind).and_then(|row| row.get(me.kind)) == Some(&true);
            for &(dr, dc) in &self.steps {
                let cell = (unit.cell.0 - dr, unit.cell.1 - dc);
                if pos.board.contains(cell) {
                    let i = pos.board.index(cell);
                    self.near[i] = self.stamp;
                    if beats {
                        self.stronger[i] = self.stamp;
                    }
                }
            }
        }
    }

    /// What the mover may do on the cell of grid index `i`, worked out
    /// once a move.
    #[inline]
    fn passage(&self, pos: &Position, mover: usize, i: usize) -> Passage {
        let (stamp, p) = self.known[i].get();
        if stamp == self.stamp {
            return p;
        }
        let p = self.combine(pos, mover, i);
        self.known[i].set((self.stamp, p));
        p
    }

    /// The strictest of the rules that apply on grid index `i`.
    fn combine(&self, pos: &Position, mover: usize, i: usize) -> Passage {
        let mut p = self
            .terrain
            .get(usize::from(pos.terrain[i]))
            .copied()
            .unwrap_or(Passage::BLOCKED);
        if let Some(unit) = pos.units.get(pos.occupant[i] as usize) {
            p = p.and(if unit.side == pos.units[mover].side {
                self.ally
            } else {
                self.enemy
            });
        }
        if self.near[i] == self.stamp {
            p = p.and(self.next_to_enemy);
            if self.stronger[i] == self.stamp {
                p = p.and(self.next_to_stronger);
            }
        }
        p
    }

    /// The cheapest costs from `from` within the budget, until `to`'s is
    /// known.
    fn search_from(&mut self, pos: &Position, mover: usize, from: Offset, to: Offset) {
        let board = pos.board;
        let mut search = std::mem::take(&mut self.search);
        let me = &*self;
        let steps = me.steps.len();
        let bounds = Bounds {
            budget: me.points,
            max_step: me.max_step,
            target: Some(board.index(to) as u32),
        };
        search.search(
            board.area(),
            &[(board.index(from) as u32, 0)],
            bounds,
            |node, frontier| {
                let around = &me.neighbours[node as usize * steps..][..steps];
                for &i in around {
                    if i != OFF {
                        let p = me.passage(pos, mover, i as usize);
                        if p.enters() {
                            frontier.add(i, p.cost);
                        }
                    }
                }
            },
            |node| me.passage(pos, mover, node as usize).through,
        );
        self.search = search;
    }
}
