//! The player's moves: which walks and teleports are legal, and what a walk
//! pushes. Outcomes come from the table: entering a robot, debris or the
//! edge, and what pushed debris does when it meets debris, a robot or the edge.

use super::Engine;
use super::state::State;
use super::table::{Meets, Mover, Offset, Outcome};

/// A legal move of the player, before the robots reply.
///
/// Plain 32-bit fields (with [`NONE`] for absent parts) keep it small and
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
    pub fn stay(at: Offset) -> Self {
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
    pub fn is_plain(&self) -> bool {
        (self.push_from & self.teleport) == NONE
    }

    /// Debris that moved: the cell it left and the cell it lies on.
    #[inline(always)]
    pub fn pushed(&self) -> Option<(usize, usize)> {
        (self.push_from != NONE).then_some((self.push_from as usize, self.push_to as usize))
    }

    /// Index of the robot the pushed debris destroyed.
    #[inline(always)]
    pub fn crushed(&self) -> Option<usize> {
        (self.crushed != NONE).then_some(self.crushed as usize)
    }

    /// Teleport entry used, if this is a teleport.
    #[inline(always)]
    pub fn teleport(&self) -> Option<usize> {
        (self.teleport != NONE).then_some(self.teleport as usize)
    }
}

impl Engine {
    /// Marks the robots' cells of `state` for [`Self::robot_at`].
    pub(super) fn mark_robots(&mut self, state: &State) {
        self.robots_marked = true;
        self.robots_here.clear();
        for &r in state.robots() {
            self.robots_here.add(self.board.index(r));
        }
    }

    /// [`Self::mark_robots`] for the position being chosen in, unless
    /// done already this move. Plain walks do without: a robot they could
    /// walk into is near, and they look among the near robots.
    #[inline]
    pub(super) fn mark_robots_once(&mut self, state: &State) {
        if !self.robots_marked {
            self.mark_robots(state);
        }
    }

    #[inline]
    pub(super) fn robot_at(&self, cell: Offset) -> bool {
        self.robots_here.any(self.board.index(cell))
    }

    /// The walk by `offset` from the player's cell, if legal.
    #[inline(always)]
    pub(super) fn walk(&self, state: &State, (dr, dc): Offset) -> Option<PlayerMove> {
        let (pr, pc) = state.player();
        let to = (pr + dr, pc + dc);
        let meets = self.meets(state, to);
        let mut mv = PlayerMove::stay(to);
        match self.table.outcome(Mover::Player, meets) {
            Outcome::Move => Some(mv),
            Outcome::Push => {
                let (end, crushed) = self.push(state, to, (dr, dc))?;
                mv.push_from = self.board.index(to) as u32;
                mv.push_to = self.board.index(end) as u32;
                mv.crushed = crushed.map_or(NONE, |i| i as u32);
                Some(mv)
            }
            _ => None,
        }
    }

    #[inline(always)]
    fn meets(&self, state: &State, cell: Offset) -> Meets {
        if !self.board.contains(cell) {
            Meets::OffBoard
        } else if self.robot_at(cell) {
            Meets::Robot
        } else if state.debris()[self.board.index(cell)] != 0 {
            Meets::Debris
        } else {
            Meets::Empty
        }
    }

    /// Pushes the debris at `first` along `dir`: where the line's front
    /// lands, and the robot destroyed there, or `None` when blocked.
    #[cold]
    fn push(
        &self,
        state: &State,
        first: Offset,
        (dr, dc): Offset,
    ) -> Option<(Offset, Option<usize>)> {
        let longest = match self.table.outcome(Mover::PushedDebris, Meets::Debris) {
            Outcome::Chain(n) => n,
            _ => 1,
        };
        let mut line = 1;
        let mut end = (first.0 + dr, first.1 + dc);
        while self.meets(state, end) == Meets::Debris {
            line += 1;
            if line > longest {
                return None;
            }
            end = (end.0 + dr, end.1 + dc);
        }
        match self.meets(state, end) {
            Meets::Empty => Some((end, None)),
            Meets::Robot => match self.table.outcome(Mover::PushedDebris, Meets::Robot) {
                Outcome::DestroyRobot => Some((end, state.robots().iter().position(|&r| r == end))),
                _ => None,
            },
            _ => None,
        }
    }

    /// The teleport to entry `i`, if its cell is free.
    pub(super) fn teleport(&self, state: &State, i: usize) -> Option<PlayerMove> {
        let rules = self.table.teleports?;
        let to = *self.teleport_cells.get(i)?;
        let spent = rules.each_once && state.spent(i);
        let free = self.meets(state, to) == Meets::Empty && to != state.player();
        (!spent && free).then_some(PlayerMove {
            teleport: i as u32,
            ..PlayerMove::stay(to)
        })
    }
}
