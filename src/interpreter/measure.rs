//! The keys' values after a candidate whose reply was made on the
//! position (the plain way, and the way of a strategy with `safe
//! neighbours`, which tries the player's walks after the reply).

use super::candidate::Candidate;
use super::position::Position;
use super::reply::Step;
use super::scratch::make;
use super::table::Rules;
use crate::model::Key;

/// A key's value after a candidate and its reply.
pub(super) fn measure(
    rules: Rules,
    pos: &mut Position,
    key: Key,
    turn: u64,
    chasers: &[usize],
    trial: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> u64 {
    let metric = rules.table.metric;
    let player = pos.player().map(|p| pos.coords(p));
    let view: &Position = pos;
    let distances = || {
        chasers.iter().map(move |&c| {
            let (r, col) = view.coords(c);
            let (pr, pc) = player.unwrap_or((r, col));
            metric.distance((pr - r) as i32, (pc - col) as i32)
        })
    };
    match key {
        Key::Chasers => chasers.len() as u64,
        Key::NearestChaser => distances().min().unwrap_or(u64::MAX),
        Key::SumOfDistances => distances().sum(),
        Key::Count(k) => u64::from(pos.count(k)),
        Key::Row => player.map_or(0, |p| p.0 as u64 + 1),
        Key::Column => player.map_or(0, |p| p.1 as u64 + 1),
        Key::SafeNeighbours => safe(rules, pos, turn + 1, chasers, trial, moves),
    }
}

/// How many of the player's walks from here are legal and lose nothing in
/// the reply after them: each tried inside the candidate's trial and
/// undone.
fn safe(
    rules: Rules,
    pos: &mut Position,
    turn: u64,
    chasers: &[usize],
    trial: &mut Vec<usize>,
    moves: &mut Vec<Step>,
) -> u64 {
    let Some(walker) = rules.model.walker.as_ref() else {
        return 0;
    };
    let mut count = 0;
    for &d in &walker.walks {
        trial.clear();
        trial.extend_from_slice(chasers);
        let mark = pos.begin();
        if make(rules, pos, Candidate::Walk(d), turn, trial, moves) == Some(false) {
            count += 1;
        }
        pos.undo(mark);
    }
    count
}
