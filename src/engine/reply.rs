//! The robots' reply to a player move: every robot steps at once, then
//! meetings, debris and the player's cell are resolved as the table says.
//!
//! [`Engine::reply`] scores a candidate without changing anything;
//! [`Engine::apply`] makes a chosen move and the reply happen.

use super::Engine;
use super::moves::PlayerMove;
use super::state::State;
use super::table::{Meeting, Offset};

/// What a candidate move leads to, just before the player's next move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reply {
    /// A robot stepped onto the player.
    pub lost: bool,
    pub robots: u32,
    pub debris: u32,
    /// Distance to the nearest remaining robot (`u64::MAX` when none).
    pub nearest: u64,
    pub sum: u64,
}

impl Engine {
    /// Debris after the player's move (the pushed debris has moved).
    #[inline]
    fn debris_after(&self, state: &State, mv: &PlayerMove, i: usize) -> bool {
        match mv.pushed {
            Some((from, to)) => i == to || (i != from && state.debris[i] != 0),
            None => state.debris[i] != 0,
        }
    }

    /// Where robot at `r` steps toward the player at `p`.
    #[inline]
    fn step(&self, (rr, rc): Offset, (pr, pc): Offset) -> Offset {
        let (dr, dc) = self.steps[self.stepper.choose(pr - rr, pc - rc)];
        let to = (rr + dr, rc + dc);
        if self.board.contains(to) {
            return to;
        }
        let on_board = |(dr, dc): Offset| self.board.contains((rr + dr, rc + dc));
        match self.stepper.best(pr - rr, pc - rc, on_board) {
            Some(k) => (rr + self.steps[k].0, rc + self.steps[k].1),
            None => (rr, rc),
        }
    }

    /// Moves every robot (but a crushed one) and counts arrivals per cell.
    /// Leaves each robot's final cell in `self.dest` and returns whether a
    /// robot reached the player.
    fn move_robots(&mut self, state: &State, mv: &PlayerMove) -> bool {
        self.arrivals.clear();
        self.dest.clear();
        let mut lost = false;
        for (i, &robot) in state.robots.iter().enumerate() {
            if mv.crushed == Some(i) {
                self.dest.push(None);
                continue;
            }
            let mut to = self.step(robot, mv.to);
            lost |= to == mv.to;
            let cell = self.board.index(to);
            if self.stopped_by_debris && self.debris_after(state, mv, cell) {
                to = robot;
            }
            self.arrivals.add(self.board.index(to));
            self.dest.push(Some(to));
        }
        lost
    }

    /// Scores a candidate move without making it.
    pub fn reply(&mut self, state: &State, mv: &PlayerMove) -> Reply {
        let lost = self.move_robots(state, mv);
        let mut reply = Reply {
            lost,
            robots: 0,
            debris: state.debris_count,
            nearest: u64::MAX,
            sum: 0,
        };
        let (pr, pc) = mv.to;
        for k in 0..self.dest.len() {
            let Some(to) = self.dest[k] else { continue };
            let cell = self.board.index(to);
            if self.arrivals.multi(cell) {
                if self.table.meeting == Meeting::Debris
                    && !self.debris_after(state, mv, cell)
                    && self.arrivals.claim(cell)
                {
                    reply.debris += 1;
                }
            } else if !self.debris_after(state, mv, cell) {
                let d = self.table.metric.distance(pr - to.0, pc - to.1);
                reply.robots += 1;
                reply.nearest = reply.nearest.min(d);
                reply.sum += d;
            }
        }
        reply
    }

    /// Makes the player's move and the robots' reply; returns whether a
    /// robot reached the player.
    pub fn apply(&mut self, state: &mut State, mv: &PlayerMove) -> bool {
        let lost = self.move_robots(state, mv);
        let mut robots = std::mem::take(&mut state.robots);
        robots.clear();
        let mut new_debris = Vec::new();
        for k in 0..self.dest.len() {
            let Some(to) = self.dest[k] else { continue };
            let cell = self.board.index(to);
            if self.arrivals.multi(cell) {
                if self.table.meeting == Meeting::Debris && self.arrivals.claim(cell) {
                    new_debris.push(cell);
                }
            } else if !self.debris_after(state, mv, cell) {
                robots.push(to);
            }
        }
        if let Some((from, to)) = mv.pushed {
            state.debris[from] = 0;
            state.debris[to] = 1;
        }
        for cell in new_debris {
            if state.debris[cell] == 0 {
                state.debris[cell] = 1;
                state.debris_count += 1;
            }
        }
        if let (Some(i), Some(rules)) = (mv.teleport, self.table.teleports)
            && rules.each_once
        {
            state.used[i] = true;
        }
        state.player = mv.to;
        state.robots = robots;
        lost
    }
}
