//! Whole games: move after move until the game ends, the end checked in
//! the order docs/rules-language.md states, and a repeated position found
//! without remembering every position (see `cycle`).

use super::cycle;
use super::driver::Engine;
use super::record::{End, MAX_MOVES, Record, TooLong};
use super::state::State;
use super::table::Offset;

/// A game's first repetition: the position after move `at` is the one
/// after move `first`, and `state` is that position.
struct Repeat {
    at: u32,
    first: u32,
    state: State,
}

impl Engine {
    /// Plays one game from the start cell against `robots`, with the
    /// teleport list `teleports` (cells are assumed on the board, robots on
    /// distinct cells other than the start: the scenario reader checks that).
    pub fn play(&mut self, robots: &[Offset], teleports: &[Offset]) -> Result<Record, TooLong> {
        let mut state = self.start(robots, teleports);
        let mut watch = cycle::Watch::default();
        let mut taken = Vec::new();
        for moves in 1..=MAX_MOVES {
            let (mv, lost) = self.advance(&mut state);
            if mv.teleport().is_some() {
                taken.push((moves, mv.to));
            }
            let end = if lost {
                End::Lost
            } else if self.table().won_when_no_robots && state.robots().is_empty() {
                End::Won
            } else if self.table().survive_moves == Some(moves) {
                End::Survived
            } else if watch.repeats(&state, self.board(), moves) {
                let repeat = self.first_repeat(robots, teleports, watch.period());
                return Ok(self.repeated(repeat, taken));
            } else {
                continue;
            };
            return Ok(record(end, moves, &state, taken));
        }
        // The watch sees a repetition only some moves after it happens: play
        // on (at most Brent's bound, about three times as many moves again)
        // to find out whether one came by the last move.
        let horizon = MAX_MOVES.saturating_mul(4) + 2 * cycle::WATCH_FROM;
        for m in MAX_MOVES + 1..=horizon {
            self.advance(&mut state);
            if watch.repeats(&state, self.board(), m) {
                let repeat = self.first_repeat(robots, teleports, watch.period());
                return match repeat.at <= MAX_MOVES {
                    true => Ok(self.repeated(repeat, taken)),
                    false => Err(TooLong),
                };
            }
        }
        Err(TooLong)
    }

    /// The end of a game whose position repeats (`taken` lists the
    /// teleports of the moves played, at least up to the repetition). From
    /// there the game would cycle forever: without a survival goal it does
    /// not end; with `won after surviving N moves` it survives, in the
    /// position the cycle reaches after move `N`.
    fn repeated(&mut self, repeat: Repeat, mut taken: Vec<(u32, Offset)>) -> Record {
        let Repeat { at, first, state } = repeat;
        taken.retain(|&(m, _)| m <= at);
        let Some(goal) = self.table().survive_moves else {
            return record(End::Repeats { at, first }, at, &state, taken);
        };
        // Positions after `first` repeat every `period` moves, and so do
        // the teleports taken on the way.
        let period = at - first;
        let cycle: Vec<(u32, Offset)> = taken.iter().copied().filter(|&(m, _)| m > first).collect();
        let mut lap = 1;
        while at + (lap - 1) * period < goal {
            for &(m, to) in &cycle {
                let later = m + lap * period;
                if later <= goal {
                    taken.push((later, to));
                }
            }
            lap += 1;
        }
        let mut last = state;
        for _ in 0..(goal - first) % period {
            self.advance(&mut last);
        }
        record(End::Survived, goal, &last, taken)
    }

    /// Replays a game whose positions repeat with `period` moves to find the
    /// first repetition.
    fn first_repeat(&mut self, robots: &[Offset], teleports: &[Offset], period: u32) -> Repeat {
        let mut early = self.start(robots, teleports);
        let mut late = early.clone();
        for _ in 0..period {
            self.advance(&mut late);
        }
        let mut k = 0;
        while !early.same_position(&late) {
            self.advance(&mut early);
            self.advance(&mut late);
            k += 1;
        }
        Repeat {
            at: k + period,
            first: k,
            state: late,
        }
    }
}

/// What the output shows of a game that ended with `end` after `moves`
/// moves in position `state`, having taken the teleports `taken`.
fn record(end: End, moves: u32, state: &State, teleports: Vec<(u32, Offset)>) -> Record {
    Record {
        teleports,
        end,
        moves,
        player: state.player(),
        debris: state.debris_count(),
        robots: state.robots().len() as u32,
    }
}
