//! `robots run --trace`: every game move by move, for any kind of game
//! that can show itself ([`Traced`]): after each move, what it did and the
//! board. Pursuits implement it ([`super::pursuit`]); a placement game
//! would give its board after each placement the same way.

use super::board::{self, Grid, Mark};
use super::style::{Ink, Paint};
use crate::geometry::Offset;
use crate::run::Cases;
use miette::{Diagnostic, Report};
use std::io::Write;

/// The moves shown: from `first` to `last`, both included; move 0 is the
/// start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moves {
    pub first: u32,
    pub last: u32,
}

impl Default for Moves {
    fn default() -> Self {
        Moves {
            first: 0,
            last: u32::MAX,
        }
    }
}

impl Moves {
    pub fn contains(self, m: u32) -> bool {
        (self.first..=self.last).contains(&m)
    }
}

impl std::str::FromStr for Moves {
    type Err = String;

    /// `A..B` (both included), `A..`, `..B` or `A`.
    fn from_str(text: &str) -> Result<Self, String> {
        let number = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| format!("`{s}` is not a move number (0 is the start)"))
        };
        let moves = match text.split_once("..") {
            Some((a, b)) => Moves {
                first: if a.trim().is_empty() { 0 } else { number(a)? },
                last: if b.trim().is_empty() {
                    u32::MAX
                } else {
                    number(b.trim_start_matches('='))?
                },
            },
            None => {
                let m = number(text)?;
                Moves { first: m, last: m }
            }
        };
        if moves.first > moves.last {
            return Err(format!(
                "`{text}` is empty: the first move comes after the last"
            ));
        }
        Ok(moves)
    }
}

/// One position of a game as the views show it: the trace draws its
/// notes and grid; the replay page also draws its path, steps and touched
/// cells over the board; `--format json --log` and `robots diff` read its
/// log.
#[derive(Debug, Clone)]
pub struct Frame {
    /// What the move did, a line each (already painted).
    pub notes: Vec<String>,
    pub grid: Grid,
    /// The cell the drawing centres on when the board is too large.
    pub focus: Offset,
    /// A path through cells, in order (a unit's cheapest path, a walk).
    pub path: Vec<Offset>,
    /// Pieces' steps in the move: from, to (a robot's step, a push).
    pub steps: Vec<(Offset, Offset)>,
    /// Cells the move touched: placed, pressed, cut off.
    pub touched: Vec<Offset>,
    /// The move as data (null at the start): one entry of the case's
    /// `--format json --log`, and what `robots diff` compares.
    pub log: serde_json::Value,
}

impl Frame {
    /// A frame with notes and a board, nothing drawn over it and no log.
    pub fn new(notes: Vec<String>, grid: Grid, focus: Offset) -> Self {
        Frame {
            notes,
            grid,
            focus,
            path: Vec::new(),
            steps: Vec::new(),
            touched: Vec::new(),
            log: serde_json::Value::Null,
        }
    }
}

/// A kind of game whose games a trace can show move by move; every view
/// of a game that is not a pursuit reads these frames.
pub trait Traced {
    type Case;
    /// What the glyphs of its boards mean.
    fn legend(&self) -> Vec<(Mark, &'static str)>;
    /// What opens case `number` of a trace, its line ends included
    /// (`first`: no case was shown before it): a blank line between
    /// cases, then `Case N:`. A kind whose output names its cases
    /// otherwise says so here.
    fn heading(&self, number: usize, _case: &Self::Case, first: bool, paint: Paint) -> String {
        let gap = if first { "" } else { "\n" };
        format!(
            "{gap}{}\n",
            paint.ink(Ink::Strong, &format!("Case {number}:"))
        )
    }
    /// Whether the frames [`Self::trace`] gives need their boards (they
    /// do unless told otherwise): a view that keeps only the frames' logs
    /// says no, and a game whose board costs a pass over every cell to
    /// draw gives empty boards.
    fn draw_boards(&mut self, _draw: bool) {}
    /// Plays case `number`, giving `show` each frame whose move is in
    /// `moves` (0 the start), and returns the case's result as the
    /// contest output writes it, without its `Case N:` line.
    fn trace(
        &mut self,
        number: usize,
        case: &Self::Case,
        moves: Moves,
        paint: Paint,
        show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
    ) -> miette::Result<String>;
}

/// A failed write to the output: a closed output (`| head`) ends the
/// command quietly, as every command's does.
fn output(error: std::io::Error) -> Report {
    Report::new(crate::run::Failure::Output(error))
}

/// Traces every case of `cases` (or only the cases `only`) into `out`.
pub fn write<C, T, W>(
    cases: &mut C,
    tracer: &mut T,
    only: Option<crate::run::CaseRange>,
    moves: Moves,
    paint: Paint,
    out: &mut W,
) -> miette::Result<()>
where
    C: Cases<Case = T::Case>,
    C::Error: Diagnostic + Send + Sync + 'static,
    T: Traced,
    W: Write,
{
    let legend = tracer.legend();
    let mut number = 0;
    let mut shown = 0;
    while let Some(case) = cases.next_case().map_err(Report::new)? {
        number += 1;
        if only.is_some_and(|r| !r.contains(number)) {
            continue;
        }
        let heading = tracer.heading(number, &case, shown == 0, paint);
        out.write_all(heading.as_bytes()).map_err(output)?;
        shown += 1;
        let mut show = |_: u32, frame: Frame| -> miette::Result<()> {
            let mut text = String::new();
            for note in &frame.notes {
                text.push_str(note);
                text.push('\n');
            }
            text.push_str(&board::draw(&frame.grid, frame.focus, &legend, paint));
            text.push('\n');
            out.write_all(text.as_bytes()).map_err(output)
        };
        let result = tracer.trace(number, &case, moves, paint, &mut show)?;
        out.write_all(result.as_bytes()).map_err(output)?;
        out.flush().map_err(output)?;
        if only.is_some_and(|r| r.ends_at(number)) {
            return Ok(());
        }
    }
    match only {
        Some(r) if r.first > number => Err(miette::miette!(
            code = "robots::views::no_such_case",
            "there is no case {}: the input has {number}",
            r.first
        )),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_ranges_are_read_with_both_ends_included() {
        let m = |s: &str| s.parse::<Moves>();
        assert_eq!(m("3..5"), Ok(Moves { first: 3, last: 5 }));
        assert_eq!(m("3..=5"), Ok(Moves { first: 3, last: 5 }));
        assert_eq!(m("4"), Ok(Moves { first: 4, last: 4 }));
        assert_eq!(m("..2"), Ok(Moves { first: 0, last: 2 }));
        assert_eq!(
            m("7.."),
            Ok(Moves {
                first: 7,
                last: u32::MAX
            })
        );
        assert!(m("5..3").is_err());
        assert!(m("x..3").is_err());
        assert!(!Moves { first: 3, last: 5 }.contains(6));
    }
}
