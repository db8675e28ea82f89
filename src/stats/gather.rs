//! Playing every case under each rules file on the run machinery (so
//! `--jobs` plays cases in parallel), keeping one [`Game`] per case and
//! rules file, searched with `--solve` when the strategy lost it.

use super::game::{Game, Searched};
use crate::engine::{End, Engine};
use crate::run::{Play, RunError};
use crate::scenario::Case;
use crate::solve::{Budget, Verdict, solve};
use crate::views::summary::Progress;
use std::sync::{Arc, Mutex};

/// Each case's games, by case number: one per rules file, in order.
pub type Games = Arc<Mutex<Vec<(usize, Vec<Game>)>>>;

/// Keeps case `number`'s games (one per rules file) in `store`, and ticks
/// the progress bar.
pub fn keep(store: &Games, progress: Option<&Progress>, number: usize, games: Vec<Game>) {
    store
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((number, games));
    if let Some(progress) = progress {
        progress.game();
    }
}

/// Plays cases under every rules file and keeps their games.
#[derive(Debug)]
pub struct Gatherer {
    engines: Vec<Engine>,
    solve: Option<Budget>,
    pub games: Games,
    pub progress: Option<Progress>,
    input: Arc<str>,
}

impl Gatherer {
    pub fn new(engines: Vec<Engine>, solve: Option<Budget>, input: &str) -> Self {
        Gatherer {
            engines,
            solve,
            games: Games::default(),
            progress: None,
            input: input.into(),
        }
    }

    /// The games gathered, in case order.
    pub fn take(games: &Games) -> Vec<Vec<Game>> {
        let mut all = std::mem::take(&mut *games.lock().unwrap_or_else(|e| e.into_inner()));
        all.sort_unstable_by_key(|(number, _)| *number);
        all.into_iter().map(|(_, games)| games).collect()
    }
}

/// Another job's gatherer: fresh engines for the same tables, the same
/// store of games.
impl Clone for Gatherer {
    fn clone(&self) -> Self {
        Gatherer {
            engines: self
                .engines
                .iter()
                .map(|e| Engine::new(e.table().clone()))
                .collect(),
            solve: self.solve,
            games: Arc::clone(&self.games),
            progress: self.progress.clone(),
            input: Arc::clone(&self.input),
        }
    }
}

impl Play for Gatherer {
    type Case = Case;
    type Error = RunError;

    fn play(&mut self, number: usize, case: &Case, _out: &mut String) -> Result<(), RunError> {
        let mut games = Vec::with_capacity(self.engines.len());
        for engine in &mut self.engines {
            let record =
                engine
                    .play(&case.robots, &case.teleports)
                    .map_err(|_| RunError::TooLong {
                        location: format!("{}:{}:1", self.input, case.line),
                        case: number,
                    })?;
            let searched = match self.solve {
                Some(budget) if record.end == End::Lost => {
                    let solution = solve(engine, &case.robots, &case.teleports, budget);
                    let found = match solution.verdict {
                        Verdict::Win { .. } => Searched::Win,
                        Verdict::NoWin => Searched::NoWin,
                        Verdict::Undecided => Searched::Undecided,
                    };
                    Some((found, solution.positions, solution.elapsed.as_secs_f64()))
                }
                _ => None,
            };
            games.push(Game {
                end: record.end.into(),
                moves: record.moves,
                teleports: record.teleports.len() as u32,
                searched,
            });
        }
        keep(&self.games, self.progress.as_ref(), number, games);
        Ok(())
    }

    fn held(&self) -> usize {
        self.engines.iter().map(Engine::grid_bytes).sum()
    }
}
