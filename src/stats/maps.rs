//! Gathering a map game's results: every case played by the general
//! interpreter under each rules file on the run machinery (so `--jobs`
//! plays cases in parallel), one [`Game`] kept per case and rules file;
//! with `--solve`, a game lost or stopped searched for a line that wins
//! ([`crate::solve::map`]).

use super::game::{Game, Result, Searched};
use super::gather::{Games, keep};
use crate::interpreter::{Ending, Interpreter, Room};
use crate::model::Model;
use crate::run::Play;
use crate::run::map::MapError;
use crate::scenario::map::MapCase;
use crate::solve::Budget;
use crate::solve::map::{Found, search};
use crate::views::summary::Progress;
use std::sync::Arc;

/// Plays map cases under every rules file and keeps their games.
#[derive(Debug)]
pub struct MapGatherer {
    interpreters: Vec<Arc<Interpreter>>,
    /// Each interpreter's buffers, kept from case to case.
    rooms: Vec<Room>,
    pub games: Games,
    pub progress: Option<Progress>,
    input: Arc<str>,
    /// With `--solve`: how much searching a game lost or stopped may do.
    solve: Option<Budget>,
}

impl MapGatherer {
    pub fn new(models: &[Model], input: &str, solve: Option<Budget>) -> Self {
        MapGatherer {
            interpreters: models
                .iter()
                .map(|m| Arc::new(Interpreter::new(m)))
                .collect(),
            rooms: models.iter().map(|_| Room::default()).collect(),
            games: Games::default(),
            progress: None,
            input: input.into(),
            solve,
        }
    }
}

/// Another job's gatherer: the same interpreters and store of games, its
/// own buffers.
impl Clone for MapGatherer {
    fn clone(&self) -> Self {
        MapGatherer {
            interpreters: self.interpreters.clone(),
            rooms: self.rooms.iter().map(|_| Room::default()).collect(),
            games: Arc::clone(&self.games),
            progress: self.progress.clone(),
            input: Arc::clone(&self.input),
            solve: self.solve,
        }
    }
}

impl Play for MapGatherer {
    type Case = MapCase;
    type Error = MapError;

    fn play(
        &mut self,
        number: usize,
        case: &MapCase,
        _out: &mut String,
    ) -> std::result::Result<(), MapError> {
        let mut games = Vec::with_capacity(self.interpreters.len());
        for (interpreter, room) in self.interpreters.iter().zip(&mut self.rooms) {
            let outcome = interpreter.play_in(case, &self.input, room)?;
            let missed = matches!(outcome.ending, Ending::Lost | Ending::Stopped);
            // The explorer is made only for a game searched.
            let budget = self.solve.filter(|_| missed);
            let explorer = budget.and_then(|_| interpreter.explorer(case).ok());
            let searched = match budget.zip(explorer) {
                Some((budget, mut explorer)) => {
                    let turns = case.turns.map_or(u64::MAX, u64::from);
                    let s = search(&mut explorer, turns, budget);
                    let found = match s.found {
                        Found::Win(_) => Searched::Win,
                        Found::NoWin => Searched::NoWin,
                        Found::Undecided => Searched::Undecided,
                    };
                    Some((found, s.positions, s.elapsed.as_secs_f64()))
                }
                _ => None,
            };
            games.push(Game {
                end: Result::of(outcome.ending),
                moves: u32::try_from(outcome.moves).unwrap_or(u32::MAX),
                teleports: 0,
                searched,
            });
            room.keep(outcome.position);
        }
        keep(&self.games, self.progress.as_ref(), number, games);
        Ok(())
    }
}
