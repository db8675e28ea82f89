//! The rules a counted reply reads on every chaser's step, packed once a
//! run (with the table, `super::super::table`) into flat arrays: each
//! chaser rule's ranking and steps (`ranked`), what it may enter, and per
//! kind of chaser the fate of a step onto each terrain and each static
//! piece. The inner loop of a reply then reads numbers by index, where the
//! table's lookups went through the model's movers and targets.

use crate::interpreter::table::Table;
use crate::model::{Model, Mover, Outcome, Target};

/// A step's fate: the chaser moves on.
pub(super) const MOVES: u8 = 0;
/// It is stopped and stays where it was.
pub(super) const STOPS: u8 = 1;
/// It is destroyed.
pub(super) const DIES: u8 = 2;

/// One chaser rule, packed: where its rankings, steps and entries start,
/// its ranking's half table and whether offsets beyond are clamped, its
/// steps' count; `ranked` false when its steps are measured instead.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Rule {
    pub order: usize,
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
    pub(super) rules: Vec<Rule>,
    /// The rankings: per rule, per offset row-major from `(-half,
    /// -half)`, its steps' indices from first choice to last.
    pub(super) order: Vec<u8>,
    /// The steps of every rule, in its tie order.
    pub(super) steps: Vec<(i32, i32)>,
    /// Per rule, whether it may enter each terrain, then each static
    /// piece, then a cell with none.
    pub(super) enter: Vec<bool>,
    /// Per kind of chaser, the fate of a step onto each terrain, then
    /// onto each static piece, then onto none (`kind * width + ...`).
    pub(super) fates: Vec<u8>,
    pub(super) terrains: usize,
    pub(super) width: usize,
}

impl Pack {
    /// The pack of `table`, the model's rules by index.
    pub(crate) fn new(table: &Table, model: &Model) -> Pack {
        let (terrains, kinds) = (model.terrains.len().max(1), model.kinds.len());
        let width = terrains + kinds + 1;
        let mut pack = Pack {
            terrains,
            width,
            ..Pack::default()
        };
        for rule in 0..model.chasers.len() {
            let mut r = Rule {
                order: pack.order.len(),
                steps: pack.steps.len(),
                enter: pack.enter.len(),
                count: table.ordered(rule).len(),
                ..Rule::default()
            };
            if let Some(ranked) = table.ranking(rule) {
                let (order, half, clamp) = ranked.parts();
                pack.order.extend_from_slice(order);
                (r.half, r.clamp, r.ranked) = (half as i32, clamp, true);
            }
            pack.steps.extend_from_slice(table.ordered(rule));
            let (terrain, pieces) = table.opens(rule);
            pack.enter.extend_from_slice(terrain);
            pack.enter.extend_from_slice(pieces);
            pack.enter.push(true);
            pack.rules.push(r);
        }
        for kind in 0..kinds as u8 {
            let mover = Mover::Chaser(kind);
            let fate = |target| match table.get(mover, target) {
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
