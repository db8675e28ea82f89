//! The search of a map game's moves: breadth first from the case's start,
//! every move the rules allow tried in every position, each position met
//! again (by its layers, its player and the part of the move count its
//! future depends on) passed over; so the first win met is a shortest one,
//! and a search that runs out of positions to try before the case's turns
//! do has proved that no line wins. Positions are told apart by a 128-bit
//! hash of their bytes; two different positions that hashed alike would
//! be taken for one (about one chance in 2^100 for a billion positions).
//! A game of presses that toggle one kind is solved by elimination
//! instead ([`super::linear`]).

use super::linear::{self, Solved};
use crate::interpreter::{Ending, Explorer};
use crate::scenario::map::Move;
use crate::solve::answer::Budget;
use std::collections::HashSet;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::time::{Duration, Instant};

/// Bytes of saved positions one level of the search may hold; past them
/// the search stops as if its budget ran out.
const LEVEL_BYTES: usize = 1 << 28;

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Found {
    /// A shortest line that wins (or survives), move by move.
    Win(Vec<Move>),
    /// Every position the moves reach within the case's turns was tried.
    NoWin,
    /// The budget ran out first.
    Undecided,
}

/// The search's answer and the work it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Searched {
    pub found: Found,
    /// Positions made (each legal move made on a position).
    pub positions: u64,
    pub elapsed: Duration,
    /// Found by elimination over the presses ([`super::linear`]), not by
    /// a search of positions.
    pub eliminated: bool,
}

/// Whether an ending is the player's win.
pub fn wins(ending: Ending) -> bool {
    matches!(ending, Ending::Won(_) | Ending::Survived)
}

/// One position reached: the one it was reached from (by index) and the
/// move, by its place among the tries.
#[derive(Clone, Copy)]
struct Node {
    parent: u32,
    tried: u32,
}

/// Searches the game of `explorer`, from the position it stands in (no
/// move made and not taken back), for a shortest winning line that ends
/// by move `turns` of the game, within `budget`.
pub fn search(explorer: &mut Explorer, turns: u64, budget: Budget) -> Searched {
    let clock = Instant::now();
    let deadline = budget.time.map(|t| clock + t);
    let done = |found, positions| Searched {
        found,
        positions,
        elapsed: clock.elapsed(),
        eliminated: false,
    };
    let base = explorer.moves();
    let eliminated = |found| Searched {
        found,
        positions: 0,
        elapsed: clock.elapsed(),
        eliminated: true,
    };
    if let Some(ending) = explorer.start_ending().filter(|_| base == 0) {
        let found = if wins(ending) {
            Found::Win(Vec::new())
        } else {
            Found::NoWin
        };
        return done(found, 0);
    }
    let left = turns.saturating_sub(base);
    match linear::solve(explorer.model(), explorer.position()) {
        Some(Solved::NoWin) => return eliminated(Found::NoWin),
        Some(Solved::Win { presses, fewest }) if presses.len() as u64 <= left || fewest => {
            let found = match presses.len() as u64 <= left {
                true => Found::Win(presses),
                false => Found::NoWin,
            };
            return eliminated(found);
        }
        _ => {}
    }
    let tries = explorer.tries();
    let len = explorer.position().saved_len();
    // The clock is read more often as positions grow dearer to make.
    let every = (1u64 << 10) >> (len / 1024).min(10);
    let mut seen = HashSet::new();
    let mut nodes = vec![Node {
        parent: u32::MAX,
        tried: 0,
    }];
    let (mut level, mut next) = (Vec::new(), Vec::new());
    let (mut at, mut next_at): (Vec<u32>, Vec<u32>) = (vec![0], Vec::new());
    explorer.position().save(&mut level);
    seen.insert(key(&level, explorer.phase()));
    let mut saved = Vec::with_capacity(len);
    let (mut positions, mut tried) = (0u64, 0u64);
    let mut depth = base;
    while !at.is_empty() && depth < turns {
        next.clear();
        next_at.clear();
        for (i, &node) in at.iter().enumerate() {
            explorer.restore(&level[i * len..(i + 1) * len], depth);
            for t in 0..tries {
                let mv = explorer.try_at(t);
                tried += 1;
                let out_of_time =
                    tried.is_multiple_of(every) && deadline.is_some_and(|d| Instant::now() >= d);
                if out_of_time || budget.positions.is_some_and(|p| positions >= p) {
                    return done(Found::Undecided, positions);
                }
                let Some(ending) = explorer.make(mv) else {
                    continue;
                };
                positions += 1;
                if let Some(ending) = ending {
                    explorer.undo();
                    if wins(ending) {
                        return done(Found::Win(line(&nodes, node, t, explorer)), positions);
                    }
                    continue;
                }
                saved.clear();
                explorer.position().save(&mut saved);
                let k = key(&saved, explorer.phase());
                explorer.undo();
                if seen.insert(k) {
                    if next.len() + len > LEVEL_BYTES || nodes.len() >= u32::MAX as usize {
                        return done(Found::Undecided, positions);
                    }
                    next_at.push(nodes.len() as u32);
                    nodes.push(Node {
                        parent: node,
                        tried: t as u32,
                    });
                    next.extend_from_slice(&saved);
                }
            }
        }
        std::mem::swap(&mut level, &mut next);
        std::mem::swap(&mut at, &mut next_at);
        depth += 1;
    }
    done(Found::NoWin, positions)
}

/// The moves from the start to `node`, then the try `last`.
fn line(nodes: &[Node], mut node: u32, last: usize, explorer: &Explorer) -> Vec<Move> {
    let mut moves = vec![explorer.try_at(last)];
    while node != 0 {
        let n = nodes[node as usize];
        moves.push(explorer.try_at(n.tried as usize));
        node = n.parent;
    }
    moves.reverse();
    moves
}

/// A position's key: its saved bytes and the part of the move count that
/// matters, hashed twice, apart.
pub(super) fn key(saved: &[u8], phase: u64) -> u128 {
    let half = |salt: u64| {
        let mut h = DefaultHasher::new();
        salt.hash(&mut h);
        phase.hash(&mut h);
        saved.hash(&mut h);
        h.finish()
    };
    (u128::from(half(0x9e37_79b9_7f4a_7c15)) << 64) | u128::from(half(0xc2b2_ae3d_27d4_eb4f))
}
