//! The first pass of every candidate's reply readied once a move: in that
//! pass each chaser steps from the cell it starts the move on, and what
//! its steps may enter and where they end depends on the terrain and the
//! static pieces around it, which a candidate that pushes nothing leaves
//! as they are. So each chaser's steps are looked at once a move, into a
//! mask of the steps it may make and each step's fate (it moves, it is
//! stopped, it is destroyed, it would be destroyed alone on the cell), and
//! a candidate's first pass is then, per chaser, the first step of its
//! ranking (`ranked`) in the mask. Only a step onto the player's own cell,
//! where the terrain's rule may not apply, is settled the general way.

use super::counted::Chaser;
use super::position::{NONE, Position};
use super::table::Rules;
use crate::model::{Mover, Outcome, Target};

/// The step ends on its cell.
pub(super) const MOVES: u8 = 0;
/// The step ends on its cell, where a chaser alone is destroyed.
pub(super) const MOVES_TO_DIE: u8 = 1;
/// The chaser is stopped: it stays on its own cell.
pub(super) const STAYS: u8 = 2;
/// The step destroys the chaser.
pub(super) const DESTROYED: u8 = 3;

/// A chaser's first pass, readied: the rule that steps it (`NONE`: it
/// does not step in the first pass), the steps it may make (bit `i` for
/// step `i` of the rule's tie order), where its steps' fates start in
/// [`Ready::fates`] (`GENERAL` when its steps are too many for the mask),
/// the fate of staying on its own cell (when no step is open), and whether
/// it is destroyed alone on its own cell.
#[derive(Debug, Clone, Copy)]
pub(super) struct Entry {
    pub rule: u8,
    pub open: u64,
    pub base: u32,
    pub stay: u8,
    pub dies_here: bool,
}

/// A rule with more steps than the mask holds: its chasers step the
/// general way.
pub(super) const GENERAL: u32 = u32::MAX;

/// Every chaser's first pass of a move, readied.
#[derive(Debug, Default)]
pub(super) struct Ready {
    /// Per chaser, in the order of the move's start.
    pub entries: Vec<Entry>,
    /// The fates of the chasers' steps, in each rule's tie order.
    pub fates: Vec<u8>,
}

/// Whether a chaser of `kind` alone on `cell` is destroyed by the static
/// piece `under` there.
#[inline]
pub(super) fn dies(rules: Rules, kind: u8, under: u8) -> bool {
    under != NONE
        && rules.table.get(Mover::Chaser(kind), Target::Piece(under)) == Outcome::Destroyed
}

/// The fate of a step of a chaser of `kind` onto `to`, not the player's
/// cell (where the terrain's rule of destruction does not apply).
fn fate(rules: Rules, pos: &Position, kind: u8, to: usize) -> u8 {
    let o = rules.table;
    let mover = Mover::Chaser(kind);
    match o.get(mover, Target::Terrain(pos.terrain(to))) {
        Outcome::Destroyed => return DESTROYED,
        Outcome::Stopped => return STAYS,
        _ => {}
    }
    let under = pos.static_at(to);
    if under != NONE && o.get(mover, Target::Piece(under)) == Outcome::Stopped {
        return STAYS;
    }
    if dies(rules, kind, under) {
        MOVES_TO_DIE
    } else {
        MOVES
    }
}

impl Ready {
    /// Readies the first pass on `pos` of the chasers `start`, stepped by
    /// the rules `stepping` names per kind.
    pub(super) fn prepare(
        &mut self,
        rules: Rules,
        pos: &Position,
        start: &[Chaser],
        stepping: &[u8],
    ) {
        self.entries.clear();
        self.fates.clear();
        let table = rules.table;
        let board = pos.board();
        for c in start {
            let (cell, kind) = (c.cell as usize, c.kind);
            let rule = stepping[usize::from(kind)];
            let here = pos.static_at(cell);
            let mut entry = Entry {
                rule,
                open: 0,
                base: GENERAL,
                stay: STAYS,
                dies_here: dies(rules, kind, here),
            };
            if rule != NONE && table.ordered(usize::from(rule)).len() <= 64 {
                let r = usize::from(rule);
                if fate(rules, pos, kind, cell) == DESTROYED {
                    entry.stay = DESTROYED;
                }
                entry.base = self.fates.len() as u32;
                for (i, &(dr, dc)) in table.ordered(r).iter().enumerate() {
                    let (row, column) = (c.row + dr, c.column + dc);
                    if !board.contains((row + 1, column + 1)) {
                        self.fates.push(STAYS);
                        continue;
                    }
                    let to = row as usize * pos.columns + column as usize;
                    if table.may_enter(r, pos.terrain(to), pos.static_at(to)) {
                        entry.open |= 1 << i;
                    }
                    self.fates.push(fate(rules, pos, kind, to));
                }
            }
            self.entries.push(entry);
        }
    }
}
