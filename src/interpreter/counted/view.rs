//! A chaser's step in a counted reply, read from the rules packed once a
//! run (`pack`) and the position's layers by index: the first step of the
//! rule's ranking for the player's offset (`ranked`) that is on the board
//! and that the rule may enter. Where the ranking does not reach, every
//! step is measured, as the plain way does.

use super::lists::Chaser;
use super::stamps::Stamps;
use crate::geometry::Board;
use crate::interpreter::pack::Pack;
use crate::interpreter::position::Position;
use crate::interpreter::step::measured;
use crate::interpreter::table::Rules;

/// A reply's fixed parts: the rules, the position (the candidate's own
/// move made, or not when it moves only the player), the player's cell
/// and its 0-based row and column.
#[derive(Clone, Copy)]
pub(super) struct At<'a> {
    pub rules: Rules<'a>,
    pub pos: &'a Position,
    pub player: usize,
    pub target: (i32, i32),
}

impl<'a> At<'a> {
    pub(super) fn new(rules: Rules<'a>, pos: &'a Position, player: usize) -> At<'a> {
        let (r, c) = pos.coords(player);
        At {
            rules,
            pos,
            player,
            target: (r as i32, c as i32),
        }
    }
}

/// The packed rules and the position's layers, for the inner loop.
pub(super) struct View<'a> {
    pub pack: &'a Pack,
    pub terrain: &'a [u8],
    pub statics: &'a [u8],
    pub columns: usize,
    pub board: Board,
    /// The index of "no static piece" among a rule's entries and a kind's
    /// fates, after the terrains (the kinds before it).
    pub none: usize,
}

impl View<'_> {
    /// The index among a rule's entries or a kind's fates of the static
    /// piece on `cell`, counting the reply's meetings.
    #[inline]
    pub(super) fn piece(&self, stamps: &Stamps, cell: usize) -> usize {
        let piece = usize::from(stamps.static_in(self.statics, cell));
        self.pack.terrains + piece.min(self.none)
    }
}

/// The ranking of chaser `c`'s steps under rule `rule` toward the
/// player: the index of the player's offset (clamped where the rule
/// clamps) among the rule's rankings, row-major from `(-half, -half)`.
/// `None` where the ranking does not reach.
#[inline(always)]
pub(super) fn ranking(at: At, v: &View, rule: usize, c: Chaser) -> Option<usize> {
    let r = v.pack.rules[rule];
    let (a, b) = (at.target.0 - c.row, at.target.1 - c.column);
    let h = r.half;
    let (a, b) = if r.clamp {
        (a.max(-h).min(h), b.max(-h).min(h))
    } else if r.ranked && a.abs() <= h && b.abs() <= h {
        (a, b)
    } else {
        return None;
    };
    Some(((a + h) * (2 * h + 1) + (b + h)) as usize)
}

/// The class of ranking `ranking` of rule `rule` (from [`ranking`]): the
/// first ranking of the rule that orders the steps alike, whose steps
/// then end alike.
#[inline(always)]
pub(super) fn class(v: &View, rule: usize, ranking: usize) -> usize {
    let r = v.pack.rules[rule];
    v.pack
        .class
        .get(r.classes + ranking)
        .map_or(ranking, |&k| k as usize)
}

/// Chaser `c`'s step under rule `rule` by its ranking `ranking` (from
/// [`ranking`]): the first step that is on the board and that the rule
/// may enter (its own cell when none is): the cell, its row and column,
/// and the index of its static piece among the entries and fates
/// (`View::piece`).
#[inline(always)]
pub(super) fn toward(
    v: &View,
    stamps: &Stamps,
    rule: usize,
    ranking: usize,
    c: Chaser,
) -> (usize, i32, i32, usize) {
    let r = v.pack.rules[rule];
    let first = r.order + ranking * r.count;
    let order = &v.pack.order[first..first + r.count];
    let (steps, enter) = (&v.pack.steps[r.steps..], &v.pack.enter[r.enter..]);
    for &i in order {
        let (dr, dc) = steps[usize::from(i)];
        let (row, column) = (c.row + dr, c.column + dc);
        if !v.board.contains((row + 1, column + 1)) {
            continue;
        }
        let cell = row as usize * v.columns + column as usize;
        let piece = v.piece(stamps, cell);
        if enter[usize::from(v.terrain[cell])] && enter[piece] {
            return (cell, row, column, piece);
        }
    }
    let here = c.cell as usize;
    (here, c.row, c.column, v.piece(stamps, here))
}

/// [`toward`] where the ranking does not reach: every step measured.
#[cold]
#[inline(never)]
pub(super) fn measure(at: At, stamps: &Stamps, rule: usize, c: Chaser) -> Chaser {
    let statics = |cell| stamps.static_at(at.pos, cell);
    let target = (i64::from(at.target.0), i64::from(at.target.1));
    let cell = measured(at.rules, at.pos, rule, c.cell as usize, target, statics);
    let (row, column) = at.pos.coords(cell);
    Chaser {
        cell: cell as u32,
        row: row as i32,
        column: column as i32,
        ..c
    }
}
