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

use super::onboard::OnBoard;
use super::table::{Key, Meets, Mover, Offset, Outcome, Table};
use crate::geometry::Board;

mod view;
pub(crate) use view::{Arrived, Replied, View};

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
    /// The masks by difference of grid indices, `robot - player + span`
    /// where `span = radius * columns + radius`, on a board of `columns`
    /// columns: read for a player at least the radius from the left and
    /// right edges, where a difference names one place (see
    /// [`Self::count`]). Empty with `masks`.
    by_index: Vec<(u64, u64)>,
    /// The table's board: every position counted is on it (an engine
    /// plays one board), and the index tables are made for it.
    board: Board,
    /// Per walk, its grid index offset on `board`.
    deltas: Vec<isize>,
    /// The walks that stay on `board` from each cell: with the masks (up
    /// to 64 walks), else `None` and each walk is checked on its own.
    on_board: Option<OnBoard>,
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
        let columns = table.board.columns;
        let span = radius * columns + radius;
        let mut by_index = Vec::new();
        if !masks.is_empty() {
            by_index = vec![(0u64, 0u64); (2 * span + 1) as usize];
            for a in -radius..=radius {
                for b in -radius..=radius {
                    let place = ((a + radius) * side + b + radius) as usize;
                    by_index[(a * columns + b + span) as usize] = masks[place];
                }
            }
        }
        let on_board = OnBoard::new(table.board, &table.walks).filter(|_| !masks.is_empty());
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
            by_index,
            board: table.board,
            deltas: table
                .walks
                .iter()
                .map(|&(r, c)| (r * columns + c) as isize)
                .collect(),
            on_board,
            push,
        })
    }

    /// How far (rows and columns) from the player a robot can stand on or
    /// threaten a walk's cell.
    pub(crate) fn radius(&self) -> i32 {
        self.radius
    }

    /// How many of the player's walks from `player` (on grid index
    /// `player_cell`) are legal and would not lose at once in the position
    /// `view` shows; `robots` holds the grid index of every robot standing
    /// within [`Self::radius`] of the player (and may hold more, robots or
    /// not).
    ///
    /// With the player at least the radius from the left and right edges,
    /// a robot's place relative to the player is read from the difference
    /// of their grid indices: a robot `(a, b)` away with `|a|, |b| <=
    /// radius` gives `a * columns + b`, and no other robot on the board
    /// gives a difference within the span (its column would be more than
    /// `columns - 1` from the player's place `b` columns over). On the
    /// table's board the walks that stay on it from the player's cell come
    /// from a table by row, column and band (`onboard`), each walk's cell
    /// by its grid index offset, and the count loops over the bits of the
    /// walks left open.
    #[inline]
    pub(crate) fn count(
        &self,
        (player, player_cell): (Offset, usize),
        robots: impl Iterator<Item = u32>,
        view: &impl View,
    ) -> u32 {
        let Some(stays) = &self.on_board else {
            return self.count_each(player, view);
        };
        let board = self.board;
        let (pr, pc) = player;
        let (mut on, mut threat) = (0u64, 0u64);
        if pc > self.radius && pc + self.radius <= board.columns {
            let base = player_cell as i64 - (self.by_index.len() / 2) as i64;
            for cell in robots {
                let Some(&(o, t)) = self.by_index.get((i64::from(cell) - base) as usize) else {
                    continue;
                };
                if (o | t) != 0 && view.robot(cell as usize) {
                    on |= o;
                    threat |= t;
                }
            }
        } else {
            for cell in robots {
                let (rr, rc) = board.cell(cell as usize);
                let (a, b) = (rr - pr, rc - pc);
                if a.abs() <= self.radius && b.abs() <= self.radius && view.robot(cell as usize) {
                    let (o, t) =
                        self.masks[((a + self.radius) * self.side + b + self.radius) as usize];
                    on |= o;
                    threat |= t;
                }
            }
        }
        // The walks whose cell is on the board and holds no robot.
        let mut open = stays.from(player) & !on;
        let mut safe = 0;
        while open != 0 {
            let i = open.trailing_zeros() as usize;
            open &= open - 1;
            let to = player_cell.wrapping_add_signed(self.deltas[i]);
            if view.debris(to) {
                let threat = Some(threat >> i & 1 != 0);
                safe += self.safe_push(board.cell(to), self.walks[i], view, threat);
            } else {
                safe += (threat >> i & 1 == 0) as u32;
            }
        }
        safe
    }

    /// [`Self::count`] walk by walk, for a set of more walks than the masks
    /// serve.
    #[cold]
    fn count_each(&self, (pr, pc): Offset, view: &impl View) -> u32 {
        let board = self.board;
        let mut safe = 0;
        for &(dr, dc) in &self.walks {
            let to = (pr + dr, pc + dc);
            if !board.contains(to) || view.robot(board.index(to)) {
                continue;
            }
            safe += if view.debris(board.index(to)) {
                self.safe_push(to, (dr, dc), view, None)
            } else {
                u32::from(!self.threatened(to, None, view))
            };
        }
        safe
    }

    /// 1 if the walk by `dir` onto debris at `to` is a legal push after
    /// which no robot reaches the player, else 0. `threat` is whether a
    /// robot stands one step from `to` (the walk's threat bit), when the
    /// masks tell: with none the push is safe once legal, and with one it
    /// is lost unless that robot may be the crushed one.
    #[cold]
    fn safe_push(
        &self,
        to: Offset,
        (dr, dc): Offset,
        view: &impl View,
        threat: Option<bool>,
    ) -> u32 {
        let Some((chain, crush)) = self.push else {
            return 0;
        };
        let board = self.board;
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
        match (threat, crushed) {
            (Some(false), _) => 1,
            (Some(true), false) => 0,
            _ => u32::from(!self.threatened(to, crushed.then_some(end), view)),
        }
    }

    /// Whether a robot other than the one on `crushed` stands one step from
    /// `to`.
    fn threatened(&self, to: Offset, crushed: Option<Offset>, view: &impl View) -> bool {
        let board = self.board;
        self.steps.iter().any(|&(sr, sc)| {
            let from = (to.0 - sr, to.1 - sc);
            Some(from) != crushed && board.contains(from) && view.robot(board.index(from))
        })
    }
}
