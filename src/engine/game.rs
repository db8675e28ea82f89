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
                match self.first_repeat(robots, teleports, watch.period(), moves) {
                    Some(repeat) => return Ok(self.repeated(repeat, taken)),
                    None => continue,
                }
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
            if watch.repeats(&state, self.board(), m)
                && let Some(repeat) = self.first_repeat(robots, teleports, watch.period(), m)
            {
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

    /// Replays a game whose position after move `seen` looked like the one
    /// `period` moves earlier (see `cycle::Watch`) to find the first
    /// repetition: the first `k` whose position comes back `period` moves
    /// later. If the two looked alike because they are equal, `k` is at
    /// most `seen - period`; `None` when it is not (the hashes collided).
    fn first_repeat(
        &mut self,
        robots: &[Offset],
        teleports: &[Offset],
        period: u32,
        seen: u32,
    ) -> Option<Repeat> {
        let mut early = self.start(robots, teleports);
        let mut late = early.clone();
        for _ in 0..period {
            self.advance(&mut late);
        }
        let mut k = 0;
        while !early.same_position(&late) {
            if k >= seen - period {
                return None;
            }
            self.advance(&mut early);
            self.advance(&mut late);
            k += 1;
        }
        Some(Repeat {
            at: k + period,
            first: k,
            state: late,
        })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Source;
    use crate::rules;

    /// The endless variant (won after surviving 100000 moves) with no
    /// robot: every key ties but `minimize row` and `minimize column`, so
    /// the player walks NW from (15, 15) to (1, 1) in 14 moves and stays
    /// there. The position after move 14 comes back after move 15.
    fn alone() -> Engine {
        let text = include_str!("../../rules/variants/endless.rules");
        let table = rules::load(&Source::new("endless.rules", text))
            .expect("the endless variant is valid")
            .table();
        Engine::new(table)
    }

    #[test]
    fn a_repetition_seen_is_found_by_replaying() {
        let mut engine = alone();
        let repeat = engine.first_repeat(&[], &[], 1, 20).expect("a repetition");
        assert_eq!((repeat.first, repeat.at), (14, 15));
        assert_eq!(repeat.state.player(), (1, 1));
        // Period 2 repeats from the same position on.
        let repeat = engine.first_repeat(&[], &[], 2, 20).expect("a repetition");
        assert_eq!((repeat.first, repeat.at), (14, 16));
    }

    /// A watch whose hashes collided reports a period the game does not
    /// repeat with by then: the replay finds nothing, and says so.
    #[test]
    fn a_repetition_that_is_not_one_is_refused() {
        let mut engine = alone();
        // Positions after moves 0..=8 never come back one move later.
        assert!(engine.first_repeat(&[], &[], 1, 9).is_none());
        // ... nor after moves 0..=13.
        assert!(engine.first_repeat(&[], &[], 1, 14).is_none());
        assert!(engine.first_repeat(&[], &[], 1, 15).is_some());
    }

    /// Played through, the game is survived in (1, 1).
    #[test]
    fn a_game_that_repeats_is_survived_with_a_goal() {
        let record = alone().play(&[], &[]).expect("a game");
        assert_eq!(
            (record.end, record.moves, record.player),
            (End::Survived, 100_000, (1, 1))
        );
    }
}
