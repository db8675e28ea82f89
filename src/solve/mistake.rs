//! Where the strategy went wrong: in a game the strategy loses while some
//! line wins, the first move after which no line wins, and a candidate of
//! that move that keeps a win, with its line.
//!
//! A win can be lost along the strategy's game but never regained: a line
//! from the position after move `m + 1`, with the strategy's move `m + 1`
//! before it, is a line from the position after move `m`. So the
//! positions of the game from which some line wins are its first ones,
//! up to the position the mistake is made in, and a bisection finds that
//! position with a search of a few positions of the game (about `log2`
//! of its length), each within the budget.

use super::answer::{Budget, Verdict};
use super::plan::solve_from;
use crate::engine::state::State;
use crate::engine::table::Offset;
use crate::engine::{End, Engine, PlayerMove, TooLong};

/// The move that threw a win away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thrown {
    /// The move's number, from 1.
    pub number: u32,
    /// The strategy's move there, after which no line wins.
    pub strategy: PlayerMove,
    /// A line that wins from the position the move was chosen in: its
    /// first move is the candidate that keeps a win.
    pub line: Vec<PlayerMove>,
    /// When the line survives by repetition: the move of the game (0: the
    /// start) whose position the line's last move comes back to.
    pub repeats: Option<u32>,
    /// Positions searched to prove that no line wins after the strategy's
    /// move (0 when the move itself loses).
    pub proof: u64,
}

/// What the search says of the strategy's game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mistake {
    /// The strategy's game is not lost: there is no win to throw away.
    NotLost,
    /// No line wins from the start (the whole tree was searched, this
    /// many positions): no move throws a win away.
    NoWin { positions: u64 },
    /// The budget ran out deciding whether a line wins from the position
    /// after move `after` (0: the start).
    Undecided { after: u32, positions: u64 },
    /// A move that threw the win away.
    Thrown(Thrown),
}

/// What the search found from the position after move `made`.
enum Probe {
    Win(Vec<PlayerMove>, Option<u32>),
    NoWin(u64),
    Undecided(u64),
}

/// Finds the move of the strategy's game of `robots` and `teleports` that
/// threw a win away, each position searched within `budget`.
pub fn find(
    engine: &mut Engine,
    robots: &[Offset],
    teleports: &[Offset],
    budget: Budget,
) -> Result<Mistake, TooLong> {
    let record = engine.play(robots, teleports)?;
    if record.end != End::Lost {
        return Ok(Mistake::NotLost);
    }
    let probe = |engine: &mut Engine, made: u32| {
        let state = after(engine, robots, teleports, made);
        let solution = solve_from(engine, &state, made, budget);
        match solution.verdict {
            Verdict::Win { moves, repeats } => Probe::Win(moves, repeats.map(|k| k + made)),
            Verdict::NoWin => Probe::NoWin(solution.positions),
            Verdict::Undecided => Probe::Undecided(solution.positions),
        }
    };
    // `lo`: a position with a win, and its line; `hi`: one with none (the
    // position after the losing move has none), and the proof's size.
    let (mut line, mut repeats) = match probe(engine, 0) {
        Probe::Win(line, repeats) => (line, repeats),
        Probe::NoWin(positions) => return Ok(Mistake::NoWin { positions }),
        Probe::Undecided(positions) => {
            return Ok(Mistake::Undecided {
                after: 0,
                positions,
            });
        }
    };
    let (mut lo, mut hi, mut proof) = (0, record.moves, 0);
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match probe(engine, mid) {
            Probe::Win(found, again) => {
                (lo, line, repeats) = (mid, found, again);
            }
            Probe::NoWin(positions) => (hi, proof) = (mid, positions),
            Probe::Undecided(positions) => {
                return Ok(Mistake::Undecided {
                    after: mid,
                    positions,
                });
            }
        }
    }
    let before = after(engine, robots, teleports, lo);
    let strategy = engine.choose(&before).player_move();
    Ok(Mistake::Thrown(Thrown {
        number: hi,
        strategy,
        line,
        repeats,
        proof,
    }))
}

/// The position after the strategy's first `made` moves (no game ends
/// before them).
pub fn after(engine: &mut Engine, robots: &[Offset], teleports: &[Offset], made: u32) -> State {
    let mut state = engine.start(robots, teleports);
    for _ in 0..made {
        let choice = engine.choose(&state);
        engine.apply(&mut state, choice);
    }
    state
}
