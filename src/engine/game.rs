//! Whole games: move after move until the game ends, the end checked in
//! the order docs/rules-language.md states, and a repeated position found
//! without remembering every position (see `cycle`).

use super::cycle;
use super::driver::Engine;
use super::record::{End, MAX_MOVES, Record, TooLong};
use super::state::State;
use super::table::Offset;

impl Engine {
    /// Plays one game from the start cell against `robots`, with the
    /// teleport list `teleports` (cells are assumed on the board, robots on
    /// distinct cells other than the start: the scenario reader checks that).
    pub fn play(&mut self, robots: &[Offset], teleports: &[Offset]) -> Result<Record, TooLong> {
        let mut state = self.start(robots, teleports);
        let mut watch = cycle::Watch::default();
        let mut record = Record {
            teleports: Vec::new(),
            end: End::Lost,
            moves: 0,
            player: state.player(),
            debris: 0,
            robots: 0,
        };
        for moves in 1..=MAX_MOVES {
            let (mv, lost) = self.advance(&mut state);
            if mv.teleport().is_some() {
                record.teleports.push((moves, mv.to));
            }
            let end = if lost {
                Some(End::Lost)
            } else if self.table().won_when_no_robots && state.robots().is_empty() {
                Some(End::Won)
            } else {
                let seen = watch.repeats(&state, self.board(), moves);
                let survived = self.table().survive_moves == Some(moves);
                // Surviving wins over a repetition found at this very move.
                let limit = if survived { moves - 1 } else { moves };
                if seen || survived {
                    match self.repeat_by(robots, teleports, &state, &mut watch, moves, seen, limit)
                    {
                        Some((at, first, repeated)) => {
                            record.teleports.retain(|&(m, _)| m <= at);
                            state = repeated;
                            Some(End::Repeats { at, first })
                        }
                        None => survived.then_some(End::Survived),
                    }
                } else {
                    None
                }
            };
            if let Some(end) = end {
                record.end = end;
                record.moves = match end {
                    End::Repeats { at, .. } => at,
                    _ => moves,
                };
                record.player = state.player();
                record.debris = state.debris_count();
                record.robots = state.robots().len() as u32;
                return Ok(record);
            }
        }
        match self.repeat_by(
            robots, teleports, &state, &mut watch, MAX_MOVES, false, MAX_MOVES,
        ) {
            Some((at, first, repeated)) => {
                record.teleports.retain(|&(m, _)| m <= at);
                Ok(Record {
                    end: End::Repeats { at, first },
                    moves: at,
                    player: repeated.player(),
                    debris: repeated.debris_count(),
                    robots: repeated.robots().len() as u32,
                    teleports: record.teleports,
                })
            }
            None => Err(TooLong),
        }
    }

    /// The first repeated position of a game, if it came by move `limit`.
    /// `state` is the position after move `moves`, already shown to the
    /// watch; `seen` says whether the watch then saw a repetition. The watch
    /// sees a repetition only some moves after it happens, so when it has
    /// not, play on (at most Brent's bound: about three times as many moves
    /// again) to find out.
    #[allow(clippy::too_many_arguments)]
    fn repeat_by(
        &mut self,
        robots: &[Offset],
        teleports: &[Offset],
        state: &State,
        watch: &mut cycle::Watch,
        moves: u32,
        mut seen: bool,
        limit: u32,
    ) -> Option<(u32, u32, State)> {
        if !seen {
            let mut probe = state.clone();
            let horizon = moves
                .saturating_mul(4)
                .saturating_add(2 * cycle::WATCH_FROM);
            let mut m = moves;
            while !seen && m < horizon {
                m += 1;
                self.advance(&mut probe);
                seen = watch.repeats(&probe, self.board(), m);
            }
        }
        let found = seen.then(|| self.first_repeat(robots, teleports, watch.period()))?;
        (found.0 <= limit).then_some(found)
    }

    /// Replays a game whose positions repeat with `period` moves to find the
    /// first repetition: (move m, earlier move k, the position after m).
    fn first_repeat(
        &mut self,
        robots: &[Offset],
        teleports: &[Offset],
        period: u32,
    ) -> (u32, u32, State) {
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
        (k + period, k, late)
    }
}
