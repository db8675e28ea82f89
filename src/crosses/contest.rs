//! Answering the contest question: each case is re-enacted (see
//! [`crate::reenact`]) and answered `Y` with the moves found, which were
//! replayed and checked, or `N`. Cases are independent: with more than one
//! job they are searched in parallel on the run machinery ([`crate::run`])
//! and printed in input order; each case's search is seeded by its number,
//! so the same input always gives the same output.

use super::setup::CrossesError;
use crate::geometry::{Board, Offset};
use crate::reenact::{self, Answer, Effort, Question as Asked};
use crate::run::{Cases, Options, Play};
use crate::scenario::crosses::{Format, Question, QuestionReader, write_answer};
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

/// Exchanges tried per case before answering `N`, in proportion to the
/// case: a thousand per move of the re-enacted side on a small board
/// (where a few exchanges can be a dead end), at most 200,000 and a
/// quarter per move on a large one. Random games' scores are reached in a
/// few hundred to two thousand exchanges up to n = 1024; the budget bounds
/// a case with no answer to a few seconds at n = 1024 (about 330,000
/// exchanges). Sides of at most [`crate::reenact::search::EVERY_ORDER`]
/// moves are searched through every order instead, which settles them.
pub fn effort(cells: usize, number: usize) -> Effort {
    // The re-enacted side makes about half the moves.
    let moves = (cells / 2) as u64;
    Effort {
        exchanges: (1_000 * moves).min(200_000 + moves / 4),
        seed: number as u64,
    }
}

/// One case's answer: its text, and a note for the reader of `N`.
pub fn answer(format: &Format, question: &Question) -> (String, Option<String>) {
    let mut text = String::new();
    let number = question.number;
    match reenacted(format, question) {
        Ok(moves) => {
            write_answer(&mut text, number, Some(&moves));
            (text, None)
        }
        Err(reason) => {
            write_answer(&mut text, number, None);
            (text, reason.map(|r| format!("case {number}: {r}")))
        }
    }
}

/// The re-enacted side's moves found for a case, in order (replayed and
/// checked), or why none were (`None` when there is nothing to say).
pub fn reenacted(format: &Format, question: &Question) -> Result<Vec<Offset>, Option<String>> {
    if let Some(reason) = &question.refusal {
        return Err(Some(reason.clone()));
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
        effort(question.n * question.n, question.number),
    );
    match found {
        Answer::Yes(moves) => Ok(moves),
        Answer::No(reason) => Err(reason),
    }
}

/// The contest question as a stream of cases.
pub struct Questions<'r, R>(pub &'r mut QuestionReader<R>);

impl<R: BufRead> Cases for Questions<'_, R> {
    type Case = Question;
    type Error = CrossesError;

    fn next_case(&mut self) -> Result<Option<Question>, CrossesError> {
        Ok(self.0.next_question()?)
    }

    fn footprint(q: &Question) -> usize {
        size_of::<Question>() + q.given.capacity() * size_of::<crate::geometry::Offset>()
    }
}

/// Answers cases: the search, and the sink for the reasons of `N`.
#[derive(Clone)]
pub struct Answerer {
    format: Format,
    notes: Notes,
}

/// Where the reasons of `N` go, shared by the jobs.
pub type Notes = Arc<Mutex<dyn Write + Send>>;

impl Play for Answerer {
    type Case = Question;
    type Error = CrossesError;

    fn play(&mut self, _: usize, q: &Question, out: &mut String) -> Result<(), CrossesError> {
        let (text, note) = answer(&self.format, q);
        out.push_str(&text);
        if let Some(note) = note {
            // A poisoned lock only means another job panicked; its notes
            // are still written.
            let mut notes = self.notes.lock().unwrap_or_else(|e| e.into_inner());
            writeln!(notes, "{note}")?;
        }
        Ok(())
    }
}

/// Answers every case of `reader` on the run machinery (one job or
/// several; each case printed as soon as it and those before it are
/// answered), the reasons of `N` to `notes`.
pub fn answer_all<R: BufRead, W: Write + Send>(
    reader: &mut QuestionReader<R>,
    out: &mut W,
    notes: Notes,
    options: Options,
) -> Result<(), CrossesError> {
    let player = Answerer {
        format: reader.format().clone(),
        notes,
    };
    crate::run::run(&mut Questions(reader), player, out, options)
}
