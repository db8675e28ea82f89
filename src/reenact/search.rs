//! The search for an order of the re-enacted side's moves whose game ends
//! with the stated score: local search over exchanges of two of its moves,
//! each judged by the incremental [`Selection`].

use super::selection::Selection;
use crate::random::Rng;

/// How hard to look.
#[derive(Debug, Clone, Copy)]
pub struct Effort {
    /// The most exchanges tried, over all restarts.
    pub exchanges: u64,
    /// The seed of the search's random choices.
    pub seed: u64,
}

/// How far a selection's cut counts are from the target's.
fn distance(cut: &[i64], target: &[i64]) -> i64 {
    cut.iter().zip(target).map(|(c, t)| (c - t).abs()).sum()
}

/// What a search did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Searched {
    /// Whether the target was reached.
    pub found: bool,
    /// The distance from the target of the first order.
    pub start: i64,
    /// Exchanges tried, and fresh starts made.
    pub exchanges: u64,
    pub restarts: u32,
    /// Every order was tried (a side of few moves): no order reaches the
    /// target, where none was found.
    pub every_order: bool,
}

/// Looks for move numbers of the `movable` cells (exchanging them among
/// those cells) under which each side loses `target[side]` pieces; when
/// found, `sel` holds the order.
pub fn search(sel: &mut Selection, movable: &[usize], target: &[i64], effort: Effort) -> Searched {
    let mut rng = Rng::new(effort.seed);
    let m = movable.len();
    let mut cost = distance(sel.cut(), target);
    let mut done = Searched {
        found: cost == 0,
        start: cost,
        ..Searched::default()
    };
    if done.found || m < 2 {
        return done;
    }
    if m <= EVERY_ORDER {
        return every_order(sel, movable, target, done);
    }
    let mut best = cost;
    let mut since_best = 0u64;
    // A search that has not come closer for this long starts again from a
    // fresh random order: on small boards a few exchanges can be a dead end.
    let stall = 200 * m as u64 + 2_000;
    while done.exchanges < effort.exchanges {
        done.exchanges += 1;
        since_best += 1;
        if since_best > stall {
            restart(sel, movable, &mut rng);
            done.restarts += 1;
            cost = distance(sel.cut(), target);
            best = cost;
            since_best = 0;
            if cost == 0 {
                done.found = true;
                return done;
            }
        }
        let a = movable[rng.below(m)];
        let b = movable[rng.below(m)];
        if a == b {
            continue;
        }
        sel.exchange(a, b);
        let next = distance(sel.cut(), target);
        if next <= cost {
            cost = next;
            if cost == 0 {
                done.found = true;
                return done;
            }
            if cost < best {
                best = cost;
                since_best = 0;
            }
        } else {
            sel.undo();
        }
    }
    done
}

/// Sides with at most this many moves (8! = 40,320 orders) are searched
/// through every order: exactly, and in fewer exchanges than the local
/// search may spend on them.
pub const EVERY_ORDER: usize = 8;

/// Every order of the movable cells' move numbers, each one exchange from
/// the one before (Heap's algorithm), until one reaches the target.
fn every_order(
    sel: &mut Selection,
    movable: &[usize],
    target: &[i64],
    mut done: Searched,
) -> Searched {
    let m = movable.len();
    let mut counters = vec![0usize; m];
    let mut i = 1;
    while i < m {
        if counters[i] < i {
            let j = if i % 2 == 0 { 0 } else { counters[i] };
            sel.exchange(movable[j], movable[i]);
            done.exchanges += 1;
            if distance(sel.cut(), target) == 0 {
                done.found = true;
                return done;
            }
            counters[i] += 1;
            i = 1;
        } else {
            counters[i] = 0;
            i += 1;
        }
    }
    done.every_order = true;
    done
}

/// Deals the movable cells' move numbers out again at random.
fn restart(sel: &mut Selection, movable: &[usize], rng: &mut Rng) {
    let mut times: Vec<u32> = movable.iter().map(|&i| sel.times()[i]).collect();
    rng.shuffle(&mut times);
    sel.reassign(movable, &times);
}
