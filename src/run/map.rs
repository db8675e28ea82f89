//! Map games on the [`run`](super) machinery: cases of the map format,
//! played by the general interpreter (or by the pursuit engine, for a
//! game that fits it: see `pursuit`), written in the map format's output.

use super::{Cases, Failure, Options, Play};
use crate::interpreter::Drawing;
use crate::model::Model;
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, MapReader, write_drawn};
use miette::Diagnostic;
use std::io::{BufRead, Write};
use std::sync::Arc;
use thiserror::Error;

mod pursuit;
use pursuit::Pursuit;

/// Why a run of a map game stopped early.
#[derive(Debug, Error, Diagnostic)]
pub enum MapError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Scenario(#[from] ScenarioError),
    #[error(transparent)]
    #[diagnostic(transparent)]
    Failure(#[from] Failure),
}

struct Reader<'r, R>(&'r mut MapReader<R>);

impl<R: BufRead> Cases for Reader<'_, R> {
    type Case = MapCase;
    type Error = MapError;

    fn next_case(&mut self) -> Result<Option<MapCase>, MapError> {
        Ok(self.0.next_case()?)
    }

    fn next_case_into<'s>(
        &mut self,
        slot: &'s mut Option<MapCase>,
    ) -> Result<Option<&'s MapCase>, MapError> {
        match slot {
            Some(case) => Ok(self.0.next_case_into(case)?.then_some(&*case)),
            None => {
                *slot = self.0.next_case()?;
                Ok(slot.as_ref())
            }
        }
    }

    fn footprint(case: &MapCase) -> usize {
        size_of::<MapCase>()
            + case.cells.len() * 2
            + case.moves.text.len()
            + case.moves.tokens.len() * 24
    }
}

#[derive(Clone)]
struct Player {
    model: Arc<Model>,
    interpreter: Arc<crate::interpreter::Interpreter>,
    input: Arc<str>,
    /// Buffers kept from case to case (each job's own).
    room: crate::interpreter::Room,
    drawing: Drawing,
    /// The pursuit engine's player, when the game fits it.
    pursuit: Option<Pursuit>,
}

impl Play for Player {
    type Case = MapCase;
    type Error = MapError;

    fn play(&mut self, number: usize, case: &MapCase, out: &mut String) -> Result<(), MapError> {
        let outcome = match &mut self.pursuit {
            Some(pursuit) => pursuit.play(&self.interpreter, case, &self.input, &mut self.room)?,
            None => self
                .interpreter
                .play_in(case, &self.input, &mut self.room)?,
        };
        write_drawn(out, number, &self.model, &mut self.drawing, &outcome);
        self.room.keep(outcome.position);
        Ok(())
    }
}

/// Plays every case of `reader` and writes the results to `out`.
pub fn run<R: BufRead, W: Write + Send>(
    model: &Model,
    reader: &mut MapReader<R>,
    out: &mut W,
    options: Options,
) -> Result<(), MapError> {
    let player = Player {
        model: Arc::new(model.clone()),
        interpreter: Arc::new(crate::interpreter::Interpreter::new(model)),
        input: reader.name().into(),
        room: Default::default(),
        drawing: Drawing::new(model),
        pursuit: Pursuit::of(model),
    };
    play_with(reader, player, out, options)
}

/// Plays every case of `reader` with `player`, whatever it makes of them
/// (the results written, or figures kept), on the run machinery.
pub fn play_with<R: BufRead, W: Write + Send, P>(
    reader: &mut MapReader<R>,
    player: P,
    out: &mut W,
    options: Options,
) -> Result<(), MapError>
where
    P: Play<Case = MapCase, Error = MapError>,
{
    super::run(&mut Reader(reader), player, out, options)
}
