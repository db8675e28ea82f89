//! `robots explain` for a map game: one line a move (what was asked, what
//! it did, and for a strategy's move the rule that decided), or one move
//! in full (a strategy's candidates with their keys' values and
//! verdicts, or an input move's effects, and the board after it). An
//! input move the rules refuse or skip is given with its cell and the
//! rule that made it so.

use super::notes::{details, made, skipped};
use super::viewer::MapViews;
use crate::interpreter::Record;
use crate::scenario::map::MapCase;
use crate::views::board;
use crate::views::explained::Explained;
use crate::views::style::{Ink, Paint};

impl Explained for MapViews {
    fn explain(
        &mut self,
        _number: usize,
        case: &MapCase,
        mv: Option<u32>,
        paint: Paint,
    ) -> miette::Result<String> {
        let mut stepper = self.interpreter.stepper(case, &self.input);
        let mut out = String::new();
        if let Some(e) = stepper.ending() {
            out.push_str(&format!(
                "the game is over before its first move: {}\n",
                self.said.ending(e)
            ));
        }
        loop {
            let weighing = stepper.weigh();
            let rec = match stepper.step() {
                None => break,
                Some(Ok(rec)) => rec,
                Some(Err(refused)) => {
                    let (why, rule) = self
                        .said
                        .why(refused.skip.why, &self.said.mover(refused.skip.asked));
                    let line = format!(
                        "input move {} ({}) refused: {why}, by {rule}",
                        refused.skip.token + 1,
                        self.said.asked(refused.skip.asked)
                    );
                    if mv.is_none() {
                        out.push_str(&paint.ink(Ink::Bad, &line));
                        out.push('\n');
                    } else if mv == Some(stepper.moves() as u32 + 1) {
                        return Ok(format!("{line}\n"));
                    }
                    break;
                }
            };
            match mv {
                None => out.push_str(&self.overview_line(&rec, weighing.as_ref())),
                Some(m) if u64::from(m) == rec.number => {
                    return Ok(self.in_full(&rec, weighing.as_ref(), &stepper, paint));
                }
                Some(_) => {}
            }
        }
        match mv {
            Some(m) => Err(miette::miette!(
                code = "robots::views::no_such_move",
                "{}: case {} has moves 1 to {}, not {m}",
                self.input,
                _number,
                stepper.moves()
            )),
            None => {
                for skip in stepper.skipped() {
                    out.push_str(&format!("after: {}\n", skipped(skip, &self.said)));
                }
                Ok(out)
            }
        }
    }
}

impl MapViews {
    /// One move's line: its number, what it did, what decided it.
    fn overview_line(
        &self,
        rec: &Record,
        weighing: Option<&crate::interpreter::Weighing>,
    ) -> String {
        let mut parts = vec![made(rec, &self.said)];
        if let Some(w) = weighing {
            parts.push(format!("decided by {}", self.decided(w)));
        }
        parts.extend(
            details(rec, &self.said)
                .into_iter()
                .filter(|l| !l.starts_with("  ")),
        );
        format!("Move {}: {}\n", rec.number, parts.join("; "))
    }

    /// One move in full, and the board after it.
    fn in_full(
        &self,
        rec: &Record,
        weighing: Option<&crate::interpreter::Weighing>,
        stepper: &crate::interpreter::Stepper,
        paint: Paint,
    ) -> String {
        let mut out = format!(
            "{} {}\n",
            paint.ink(Ink::Strong, &format!("Move {}:", rec.number)),
            made(rec, &self.said)
        );
        if let Some(w) = weighing {
            out.push_str(&self.candidates(w, paint));
        }
        for line in details(rec, &self.said) {
            out.push_str(&format!("{line}\n"));
        }
        let frame = self.frame(rec, stepper, paint);
        out.push_str(&board::draw(&frame.grid, frame.focus, &self.legend, paint));
        out
    }
}
