//! Where a map game's win was thrown away: in a game its strategy (or its
//! input's moves) did not win while some line wins, the first move after
//! which no line wins, and the line that wins from the position it was
//! made in; or, when the game stopped with a win still there, that win.
//!
//! A win can be lost along the game but never regained: a line from the
//! position after move `m + 1`, with move `m + 1` before it, is a line
//! from the position after move `m`. So a bisection over the game's
//! positions finds the move with about `log2` of the game's length
//! searches, each within the budget. Each position is reached by making
//! the game's moves again from the start.

use super::search::{Found, search, wins};
use crate::interpreter::{Ending, Explorer};
use crate::scenario::map::{MapCase, Move};
use crate::solve::answer::Budget;

/// What the search says of the game's moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mistake {
    /// The game was won: there is no win to throw away.
    Won,
    /// No line wins from the start (the whole tree searched, this many
    /// positions).
    NoWin { positions: u64 },
    /// The budget ran out deciding whether a line wins after move `after`
    /// (0: the start).
    Undecided { after: u64, positions: u64 },
    /// Move `number` (from 1), `made`, threw the win away: no line wins
    /// after it (`after` says why), while `line` wins from the position
    /// it was made in.
    Thrown {
        number: u64,
        made: Move,
        line: Vec<Move>,
        after: After,
    },
    /// The game stopped after `moves` moves (its input ran out) with a win
    /// still there: `line`, from the position it stopped in.
    Short { moves: u64, line: Vec<Move> },
}

/// Why no line wins after the move that threw the win away.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum After {
    /// An end rule ended the game with it.
    Ended,
    /// The case's turns ran out with it.
    TurnsOut,
    /// A search of this many positions found no line.
    Proved(u64),
}

/// The moves the case's game makes (its strategy's, or its input's that
/// the rules allow), and how it ended; the explorer is left at its end.
pub(super) fn game(
    explorer: &mut Explorer,
    case: &MapCase,
    turns: u64,
) -> (Vec<Move>, Option<Ending>) {
    let mut moves = Vec::new();
    let mut ending = explorer.start_ending();
    let mut tokens = case.moves.tokens.iter();
    let by_strategy = explorer.by_strategy();
    while ending.is_none() && (moves.len() as u64) < turns {
        let mv = match by_strategy {
            true => explorer.choice().unwrap_or(Move::Stay),
            false => match tokens.next() {
                Some(token) => token.mv,
                None => break,
            },
        };
        let (mv, made) = match explorer.make(mv) {
            Some(e) => (mv, e),
            // An input's move the rules skip; a strategy's choice the game
            // cannot make is made as staying.
            None if !by_strategy => continue,
            None => (Move::Stay, explorer.make(Move::Stay).flatten()),
        };
        explorer.commit();
        moves.push(mv);
        ending = made;
    }
    (moves, ending)
}

/// What a search from the position after the game's first `k` moves
/// finds, and the positions it made.
fn probed(
    (explorer, start): (&mut Explorer, &[u8]),
    moves: &[Move],
    k: usize,
    turns: u64,
    budget: Budget,
) -> (Found, u64) {
    // A search leaves the explorer on the last position it tried. Each
    // move is kept as made, so that a long game holds no memory to take
    // its moves back.
    explorer.restore(start, 0);
    for &mv in &moves[..k] {
        explorer.make(mv);
        explorer.commit();
    }
    let searched = search(explorer, turns, budget);
    (searched.found, searched.positions)
}

/// Finds the move of case `case`'s game that threw a win away, each
/// position searched within `budget`; `explorer` stands at the case's
/// start.
pub fn find(explorer: &mut Explorer, case: &MapCase, budget: Budget) -> Mistake {
    let turns = case.turns.map_or(u64::MAX, u64::from);
    let mut start = Vec::new();
    explorer.position().save(&mut start);
    let (moves, ending) = game(explorer, case, turns);
    if ending.is_some_and(wins) {
        return Mistake::Won;
    }
    let n = moves.len();
    // The position the game stopped in, when no end rule ended it.
    let mut end_proof = 0;
    if ending.is_none() {
        // The explorer stands where the game stopped.
        let searched = search(explorer, turns, budget);
        match (searched.found, searched.positions) {
            (Found::Win(line), _) => {
                return Mistake::Short {
                    moves: n as u64,
                    line,
                };
            }
            (Found::Undecided, positions) => {
                let after = n as u64;
                return Mistake::Undecided { after, positions };
            }
            (Found::NoWin, positions) => end_proof = positions,
        }
    }
    let (mut lo, mut hi) = (0, n);
    let mut line = match probed((explorer, &start), &moves, 0, turns, budget) {
        (Found::Win(line), _) => line,
        (Found::NoWin, positions) => return Mistake::NoWin { positions },
        (Found::Undecided, positions) => {
            return Mistake::Undecided {
                after: 0,
                positions,
            };
        }
    };
    let mut after = After::Ended;
    // A line wins after move `lo`, none after move `hi`.
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match probed((explorer, &start), &moves, mid, turns, budget) {
            (Found::Win(l), _) => (lo, line) = (mid, l),
            (Found::NoWin, positions) => (hi, after) = (mid, After::Proved(positions)),
            (Found::Undecided, positions) => {
                return Mistake::Undecided {
                    after: mid as u64,
                    positions,
                };
            }
        }
    }
    if hi == n {
        // The last move ended the game, ran out of the turns, or stopped
        // it in the position proved above.
        after = match ending {
            Some(_) => After::Ended,
            None if n as u64 >= turns => After::TurnsOut,
            None => After::Proved(end_proof),
        };
    }
    Mistake::Thrown {
        number: lo as u64 + 1,
        made: moves[lo],
        line,
        after,
    }
}
