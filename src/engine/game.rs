//! Whole games: move after move until the game ends, the end checked in
//! the order docs/rules-language.md states, and a repeated position found
//! without remembering every position (see `cycle`).

use super::cycle::Finder;
use super::driver::Engine;
use super::record::{End, MAX_MOVES, Record, TooLong};
use super::state::State;
use super::table::Offset;

impl Engine {
    /// Plays one game from the start cell against `robots`, with the
    /// teleport list `teleports` (cells are assumed on the board, robots on
    /// distinct cells other than the start: the scenario reader checks that).
    pub fn play(&mut self, robots: &[Offset], teleports: &[Offset]) -> Result<Record, TooLong> {
        let mut record = Record {
            teleports: Vec::new(),
            end: End::Lost,
            moves: 0,
            player: (0, 0),
            debris: 0,
            robots: 0,
        };
        self.play_into(robots, teleports, &mut record)?;
        Ok(record)
    }

    /// [`Self::play`], writing the game's record into `record` and reusing
    /// its teleports' buffer: a game played this way allocates nothing once
    /// the engine has played a game as large.
    pub fn play_into(
        &mut self,
        robots: &[Offset],
        teleports: &[Offset],
        record: &mut Record,
    ) -> Result<(), TooLong> {
        let (board, start) = (self.board(), self.table().start);
        // A list the rules never read is not indexed.
        let teleports = if self.table().teleports.is_some() {
            teleports
        } else {
            &[]
        };
        let mut state = match self.spare.take() {
            Some(mut state) => {
                state.reset(board, start, robots, teleports);
                state
            }
            None => self.start(robots, teleports),
        };
        let mut finder = self.finder.take().unwrap_or_default();
        record.teleports.clear();
        let result = self.play_from(&mut state, &mut finder, robots, record);
        self.finder = Some(finder);
        self.spare = Some(state);
        result
    }

    /// Plays the game whose start is `state` to its end, its moves kept in
    /// the finder's log: a repetition is confirmed by making them again,
    /// not by choosing them again (a game that repeats early would
    /// otherwise cost twice its moves).
    fn play_from(
        &mut self,
        state: &mut State,
        finder: &mut Finder,
        robots: &[Offset],
        record: &mut Record,
    ) -> Result<(), TooLong> {
        finder.start(state);
        finder.log.clear();
        for moves in 1..=MAX_MOVES {
            let (mv, lost) = self.advance(state);
            finder.log.push(mv);
            if mv.teleport().is_some() {
                record.teleports.push((moves, mv.to));
            }
            let end = if lost {
                End::Lost
            } else if self.table().won_when_no_robots && state.robots().is_empty() {
                End::Won
            } else if self.table().survive_moves == Some(moves) {
                End::Survived
            } else if let Some(first) = self.repeats::<true>(finder, state, moves, robots) {
                self.repeated(first, moves, state, record);
                return Ok(());
            } else {
                continue;
            };
            fill(record, end, moves, state);
            return Ok(());
        }
        Err(TooLong)
    }

    /// The earlier move whose position the one after move `moves` is, if
    /// any (see `cycle`).
    #[inline(always)]
    pub(super) fn repeats<const KEEP: bool>(
        &mut self,
        finder: &mut Finder,
        state: &State,
        moves: u32,
        robots: &[Offset],
    ) -> Option<u32> {
        if !finder.observe(state, moves) {
            return None;
        }
        for i in 0..finder.matches.len() {
            let k = finder.matches[i];
            if self.same_as_after::<KEEP>(finder, k, state, robots) {
                return Some(k);
            }
        }
        finder.remember(state, moves);
        None
    }

    /// Whether `state` is the position after move `k` of its game: that
    /// position is rebuilt from the last snapshot before it (or from the
    /// scenario), by making the moves kept in the finder's log with `KEEP`
    /// (else by choosing them again), and compared in full.
    fn same_as_after<const KEEP: bool>(
        &mut self,
        finder: &mut Finder,
        k: u32,
        state: &State,
        robots: &[Offset],
    ) -> bool {
        let (board, start) = (self.board(), self.table().start);
        let mut early = finder
            .scratch
            .take()
            .unwrap_or_else(|| State::new(board, start, &[], &[]));
        let from = match finder.before(k) {
            Some((at, snapshot)) => {
                early.restore(snapshot, state);
                at
            }
            None => {
                early.restart(board, start, robots, state);
                0
            }
        };
        for m in from..k {
            if KEEP {
                let mv = finder.log[m as usize];
                self.remake(&mut early, mv);
            } else {
                self.advance(&mut early);
            }
        }
        let same = early.same_as(state, &mut finder.sort, board);
        early.release_list();
        finder.scratch = Some(early);
        same
    }

    /// The end of a game whose position after move `at` is the one after
    /// move `first` (`record` lists the teleports of the moves played). From
    /// there the game would cycle forever: without a survival goal it does
    /// not end; with `won after surviving N moves` it survives, in the
    /// position the cycle reaches after move `N`.
    pub(super) fn repeated(&mut self, first: u32, at: u32, state: &mut State, record: &mut Record) {
        let Some(goal) = self.table().survive_moves else {
            fill(record, End::Repeats { at, first }, at, state);
            return;
        };
        // Positions after `first` repeat every `period` moves, and so do
        // the teleports taken on the way.
        let period = at - first;
        let taken = &mut record.teleports;
        let cycle = taken.partition_point(|&(m, _)| m <= first);
        let laps = taken.len();
        let mut lap = 1;
        while at + (lap - 1) * period < goal {
            for j in cycle..laps {
                let (m, to) = taken[j];
                let later = m + lap * period;
                if later <= goal {
                    taken.push((later, to));
                }
            }
            lap += 1;
        }
        for _ in 0..(goal - first) % period {
            self.advance(state);
        }
        fill(record, End::Survived, goal, state);
    }
}

/// What the output shows of a game that ended with `end` after `moves`
/// moves in position `state` (its teleports are in `record` already).
pub(super) fn fill(record: &mut Record, end: End, moves: u32, state: &State) {
    record.end = end;
    record.moves = moves;
    record.player = state.player();
    record.debris = state.debris_count();
    record.robots = state.robots().len() as u32;
}

#[cfg(test)]
mod tests;
