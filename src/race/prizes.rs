//! Perfect play: who collects which token, and each robot's prize.
//!
//! Each robot proposes to the tokens of its list that it can reach and
//! that are worth more to it than surrendering, most valuable first; a
//! token keeps the robot that would enter it first, at equal times the one
//! the table's tie rule favours ([`crate::assignment::stable`]). A robot
//! left without a token surrenders.

use super::table::{Table, TokenTie};
use super::times::NEVER;
use crate::assignment::stable;
use crate::scenario::race::Case;

/// What the robot at `place` of a list (0 for the first) is paid for the
/// token there.
pub fn value(table: &Table, place: usize) -> i64 {
    let place = i64::try_from(place).unwrap_or(i64::MAX);
    table
        .first_value
        .saturating_sub(place.saturating_mul(table.value_step))
}

/// Each robot's prize, in the order of `case.robots`; `times` as
/// [`super::times::Racer::times`] gives them.
pub fn prizes(table: &Table, case: &Case, times: &[Vec<u32>]) -> Vec<i64> {
    let proposals: Vec<Vec<(usize, i64)>> = case
        .lists
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
        .collect();
    let lists: Vec<Vec<usize>> = proposals
        .iter()
        .map(|p| p.iter().map(|&(t, _)| t).collect())
        .collect();
    // Robots are in letter order, so a robot's index orders its letter.
    let earlier_wins = table.token_tie == TokenTie::EarlierLetter;
    let matched = stable(&lists, case.tokens.len(), |token, a, b| {
        let (ta, tb) = (times[a][token], times[b][token]);
        ta < tb || (ta == tb && (a < b) == earlier_wins)
    });
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
