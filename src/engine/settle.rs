//! Making a reply happen: the player's move and the robots' final cells
//! written into the position.

use super::hashes::{debris_hash, robot_hash};
use super::moves::PlayerMove;
use super::pass::CRUSHED;
use super::state::State;
use super::table::{Meeting, Table};
use super::tally::Tally;
use crate::geometry::Board;

/// What settling a reply reads of the table.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Settle {
    meeting: Meeting,
    board: Board,
    /// A teleport spends its entry.
    each_once: bool,
}

impl Settle {
    pub(crate) fn new(table: &Table) -> Self {
        Settle {
            meeting: table.meeting,
            board: table.board,
            each_once: table.teleports.is_some_and(|t| t.each_once),
        }
    }

    /// Moves the player and the robots to their final `cells` (`CRUSHED`
    /// for a robot the push destroyed): the pushed debris moves, robots on
    /// debris are destroyed and, when `met` says robots may have met (their
    /// arrivals then in `arrivals` under its current stamp), those that met
    /// are resolved as the table says.
    pub(crate) fn apply(
        self,
        state: &mut State,
        mv: &PlayerMove,
        cells: &[u32],
        met: bool,
        arrivals: &mut Tally,
    ) {
        let edit = state.edit();
        if let Some(i) = mv.teleport()
            && self.each_once
        {
            edit.spent.spend(edit.list, i);
        }
        *edit.player = mv.to;
        if let Some((from, to)) = mv.pushed() {
            edit.debris[from] = 0;
            edit.debris[to] = 1;
            *edit.debris_hash ^= debris_hash(from) ^ debris_hash(to);
            if let Some(c) = edit.debris_cells.iter_mut().find(|c| **c == from as u32) {
                *c = to as u32;
            }
        }
        // New debris only lands where robots met, where no survivor stands,
        // so it can be laid while the survivors are found.
        let robots = edit.robots;
        robots.clear();
        let mut hash = 0;
        for &cell in cells {
            if cell == CRUSHED {
                continue;
            }
            let cell = cell as usize;
            if met && arrivals.multi(cell) {
                if self.meeting == Meeting::Debris && arrivals.claim(cell) && edit.debris[cell] == 0
                {
                    edit.debris[cell] = 1;
                    edit.debris_cells.push(cell as u32);
                    *edit.debris_count += 1;
                    *edit.debris_hash ^= debris_hash(cell);
                }
            } else if edit.debris[cell] == 0 {
                robots.push(self.board.cell(cell));
                hash ^= robot_hash(cell);
            }
        }
        *edit.robots_hash = hash;
    }
}
