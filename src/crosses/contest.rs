//! Answering the contest question: each case is re-enacted (see
//! [`crate::reenact`]) and answered `Y` with the moves found, which were
//! replayed and checked, or `N`. Cases are independent: with more than one
//! job they are read in batches, searched in parallel and printed in input
//! order; the same input always gives the same output.

use super::CrossesError;
use crate::geometry::Board;
use crate::reenact::{self, Answer, Effort, Question as Asked};
use crate::scenario::crosses::{Format, Question, QuestionReader, write_answer};
use rayon::prelude::*;
use std::io::{BufRead, Write};

/// Cases read at once when searching in parallel.
const BATCH: usize = 32;

/// Exchanges tried per case before answering `N`: plenty for the
/// contest's cases (which need a few thousand at n = 250), and a bound of
/// a few seconds on a case with no answer.
pub fn effort(cells: usize, number: usize) -> Effort {
    Effort {
        exchanges: 300_000 + 8 * cells as u64,
        seed: number as u64,
    }
}

/// One case's answer: its text, and a note for the reader of `N`.
pub fn answer(format: &Format, question: &Question) -> (String, Option<String>) {
    let mut text = String::new();
    let number = question.number;
    if let Some(reason) = &question.refusal {
        write_answer(&mut text, number, None);
        return (text, Some(format!("case {number}: {reason}")));
    }
    let n = question.n as i32;
    let asked = Asked {
        board: Board::new(n, n),
        given: &question.given,
        score: &question.score,
    };
    let found = reenact::reenact(
        &format.rules,
        format.reenacted,
        &asked,
        effort(question.n * question.n, number),
    );
    match found {
        Answer::Yes(moves) => {
            write_answer(&mut text, number, Some(&moves));
            (text, None)
        }
        Answer::No(reason) => {
            write_answer(&mut text, number, None);
            (text, reason.map(|r| format!("case {number}: {r}")))
        }
    }
}

/// Answers every case of `reader`.
pub fn answer_all<R: BufRead, W: Write>(
    reader: &mut QuestionReader<R>,
    out: &mut W,
    notes: &mut dyn Write,
    jobs: usize,
) -> Result<(), CrossesError> {
    let format = reader.format().clone();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(|e| CrossesError::Output(std::io::Error::other(e)))?;
    let batch_size = if jobs <= 1 { 1 } else { BATCH };
    loop {
        let mut batch = Vec::with_capacity(batch_size);
        let mut stop = None;
        while batch.len() < batch_size {
            match reader.next_question() {
                Ok(Some(q)) => batch.push(q),
                Ok(None) => break,
                Err(e) => {
                    stop = Some(e);
                    break;
                }
            }
        }
        let answers: Vec<(String, Option<String>)> = if batch.len() <= 1 {
            batch.iter().map(|q| answer(&format, q)).collect()
        } else {
            pool.install(|| batch.par_iter().map(|q| answer(&format, q)).collect())
        };
        for (text, note) in &answers {
            out.write_all(text.as_bytes())?;
            if let Some(note) = note {
                writeln!(notes, "{note}")?;
            }
        }
        out.flush()?;
        if let Some(e) = stop {
            return Err(e.into());
        }
        if batch.len() < batch_size {
            return Ok(());
        }
    }
}
