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

use crate::run::RunError;
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

/// Plays every case of `reader` under `table` and writes the results to
/// `out`, a blank line between cases, each case as soon as it is played. A
/// refused input stops the run after the cases before it were written;
/// `out` is flushed either way.
pub fn run<R: BufRead, W: Write>(
    table: &Table,
    reader: &mut Reader<'_, R>,
    out: &mut W,
) -> Result<(), RunError> {
    let mut race = Race::new(table.clone());
    let mut text = String::new();
    let mut first = true;
    let result = loop {
        match reader.next_case() {
            Ok(Some(case)) => {
                let prizes = race.prizes(&case);
                text.clear();
                if !first {
                    text.push('\n');
                }
                first = false;
                write_case(&mut text, &case, &prizes);
                out.write_all(text.as_bytes())?;
            }
            Ok(None) => break Ok(()),
            Err(e) => break Err(e.into()),
        }
    };
    out.flush()?;
    result
}
