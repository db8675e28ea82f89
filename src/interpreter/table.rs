//! The model's rules laid out for lookups by index, built once per run:
//! every (mover, target) outcome in one array, the rule that moves each
//! chaser kind with its tie order as a rank per step, and the kind each
//! side places. It adds nothing to the model: each entry is what the
//! model's own lookup answers (a test holds the two to each other).

use super::lay::Layout;
use super::pack::{Pack, Parts};
use super::position::NONE;
use super::ranked::Ranked;
use crate::geometry::Metric;
use crate::model::{Chaser, KindId, Model, Mover, Offset, Outcome, Placement, Target, TieOrder};

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
    /// Per chaser rule, its steps in its tie order (first preferred).
    ordered: Vec<Vec<Offset>>,
    /// Per chaser rule, whether it may enter each terrain, and each kind.
    terrain_open: Vec<Vec<bool>>,
    piece_open: Vec<Vec<bool>>,
    /// Per chaser rule, its steps ranked by the player's offset (none in
    /// the plain table, which measures every step).
    ranked: Vec<Option<Ranked>>,
    /// Whether the strategy counts a candidate's reply rather than making
    /// it (see `counted`; not in the plain table).
    counts: bool,
    /// Per side (and one more for a game without sides), the kind it places.
    placed: Vec<u8>,
    /// The chaser rules and kinds packed for counted replies.
    pub(super) pack: Pack,
    pub(super) metric: Metric,
    /// What each legend entry lays on a map's cell.
    layout: Layout,
}

impl Table {
    pub(crate) fn new(model: &Model) -> Table {
        // A game with no terrain layer stands on one plain terrain.
        let (kinds, terrains) = (model.kinds.len(), model.terrains.len().max(1));
        let movers = 1 + 4 * kinds;
        let targets = 2 + terrains + kinds + 4;
        let mut table = Table {
            kinds,
            terrains,
            outcomes: vec![Outcome::Move; movers * targets],
            rule: vec![NONE; kinds],
            ordered: model.chasers.iter().map(ordered).collect(),
            terrain_open: Vec::new(),
            piece_open: Vec::new(),
            ranked: Vec::new(),
            counts: true,
            placed: Vec::new(),
            pack: Pack::default(),
            metric: model.metric.unwrap_or(Metric::Manhattan),
            layout: Layout::of(model),
        };
        table.ranked = model
            .chasers
            .iter()
            .zip(&table.ordered)
            .map(|(c, ordered)| Ranked::new(ordered, &c.ties, table.metric))
            .collect();
        // The model's lookup finds a pair's first statement.
        for &((mover, target), outcome) in model.outcomes.rules.iter().rev() {
            let at = table.index(mover, target);
            table.outcomes[at] = outcome;
        }
        for c in &model.chasers {
            let open = |target| table.get(Mover::Chaser(c.kind), target) != Outcome::Blocked;
            let terrains = (0..terrains as u8)
                .map(|t| open(Target::Terrain(t)))
                .collect();
            let pieces = (0..kinds as u8).map(|k| open(Target::Piece(k))).collect();
            table.terrain_open.push(terrains);
            table.piece_open.push(pieces);
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
        let rules = (0..model.chasers.len()).map(|rule| Parts {
            ordered: &table.ordered[rule],
            ranked: table.ranked[rule].as_ref().map(Ranked::parts),
            opens: (&table.terrain_open[rule], &table.piece_open[rule]),
        });
        let pack = Pack::new(model, rules, |m, t| table.get(m, t));
        table.pack = pack;
        table
    }

    /// The table of the plain way: every chaser's step measured on every
    /// neighbour, every candidate's reply made on the position; the
    /// reference the ranked steps and counted replies are held to.
    pub(crate) fn plain(model: &Model) -> Table {
        let mut table = Table::new(model);
        table.ranked.clear();
        table.counts = false;
        table
    }

    fn index(&self, mover: Mover, target: Target) -> usize {
        let k = self.kinds;
        let m = match mover {
            Mover::Walker => 0,
            Mover::Pushed(kind) => 1 + kind as usize,
            Mover::Chaser(kind) => 1 + k + kind as usize,
            Mover::Placed(kind) => 1 + 2 * k + kind as usize,
            Mover::Traveller(kind) => 1 + 3 * k + kind as usize,
        };
        let t = match target {
            Target::Empty => 0,
            Target::OffBoard => 1,
            Target::Terrain(t) => 2 + t as usize,
            Target::Piece(kind) => 2 + self.terrains + kind as usize,
            // Relations of sides: no map game states them.
            Target::Ally => 2 + self.terrains + k,
            Target::Enemy => 3 + self.terrains + k,
            Target::NextToEnemy => 4 + self.terrains + k,
            Target::NextToStronger => 5 + self.terrains + k,
        };
        // Every target of a mover: the four relations after the kinds.
        m * (6 + self.terrains + k) + t
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

    /// The steps of chaser rule `rule` in its tie order (the order written
    /// for `RowsBeforeColumns`).
    pub(super) fn ordered(&self, rule: usize) -> &[Offset] {
        &self.ordered[rule]
    }

    /// The steps of chaser rule `rule` (indices into [`Table::ordered`])
    /// from first choice to last when the player is `(a, b)` rows and
    /// columns away; `None` where the rule's ranking does not reach.
    #[inline]
    pub(super) fn ranked(&self, rule: usize, a: i64, b: i64) -> Option<&[u8]> {
        self.ranked.get(rule)?.as_ref()?.get(a, b)
    }

    /// For chaser rule `rule` ranked with clamped offsets, the half of its
    /// table: the player at least that many rows and columns away ranks
    /// its steps alike whatever the distance (see `ranked`).
    pub(super) fn clamped_beyond(&self, rule: usize) -> Option<i64> {
        self.ranked.get(rule)?.as_ref()?.clamped_beyond()
    }

    /// Whether the strategy counts a candidate's reply rather than making
    /// it.
    pub(super) fn counts_replies(&self) -> bool {
        self.counts
    }

    /// Whether chaser rule `rule` may enter a cell of this terrain holding
    /// this static piece (`NONE`: none): no rule blocks it.
    #[inline]
    pub(super) fn may_enter(&self, rule: usize, terrain: u8, under: u8) -> bool {
        self.terrain_open[rule][terrain as usize]
            && (under == NONE || self.piece_open[rule][under as usize])
    }

    /// What each legend entry lays on a map's cell.
    pub(super) fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The kind that `side` places (`None`: a game without sides).
    pub(super) fn placed(&self, side: Option<usize>) -> u8 {
        let at = side.unwrap_or(self.placed.len().saturating_sub(1));
        self.placed.get(at).copied().unwrap_or(NONE)
    }
}

/// The steps sorted by their place in a `FirstOf` order (its position
/// there, or after the order by its own position); in the order written
/// for `RowsBeforeColumns`, which ranks by gaps first, and where no two
/// steps ever tie (`Unresolved`).
fn ordered(chaser: &Chaser) -> Vec<Offset> {
    let mut steps: Vec<(usize, Offset)> = chaser
        .steps
        .iter()
        .enumerate()
        .map(|(i, &d)| match &chaser.ties {
            TieOrder::FirstOf(order) => {
                let rank = order.iter().position(|&o| o == d);
                (rank.unwrap_or(order.len() + i), d)
            }
            TieOrder::RowsBeforeColumns | TieOrder::Unresolved => (i, d),
        })
        .collect();
    steps.sort_by_key(|&(rank, ..)| rank);
    steps.into_iter().map(|(_, d)| d).collect()
}

#[cfg(test)]
pub(crate) mod tests;
