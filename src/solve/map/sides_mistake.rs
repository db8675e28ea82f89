//! Where a side of a two-sided map game threw its result away: the first
//! move of the case's game after which the side that made it does worse
//! with best play than before it (a win become a draw or a loss, a draw a
//! loss), and best play from the position it was made in. Unlike one
//! player's win, a result can come back (the other side errs too), so
//! every position of the game is searched in order, each within the
//! budget, until the first such move.

use super::mistake::game;
use super::sides::{Best, best_play};
use crate::interpreter::{Ending, Explorer};
use crate::scenario::map::{MapCase, Move};
use crate::solve::answer::Budget;

/// What the search says of the game's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Thrown {
    /// No move made its side's result worse.
    Kept,
    /// The budget ran out deciding best play after move `after` (0: the
    /// start).
    Undecided { after: u64, positions: u64 },
    /// Move `number` (from 1), `made` by `side`, made its result worse:
    /// from `was` to `now` (1 a win, 0 neither, -1 a loss, for that
    /// side), while best play from the position before it is `best`.
    Move {
        number: u64,
        side: usize,
        made: Move,
        was: i8,
        now: i8,
        best: Best,
    },
}

/// The value of best play for the side to move: 1 it wins, -1 the other.
fn value(best: &Best, mover: usize) -> i8 {
    match best {
        Best::Wins(side, _) if *side == mover => 1,
        Best::Wins(..) => -1,
        Best::Neither(_) | Best::Undecided => 0,
    }
}

/// The value of an ending for `side`.
fn ending_value(ending: Ending, side: usize) -> i8 {
    match ending {
        Ending::Won(Some(s)) if s == side => 1,
        Ending::Won(_) | Ending::Lost => -1,
        _ => 0,
    }
}

/// Finds the first move of case `case`'s game that made its side's
/// result worse; `explorer` stands at the case's start.
pub fn find(explorer: &mut Explorer, case: &MapCase, budget: Budget) -> Thrown {
    let turns = case.turns.map_or(u64::MAX, u64::from);
    let mut start = Vec::new();
    explorer.position().save(&mut start);
    let (moves, ending) = game(explorer, case, turns);
    // Best play after the first `k` moves: its result and the side to move.
    let mut probe = |k: usize| {
        explorer.restore(&start, 0);
        for &mv in &moves[..k] {
            explorer.make(mv);
            explorer.commit();
        }
        let mover = explorer.side().unwrap_or(0);
        let (best, positions) = best_play(explorer, turns, budget);
        (best, mover, positions)
    };
    let (mut best, mut mover, positions) = probe(0);
    if best == Best::Undecided {
        return Thrown::Undecided {
            after: 0,
            positions,
        };
    }
    for k in 0..moves.len() {
        let was = value(&best, mover);
        let (now, next) = if k + 1 == moves.len() && ending.is_some() {
            let end = ending.map_or(0, |e| ending_value(e, mover));
            (end, None)
        } else {
            let (b, m, positions) = probe(k + 1);
            if b == Best::Undecided {
                let after = k as u64 + 1;
                return Thrown::Undecided { after, positions };
            }
            // The other side moves next: its result, turned around.
            let now = if m == mover {
                value(&b, m)
            } else {
                -value(&b, m)
            };
            (now, Some((b, m)))
        };
        if now < was {
            return Thrown::Move {
                number: k as u64 + 1,
                side: mover,
                made: moves[k],
                was,
                now,
                best,
            };
        }
        match next {
            Some((b, m)) => (best, mover) = (b, m),
            None => break,
        }
    }
    Thrown::Kept
}
