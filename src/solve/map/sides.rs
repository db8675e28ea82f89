//! Best play in a map game of two sides (K in a Row): from a case's
//! start, the result when each side plays its best (a win for one of
//! them, or neither: a draw, or the case's turns run out), worked out by
//! a depth-first search of every move that keeps each position's value
//! (a 128-bit hash of it, as the one player's search keeps them), and a
//! line of best play. A side that can win stops looking at once; the
//! search keeps its own stack, so a deep game cannot overflow the
//! program's.

use super::search::key;
use crate::interpreter::{Ending, Explorer};
use crate::scenario::map::Move;
use crate::solve::answer::Budget;
use std::collections::HashMap;
use std::time::Instant;

/// The most positions whose value is kept (about 256 MiB); past them the
/// search stops as if its budget ran out.
const MOST_VALUES: usize = 1 << 23;

/// The result with best play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Best {
    /// This side wins, with this line of both sides' moves.
    Wins(usize, Vec<Move>),
    /// Neither side can force a win: this line draws (or runs out of
    /// turns).
    Neither(Vec<Move>),
    /// The budget ran out first.
    Undecided,
}

/// A position being searched: its key, the next move to try, the best
/// value found for the side to move (-1 loses, 0 neither, 1 wins), and
/// whether any move was legal.
struct Frame {
    key: u128,
    next: usize,
    best: i8,
    any: bool,
}

/// The value of an ending for the side that moved into it.
fn score(ending: Ending, mover: Option<usize>) -> i8 {
    match ending {
        Ending::Won(side) if side == mover => 1,
        Ending::Won(_) | Ending::Lost => -1,
        Ending::Draw | Ending::Stopped | Ending::Survived => 0,
    }
}

/// The key of the explorer's position.
fn here(explorer: &Explorer, saved: &mut Vec<u8>) -> u128 {
    saved.clear();
    explorer.position().save(saved);
    key(saved, explorer.moves())
}

/// Best play from the explorer's position (with no move made and not
/// taken back), with at most `turns` moves in the game, within `budget`;
/// and the positions made.
pub fn best_play(explorer: &mut Explorer, turns: u64, budget: Budget) -> (Best, u64) {
    if let Some(ending) = explorer.start_ending().filter(|_| explorer.moves() == 0) {
        return match ending {
            Ending::Won(Some(side)) => (Best::Wins(side, Vec::new()), 0),
            _ => (Best::Neither(Vec::new()), 0),
        };
    }
    if explorer.moves() >= turns {
        return (Best::Neither(Vec::new()), 0);
    }
    let deadline = budget.time.map(|t| Instant::now() + t);
    // The clock is read more often as positions grow dearer to make.
    let every = 256u64 >> (explorer.position().saved_len() / 1024).min(8);
    let tries = explorer.tries();
    let mut saved = Vec::new();
    let mut values: HashMap<u128, i8> = HashMap::new();
    let mut stack = vec![Frame {
        key: here(explorer, &mut saved),
        next: 0,
        best: -1,
        any: false,
    }];
    let mut positions = 0u64;
    let root = loop {
        let top = stack.last_mut().expect("the root stays until its value");
        if top.best == 1 || top.next == tries {
            // Its value is known: a win, or every move tried.
            let value = if top.any { top.best } else { 0 };
            values.insert(top.key, value);
            stack.pop();
            let Some(parent) = stack.last_mut() else {
                break value;
            };
            explorer.undo();
            parent.best = parent.best.max(-value);
            parent.any = true;
            continue;
        }
        let mv = explorer.try_at(top.next);
        top.next += 1;
        let late = positions.is_multiple_of(every) && deadline.is_some_and(|d| Instant::now() >= d);
        if budget.positions.is_some_and(|p| positions >= p) || late || values.len() >= MOST_VALUES {
            explorer.reset();
            return (Best::Undecided, positions);
        }
        let mover = explorer.side();
        let Some(ending) = explorer.make(mv) else {
            continue;
        };
        positions += 1;
        let value = match ending {
            Some(ending) => Some(score(ending, mover)),
            None if explorer.moves() >= turns => Some(0),
            None => {
                let k = here(explorer, &mut saved);
                match values.get(&k) {
                    Some(&v) => Some(-v),
                    None => {
                        stack.push(Frame {
                            key: k,
                            next: 0,
                            best: -1,
                            any: false,
                        });
                        None
                    }
                }
            }
        };
        if let Some(v) = value {
            explorer.undo();
            let top = stack.last_mut().expect("the position the move was made in");
            top.best = top.best.max(v);
            top.any = true;
        }
    };
    let line = line_of(explorer, &values, root, turns, &mut saved);
    let best = match root {
        1 => Best::Wins(explorer.side().unwrap_or(0), line),
        -1 => Best::Wins(1 - explorer.side().unwrap_or(0), line),
        _ => Best::Neither(line),
    };
    (best, positions)
}

/// A line of best play from the explorer's position, whose value for the
/// side to move is `value`: at each position a move that wins at once
/// when there is one, else the first move that keeps its value.
fn line_of(
    explorer: &mut Explorer,
    values: &HashMap<u128, i8>,
    mut value: i8,
    turns: u64,
    saved: &mut Vec<u8>,
) -> Vec<Move> {
    let mut line = Vec::new();
    'position: loop {
        // A win at once first, when the side to move wins.
        if value == 1 {
            for t in 0..explorer.tries() {
                let mv = explorer.try_at(t);
                let mover = explorer.side();
                match explorer.make(mv) {
                    Some(Some(ending)) if score(ending, mover) == 1 => {
                        line.push(mv);
                        break 'position;
                    }
                    Some(_) => explorer.undo(),
                    None => {}
                }
            }
        }
        for t in 0..explorer.tries() {
            let mv = explorer.try_at(t);
            let mover = explorer.side();
            let Some(ending) = explorer.make(mv) else {
                continue;
            };
            let (child, over) = match ending {
                Some(ending) => (Some(score(ending, mover)), true),
                None if explorer.moves() >= turns => (Some(0), true),
                None => {
                    let k = here(explorer, saved);
                    (values.get(&k).map(|&v| -v), false)
                }
            };
            if child == Some(value) {
                line.push(mv);
                if over {
                    break 'position;
                }
                value = -value;
                continue 'position;
            }
            explorer.undo();
        }
        break;
    }
    explorer.reset();
    line
}
