//! The player's moves: which walks and teleports are legal, and what a walk
//! pushes. Outcomes come from the table: entering a robot, debris or the
//! edge, and what pushed debris does when it meets debris, a robot or the
//! edge.

use super::state::{FIXED, State};
use super::table::{Meets, Mover, Offset, Outcome, Table};
use super::tally::Tally;
use crate::geometry::Board;

/// A legal move of the player, before the robots reply.
///
/// Plain 32-bit fields (with `NONE` for absent parts) keep it small and
/// cheap to copy while candidates are compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerMove {
    pub to: Offset,
    /// Grid index the pushed debris left, or [`NONE`].
    push_from: u32,
    /// Grid index the pushed debris now lies on (a chain push moves its
    /// whole line, which is the same thing), or [`NONE`].
    push_to: u32,
    /// Index of the robot the pushed debris destroyed, or [`NONE`].
    crushed: u32,
    /// Teleport entry used, or [`NONE`].
    teleport: u32,
}

/// An absent part of a [`PlayerMove`].
const NONE: u32 = u32::MAX;

impl PlayerMove {
    pub(crate) fn stay(at: Offset) -> Self {
        PlayerMove {
            to: at,
            push_from: NONE,
            push_to: NONE,
            crushed: NONE,
            teleport: NONE,
        }
    }

    /// Whether the move changes nothing but the player's cell: no push, no
    /// teleport.
    #[inline(always)]
    pub(crate) fn is_plain(&self) -> bool {
        (self.push_from & self.teleport) == NONE
    }

    /// Debris that moved: the cell it left and the cell it lies on.
    #[inline(always)]
    pub(crate) fn pushed(&self) -> Option<(usize, usize)> {
        (self.push_from != NONE).then_some((self.push_from as usize, self.push_to as usize))
    }

    /// Index of the robot the pushed debris destroyed.
    #[inline(always)]
    pub(crate) fn crushed(&self) -> Option<usize> {
        (self.crushed != NONE).then_some(self.crushed as usize)
    }

    /// Teleport entry used, if this is a teleport.
    #[inline(always)]
    pub fn teleport(&self) -> Option<usize> {
        (self.teleport != NONE).then_some(self.teleport as usize)
    }
}

/// The robots' cells of the position being chosen in, for the legality of
/// moves, marked only once a move needs them: plain walks look among the
/// near robots instead (see `walks`).
#[derive(Debug, Clone)]
pub(crate) struct Occupancy {
    cells: Tally,
    marked: bool,
}

impl Occupancy {
    pub(crate) fn new(board: Board) -> Self {
        Occupancy {
            cells: Tally::new(board.area()),
            marked: false,
        }
    }

    /// Forgets the marks: the next position is another.
    #[inline]
    pub(crate) fn forget(&mut self) {
        self.marked = false;
    }

    /// Marks the robots' cells of `state`, unless marked since the last
    /// [`Self::forget`].
    #[inline]
    pub(crate) fn mark(&mut self, board: Board, state: &State) -> &Self {
        if !self.marked {
            self.marked = true;
            self.cells.clear();
            for &r in state.robots() {
                self.cells.add(board.index(r));
            }
        }
        self
    }

    /// Whether a robot stands on grid index `i` (once marked).
    #[inline]
    pub(crate) fn robot_at(&self, i: usize) -> bool {
        self.cells.any(i)
    }
}

/// The legal moves of one position: its robots' cells marked.
#[derive(Clone, Copy)]
pub(crate) struct Legal<'a> {
    pub(crate) table: &'a Table,
    pub(crate) board: Board,
    pub(crate) state: &'a State,
    pub(crate) robots: &'a Occupancy,
}

impl Legal<'_> {
    /// The walk by `offset` from the player's cell, if legal.
    #[inline(always)]
    pub(crate) fn walk(self, (dr, dc): Offset) -> Option<PlayerMove> {
        let (pr, pc) = self.state.player();
        let to = (pr + dr, pc + dc);
        let mut mv = PlayerMove::stay(to);
        match self.table.outcome(Mover::Player, self.meets(to)) {
            Outcome::Move => Some(mv),
            Outcome::Push => {
                let (end, crushed) = self.push(to, (dr, dc))?;
                mv.push_from = self.board.index(to) as u32;
                mv.push_to = self.board.index(end) as u32;
                mv.crushed = crushed.map_or(NONE, |i| i as u32);
                Some(mv)
            }
            _ => None,
        }
    }

    #[inline(always)]
    fn meets(self, cell: Offset) -> Meets {
        if !self.board.contains(cell) {
            Meets::OffBoard
        } else if self.robots.robot_at(self.board.index(cell)) {
            Meets::Robot
        } else if let entry @ 1.. = self.state.debris()[self.board.index(cell)] {
            terrain_or_debris(entry)
        } else {
            Meets::Empty
        }
    }

    /// Pushes the debris at `first` along `dir`: where the line's front
    /// lands, and the robot destroyed there, or `None` when blocked.
    #[cold]
    fn push(self, first: Offset, (dr, dc): Offset) -> Option<(Offset, Option<usize>)> {
        let longest = match self.table.outcome(Mover::PushedDebris, Meets::Debris) {
            Outcome::Chain(n) => n,
            _ => 1,
        };
        let mut line = 1;
        let mut end = (first.0 + dr, first.1 + dc);
        while self.meets(end) == Meets::Debris {
            line += 1;
            if line > longest {
                return None;
            }
            end = (end.0 + dr, end.1 + dc);
        }
        match self.meets(end) {
            Meets::Empty => Some((end, None)),
            Meets::Robot => match self.table.outcome(Mover::PushedDebris, Meets::Robot) {
                Outcome::DestroyRobot => {
                    Some((end, self.state.robots().iter().position(|&r| r == end)))
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// The teleport to entry `i` of the list, one of the position's heads
    /// (so not spent), if usable: its cell free and not the player's.
    pub(crate) fn teleport(self, i: usize) -> Option<PlayerMove> {
        self.table.teleports?;
        let to = self.state.teleports().cell(i);
        let free = self.meets(to) == Meets::Empty && to != self.state.player();
        free.then_some(PlayerMove {
            teleport: i as u32,
            ..PlayerMove::stay(to)
        })
    }
}

/// What a walk or a push meets on a cell whose grid entry `entry` is not 0: debris,
/// or terrain, which stops a walk as the board's edge does.
#[inline(always)]
pub(crate) fn terrain_or_debris(entry: u8) -> Meets {
    if entry >= FIXED {
        Meets::OffBoard
    } else {
        Meets::Debris
    }
}
