//! A move's counted replies: readied once a move ([`Counted::prepare`]),
//! one counted per candidate ([`Counted::reply`]), the best candidate's
//! kept and made on the position by the move chosen
//! ([`Counted::make_kept`]).

use super::far::Far;
use super::lists::{Chaser, Reply};
use super::memo::Memo;
use super::pass::{Plan, run};
use super::stamps::Stamps;
use super::view::At;
use crate::interpreter::position::{NONE, Position};
use crate::interpreter::table::Rules;

/// What a counted reply leaves, and the room it works in.
#[derive(Debug, Default)]
pub(in crate::interpreter) struct Counted {
    /// The chasers at the move's start (near ones first when the move
    /// shares the far ones' reply).
    pub(super) start: Vec<Chaser>,
    /// The far chasers' reply, when the move shares it.
    pub(super) far: Far,
    /// The last reply counted, and the best candidate's.
    pub(super) now: Reply,
    kept: Reply,
    /// The steps of a pass, and the chasers of the next.
    moves: Vec<Chaser>,
    next: Vec<Chaser>,
    /// Per pass and kind (`pass * kinds + kind`), the chaser rule that
    /// steps it, or `NONE`.
    stepping: Vec<u8>,
    passes: usize,
    kinds: usize,
    stamps: Stamps,
    /// The first-pass steps kept for the candidates that move only the
    /// player.
    memo: Memo,
}

impl Counted {
    /// Readies the replies of move `turn` on `pos`: `chasers` are the
    /// chasers' cells before it; `share`, when every candidate walks or
    /// stays, how far the walks that move only the player reach (the far
    /// chasers' reply is then shared).
    pub(in crate::interpreter) fn prepare(
        &mut self,
        rules: Rules,
        pos: &Position,
        turn: u64,
        chasers: &[usize],
        share: Option<i32>,
    ) {
        let model = rules.model;
        self.stamps.fit(pos.rows * pos.columns);
        self.start.clear();
        self.start.extend(chasers.iter().map(|&cell| {
            let (row, column) = pos.coords(cell);
            Chaser {
                cell: cell as u32,
                row: row as i32,
                column: column as i32,
                kind: pos.chaser_at(cell),
                dies: false,
            }
        }));
        self.kinds = model.kinds.len();
        self.passes = model.chasers.iter().map(|c| c.speed).max().unwrap_or(0) as usize;
        self.stepping.clear();
        for pass in 1..=self.passes as u32 {
            self.stepping.extend((0..self.kinds as u8).map(|kind| {
                let rule = rules.table.rule_of(kind).filter(|&i| {
                    let r = &model.chasers[i];
                    r.speed >= pass && turn.is_multiple_of(u64::from(r.period))
                });
                rule.map_or(NONE, |i| i as u8)
            }));
        }
        let rankings = rules
            .table
            .pack
            .rules
            .iter()
            .map(|r| (2 * r.half as usize + 1).pow(2));
        self.memo
            .begin(self.start.len(), rankings.max().unwrap_or(0));
        self.far.clear();
        let player = pos.player().filter(|_| self.passes > 0);
        let (Some(player), Some(walk)) = (player, share) else {
            return;
        };
        let at = At::new(rules, pos, player);
        let near = (self.far).split(at, self.passes, walk, &mut self.start, &mut self.stamps);
        if near < self.start.len() {
            let plan = Plan {
                stepping: &self.stepping,
                passes: self.passes,
                kinds: self.kinds,
                stop_at_loss: false,
            };
            let buffers = (&mut self.moves, &mut self.next);
            let (start, stamps) = (&self.start[..], &mut self.stamps);
            self.far.share(at, &plan, near, start, stamps, buffers);
        }
    }

    /// Whether the last reply counted reached the player.
    pub(in crate::interpreter) fn lost(&self) -> bool {
        self.now.lost
    }

    /// Counts the reply to the move [`Counted::prepare`] readied, with the
    /// player on `player`: on `pos` as the move started when the candidate
    /// moved only the player (`walked` when by a walk or staying), else
    /// on `pos` with the candidate's own move made. With `stop_at_loss`,
    /// a reply that reaches the player is counted no further than that
    /// (only [`Counted::lost`] is then to be read).
    pub(in crate::interpreter) fn reply(
        &mut self,
        rules: Rules,
        pos: &Position,
        (player, walked): (Option<usize>, bool),
        stop_at_loss: bool,
    ) {
        let now = &mut self.now;
        now.far = None;
        let Some(player) = player.filter(|_| self.passes > 0) else {
            now.made.clear();
            now.lost = false;
            now.chasers.clear();
            // A push may have destroyed a chaser.
            let standing = self
                .start
                .iter()
                .filter(|c| pos.chaser_at(c.cell as usize) != NONE);
            now.chasers.extend(standing);
            return;
        };
        let plan = Plan {
            stepping: &self.stepping,
            passes: self.passes,
            kinds: self.kinds,
            stop_at_loss,
        };
        let at = At::new(rules, pos, player);
        let (start, stamps) = (&self.start[..], &mut self.stamps);
        if walked {
            let buffers = (&mut self.moves, &mut self.next);
            let memo = &mut self.memo;
            if let Some(end) = self.far.near(at, &plan, start, stamps, buffers, memo, now) {
                now.far = Some(end);
                return;
            }
        }
        // A candidate that moves only the player takes the first steps
        // the move's others worked out (`memo`).
        let memo = walked.then_some(&mut self.memo);
        let buffers = (&mut self.moves, &mut self.next);
        let all = |_: usize, _: &[Chaser], _: &Reply, _: &mut Stamps| true;
        run(at, &plan, start, stamps, buffers, memo, now, false, all);
    }

    /// Keeps the last reply counted as the best candidate's.
    pub(in crate::interpreter) fn keep(&mut self) {
        std::mem::swap(&mut self.now, &mut self.kept);
    }

    /// Makes the kept reply on `pos`, where the best candidate's own move
    /// was just made again: `chasers` are the chasers' cells before it,
    /// and after it. Only the cells whose chaser changes are written: the
    /// chasers' cells after the reply are noted on a grid first. Whether a
    /// chaser reached the player.
    pub(in crate::interpreter) fn make_kept(
        &mut self,
        pos: &mut Position,
        chasers: &mut Vec<usize>,
    ) -> bool {
        let far = self.kept.far.map(|pass| self.far.after(pass));
        let (far_chasers, far_made) = far.map_or((&[][..], &[][..]), |s| (&s.chasers, &s.made));
        let after = || far_chasers.iter().chain(&self.kept.chasers);
        self.stamps.begin_zone();
        for c in after() {
            self.stamps.own(c.cell as usize, 0);
        }
        for &cell in chasers.iter() {
            if self.stamps.owner(cell).is_none() && pos.chaser_at(cell) != NONE {
                pos.set_chaser(cell, NONE);
            }
        }
        for &(cell, kind, _) in far_made.iter().chain(&self.kept.made) {
            pos.set_static(cell, kind);
        }
        chasers.clear();
        for c in after() {
            let cell = c.cell as usize;
            if pos.chaser_at(cell) != c.kind {
                pos.set_chaser(cell, c.kind);
            }
            chasers.push(cell);
        }
        self.kept.lost
    }
}
