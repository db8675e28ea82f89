//! Perfect play: who collects which token, and each robot's prize.
//!
//! Each robot proposes to the tokens of its list that it can reach and
//! that are worth more to it than surrendering, most valuable first; a
//! token keeps the robot that would enter it first, at equal times the one
//! the table's tie rule favours ([`crate::assignment::stable`]). A robot
//! left without a token surrenders.

use super::rules::{Rules, TokenTie};
use super::times::NEVER;
use crate::assignment::{Round, stable_observed};
use crate::scenario::race::Case;

/// What the robot at `place` of a list (0 for the first) is paid for the
/// token there.
pub fn value(table: &Rules, place: usize) -> i64 {
    let place = i64::try_from(place).unwrap_or(i64::MAX);
    table
        .first_value
        .saturating_sub(place.saturating_mul(table.value_step))
}

/// Each robot's prize, in the order of `case.robots`; `times` as
/// [`super::times::Racer::times`] gives them.
pub fn prizes(table: &Rules, case: &Case, times: &[Vec<u32>]) -> Vec<i64> {
    prizes_observed(table, case, times, |_| {})
}

/// [`prizes`], telling `observe` each round of the assignment
/// ([`crate::assignment::stable_observed`]): robots propose, tokens
/// receive, both numbered as in `case`.
pub fn prizes_observed(
    table: &Rules,
    case: &Case,
    times: &[Vec<u32>],
    observe: impl FnMut(&Round),
) -> Vec<i64> {
    let proposals = wanted(table, case, times);
    let lists: Vec<Vec<usize>> = proposals
        .iter()
        .map(|p| p.iter().map(|&(t, _)| t).collect())
        .collect();
    let matched = stable_observed(
        &lists,
        case.tokens.len(),
        |token, a, b| keeps(table, times, token, a, b),
        observe,
    );
    matched
        .iter()
        .zip(&proposals)
        .map(|(m, wanted)| match m {
            Some(token) => wanted
                .iter()
                .find(|&&(t, _)| t == *token)
                .map_or(table.surrender, |&(_, v)| v),
            None => table.surrender,
        })
        .collect()
}

/// Per robot, the tokens it proposes to and what each is worth to it, in
/// the order it proposes: the tokens of its list that it can reach and
/// that are worth more than surrendering, most valuable first.
pub fn wanted(table: &Rules, case: &Case, times: &[Vec<u32>]) -> Vec<Vec<(usize, i64)>> {
    case.lists
        .iter()
        .enumerate()
        .map(|(robot, list)| {
            let mut wanted: Vec<(usize, i64)> = list
                .iter()
                .enumerate()
                .map(|(place, &token)| (token, value(table, place)))
                .filter(|&(token, v)| times[robot][token] != NEVER && v > table.surrender)
                .collect();
            // Most valuable first; a stable sort keeps the list's order on ties.
            wanted.sort_by_key(|&(_, v)| std::cmp::Reverse(v));
            wanted
        })
        .collect()
}

/// Whether `token` keeps robot `a` rather than robot `b`: `a` enters it
/// sooner, or at the same time and the tie rule favours `a`'s letter
/// (robots are in letter order, so an index orders its letter).
pub fn keeps(table: &Rules, times: &[Vec<u32>], token: usize, a: usize, b: usize) -> bool {
    let (ta, tb) = (times[a][token], times[b][token]);
    let earlier_wins = table.token_tie == TokenTie::EarlierLetter;
    ta < tb || (ta == tb && (a < b) == earlier_wins)
}
