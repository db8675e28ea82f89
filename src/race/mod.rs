//! RobotRace: lettered robots with a facing race for lettered tokens under
//! command programs; perfect play is a stable assignment of robots to
//! tokens.
//!
//! [`run`] plays a stream of cases in the text format
//! ([`crate::scenario::race`]) and prints each robot's prize.

pub mod generate;
pub mod prizes;
pub mod table;
pub mod times;

use crate::run::{Options, Play, RunError};
use crate::scenario::race::{Case, Reader, write_case};
use std::io::{BufRead, Write};
use table::Table;
use times::Racer;

/// Plays cases one after another, reusing its memory.
#[derive(Debug, Clone)]
pub struct Race {
    table: Table,
    racer: Racer,
}

impl Race {
    pub fn new(table: Table) -> Self {
        Race {
            table,
            racer: Racer::new(),
        }
    }

    /// Each robot's prize under perfect play, in the order of `case.robots`
    /// (letter order).
    pub fn prizes(&mut self, case: &Case) -> Vec<i64> {
        let times = self.racer.times(&self.table, case);
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

/// Plays every case of `reader` under `table` and writes the results to
/// `out` in input order, a blank line between cases (see [`crate::run`]:
/// one job or several, each case written as soon as it and those before it
/// are played). A refused input stops the run after the cases before it
/// were written; `out` is flushed either way.
pub fn run<R: BufRead, W: Write + Send>(
    table: &Table,
    reader: &mut Reader<'_, R>,
    out: &mut W,
    options: Options,
) -> Result<(), RunError> {
    crate::run::run(&mut Cases(reader), Race::new(table.clone()), out, options)
}
