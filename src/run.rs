//! Playing a stream of cases and writing their outputs in input order, for
//! any game: the game gives a reader of cases ([`Cases`]) and a player that
//! turns one case into its output text ([`Play`]); this module owns the
//! order, the parallelism, the memory and the flushing.
//!
//! With one job each case is played and printed before the next is read, so
//! a refusal later in the input loses nothing before it. When someone may
//! be watching (`flush_each_case`: a terminal on either end), each case is
//! also flushed at once; otherwise output leaves in large blocks, and
//! whatever is buffered is flushed before an error is shown.
//! With more jobs see [`parallel`]: the same output, byte for byte, within
//! a memory budget, each case printed as soon as it and all before it are
//! done.

pub mod budget;
pub mod contest;
pub mod map;
pub mod parallel;
pub mod select;

use miette::Diagnostic;
use std::io::Write;
use thiserror::Error;

pub use contest::{Player, RunError, Scenarios};
pub use select::{CaseRange, Selection};

/// A stream of cases, read one at a time.
pub trait Cases {
    type Case: Send;
    type Error;
    /// The next case; `None` at the end of the input.
    fn next_case(&mut self) -> Result<Option<Self::Case>, Self::Error>;
    /// About how many bytes of memory the case holds, for the budget.
    fn footprint(case: &Self::Case) -> usize;
    /// About how many bytes playing the case takes beyond the case itself
    /// (a search's tables, sized by its board), counted with it in a
    /// parallel run's budget until it is played.
    fn working(&self, _case: &Self::Case) -> usize {
        0
    }
    /// The next case into `slot`, which may hold the last one: a format
    /// whose cases have buffers reuses them, so that playing one case at
    /// a time allocates nothing per case. `None` at the end of the input.
    fn next_case_into<'s>(
        &mut self,
        slot: &'s mut Option<Self::Case>,
    ) -> Result<Option<&'s Self::Case>, Self::Error> {
        *slot = self.next_case()?;
        Ok(slot.as_ref())
    }
}

/// Plays cases. Each parallel job plays with its own clone.
pub trait Play: Clone + Send {
    type Case;
    type Error;
    /// Appends the output of case `number` (counted from 1) to `out`,
    /// including whatever separates it from the case before; on an error,
    /// appends nothing.
    fn play(
        &mut self,
        number: usize,
        case: &Self::Case,
        out: &mut String,
    ) -> Result<(), Self::Error>;

    /// About how many bytes this player holds whatever case it plays (an
    /// engine's grids, sized by the board). Parallel play runs no more
    /// players than [`HELD`] bytes of them allow, one at least, so a big
    /// board's grids are not held once a job.
    fn held(&self) -> usize {
        0
    }
}

/// Why the machinery itself stopped a run.
#[derive(Debug, Error, Diagnostic)]
pub enum Failure {
    #[error("cannot write the output: {0}")]
    #[diagnostic(code(robots::run::output))]
    Output(#[source] std::io::Error),
    #[error("cannot start {jobs} threads to play in parallel: {error}")]
    #[diagnostic(
        code(robots::run::threads),
        help("run with fewer jobs (`--jobs 1` plays on the main thread alone)")
    )]
    Threads {
        jobs: usize,
        #[source]
        error: std::io::Error,
    },
    #[error("there is no case {first}: the input has {count}")]
    #[diagnostic(code(robots::run::no_such_case))]
    NoSuchCase { first: usize, count: usize },
}

/// How to play a stream.
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Cases played at once; 1 plays on the calling thread.
    pub jobs: usize,
    /// Flush after every case (someone may be watching).
    pub flush_each_case: bool,
    /// The most bytes of cases and outputs held at once when playing in
    /// parallel (one case is always admitted, however large).
    pub budget: usize,
    /// The cases played (all unless told otherwise), and whether each
    /// one's output is followed by [`select::CASE_END`].
    pub select: Selection,
}

/// The memory budget of a parallel run unless told otherwise: 32 MiB.
pub const BUDGET: usize = 32 << 20;

/// The most bytes the players of a parallel run hold together whatever
/// they play ([`Play::held`]): 96 MiB, or one player's, if more.
pub const HELD: usize = 96 << 20;

/// The players a parallel run of `jobs` starts when each holds `held`
/// bytes: as many as [`HELD`] allows, one at least.
pub fn jobs_within(jobs: usize, held: usize) -> usize {
    match HELD.checked_div(held) {
        Some(room) => jobs.min(room.max(1)),
        None => jobs,
    }
}

impl Options {
    pub fn new(jobs: usize, flush_each_case: bool) -> Self {
        Options {
            jobs,
            flush_each_case,
            budget: BUDGET,
            select: Selection::default(),
        }
    }
}

/// Plays every case of `cases` with `player` and writes the outputs to
/// `out` in input order, then flushes it. The first failure in input
/// order stops the run, after every output before it is written.
pub fn run<C, P, W>(cases: &mut C, player: P, out: &mut W, options: Options) -> Result<(), C::Error>
where
    C: Cases,
    P: Play<Case = C::Case, Error = C::Error>,
    C::Error: From<Failure> + Send,
    W: Write + Send,
{
    if options.select == Selection::default() {
        return run_all(cases, player, out, options);
    }
    let mut selected = select::Selected::new(cases, options.select.cases);
    let player = select::Numbered::new(player, options.select);
    run_all(&mut selected, player, out, options)
}

/// [`run`] on every case of `cases`.
fn run_all<C, P, W>(cases: &mut C, player: P, out: &mut W, options: Options) -> Result<(), C::Error>
where
    C: Cases,
    P: Play<Case = C::Case, Error = C::Error>,
    C::Error: From<Failure> + Send,
    W: Write + Send,
{
    let jobs = jobs_within(options.jobs, player.held());
    if jobs <= 1 {
        let result = serial(cases, player, out, options.flush_each_case);
        let flushed = out.flush().map_err(|e| Failure::Output(e).into());
        result.and(flushed)
    } else {
        parallel::run(cases, player, out, Options { jobs, ..options })
    }
}

fn serial<C, P, W>(
    cases: &mut C,
    mut player: P,
    out: &mut W,
    flush_each_case: bool,
) -> Result<(), C::Error>
where
    C: Cases,
    P: Play<Case = C::Case, Error = C::Error>,
    C::Error: From<Failure>,
    W: Write,
{
    let mut number = 0;
    let mut text = String::new();
    let output = |e| C::Error::from(Failure::Output(e));
    let mut slot = None;
    while let Some(case) = cases.next_case_into(&mut slot)? {
        number += 1;
        text.clear();
        player.play(number, case, &mut text)?;
        out.write_all(text.as_bytes()).map_err(output)?;
        if flush_each_case {
            out.flush().map_err(output)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_that_hold_more_than_the_budget_together_are_fewer() {
        assert_eq!(jobs_within(8, 0), 8, "players that hold nothing");
        assert_eq!(jobs_within(8, HELD / 4), 4);
        assert_eq!(jobs_within(2, HELD / 2), 2);
        // A 4096 x 4096 board's engine grids, 15 bytes a cell: one job.
        assert_eq!(jobs_within(2, 4096 * 4096 * 15), 1);
        assert_eq!(jobs_within(1, usize::MAX), 1);
    }
}
