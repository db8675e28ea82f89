//! Replaying full records: every move is checked (on the board, on a free
//! cell, by the side whose turn it is, before the game's end) and made
//! through [`Game`]; each game's final score is printed. A refused move is
//! a diagnostic at its line and column.

use super::setup::CrossesError;
use crate::geometry::Board;
use crate::placement::{Game, Refusal};
use crate::scenario::ScenarioError;
use crate::scenario::crosses::{Part, RecordReader, Start, write_score};
use std::io::{BufRead, Write};

/// Replays every game of `reader` (of those `select` asks for: each
/// record is still checked, the others' scores are not written), writing
/// each one's score to `out` and calling `each` with the game after every
/// move (for a trace).
pub fn replay_all<R: BufRead, W: Write>(
    reader: &mut RecordReader<R>,
    out: &mut W,
    each: &mut dyn FnMut(&Game),
    select: crate::run::Selection,
) -> Result<(), CrossesError> {
    let mut text = String::new();
    let mut number = 0;
    loop {
        if select.cases.ends_at(number) {
            break;
        }
        let game = replay_next(reader, each);
        match game {
            Ok(Some((start, game))) => {
                number += 1;
                if !select.cases.contains(number) {
                    continue;
                }
                text.clear();
                write_score(
                    &mut text,
                    start.number,
                    &reader.format().sides,
                    game.standing(),
                );
                if select.mark_ends {
                    text.push(crate::run::select::CASE_END);
                }
                out.write_all(text.as_bytes())?;
            }
            Ok(None) if number < select.cases.first => {
                out.flush()?;
                return Err(crate::run::Failure::NoSuchCase {
                    first: select.cases.first,
                    count: number,
                }
                .into());
            }
            Ok(None) => break,
            Err(e) => {
                out.flush()?;
                return Err(e.into());
            }
        }
    }
    out.flush()?;
    Ok(())
}

/// Replays the next game of `reader`: its start and the game at its end,
/// or `None` at the end of the input.
pub fn replay_next<R: BufRead>(
    reader: &mut RecordReader<R>,
    each: &mut dyn FnMut(&Game),
) -> Result<Option<(Start, Game)>, ScenarioError> {
    let Some(start) = reader.next_record()? else {
        return Ok(None);
    };
    let n = start.n as i32;
    let format = reader.format().clone();
    let side_name = |s: usize| format.sides.get(s).map_or("?", String::as_str);
    let mut game = Game::new(format.rules, Board::new(n, n));
    while let Some(m) = reader.next_move()? {
        let number = game.moves() + 1;
        let Some(mover) = game.to_move() else {
            let cells = n * n;
            return Err(reader.at(Part::Cell).says(
                format!("move {number} comes after the game's end"),
                "one move too many",
                format!("the game ended at move {cells}, when no free cell was left"),
            ));
        };
        if let Some(side) = m.side.filter(|&s| s != mover) {
            return Err(reader.at(Part::Side).says(
                format!(
                    "move {number} is {}'s, not {}'s",
                    side_name(mover),
                    side_name(side)
                ),
                "out of turn",
                turns(&format.sides, format.rules.first),
            ));
        }
        let cell = (
            i32::try_from(m.row).unwrap_or(0),
            i32::try_from(m.column).unwrap_or(0),
        );
        let shown = format!("{} {}", m.row, m.column);
        let refusal = match game.place(cell) {
            Ok(_) => {
                each(&game);
                continue;
            }
            Err(refusal) => refusal,
        };
        let error = match refusal {
            Refusal::OffBoard => {
                let part = if (1..=i64::from(n)).contains(&m.row) {
                    Part::Column
                } else {
                    Part::Row
                };
                reader.at(part).says(
                    format!("move {number} plays {shown}, off the {n} x {n} board"),
                    format!(
                        "{} run from 1 to {n}",
                        if part == Part::Row { "rows" } else { "columns" }
                    ),
                    "cells are `row column`, counting from 1",
                )
            }
            Refusal::Occupied(s) => reader.at(Part::Cell).says(
                format!(
                    "move {number} plays {shown}, where a {} piece stands",
                    side_name(s)
                ),
                "taken",
                "a piece goes on a free cell",
            ),
            Refusal::CutOff(s) => reader.at(Part::Cell).says(
                format!(
                    "move {number} plays {shown}, a cell cut off (with a {} piece)",
                    side_name(s)
                ),
                "cut off",
                "cut cells have left the board; a piece goes on a free cell",
            ),
            Refusal::Over => unreachable_over(reader),
        };
        return Err(error);
    }
    if !game.is_over() {
        let made = game.moves();
        return Err(ScenarioError::cut_short(
            reader.name(),
            reader.stop_line(),
            start.line,
            &start.text,
            "the rest of the game",
            format!("a game on a {n} x {n} board goes on until no free cell is left"),
            format!("the record stops after {made} moves, with cells still free"),
        ));
    }
    Ok(Some((start, game)))
}

/// Who moves when, for a help line.
fn turns(sides: &[String], first: usize) -> String {
    format!(
        "the sides take turns, {} first; a move may leave out its side",
        sides.get(first).map_or("?", String::as_str)
    )
}

/// [`Refusal::Over`] cannot follow [`Game::to_move`] giving a side; it is
/// still answered with a located error rather than a panic.
fn unreachable_over<R: BufRead>(reader: &RecordReader<R>) -> ScenarioError {
    reader.at(Part::Cell).says(
        "this move comes after the game's end".into(),
        "one move too many",
        "the game ends when no free cell is left",
    )
}
