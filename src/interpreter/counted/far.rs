//! The reply of the chasers far from the player, worked out once a move
//! and shared by every candidate that walks or stays. Under the Manhattan
//! distance a chaser's ranking is clamped beyond its half table (`ranked`),
//! so a chaser at least `half + walk reach + (passes - 1) * step reach`
//! rows and columns from the player ranks its steps alike, pass after
//! pass, whichever walk the player makes; it never reaches the player,
//! and its distance after the walk `(dr, dc)` is its distance before plus
//! `±dr ± dc`, signs by its side of the player. Its steps read the terrain
//! and the static pieces, which a walk that pushes nothing leaves alone.
//!
//! So the far chasers' reply is counted once, alone, pass by pass, and a
//! candidate counts only the near chasers'. The two halves make the whole
//! reply when no chaser of one can arrive where one of the other does, or
//! read a piece the other's meeting left: two chasers that start more
//! than `2 * passes * step reach` rows or columns apart never do. A far
//! chaser closer than that to a near one counts as near (and so on, until
//! none is). A move where a chaser stands on a piece that destroys it
//! alone shares nothing (the pass that groups it depends on the others).

use super::lists::{Chaser, Reply};
use super::memo::Memo;
use super::pass::{Buffers, Plan, run};
use super::stamps::Stamps;
use super::view::At;
use crate::geometry::Metric;
use crate::interpreter::pack::DIES;

/// The far chasers after a pass: their cells, the pieces their meetings
/// left so far, and what the keys read of them.
#[derive(Debug, Default)]
pub(super) struct After {
    pub chasers: Vec<Chaser>,
    pub made: Vec<(usize, u8, u8)>,
    /// Chasers of each kind.
    pub kinds: Vec<u64>,
    /// Per kind, static pieces gained less those lost by the meetings.
    pub gained: Vec<i64>,
    /// Per side of the player (row above or below, column left or
    /// right): the chasers there, their least and their summed distance
    /// to the player's cell at the move's start.
    pub sides: [Side; 4],
}

/// Chasers on one side of the player.
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Side {
    pub count: u64,
    pub least: u64,
    pub sum: u64,
}

/// A move's far chasers and their shared reply.
#[derive(Debug, Default)]
pub(super) struct Far {
    /// The move shares the far chasers' reply.
    on: bool,
    /// The move's chasers, near first: how many are near.
    near: usize,
    /// The far chasers after each pass.
    after: Vec<After>,
    /// The player's 0-based row and column at the move's start.
    origin: (i32, i32),
    /// Room for the far reply, and for the split.
    work: Reply,
    order: Vec<u32>,
    chasers: Vec<Chaser>,
}

impl Far {
    /// Shares nothing (until [`Far::share`] says otherwise).
    pub(super) fn clear(&mut self) {
        self.on = false;
    }

    /// Puts the near chasers of `start` before the far ones, for a move
    /// whose candidates walk at most `walk` rows and columns from `at`'s
    /// player, or stay: how many are near (all when the rules let the
    /// move share nothing).
    pub(super) fn split(
        &mut self,
        at: At,
        passes: usize,
        walk: i32,
        start: &mut Vec<Chaser>,
        stamps: &mut Stamps,
    ) -> usize {
        self.on = false;
        let n = start.len();
        let (table, model) = (at.rules.table, at.rules.model);
        let pack = &table.pack;
        let kinds = pack.width - pack.terrains - 1;
        let dies_here = |c: &Chaser| {
            let piece = usize::from(at.pos.static_at(c.cell as usize)).min(kinds);
            let at = usize::from(c.kind) * pack.width + pack.terrains + piece;
            pack.fates.get(at) == Some(&DIES)
        };
        if table.metric != Metric::Manhattan || start.iter().any(dies_here) {
            return n;
        }
        let (mut half, mut reach) = (0, 0);
        for (rule, chaser) in model.chasers.iter().enumerate() {
            let Some(h) = table.clamped_beyond(rule) else {
                return n;
            };
            half = half.max(h as i32);
            let steps = chaser.steps.iter().map(|&(r, c)| r.abs().max(c.abs()));
            reach = reach.max(steps.max().unwrap_or(0));
        }
        let margin = half + walk + (passes as i32 - 1) * reach;
        let origin = at.target;
        self.origin = origin;
        let far = |c: &Chaser| {
            (origin.0 - c.row).abs() >= margin && (origin.1 - c.column).abs() >= margin
        };
        self.order.clear();
        stamps.begin_zone();
        for (i, c) in start.iter().enumerate() {
            if far(c) {
                stamps.own(c.cell as usize, i as u32);
            } else {
                self.order.push(i as u32);
            }
        }
        if self.order.len() == n {
            return n;
        }
        // The far chasers within reach of a near one count as near, and
        // those within reach of them, and so on: by pairs when there are
        // few, else by looking around each near chaser on the grid.
        let link = 2 * passes as i32 * reach;
        let linked = |a: &Chaser, b: &Chaser| {
            (a.row - b.row).abs() <= link && (a.column - b.column).abs() <= link
        };
        let (pos, few) = (at.pos, self.order.len() * (n - self.order.len()) <= 1024);
        let mut k = 0;
        while k < self.order.len() {
            let c = start[self.order[k] as usize];
            k += 1;
            if few {
                for (i, f) in start.iter().enumerate() {
                    if stamps.owner(f.cell as usize) == Some(i as u32) && linked(&c, f) {
                        stamps.disown(f.cell as usize);
                        self.order.push(i as u32);
                    }
                }
                continue;
            }
            let (top, bottom) = (
                (c.row - link).max(0),
                (c.row + link).min(pos.rows as i32 - 1),
            );
            let left = (c.column - link).max(0) as usize;
            let right = (c.column + link).min(pos.columns as i32 - 1) as usize;
            for r in top..=bottom {
                let row = r as usize * pos.columns;
                for cell in row + left..=row + right {
                    if let Some(i) = stamps.owner(cell) {
                        stamps.disown(cell);
                        self.order.push(i);
                    }
                }
            }
        }
        let near = self.order.len();
        let far = start.iter().enumerate();
        let far = far.filter(|&(i, c)| stamps.owner(c.cell as usize) == Some(i as u32));
        self.order.extend(far.map(|(i, _)| i as u32));
        self.chasers.clear();
        self.chasers
            .extend(self.order.iter().map(|&i| start[i as usize]));
        std::mem::swap(start, &mut self.chasers);
        near
    }

    /// Counts the reply of the far chasers `start[near..]` once, for
    /// every candidate that walks or stays; `near` from [`Far::split`].
    pub(super) fn share(
        &mut self,
        at: At,
        plan: &Plan,
        near: usize,
        start: &[Chaser],
        stamps: &mut Stamps,
        buffers: Buffers,
    ) {
        self.near = near;
        self.after.resize_with(plan.passes, After::default);
        let (after, origin) = (&mut self.after, self.origin);
        let kinds = at.rules.model.kinds.len();
        let watch = |pass: usize, _: &[Chaser], reply: &Reply, _: &mut Stamps| {
            after[pass - 1].take(reply, origin, kinds);
            true
        };
        run(
            at,
            plan,
            &start[near..],
            stamps,
            buffers,
            None,
            &mut self.work,
            true,
            watch,
        );
        self.on = true;
    }

    /// Counts the near chasers' reply into `out` for a candidate that
    /// walked (or stayed) to `at`'s player (`start` the move's chasers,
    /// `memo` the first steps kept for the move):
    /// the pass of the far reply that completes it, or `None` when the
    /// move shares nothing (the whole reply is then to be counted).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn near(
        &self,
        at: At,
        plan: &Plan,
        start: &[Chaser],
        stamps: &mut Stamps,
        buffers: Buffers,
        memo: &mut Memo,
        out: &mut Reply,
    ) -> Option<usize> {
        if !self.on {
            return None;
        }
        let all = |_: usize, _: &[Chaser], _: &Reply, _: &mut Stamps| true;
        let end = run(
            at,
            plan,
            &start[..self.near],
            stamps,
            buffers,
            Some(memo),
            out,
            false,
            all,
        )?;
        Some(if out.lost { end } else { plan.passes })
    }

    /// The far chasers after pass `pass` (from 1).
    pub(super) fn after(&self, pass: usize) -> &After {
        &self.after[pass - 1]
    }

    /// The player's 0-based row and column at the move's start.
    pub(super) fn origin(&self) -> (i32, i32) {
        self.origin
    }
}

impl After {
    /// Takes the far reply so far, `origin` the player's cell, for a game
    /// of `kinds` kinds.
    fn take(&mut self, reply: &Reply, origin: (i32, i32), kinds: usize) {
        self.chasers.clear();
        self.chasers.extend_from_slice(&reply.chasers);
        self.made.clear();
        self.made.extend_from_slice(&reply.made);
        self.kinds.clear();
        self.kinds.resize(kinds, 0);
        self.gained.clear();
        self.gained.resize(kinds, 0);
        self.sides = [Side {
            count: 0,
            least: u64::MAX,
            sum: 0,
        }; 4];
        for c in &self.chasers {
            self.kinds[usize::from(c.kind)] += 1;
            let (dr, dc) = (origin.0 - c.row, origin.1 - c.column);
            let side = &mut self.sides[usize::from(dr > 0) * 2 + usize::from(dc > 0)];
            let distance = u64::from(dr.unsigned_abs() + dc.unsigned_abs());
            side.count += 1;
            side.least = side.least.min(distance);
            side.sum += distance;
        }
        for &(_, kind, old) in &self.made {
            if let Some(g) = self.gained.get_mut(usize::from(kind)) {
                *g += 1;
            }
            if let Some(g) = self.gained.get_mut(usize::from(old)) {
                *g -= 1;
            }
        }
    }
}
