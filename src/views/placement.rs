//! `robots run --trace` for a placement game (Crosses & Crosses): a record
//! replayed move by move, each move's side and cell and the cells it cut
//! off, then the board (each side's crosses by its initial, cut-off cells
//! `#`); the final score ends each game. A contest question's cases are
//! answered as without the trace. `--case` picks one record or case;
//! moves outside `--moves` cost nothing to pass over.

use super::board::{self, Drawn, Mark, Window};
use super::style::{Ink, Paint};
use super::trace::Moves;
use crate::crosses::replay::replay_next;
use crate::crosses::table::Table;
use crate::geometry::Offset;
use crate::placement::{Cell, Game};
use crate::run::CaseRange;
use crate::scenario::crosses::{self as formats, Input, write_score};
use miette::Report;
use std::io::{BufRead, Write};

/// The glyph of a side's crosses: its name's initial, upper case.
fn glyph(name: &str) -> char {
    name.chars().next().map_or('?', |c| c.to_ascii_uppercase())
}

/// Inks for the sides, in order (then repeating).
const INKS: [Ink; 2] = [Ink::Robot, Ink::Player];

/// The trace of a placement game, built as the game is played.
pub struct Tracer {
    sides: Vec<String>,
    moves: Moves,
    paint: Paint,
    text: String,
    /// The number of the record being traced.
    record: usize,
}

impl Tracer {
    pub fn new(table: &Table, moves: Moves, paint: Paint) -> Self {
        Tracer {
            sides: table.sides.clone(),
            moves,
            paint,
            text: String::new(),
            record: 0,
        }
    }

    fn legend(&self) -> Vec<(Mark, String)> {
        let mut legend: Vec<(Mark, String)> = self
            .sides
            .iter()
            .enumerate()
            .map(|(i, s)| (Mark::new(glyph(s), INKS[i % 2]), format!("{s}'s cross")))
            .collect();
        legend.push((Mark::new('#', Ink::Dim), "cut off".into()));
        legend.push((board::EMPTY, "free".into()));
        legend
    }

    /// Notes the game after one move, drawing it when the move is shown.
    /// A move not shown costs nothing: what a move placed and cut is the
    /// game's to say, so no cell is looked at.
    pub fn after(&mut self, game: &Game) {
        let b = game.board();
        if game.moves() == 1 {
            let heading = format!("Record {}: {} x {}", self.record, b.rows, b.columns);
            self.text.push_str(&self.paint.ink(Ink::Strong, &heading));
            self.text.push('\n');
        }
        let m = game.moves() as u32;
        if !self.moves.contains(m) {
            return;
        }
        let placed = game.last_placed();
        let cut: Vec<Offset> = game.last_cut().collect();
        let side = game.rules().side_of_move(game.moves() - 1);
        let name = self.sides.get(side).map_or("?", String::as_str);
        let (r, c) = placed.unwrap_or((0, 0));
        let mut note = format!("Move {m}: {name} plays {r} {c}");
        if !cut.is_empty() {
            note.push_str(&format!("; {} cells cut off", cut.len()));
        }
        let standing: Vec<String> = self
            .sides
            .iter()
            .zip(game.standing())
            .map(|(s, n)| format!("{s} {n}"))
            .collect();
        note.push_str(&format!(" (standing: {})", standing.join(", ")));
        self.text.push_str(&self.paint.ink(Ink::Strong, &note));
        self.text.push('\n');
        let grid = Placed {
            game,
            sides: &self.sides,
        };
        let legend = self.legend();
        let legend: Vec<(Mark, &str)> = legend.iter().map(|(m, s)| (*m, s.as_str())).collect();
        self.text.push_str(&board::draw(
            &grid,
            placed.unwrap_or((1, 1)),
            &legend,
            self.paint,
        ));
        self.text.push('\n');
    }

    /// What was drawn since the last call.
    pub fn take(&mut self) -> String {
        std::mem::take(&mut self.text)
    }
}

/// A placement game as its trace draws it, each cell read from the game:
/// a frame looks at the cells it draws (a window of at most
/// [`board::MAX_ROWS`] x [`board::MAX_COLUMNS`]), never the whole board.
struct Placed<'g> {
    game: &'g Game,
    sides: &'g [String],
}

impl Drawn for Placed<'_> {
    fn board(&self) -> crate::geometry::Board {
        self.game.board()
    }

    fn at(&self, cell: Offset) -> Mark {
        match self.game.cell(cell) {
            Some(Cell::Held(s)) => {
                let name = self.sides.get(s).map_or("?", String::as_str);
                Mark::new(glyph(name), INKS[s % 2])
            }
            Some(Cell::Cut(_)) => Mark::new('#', Ink::Dim),
            _ => board::EMPTY,
        }
    }

    /// Every cell no longer free holds a cross or is cut off: those
    /// outside are those not free less those inside.
    fn outside(&self, (rows, columns): Window) -> usize {
        let b = self.game.board();
        let marked = b.cell_count() - self.game.free_cells();
        let inside = (rows.0..=rows.1)
            .flat_map(|r| (columns.0..=columns.1).map(move |c| (r, c)))
            .filter(|&cell| self.at(cell) != board::EMPTY)
            .count();
        marked.saturating_sub(inside)
    }
}

/// A failed write to the output (a closed output ends quietly).
fn output(error: std::io::Error) -> Report {
    Report::new(crate::run::Failure::Output(error))
}

/// Traces the games of a record file (only the records `only`, when given),
/// each move's frame as it is made, then the game's score. A contest
/// question's cases (only the cases `only`) are answered as without the
/// trace.
pub fn write<R: BufRead, W: Write>(
    table: &Table,
    input: R,
    name: &str,
    moves: Moves,
    only: Option<CaseRange>,
    paint: Paint,
    mut out: W,
) -> miette::Result<()> {
    let format = crate::crosses::format(table).map_err(Report::new)?;
    let mut number = 0;
    match formats::open(input, name, format.clone()).map_err(Report::new)? {
        Input::Records(mut reader) => {
            let mut tracer = Tracer::new(table, moves, paint);
            loop {
                number += 1;
                let shown = only.is_none_or(|r| r.contains(number));
                tracer.record = number;
                let mut failed = None;
                let next = replay_next(&mut reader, &mut |game| {
                    if shown {
                        tracer.after(game);
                        if let Err(e) = out.write_all(tracer.take().as_bytes()) {
                            failed.get_or_insert(e);
                        }
                    }
                });
                if let Some(e) = failed {
                    return Err(output(e));
                }
                let Some((start, game)) = next.map_err(|e| {
                    let _ = out.flush();
                    Report::new(e)
                })?
                else {
                    number -= 1;
                    break;
                };
                if !shown {
                    continue;
                }
                let mut text = String::new();
                let last = game.moves() as u32;
                if moves.first > last {
                    text.push_str(&super::pursuit::past_the_end(moves, last));
                    text.push('\n');
                }
                write_score(&mut text, start.number, &format.sides, game.standing());
                out.write_all(text.as_bytes()).map_err(output)?;
                out.flush().map_err(output)?;
                if only.is_some_and(|r| r.ends_at(number)) {
                    return Ok(());
                }
            }
        }
        Input::Questions(mut reader) => {
            let mut notes = std::io::stderr();
            while let Some(question) = reader.next_question().map_err(Report::new)? {
                number += 1;
                if only.is_some_and(|r| !r.contains(number)) {
                    continue;
                }
                let (text, note) = crate::crosses::contest::answer(&format, &question);
                out.write_all(text.as_bytes()).map_err(output)?;
                out.flush().map_err(output)?;
                if let Some(note) = note {
                    let _ = writeln!(notes, "{note}");
                }
                if only.is_some_and(|r| r.ends_at(number)) {
                    return Ok(());
                }
            }
        }
    }
    match only {
        Some(r) if r.first > number => Err(miette::miette!(
            code = "robots::views::no_such_case",
            "{name}: there is no case {}: the input has {number}",
            r.first
        )),
        _ => Ok(()),
    }
}
