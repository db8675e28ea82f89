//! Playing a stream of scenarios and writing their results in order.
//!
//! With one job each case is played and printed before the next is read, so
//! a refusal later in the input loses nothing before it. When someone may
//! be watching (`flush_each_case`: a terminal on either end), each case is
//! also flushed at once; otherwise output leaves in large blocks, and
//! whatever is buffered is flushed before an error is shown.
//! With more jobs, cases are read in batches, played in parallel, and
//! printed in input order.

use crate::engine::Record;
use crate::engine::{Engine, MAX_MOVES};
use crate::scenario::{Case, CaseReader, ScenarioError, format_case, write_case};
use miette::Diagnostic;
use rayon::prelude::*;
use std::io::{BufRead, Write};
use thiserror::Error;

/// Cases read at once when playing in parallel.
const BATCH: usize = 1024;

/// Why a run stopped early.
#[derive(Debug, Error, Diagnostic)]
pub enum RunError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Scenario(#[from] ScenarioError),
    #[error(
        "case {case}: the game went on for {MAX_MOVES} moves without ending or repeating a position"
    )]
    #[diagnostic(
        code(robots::run::too_long),
        help(
            "these rules let a game wander for very long; add `won after surviving N moves` to bound it"
        )
    )]
    TooLong { case: usize },
    #[error("cannot write the output: {0}")]
    #[diagnostic(code(robots::run::output))]
    Output(#[from] std::io::Error),
}

/// Plays every case of `input` and writes the results to `out`.
pub fn run<R: BufRead, W: Write>(
    engine: &Engine,
    reader: &mut CaseReader<R>,
    out: &mut W,
    jobs: usize,
    flush_each_case: bool,
) -> Result<(), RunError> {
    if jobs <= 1 {
        let result = serial(engine.clone(), reader, out, flush_each_case);
        out.flush()?;
        result
    } else {
        parallel(engine, reader, out, jobs)
    }
}

fn serial<R: BufRead, W: Write>(
    mut engine: Engine,
    reader: &mut CaseReader<R>,
    out: &mut W,
    flush_each_case: bool,
) -> Result<(), RunError> {
    let mut number = 0;
    let mut text = String::new();
    while let Some(case) = reader.next_case()? {
        number += 1;
        let record = play(&mut engine, number, &case)?;
        text.clear();
        if number > 1 {
            text.push('\n');
        }
        write_case(&mut text, number, &record);
        out.write_all(text.as_bytes())?;
        if flush_each_case {
            out.flush()?;
        }
    }
    Ok(())
}

fn play(engine: &mut Engine, number: usize, case: &Case) -> Result<Record, RunError> {
    engine
        .play(&case.robots, &case.teleports)
        .map_err(|_| RunError::TooLong { case: number })
}

fn parallel<R: BufRead, W: Write>(
    engine: &Engine,
    reader: &mut CaseReader<R>,
    out: &mut W,
    jobs: usize,
) -> Result<(), RunError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| RunError::Output(std::io::Error::other(e)))?;
    let mut number = 0;
    loop {
        let mut batch = Vec::with_capacity(BATCH);
        let mut stop = None;
        while batch.len() < BATCH {
            match reader.next_case() {
                Ok(Some(case)) => batch.push(case),
                Ok(None) => break,
                Err(e) => {
                    stop = Some(e);
                    break;
                }
            }
        }
        let first = number + 1;
        let texts: Vec<Result<String, RunError>> = pool.install(|| {
            batch
                .par_iter()
                .enumerate()
                .map_init(
                    || engine.clone(),
                    |engine, (i, case)| {
                        play(engine, first + i, case).map(|r| format_case(first + i, &r))
                    },
                )
                .collect()
        });
        for text in texts {
            number += 1;
            if number > 1 {
                out.write_all(b"\n")?;
            }
            out.write_all(text?.as_bytes())?;
        }
        out.flush()?;
        if let Some(e) = stop {
            return Err(e.into());
        }
        if batch.len() < BATCH {
            return Ok(());
        }
    }
}
