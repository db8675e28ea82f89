//! The rules a counted reply reads on every chaser's step, packed once a
//! run (with the table, `table`) into flat arrays: each
//! chaser rule's ranking and steps (`ranked`), what it may enter, and per
//! kind of chaser the fate of a step onto each terrain and each static
//! piece. The inner loop of a reply then reads numbers by index, where the
//! table's lookups went through the model's movers and targets.

use crate::model::{Model, Mover, Offset, Outcome, Target};

/// A step's fate: the chaser moves on.
pub(crate) const MOVES: u8 = 0;
/// It is stopped and stays where it was.
pub(crate) const STOPS: u8 = 1;
/// It is destroyed.
pub(crate) const DIES: u8 = 2;

/// One chaser rule, packed: where its rankings, steps and entries start,
/// its ranking's half table and whether offsets beyond are clamped, its
/// steps' count; `ranked` false when its steps are measured instead;
/// where its offsets' classes start (`Pack::class`).
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Rule {
    pub order: usize,
    pub classes: usize,
    pub half: i32,
    pub clamp: bool,
    pub ranked: bool,
    pub count: usize,
    pub steps: usize,
    pub enter: usize,
}

/// Every chaser rule and kind, packed.
#[derive(Debug, Clone, Default)]
pub(crate) struct Pack {
    pub(crate) rules: Vec<Rule>,
    /// The rankings: per rule, per offset row-major from `(-half,
    /// -half)`, its steps' indices from first choice to last.
    pub(crate) order: Vec<u8>,
    /// Per rule, per offset as in `order`, the first offset that ranks
    /// the steps alike: two offsets of one class step a chaser alike.
    pub(crate) class: Vec<u32>,
    /// The steps of every rule, in its tie order.
    pub(crate) steps: Vec<(i32, i32)>,
    /// Per rule, whether it may enter each terrain, then each static
    /// piece, then a cell with none.
    pub(crate) enter: Vec<bool>,
    /// Per kind of chaser, the fate of a step onto each terrain, then
    /// onto each static piece, then onto none (`kind * width + ...`).
    pub(crate) fates: Vec<u8>,
    pub(crate) terrains: usize,
    pub(crate) width: usize,
}

/// One chaser rule as the table holds it: its steps in its tie order, its
/// ranking (the table, its half, whether offsets beyond are clamped) if it
/// is ranked, and whether it may enter each terrain and each piece.
pub(crate) struct Parts<'t> {
    pub ordered: &'t [Offset],
    pub ranked: Option<(&'t [u8], i64, bool)>,
    pub opens: (&'t [bool], &'t [bool]),
}

impl Pack {
    /// The pack of `model`'s chaser rules (`rules`, in order) and kinds,
    /// `outcome` the table's lookup of a mover meeting a target.
    pub(crate) fn new<'t>(
        model: &Model,
        rules: impl IntoIterator<Item = Parts<'t>>,
        outcome: impl Fn(Mover, Target) -> Outcome,
    ) -> Pack {
        let (terrains, kinds) = (model.terrains.len().max(1), model.kinds.len());
        let width = terrains + kinds + 1;
        let mut pack = Pack {
            terrains,
            width,
            ..Pack::default()
        };
        for parts in rules {
            let mut r = Rule {
                order: pack.order.len(),
                steps: pack.steps.len(),
                enter: pack.enter.len(),
                count: parts.ordered.len(),
                ..Rule::default()
            };
            if let Some((order, half, clamp)) = parts.ranked {
                r.classes = pack.class.len();
                pack.class.extend(classes(order, r.count));
                pack.order.extend_from_slice(order);
                (r.half, r.clamp, r.ranked) = (half as i32, clamp, true);
            }
            pack.steps.extend_from_slice(parts.ordered);
            let (terrain, pieces) = parts.opens;
            pack.enter.extend_from_slice(terrain);
            pack.enter.extend_from_slice(pieces);
            pack.enter.push(true);
            pack.rules.push(r);
        }
        for kind in 0..kinds as u8 {
            let mover = Mover::Chaser(kind);
            let fate = |target| match outcome(mover, target) {
                Outcome::Stopped => STOPS,
                Outcome::Destroyed => DIES,
                _ => MOVES,
            };
            pack.fates
                .extend((0..terrains as u8).map(|t| fate(Target::Terrain(t))));
            pack.fates
                .extend((0..kinds as u8).map(|k| fate(Target::Piece(k))));
            pack.fates.push(MOVES);
        }
        pack
    }
}

/// Per offset of a rule's rankings (`order`, `count` steps an offset),
/// the first offset whose ranking is the same.
fn classes(order: &[u8], count: usize) -> Vec<u32> {
    let mut first = std::collections::HashMap::new();
    let rankings = order.chunks(count.max(1));
    let class = rankings
        .enumerate()
        .map(|(k, ranking)| *first.entry(ranking).or_insert(k) as u32);
    class.collect()
}
