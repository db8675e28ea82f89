//! The `safe neighbours` key by lookups around the cell, never by playing
//! the walks.
//!
//! A walk from the player's cell `P` to `T` loses at once exactly when some
//! robot stands one of its steps `s` away, on `T - s`: that step lands on
//! `T`, at distance 0, closer than any other step, and on the board (`T`
//! is), so the robot takes it whatever the tie rule and the board's edges
//! say; a robot not one step from `T` cannot land on it. The one exception
//! is a robot the walk's push crushes. So a walk's safety asks which cells
//! around `T` hold a robot, and its legality what lies on `T` (and along a
//! pushed line): questions about the cells around `P` in the position after
//! the candidate and its reply, which a [`View`] answers from the reply's
//! arrivals (see `tally`) and the debris grid.
//!
//! Only robots within `walk reach + step reach` rows and columns of `P` can
//! stand on or threaten a walk's cell. For each of them a table indexed by
//! its place relative to `P` gives, as bit masks over the walks, the walks
//! whose cell it stands on and the walks it threatens, so counting is a few
//! mask operations per robot near `P` and a look at each walk's cell.

use super::pass::After;
use super::table::{Key, Meets, Mover, Offset, Outcome, Table};
use super::tally::Tally;
use crate::geometry::Board;

/// The position after a candidate and the robots' reply, as lookups.
pub(crate) trait View {
    /// A robot stands on grid index `cell`.
    fn robot(&self, cell: usize) -> bool;
    /// Debris lies on grid index `cell`.
    fn debris(&self, cell: usize) -> bool;
}

/// A plain candidate's reply (nothing pushed): the arrivals recorded under
/// either of two stamps of `marks` (the candidate's near robots', the far
/// robots'), and at most one robot recorded nowhere, on `lone`.
pub(crate) struct Arrived<'a> {
    /// The debris before the reply.
    pub(crate) grid: &'a [u8],
    pub(crate) marks: &'a Tally,
    pub(crate) stamps: (u32, u32),
    /// A robot's grid index, or `usize::MAX`.
    pub(crate) lone: usize,
    /// Robots may have met where debris is made of them.
    pub(crate) met: bool,
}

impl View for Arrived<'_> {
    #[inline(always)]
    fn robot(&self, cell: usize) -> bool {
        self.grid[cell] == 0
            && (cell == self.lone
                || self.marks.under(cell, self.stamps.0, self.stamps.1) == Some(false))
    }

    #[inline(always)]
    fn debris(&self, cell: usize) -> bool {
        self.grid[cell] != 0
            || (self.met && self.marks.under(cell, self.stamps.0, self.stamps.1) == Some(true))
    }
}

/// Any candidate's reply: the debris after the move, and every arrival in
/// `arrivals` under its current stamp.
pub(crate) struct Replied<'a> {
    pub(crate) after: After<'a>,
    pub(crate) arrivals: &'a Tally,
    /// Robots may have met where debris is made of them.
    pub(crate) met: bool,
}

impl View for Replied<'_> {
    fn robot(&self, cell: usize) -> bool {
        !self.after.at(cell) && self.arrivals.any(cell) && !self.arrivals.multi(cell)
    }

    fn debris(&self, cell: usize) -> bool {
        self.after.at(cell) || (self.met && self.arrivals.multi(cell))
    }
}

/// The most walks the masks serve (one bit each); a larger walk set has
/// each walk checked step by step.
const MASK_WALKS: usize = u64::BITS as usize;

/// What counting safe walks needs of a table, built once.
#[derive(Debug, Clone)]
pub(crate) struct Safety {
    walks: Vec<Offset>,
    steps: Vec<Offset>,
    /// `walk reach + step reach`: how far (rows and columns) from the
    /// player a robot can matter.
    radius: i32,
    side: i32,
    /// Per place of a robot relative to the player within the radius: the
    /// walks whose cell it stands on, and the walks it threatens. Empty for
    /// more than [`MASK_WALKS`] walks.
    masks: Vec<(u64, u64)>,
    /// The player pushes debris: a line of at most `chain` cells, crushing
    /// a robot where it lands when `crush`.
    push: Option<(u32, bool)>,
}

impl Safety {
    /// The count for `table`, when its strategy has the key; `walk_reach`
    /// and `step_reach` are the most rows or columns a walk and a robot's
    /// step cover.
    pub(crate) fn new(table: &Table, walk_reach: i32, step_reach: i32) -> Option<Self> {
        if !table.keys.iter().any(|&(k, _)| k == Key::SafeNeighbours) {
            return None;
        }
        let radius = walk_reach + step_reach;
        let side = 2 * radius + 1;
        let mut masks = Vec::new();
        if table.walks.len() <= MASK_WALKS {
            masks = vec![(0u64, 0u64); (side * side) as usize];
            let place = |(a, b): Offset| ((a + radius) * side + b + radius) as usize;
            // A robot on `w` stands on walk `i`'s cell; one on `w - s`
            // threatens it by its step `s`.
            for (i, &w) in table.walks.iter().enumerate() {
                masks[place(w)].0 |= 1 << i;
                for &(sr, sc) in &table.robot_steps {
                    masks[place((w.0 - sr, w.1 - sc))].1 |= 1 << i;
                }
            }
        }
        let push = (table.outcome(Mover::Player, Meets::Debris) == Outcome::Push).then(|| {
            let chain = match table.outcome(Mover::PushedDebris, Meets::Debris) {
                Outcome::Chain(n) => n,
                _ => 1,
            };
            let crush = table.outcome(Mover::PushedDebris, Meets::Robot) == Outcome::DestroyRobot;
            (chain, crush)
        });
        Some(Safety {
            walks: table.walks.clone(),
            steps: table.robot_steps.clone(),
            radius,
            side,
            masks,
            push,
        })
    }

    /// How far (rows and columns) from the player a robot can stand on or
    /// threaten a walk's cell.
    pub(crate) fn radius(&self) -> i32 {
        self.radius
    }

    /// How many of the player's walks from `player` are legal and would not
    /// lose at once in the position `view` shows; `robots` holds the cell of
    /// every robot standing within [`Self::radius`] of the player (and may
    /// hold more cells, robots or not).
    #[inline]
    pub(crate) fn count(
        &self,
        board: Board,
        player: Offset,
        robots: impl Iterator<Item = Offset>,
        view: &impl View,
    ) -> u32 {
        if self.masks.is_empty() {
            return self.count_each(board, player, view);
        }
        let (pr, pc) = player;
        let (mut on, mut threat) = (0u64, 0u64);
        for (rr, rc) in robots {
            let (a, b) = (rr - pr, rc - pc);
            if a.abs() <= self.radius && b.abs() <= self.radius && view.robot(board.index((rr, rc)))
            {
                let (o, t) = self.masks[((a + self.radius) * self.side + b + self.radius) as usize];
                on |= o;
                threat |= t;
            }
        }
        let mut safe = 0;
        for (i, &(dr, dc)) in self.walks.iter().enumerate() {
            let to = (pr + dr, pc + dc);
            if !board.contains(to) || on >> i & 1 != 0 {
                continue;
            }
            if view.debris(board.index(to)) {
                safe += self.safe_push(board, to, (dr, dc), view);
            } else {
                safe += (threat >> i & 1 == 0) as u32;
            }
        }
        safe
    }

    /// [`Self::count`] walk by walk, for a set of more walks than the masks
    /// serve.
    #[cold]
    fn count_each(&self, board: Board, (pr, pc): Offset, view: &impl View) -> u32 {
        let mut safe = 0;
        for &(dr, dc) in &self.walks {
            let to = (pr + dr, pc + dc);
            if !board.contains(to) || view.robot(board.index(to)) {
                continue;
            }
            safe += if view.debris(board.index(to)) {
                self.safe_push(board, to, (dr, dc), view)
            } else {
                u32::from(!self.threatened(board, to, None, view))
            };
        }
        safe
    }

    /// 1 if the walk by `dir` onto debris at `to` is a legal push after
    /// which no robot reaches the player, else 0.
    #[cold]
    fn safe_push(&self, board: Board, to: Offset, (dr, dc): Offset, view: &impl View) -> u32 {
        let Some((chain, crush)) = self.push else {
            return 0;
        };
        let mut line = 1;
        let mut end = (to.0 + dr, to.1 + dc);
        while board.contains(end) && view.debris(board.index(end)) {
            line += 1;
            if line > chain {
                return 0;
            }
            end = (end.0 + dr, end.1 + dc);
        }
        if !board.contains(end) {
            return 0;
        }
        let crushed = view.robot(board.index(end));
        if crushed && !crush {
            return 0;
        }
        u32::from(!self.threatened(board, to, crushed.then_some(end), view))
    }

    /// Whether a robot other than the one on `crushed` stands one step from
    /// `to`.
    fn threatened(
        &self,
        board: Board,
        to: Offset,
        crushed: Option<Offset>,
        view: &impl View,
    ) -> bool {
        self.steps.iter().any(|&(sr, sc)| {
            let from = (to.0 - sr, to.1 - sc);
            Some(from) != crushed && board.contains(from) && view.robot(board.index(from))
        })
    }
}
