//! Crosses & Crosses and the placement games like it: sides place pieces
//! by turns, full rectangles are cut off, and the contest question is
//! re-enacting one side's moves for a stated final score. Everything here
//! is driven by the compiled [`Model`] (its question
//! [`crate::model::Question::Reenact`]): the parts it plays on are
//! [`crate::placement`] (the game) and [`crate::reenact`] (the search).
//!
//! [`run`] is the entry point for `robots run`: it reads either kind of
//! input (see [`crate::scenario::crosses`]) and answers the questions or
//! replays the records.

pub mod contest;
pub mod generate;
pub mod replay;
mod setup;

pub use setup::{CrossesError, format, rules};

use crate::model::Model;
use crate::placement::Game;
use crate::run::Options;
use crate::scenario::crosses::{self as formats, Input};
use std::io::{BufRead, Write};

/// Reads `input` (named `name` in errors): answers a contest question's
/// cases, or replays a record file's games, writing to `out`. Why a case
/// was answered `N` without a search (a move off the board, a repeated
/// cell) goes to `notes`. Cases are searched on `jobs` threads; every
/// case read before a refusal is answered first.
pub fn run<R: BufRead, W: Write + Send>(
    model: &Model,
    input: R,
    name: &str,
    out: &mut W,
    notes: contest::Notes,
    options: Options,
) -> Result<(), CrossesError> {
    run_traced(model, input, name, out, notes, options, &mut |_| {})
}

/// [`run`], calling `each` with the game after every move of a replayed
/// record (for `--trace`; [`Game::cell`] gives each cell's state).
pub fn run_traced<R: BufRead, W: Write + Send>(
    model: &Model,
    input: R,
    name: &str,
    out: &mut W,
    notes: contest::Notes,
    options: Options,
    each: &mut dyn FnMut(&Game),
) -> Result<(), CrossesError> {
    match formats::open(input, name, format(model)?)? {
        Input::Questions(mut reader) => contest::answer_all(&mut reader, out, notes, options),
        Input::Records(mut reader) => replay::replay_all(&mut reader, out, each, options.select),
    }
}
