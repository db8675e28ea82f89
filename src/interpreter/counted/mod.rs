//! A candidate's reply counted without being made: the strategy needs only
//! what the keys read after it (the chasers left and their cells, the
//! pieces of each kind, the player's cell) and whether a chaser reached
//! the player, so the reply's steps are worked out pass by pass on lists,
//! with the pieces its meetings leave kept beside the position instead of
//! written into it and taken back. A chaser's step reads only the
//! terrain, the static pieces and the player (never another chaser), so
//! the lists give the same reply as [`super::reply`] makes; a test holds
//! the games of the two ways to each other on random rules and maps.
//!
//! What every candidate of a move shares is worked out once a move
//! ([`Counted::prepare`]): the chasers' cells with their rows and columns
//! (a step then adds to them, with no division), which rule steps each
//! kind in each pass, and the reply of the chasers far from the player,
//! which no candidate changes (`far`). The rules a step reads are packed
//! once a run into flat arrays (`pack`).
//! A pass's steps are grouped by cell on stamped grids (`stamps`). The
//! best candidate's reply is kept, and the move chosen makes it on the
//! position rather than stepping the chasers again
//! ([`Counted::make_kept`]). The `safe neighbours` key, which tries walks
//! after the reply, takes the made reply.
//!
//! | file | job |
//! |---|---|
//! | `pass` | a reply's passes over a list of chasers |
//! | `pack` | the chaser rules and kinds in flat arrays, once a run |
//! | `view` | a chaser's step from the packed rules and the position's layers |
//! | `stamps` | grids cleared by a new stamp: arrivals, meetings, the far zone |
//! | `far` | the far chasers' reply, once a move, and when it may be shared |
//! | `keys` | the keys' values after a counted reply |

mod far;
mod keys;
mod pack;
mod pass;
mod stamps;
mod view;

use super::position::{NONE, Position};
use super::table::Rules;
use far::Far;
pub(crate) use pack::Pack;
use pass::{At, Plan, run};
use stamps::Stamps;

/// A chaser on the lists: its cell, 0-based row and column, and kind; in
/// a pass's steps, whether it is destroyed if it ends alone on its cell.
#[derive(Debug, Clone, Copy)]
pub(super) struct Chaser {
    pub cell: u32,
    pub row: i32,
    pub column: i32,
    pub kind: u8,
    dies: bool,
}

/// A reply's result: the chasers after it, the static pieces its meetings
/// left (cell, kind, what the cell held before), whether a chaser reached
/// the player; and, for a reply of the near chasers only, the pass of the
/// far chasers' shared reply that completes it.
#[derive(Debug, Default)]
struct Reply {
    chasers: Vec<Chaser>,
    made: Vec<(usize, u8, u8)>,
    lost: bool,
    far: Option<usize>,
}

/// What a counted reply leaves, and the room it works in.
#[derive(Debug, Default)]
pub(super) struct Counted {
    /// The chasers at the move's start (near ones first when the move
    /// shares the far ones' reply).
    start: Vec<Chaser>,
    /// The far chasers' reply, when the move shares it.
    far: Far,
    /// The last reply counted, and the best candidate's.
    now: Reply,
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
}

impl Counted {
    /// Readies the replies of move `turn` on `pos`: `chasers` are the
    /// chasers' cells before it; `share`, when every candidate walks or
    /// stays, how far the walks that move only the player reach (the far
    /// chasers' reply is then shared).
    pub(super) fn prepare(
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
    pub(super) fn lost(&self) -> bool {
        self.now.lost
    }

    /// Counts the reply to the move [`Counted::prepare`] readied, with the
    /// player on `player`: on `pos` as the move started when the candidate
    /// moved only the player (`walked` when by a walk or staying), else
    /// on `pos` with the candidate's own move made. With `stop_at_loss`,
    /// a reply that reaches the player is counted no further than that
    /// (only [`Counted::lost`] is then to be read).
    pub(super) fn reply(
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
            if let Some(end) = self.far.near(at, &plan, start, stamps, buffers, now) {
                now.far = Some(end);
                return;
            }
        }
        let buffers = (&mut self.moves, &mut self.next);
        let all = |_: usize, _: &[Chaser], _: &Reply, _: &mut Stamps| true;
        run(at, &plan, start, stamps, buffers, now, false, all);
    }

    /// Keeps the last reply counted as the best candidate's.
    pub(super) fn keep(&mut self) {
        std::mem::swap(&mut self.now, &mut self.kept);
    }

    /// Makes the kept reply on `pos`, where the best candidate's own move
    /// was just made again: `chasers` are the chasers' cells before it,
    /// and after it. Only the cells whose chaser changes are written: the
    /// chasers' cells after the reply are noted on a grid first. Whether a
    /// chaser reached the player.
    pub(super) fn make_kept(&mut self, pos: &mut Position, chasers: &mut Vec<usize>) -> bool {
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
