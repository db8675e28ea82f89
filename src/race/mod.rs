//! RobotRace: lettered robots with a facing race for lettered tokens under
//! command programs; perfect play is a stable assignment of robots to
//! tokens.
//!
//! [`run`] plays a stream of cases in the text format
//! ([`crate::scenario::race`]) and prints each robot's prize.

pub mod generate;
pub mod prizes;
pub mod route;
pub mod rules;
pub mod times;

use crate::run::{Options, Play, RunError};
use crate::scenario::race::{Case, Reader, write_case};
use rules::Rules;
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};
use times::Racer;

/// Plays cases one after another, reusing its memory.
///
/// A case on a big board needs large tables: the jobs of a parallel run
/// share one set of them (a job's own keeps at most [`RETAINED`] bytes),
/// so big boards hold them once whatever the job count, and they are
/// made once rather than freed and made again by each job.
#[derive(Debug, Clone)]
pub struct Race {
    table: Rules,
    racer: Racer,
    big: Arc<Mutex<Option<Racer>>>,
}

impl Race {
    pub fn new(table: Rules) -> Self {
        Race {
            table,
            racer: Racer::new(),
            big: Arc::default(),
        }
    }

    /// Each robot's prize under perfect play, in the order of `case.robots`
    /// (letter order).
    pub fn prizes(&mut self, case: &Case) -> Vec<i64> {
        if Racer::working(&self.table, case) <= RETAINED {
            let times = self.racer.times(&self.table, case);
            return prizes::prizes(&self.table, case, &times);
        }
        let lock = || self.big.lock().unwrap_or_else(|e| e.into_inner());
        // Another job playing a big case at the same time (the run's
        // budget lets that happen only while both fit) uses tables of
        // its own for it.
        let mut racer = lock().take().unwrap_or_default();
        let times = racer.times(&self.table, case);
        lock().get_or_insert(racer);
        prizes::prizes(&self.table, case, &times)
    }
}

/// The race's input as a stream of cases.
pub struct Cases<'r, 't, R>(pub &'r mut Reader<'t, R>);

impl<R: BufRead> crate::run::Cases for Cases<'_, '_, R> {
    type Case = Case;
    type Error = RunError;

    fn next_case(&mut self) -> Result<Option<Case>, RunError> {
        Ok(self.0.next_case()?)
    }

    fn footprint(case: &Case) -> usize {
        size_of::<Case>()
            + case.squares.capacity() * size_of::<crate::scenario::race::Square>()
            + 4096
    }

    fn working(&self, case: &Case) -> usize {
        Racer::working(self.0.table(), case)
    }
}

impl Play for Race {
    type Case = Case;
    type Error = RunError;

    fn play(&mut self, number: usize, case: &Case, out: &mut String) -> Result<(), RunError> {
        let prizes = self.prizes(case);
        // A blank line between cases.
        if number > 1 {
            out.push('\n');
        }
        write_case(out, case, &prizes);
        Ok(())
    }
}

/// The most bytes of search tables a job keeps of its own from one case
/// to the next (reused, they save allocating for the many small cases).
const RETAINED: usize = 8 << 20;

/// Plays every case of `reader` under `table` and writes the results to
/// `out` in input order, a blank line between cases (see [`crate::run`]:
/// one job or several, each case written as soon as it and those before it
/// are played). A refused input stops the run after the cases before it
/// were written; `out` is flushed either way.
pub fn run<R: BufRead, W: Write + Send>(
    table: &Rules,
    reader: &mut Reader<'_, R>,
    out: &mut W,
    options: Options,
) -> Result<(), RunError> {
    crate::run::run(&mut Cases(reader), Race::new(table.clone()), out, options)
}
