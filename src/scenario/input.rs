//! Reading the contest input, one case at a time, from any byte stream.
//!
//! A case is a line `R T`, then R robot cells and T teleport cells, one
//! `row column` pair per line; `0 0` or the end of the input at a case
//! boundary ends the input. Cases are read as they are needed, so input of
//! any length is played in constant memory. Every refusal names the line and
//! column and shows the offending line.
//!
//! | file | job |
//! |---|---|
//! | `pairs` | the lines of two numbers, read straight from the input's buffer |
//! | `refusals` | the refusals that take more than a sentence |

mod pairs;
mod refusals;

use super::cells::on_board;
use super::error::ScenarioError;
use super::taken::Taken;
use crate::engine::table::Offset;
use crate::geometry::Board;
pub use pairs::MAX_LINE;
use pairs::{KeptLine, PairLines};
use refusals::Counts;
use std::io::BufRead;

/// The most teleport entries one case may list.
pub const MAX_TELEPORTS: i64 = 1_000_000;

/// One scenario: the robots' cells and the teleport list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub robots: Vec<Offset>,
    pub teleports: Vec<Offset>,
    /// The number of the case's first line (its `R T` counts).
    pub line: usize,
}

/// Reads cases for a board with a given start cell.
pub struct CaseReader<R> {
    lines: PairLines<R>,
    board: Board,
    /// The most robots a case may have: every cell but the start.
    capacity: i64,
    start: Offset,
    done: bool,
    /// Where each robot of the case being read stands.
    taken: Taken,
    /// The counts line of the case being read, kept for a case cut short.
    counts: KeptLine,
}

impl<R: BufRead> CaseReader<R> {
    pub fn new(input: R, name: impl Into<String>, board: Board, start: Offset) -> Self {
        CaseReader {
            lines: PairLines::new(input, name),
            board,
            capacity: board.cell_count() as i64 - 1,
            start,
            done: false,
            taken: Taken::new(board),
            counts: KeptLine::default(),
        }
    }

    /// The input's name, as errors give it.
    pub fn name(&self) -> &str {
        self.lines.name()
    }

    /// The next case, or `None` when the input has ended.
    pub fn next_case(&mut self) -> Result<Option<Case>, ScenarioError> {
        let mut case = Case {
            robots: Vec::new(),
            teleports: Vec::new(),
            line: 0,
        };
        Ok(self.next_case_into(&mut case)?.then_some(case))
    }

    /// [`Self::next_case`] into `case`, reusing its buffers: false when the
    /// input has ended (and `case` is left as it was).
    pub fn next_case_into(&mut self, case: &mut Case) -> Result<bool, ScenarioError> {
        if self.done {
            return Ok(false);
        }
        let Some((r, t)) = self.lines.pair("the counts line `R T`")? else {
            self.done = true;
            return Ok(false);
        };
        if r == 0 && t == 0 {
            self.done = true;
            return Ok(false);
        }
        let b = self.board;
        let capacity = self.capacity;
        if !(0..=capacity).contains(&r) {
            let message = if r < 0 {
                format!("{r} is not a number of robots")
            } else {
                format!(
                    "{r} robots do not fit on the {} x {} board",
                    b.rows, b.columns
                )
            };
            let help = format!(
                "the number of robots is from 0 to {capacity}: one robot a cell, and none on the start"
            );
            return Err(self
                .lines
                .at(Some(0))
                .says(message, "the number of robots", help));
        }
        if !(0..=MAX_TELEPORTS).contains(&t) {
            let message = if t < 0 {
                format!("{t} is not a number of teleports")
            } else {
                format!("{t} teleports are more than a case may list")
            };
            let help = format!("the number of teleports is from 0 to {MAX_TELEPORTS}");
            return Err(self
                .lines
                .at(Some(1))
                .says(message, "the number of teleports", help));
        }
        self.counts = self.lines.keep();
        let counts = |reader: &Self| Counts {
            line: reader.counts.line(),
            robots: r,
            teleports: t,
        };
        case.line = self.counts.number();
        let robots = &mut case.robots;
        robots.clear();
        robots.reserve(r.min(4096) as usize);
        self.taken.next_case();
        let (board, start) = (self.board, self.start);
        let mut read = 0;
        while read < r {
            // Nearly every line is a robot on a free cell of the board: read
            // in a run; the first that is not goes through the checks below.
            let taken = &mut self.taken;
            read += self
                .lines
                .quick_pairs((r - read) as usize, |(row, col), number| {
                    let cell = (row as i32, col as i32);
                    let fine = board.contains(cell)
                        && cell != start
                        && taken.already(cell, number, r).is_none();
                    if fine {
                        robots.push(cell);
                    }
                    fine
                })? as i64;
            if read == r {
                break;
            }
            read += 1;
            let Some((row, col)) = self.lines.pair("a robot's cell")? else {
                let ended = self.lines.count() + 1;
                return Err(counts(self).cut_short(
                    self.name(),
                    ended,
                    robots.len(),
                    0,
                    "a robot's cell",
                ));
            };
            let cell = self.cell(row, col, "robot")?;
            if cell == self.start {
                let message = format!("a robot stands on the player's start cell ({row},{col})");
                return Err(self.lines.at(None).says(
                    message,
                    "the start cell",
                    "robots start on cells other than the player's start",
                ));
            }
            let number = self.lines.count();
            if let Some(first) = self.taken.already(cell, number, r) {
                let message = format!("two robots stand on ({row},{col})");
                let label = format!("the robot on line {first} stands here already");
                return Err(self.lines.at(None).says(
                    message,
                    label,
                    "each robot starts on its own cell",
                ));
            }
            robots.push(cell);
        }
        let teleports = &mut case.teleports;
        teleports.clear();
        teleports.reserve(t.min(4096) as usize);
        let mut read = 0;
        while read < t {
            read += self
                .lines
                .quick_pairs((t - read) as usize, |(row, col), _| {
                    let cell = (row as i32, col as i32);
                    let fine = board.contains(cell);
                    if fine {
                        teleports.push(cell);
                    }
                    fine
                })? as i64;
            if read == t {
                break;
            }
            read += 1;
            let Some((row, col)) = self.lines.pair("a teleport cell")? else {
                return Err(counts(self).cut_short(
                    self.name(),
                    self.lines.count() + 1,
                    robots.len(),
                    teleports.len(),
                    "a teleport cell",
                ));
            };
            teleports.push(self.cell(row, col, "teleport")?);
        }
        Ok(true)
    }

    fn cell(&self, row: i64, col: i64, what: &str) -> Result<Offset, ScenarioError> {
        on_board(self.board, row, col, what).map_err(|off| {
            self.lines
                .at(Some(off.token))
                .says(off.message, off.label, off.help)
        })
    }
}

#[cfg(test)]
mod tests;
