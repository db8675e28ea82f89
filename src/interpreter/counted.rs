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
//! kind in each pass, and the first pass's steps (`ready`). A pass's
//! steps are grouped by cell on stamped grids (`stamps`). The best
//! candidate's reply is kept, and the move chosen makes it on the
//! position rather than stepping the chasers again
//! ([`Counted::make_kept`]). The `safe neighbours` key, which tries walks
//! after the reply, takes the made reply.

use super::position::{NONE, Position};
use super::ready::{DESTROYED, GENERAL, MOVES, MOVES_TO_DIE, Ready, STAYS, dies};
use super::stamps::{Arrivals, Stamps};
use super::step::measured;
use super::table::Rules;
use crate::model::{Key, Meeting, Mover, Outcome, Target};

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

impl Chaser {
    /// The chaser moved by `(dr, dc)`, on a board of `columns` columns.
    #[inline]
    fn moved(self, (dr, dc): (i32, i32), columns: usize) -> Chaser {
        let (row, column) = (self.row + dr, self.column + dc);
        Chaser {
            cell: (row as usize * columns + column as usize) as u32,
            row,
            column,
            ..self
        }
    }
}

/// A reply's result: the chasers after it, the static pieces its meetings
/// left (cell, kind, what the cell held before), whether a chaser reached
/// the player.
#[derive(Debug, Default)]
struct Reply {
    chasers: Vec<Chaser>,
    made: Vec<(usize, u8, u8)>,
    lost: bool,
}

/// What a counted reply leaves, and the room it works in.
#[derive(Debug, Default)]
pub(super) struct Counted {
    /// The chasers at the move's start.
    start: Vec<Chaser>,
    /// Their first pass, readied.
    ready: Ready,
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

/// A reply's fixed parts: the rules, the position (the candidate's own
/// move made, or not when it moves only the player), the player's cell
/// and its 0-based row and column.
#[derive(Clone, Copy)]
struct At<'a> {
    rules: Rules<'a>,
    pos: &'a Position,
    player: usize,
    target: (i32, i32),
}

impl Counted {
    /// Readies the replies of move `turn` on `pos`: `chasers` are the
    /// chasers' cells before it.
    pub(super) fn prepare(&mut self, rules: Rules, pos: &Position, turn: u64, chasers: &[usize]) {
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
        if self.passes > 0 {
            let first = &self.stepping[..self.kinds];
            self.ready.prepare(rules, pos, &self.start, first);
        }
    }

    /// Whether the last reply counted reached the player.
    pub(super) fn lost(&self) -> bool {
        self.now.lost
    }

    /// Counts the reply to the move [`Counted::prepare`] readied, with the
    /// player on `player`: on `pos` as the move started when the candidate
    /// moved only the player (`made` false), else on `pos` with the
    /// candidate's own move made.
    pub(super) fn reply(
        &mut self,
        rules: Rules,
        pos: &Position,
        player: Option<usize>,
        made: bool,
    ) {
        let Counted {
            start,
            ready,
            now,
            moves,
            next,
            stepping,
            passes,
            kinds,
            stamps,
            ..
        } = self;
        now.made.clear();
        now.lost = false;
        now.chasers.clear();
        let Some(player) = player.filter(|_| *passes > 0) else {
            // A push may have destroyed a chaser.
            let standing = start
                .iter()
                .filter(|c| pos.chaser_at(c.cell as usize) != NONE);
            now.chasers.extend(standing);
            return;
        };
        stamps.begin_reply();
        let (pr, pc) = pos.coords(player);
        let at = At {
            rules,
            pos,
            player,
            target: (pr as i32, pc as i32),
        };
        for pass in 0..*passes {
            let stepping = &stepping[pass * *kinds..(pass + 1) * *kinds];
            moves.clear();
            let any = if pass == 0 && !made {
                first_pass(at, start, ready, stamps, moves, &mut now.lost)
            } else {
                if pass == 0 {
                    // A push may have destroyed a chaser.
                    let standing = start
                        .iter()
                        .filter(|c| pos.chaser_at(c.cell as usize) != NONE);
                    now.chasers.extend(standing);
                }
                let mut any = false;
                for &c in now.chasers.iter() {
                    let rule = stepping[usize::from(c.kind)];
                    if rule == NONE {
                        let under = stamps.static_at(pos, c.cell as usize);
                        moves.push(Chaser {
                            dies: dies(rules, c.kind, under),
                            ..c
                        });
                        continue;
                    }
                    any = true;
                    let to = toward(at, stamps, usize::from(rule), c);
                    now.lost |= to.cell as usize == player;
                    moves.extend(settle(at, stamps, c, to));
                }
                any
            };
            if !any {
                if pass == 0 && !made {
                    now.chasers.extend_from_slice(start);
                }
                return;
            }
            meet(rules, pos, stamps, moves, next, &mut now.made);
            std::mem::swap(&mut now.chasers, next);
            if now.lost {
                return;
            }
        }
    }

    /// Keeps the last reply counted as the best candidate's.
    pub(super) fn keep(&mut self) {
        std::mem::swap(&mut self.now, &mut self.kept);
    }

    /// Makes the kept reply on `pos`, where the best candidate's own move
    /// was just made again: `chasers` are the chasers' cells before it,
    /// and after it (by cell, as a made reply leaves them). Whether a
    /// chaser reached the player.
    pub(super) fn make_kept(&self, pos: &mut Position, chasers: &mut Vec<usize>) -> bool {
        for &cell in chasers.iter() {
            if pos.chaser_at(cell) != NONE {
                pos.set_chaser(cell, NONE);
            }
        }
        for &(cell, kind, _) in &self.kept.made {
            pos.set_static(cell, kind);
        }
        chasers.clear();
        for c in &self.kept.chasers {
            pos.set_chaser(c.cell as usize, c.kind);
            chasers.push(c.cell as usize);
        }
        chasers.sort_unstable();
        self.kept.lost
    }

    /// A key's value after the last reply counted, the player on `player`
    /// (`None` for `safe neighbours`, which needs the reply made).
    pub(super) fn measure(
        &self,
        rules: Rules,
        pos: &Position,
        player: Option<usize>,
        key: Key,
    ) -> Option<u64> {
        let metric = rules.table.metric;
        let player = player.map(|p| pos.coords(p));
        let chasers = &self.now.chasers;
        let distances = || {
            chasers.iter().map(move |c| {
                let (pr, pc) = player.map_or((c.row, c.column), |(r, c)| (r as i32, c as i32));
                metric.distance(pr - c.row, pc - c.column)
            })
        };
        Some(match key {
            Key::Chasers => chasers.len() as u64,
            Key::NearestChaser => distances().min().unwrap_or(u64::MAX),
            Key::SumOfDistances => distances().sum(),
            Key::Count(k) if rules.model.is_chaser(k) => {
                chasers.iter().filter(|c| c.kind == k).count() as u64
            }
            Key::Count(k) => {
                // The position's, with each meeting's piece replacing what
                // its cell held.
                let mut n = i64::from(pos.count(k));
                for &(_, kind, old) in &self.now.made {
                    n += i64::from(kind == k) - i64::from(old == k);
                }
                n as u64
            }
            Key::Row => player.map_or(0, |p| p.0 as u64 + 1),
            Key::Column => player.map_or(0, |p| p.1 as u64 + 1),
            Key::SafeNeighbours => return None,
        })
    }
}

/// The first pass of a candidate that moved only the player, from the
/// move's readied steps: each chaser's step into `moves`. Whether any
/// chaser stepped.
fn first_pass(
    at: At,
    start: &[Chaser],
    ready: &Ready,
    stamps: &Stamps,
    moves: &mut Vec<Chaser>,
    lost: &mut bool,
) -> bool {
    let table = at.rules.table;
    let columns = at.pos.columns;
    let mut any = false;
    for (&c, e) in start.iter().zip(&ready.entries) {
        if e.rule == NONE {
            moves.push(Chaser {
                dies: e.dies_here,
                ..c
            });
            continue;
        }
        any = true;
        let rule = usize::from(e.rule);
        let (a, b) = (at.target.0 - c.row, at.target.1 - c.column);
        let order = match e.base {
            GENERAL => None,
            _ => table.ranked(rule, i64::from(a), i64::from(b)),
        };
        let Some(order) = order else {
            let to = toward(at, stamps, rule, c);
            *lost |= to.cell as usize == at.player;
            moves.extend(settle(at, stamps, c, to));
            continue;
        };
        let (mut to, mut fate) = (c, e.stay);
        for &i in order {
            if e.open >> i & 1 != 0 {
                to = c.moved(table.ordered(rule)[usize::from(i)], columns);
                fate = ready.fates[e.base as usize + usize::from(i)];
                break;
            }
        }
        if to.cell as usize == at.player {
            *lost = true;
            moves.extend(settle(at, stamps, c, to));
            continue;
        }
        match fate {
            MOVES => moves.push(Chaser { dies: false, ..to }),
            MOVES_TO_DIE => moves.push(Chaser { dies: true, ..to }),
            STAYS => moves.push(Chaser {
                dies: e.dies_here,
                ..c
            }),
            _ => debug_assert_eq!(fate, DESTROYED),
        }
    }
    any
}

/// Where chaser `c`'s step to `to` ends: `to`, its own cell when stopped,
/// `None` when the step destroys it; with whether it dies alone there.
#[inline]
fn settle(at: At, stamps: &Stamps, c: Chaser, to: Chaser) -> Option<Chaser> {
    let (o, pos) = (at.rules.table, at.pos);
    let mover = Mover::Chaser(c.kind);
    let end = match o.get(mover, Target::Terrain(pos.terrain(to.cell as usize))) {
        Outcome::Destroyed if to.cell as usize != at.player => return None,
        Outcome::Stopped => c,
        _ => {
            let under = stamps.static_at(pos, to.cell as usize);
            if under != NONE && o.get(mover, Target::Piece(under)) == Outcome::Stopped {
                c
            } else {
                to
            }
        }
    };
    let under = stamps.static_at(pos, end.cell as usize);
    Some(Chaser {
        dies: dies(at.rules, c.kind, under),
        ..end
    })
}

/// Groups a pass's steps by cell: two or more on one cell meet (and leave
/// the meeting's piece, listed in `made`), one alone survives unless the
/// piece under it destroys it, into `next`.
fn meet(
    rules: Rules,
    pos: &Position,
    stamps: &mut Stamps,
    moves: &[Chaser],
    next: &mut Vec<Chaser>,
    made: &mut Vec<(usize, u8, u8)>,
) {
    stamps.begin_pass();
    for m in moves {
        stamps.arrive(m.cell as usize);
    }
    next.clear();
    for &m in moves {
        let cell = m.cell as usize;
        match stamps.settle(cell) {
            Arrivals::Meet => {
                if let Some(Meeting::Becomes(k)) = rules.model.meeting {
                    let old = stamps.static_at(pos, cell);
                    made.push((cell, k, old));
                    stamps.leave(cell, k);
                }
            }
            Arrivals::Met => {}
            Arrivals::Alone if m.dies => {}
            Arrivals::Alone => next.push(m),
        }
    }
}

/// Chaser `c`'s step under rule `rule` toward the player: the first open
/// step of the rule's ranking for the player's offset, or, where the
/// ranking does not reach, every step measured.
#[inline]
fn toward(at: At, stamps: &Stamps, rule: usize, c: Chaser) -> Chaser {
    let (table, pos) = (at.rules.table, at.pos);
    let (a, b) = (at.target.0 - c.row, at.target.1 - c.column);
    let board = pos.board();
    let Some(order) = table.ranked(rule, i64::from(a), i64::from(b)) else {
        let statics = |cell| stamps.static_at(pos, cell);
        let target = (i64::from(at.target.0), i64::from(at.target.1));
        let cell = measured(at.rules, pos, rule, c.cell as usize, target, statics);
        let (row, column) = pos.coords(cell);
        return Chaser {
            cell: cell as u32,
            row: row as i32,
            column: column as i32,
            ..c
        };
    };
    let steps = table.ordered(rule);
    for &i in order {
        let (dr, dc) = steps[usize::from(i)];
        if !board.contains((c.row + dr + 1, c.column + dc + 1)) {
            continue;
        }
        let to = c.moved((dr, dc), pos.columns);
        let cell = to.cell as usize;
        if table.may_enter(rule, pos.terrain(cell), stamps.static_at(pos, cell)) {
            return to;
        }
    }
    c
}
