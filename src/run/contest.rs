//! The Robots game on the [`run`](super) machinery: cases from the contest
//! input, played by the engine, written in the contest output.

use super::{Cases, Failure, Options, Play};
use crate::engine::{Engine, MAX_MOVES, Record};
use crate::scenario::{Case, CaseReader, ScenarioError, write_case};
use miette::Diagnostic;
use std::io::{BufRead, Write};
use std::sync::Arc;
use thiserror::Error;

/// Why a run stopped early.
#[derive(Debug, Error, Diagnostic)]
pub enum RunError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Scenario(#[from] ScenarioError),
    #[error(
        "{location}: case {case}: the game went on for {MAX_MOVES} moves without ending or repeating a position"
    )]
    #[diagnostic(
        code(robots::run::too_long),
        help(
            "these rules let a game wander for very long; add `won after surviving N moves` to bound it"
        )
    )]
    TooLong {
        /// `input:line:1` of the case's counts line.
        location: String,
        case: usize,
    },
    #[error(transparent)]
    #[diagnostic(transparent)]
    Failure(#[from] Failure),
}

/// The contest input as a stream of cases.
pub struct Scenarios<'r, R>(pub &'r mut CaseReader<R>);

impl<R: BufRead> Cases for Scenarios<'_, R> {
    type Case = Case;
    type Error = RunError;

    fn next_case(&mut self) -> Result<Option<Case>, RunError> {
        Ok(self.0.next_case()?)
    }

    fn next_case_into<'s>(
        &mut self,
        slot: &'s mut Option<Case>,
    ) -> Result<Option<&'s Case>, RunError> {
        match slot {
            Some(case) => Ok(self.0.next_case_into(case)?.then_some(&*case)),
            None => {
                *slot = self.0.next_case()?;
                Ok(slot.as_ref())
            }
        }
    }

    fn footprint(case: &Case) -> usize {
        let cells = case.robots.capacity() + case.teleports.capacity();
        size_of::<Case>() + cells * size_of::<crate::engine::table::Offset>()
    }
}

/// The engine playing cases into the contest output.
#[derive(Debug)]
pub struct Player {
    engine: Engine,
    /// The input's name, for a game that does not end.
    input: Arc<str>,
    /// The last game's record, its buffer reused by the next.
    record: Option<Record>,
}

impl Player {
    pub fn new(engine: Engine, input: &str) -> Self {
        Player {
            engine,
            input: input.into(),
            record: None,
        }
    }
}

/// Another job's player: a fresh engine for the same table rather than a
/// copy. The engine's grids start as untouched zero pages and only the
/// cells a game visits are ever written, where a copy would write them all
/// (100 MB a job on a 4096 x 4096 board).
impl Clone for Player {
    fn clone(&self) -> Self {
        Player {
            engine: Engine::new(self.engine.table().clone()),
            input: Arc::clone(&self.input),
            record: None,
        }
    }
}

impl Play for Player {
    type Case = Case;
    type Error = RunError;

    fn play(&mut self, number: usize, case: &Case, out: &mut String) -> Result<(), RunError> {
        let too_long = |_| RunError::TooLong {
            location: format!("{}:{}:1", self.input, case.line),
            case: number,
        };
        let (robots, teleports) = (&case.robots, &case.teleports);
        let record = match &mut self.record {
            Some(record) => {
                self.engine
                    .play_into(robots, teleports, record)
                    .map_err(too_long)?;
                record
            }
            None => self
                .record
                .insert(self.engine.play(robots, teleports).map_err(too_long)?),
        };
        // A blank line between cases.
        if number > 1 {
            out.push('\n');
        }
        write_case(out, number, record);
        Ok(())
    }

    fn held(&self) -> usize {
        self.engine.grid_bytes()
    }
}

/// Plays every case of `reader` with `engine` and writes the results to
/// `out`.
pub fn run<R: BufRead, W: Write + Send>(
    engine: Engine,
    reader: &mut CaseReader<R>,
    out: &mut W,
    options: Options,
) -> Result<(), RunError> {
    let player = Player::new(engine, reader.name());
    super::run(&mut Scenarios(reader), player, out, options)
}
