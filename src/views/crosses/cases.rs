//! The cases of a placement game's input, one at a time: a record file's
//! games (each a record, its moves checked as it is read) or a contest
//! question's cases. A record refused at a move keeps the moves before
//! it and the refusal, so that a view shows what was played and then
//! stops at the refusal, as a replay does.

use crate::crosses::replay::replay_next;
use crate::geometry::Offset;
use crate::run::Cases;
use crate::scenario::ScenarioError;
use crate::scenario::crosses::{Input, Question};
use std::io::BufRead;

/// One game of a record file.
#[derive(Debug, Clone)]
pub struct Record {
    /// The record's number, from 1.
    pub number: usize,
    /// The board's side.
    pub n: usize,
    /// Every move made, in order (each one checked).
    pub moves: Vec<Offset>,
    /// Why the record stopped at the move after the last of `moves`.
    pub refused: Option<ScenarioError>,
}

/// A case: one record or one question.
#[derive(Debug, Clone)]
pub enum Case {
    Record(Record),
    Question(Question),
}

/// The cases of a placement game's input of either kind.
pub struct CrossesCases<R> {
    input: Input<R>,
    records: usize,
    /// The refusal that ended the last record: the input is read no
    /// further.
    refused: Option<ScenarioError>,
}

impl<R: BufRead> CrossesCases<R> {
    pub fn new(input: Input<R>) -> Self {
        CrossesCases {
            input,
            records: 0,
            refused: None,
        }
    }

    fn next_record(&mut self) -> Result<Option<Record>, ScenarioError> {
        let Input::Records(reader) = &mut self.input else {
            return Ok(None);
        };
        let mut moves = Vec::new();
        let mut n = 0;
        let next = replay_next(reader, &mut |game| {
            n = game.board().rows as usize;
            moves.extend(game.last_placed());
        });
        match next {
            Ok(Some((start, _))) => {
                self.records += 1;
                Ok(Some(Record {
                    number: start.number,
                    n: start.n,
                    moves,
                    refused: None,
                }))
            }
            Ok(None) => Ok(None),
            // Refused before any move: nothing to show of it.
            Err(e) if moves.is_empty() => Err(e),
            Err(e) => {
                self.records += 1;
                self.refused = Some(e.clone());
                Ok(Some(Record {
                    number: self.records,
                    n,
                    moves,
                    refused: Some(e),
                }))
            }
        }
    }
}

impl<R: BufRead> Cases for CrossesCases<R> {
    type Case = Case;
    type Error = ScenarioError;

    fn next_case(&mut self) -> Result<Option<Case>, ScenarioError> {
        if let Some(e) = self.refused.take() {
            return Err(e);
        }
        match &mut self.input {
            Input::Questions(reader) => Ok(reader.next_question()?.map(Case::Question)),
            Input::Records(_) => Ok(self.next_record()?.map(Case::Record)),
        }
    }

    fn footprint(case: &Case) -> usize {
        let cells = match case {
            Case::Record(r) => r.moves.capacity(),
            Case::Question(q) => q.given.capacity(),
        };
        size_of::<Case>() + cells * size_of::<Offset>()
    }
}
