//! The order of the searches for one case: first to decide (a line, or
//! none), in more than one order of moves, without a depth limit; then,
//! with a line found, to shorten it. (Deciding by depth limits that double
//! first found shorter lines at once but searched about six times the
//! positions on lost generated games: the search decides first and
//! shortens after.)
//!
//! Each order gets a share of the budget and leaves its table of dead
//! positions to the next, so an order that proves a part of the tree hopeless
//! spares the others from it. A line of `K` moves is shortened by
//! searching for one of at most `K - 1` moves, again and again, until none
//! is found (the line is then the shortest the search can find) or the
//! part of the budget given to shortening runs out.

use super::answer::{Budget, Solution, Verdict};
use super::search::{Found, Limits, Order, Search};
use crate::engine::Engine;
use crate::engine::state::State;
use crate::engine::table::Offset;
use std::time::{Duration, Instant};

/// The longest line the search follows; deeper lines are cut (and a
/// search cut short proves nothing).
pub(crate) const DEPTH: u32 = 10_000;

/// The orders tried to decide, with the share of what is left of the
/// budget each may use.
const ORDERS: [(Order, u32); 3] = [(Order::Close, 4), (Order::Flee, 3), (Order::Close, 1)];

/// Shortening may make at most this many times the positions deciding
/// made, and at least [`SHORTEN_AT_LEAST`].
const SHORTEN_TIMES: u64 = 1;
const SHORTEN_AT_LEAST: u64 = 20_000;

/// Searches the game of `robots` and `teleports` under `engine`'s rules
/// for a line the player wins, within `budget`.
pub fn solve(
    engine: &mut Engine,
    robots: &[Offset],
    teleports: &[Offset],
    budget: Budget,
) -> Solution {
    let start = engine.start(robots, teleports);
    solve_from(engine, &start, 0, budget)
}

/// Searches from `start`, the position after `made` moves of a game (so
/// `won after surviving N moves` asks for `N - made` more), for a line the
/// player wins, within `budget`.
pub fn solve_from(engine: &mut Engine, start: &State, made: u32, budget: Budget) -> Solution {
    let began = Instant::now();
    let survive = engine
        .table()
        .survive_moves
        .map(|n| n.saturating_sub(made).max(1));
    let limit = survive.unwrap_or(DEPTH).min(DEPTH);
    let all = Limits {
        positions: budget.positions.unwrap_or(u64::MAX),
        deadline: budget.time.map(|t| began + t),
    };
    let mut search = Search::new(engine, all);
    search.survive = survive;
    let start = start.clone();
    let mut found = Found::OutOfBudget;
    for (order, share) in ORDERS {
        if matches!(found, Found::Line { .. } | Found::Exhausted { cut: false }) {
            break;
        }
        search.limits = share_of(all, search.positions, share);
        found = search.run(&start, limit, order);
        if !matches!(found, Found::OutOfBudget) {
            break;
        }
    }
    let verdict = match found {
        Found::Line { moves, repeats } => {
            let decided = search.positions;
            let most = decided.saturating_mul(SHORTEN_TIMES).max(SHORTEN_AT_LEAST);
            search.limits = Limits {
                positions: all.positions.min(decided.saturating_add(most)),
                ..all
            };
            shorten(&mut search, &start, moves, repeats)
        }
        Found::Exhausted { cut: false } => Verdict::NoWin,
        Found::Exhausted { cut: true } | Found::OutOfBudget => Verdict::Undecided,
    };
    Solution {
        verdict,
        positions: search.positions,
        elapsed: began.elapsed(),
    }
}

/// `1 / share` of what is left of `all` after `used` positions.
fn share_of(all: Limits, used: u64, share: u32) -> Limits {
    let left = all.positions.saturating_sub(used);
    let now = Instant::now();
    Limits {
        positions: used.saturating_add(left / u64::from(share)),
        deadline: all.deadline.map(|d| {
            let left = d.saturating_duration_since(now);
            now + Duration::from_secs_f64(left.as_secs_f64() / f64::from(share))
        }),
    }
}

/// Searches for lines shorter than `moves` while the search's limits
/// allow; the shortest found.
fn shorten(
    search: &mut Search,
    start: &State,
    mut moves: Vec<crate::engine::PlayerMove>,
    mut repeats: Option<u32>,
) -> Verdict {
    while moves.len() > 1 {
        match search.run(start, moves.len() as u32 - 1, Order::Close) {
            Found::Line {
                moves: shorter,
                repeats: again,
            } => {
                moves = shorter;
                repeats = again;
            }
            _ => break,
        }
    }
    Verdict::Win { moves, repeats }
}
