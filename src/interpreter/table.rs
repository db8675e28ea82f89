//! The model's rules laid out for lookups by index, built once per run:
//! every (mover, target) outcome in one array, the rule that moves each
//! chaser kind with its tie order as a rank per step, and the kind each
//! side places. It adds nothing to the model: each entry is what the
//! model's own lookup answers (a test holds the two to each other).

use super::position::NONE;
use crate::geometry::Metric;
use crate::model::{Chaser, KindId, Model, Mover, Outcome, Placement, Target, TieOrder};

/// A model and its table, passed together to every part of a game.
#[derive(Debug, Clone, Copy)]
pub(super) struct Rules<'a> {
    pub model: &'a Model,
    pub table: &'a Table,
}

/// The rules of one model by index.
#[derive(Debug, Clone)]
pub(crate) struct Table {
    kinds: usize,
    terrains: usize,
    /// `outcomes[mover * targets + target]`.
    outcomes: Vec<Outcome>,
    /// Per kind, the index of the chaser rule that moves it, or `NONE`.
    rule: Vec<u8>,
    /// Per chaser rule, each step's place in its tie order (smaller first).
    ranks: Vec<Vec<usize>>,
    /// Per side (and one more for a game without sides), the kind it places.
    placed: Vec<u8>,
    pub(super) metric: Metric,
}

impl Table {
    pub(crate) fn new(model: &Model) -> Table {
        let (kinds, terrains) = (model.kinds.len(), model.terrains.len());
        let movers = 1 + 3 * kinds;
        let targets = 2 + terrains + kinds;
        let mut table = Table {
            kinds,
            terrains,
            outcomes: vec![Outcome::Move; movers * targets],
            rule: vec![NONE; kinds],
            ranks: model.chasers.iter().map(ranks).collect(),
            placed: Vec::new(),
            metric: model.metric.unwrap_or(Metric::Manhattan),
        };
        // The model's lookup finds a pair's first statement.
        for &((mover, target), outcome) in model.outcomes.rules.iter().rev() {
            let at = table.index(mover, target);
            table.outcomes[at] = outcome;
        }
        // Where a kind has two rules, the model's lookup finds the first.
        for (i, c) in model.chasers.iter().enumerate().rev() {
            table.rule[c.kind as usize] = i as u8;
        }
        if let Some(Placement::Place { class_kind }) = model.placement {
            let class = &model.kinds[class_kind as usize].class;
            let of = |side: Option<usize>| {
                model
                    .kinds
                    .iter()
                    .position(|k| k.class == *class && k.side == side)
                    .unwrap_or(class_kind as usize) as u8
            };
            table.placed = (0..model.sides.len()).map(|s| of(Some(s))).collect();
            table.placed.push(of(None));
        }
        table
    }

    fn index(&self, mover: Mover, target: Target) -> usize {
        let k = self.kinds;
        let m = match mover {
            Mover::Walker => 0,
            Mover::Pushed(kind) => 1 + kind as usize,
            Mover::Chaser(kind) => 1 + k + kind as usize,
            Mover::Placed(kind) => 1 + 2 * k + kind as usize,
        };
        let t = match target {
            Target::Empty => 0,
            Target::OffBoard => 1,
            Target::Terrain(t) => 2 + t as usize,
            Target::Piece(kind) => 2 + self.terrains + kind as usize,
        };
        m * (2 + self.terrains + k) + t
    }

    /// The outcome of `mover` meeting `target` (`Move` when not stated).
    pub(crate) fn get(&self, mover: Mover, target: Target) -> Outcome {
        self.outcomes[self.index(mover, target)]
    }

    /// The index of the chaser rule that moves `kind`, if one does.
    pub(super) fn rule_of(&self, kind: KindId) -> Option<usize> {
        let r = *self.rule.get(kind as usize)?;
        (r != NONE).then_some(r as usize)
    }

    /// Step `i`'s place in the tie order of chaser rule `rule`.
    pub(super) fn rank(&self, rule: usize, i: usize) -> usize {
        self.ranks[rule][i]
    }

    /// The kind that `side` places (`None`: a game without sides).
    pub(super) fn placed(&self, side: Option<usize>) -> u8 {
        let at = side.unwrap_or(self.placed.len().saturating_sub(1));
        self.placed.get(at).copied().unwrap_or(NONE)
    }
}

/// Each step's place in a `FirstOf` order: its position there, or after
/// the order by its own position. (`RowsBeforeColumns` ranks by gaps, so
/// the step's own position breaks only exact ties.)
fn ranks(chaser: &Chaser) -> Vec<usize> {
    chaser
        .steps
        .iter()
        .enumerate()
        .map(|(i, d)| match &chaser.ties {
            TieOrder::FirstOf(order) => {
                order.iter().position(|o| o == d).unwrap_or(order.len() + i)
            }
            TieOrder::RowsBeforeColumns => i,
        })
        .collect()
}

#[cfg(test)]
mod tests;
