//! `robots run --trace` for a placement game (Crosses & Crosses): a record
//! replayed move by move, each move's side and cell and the cells it cut
//! off, then the board (each side's crosses by its initial, cut-off cells
//! `#`); the final score ends each game. A contest question is answered,
//! and its answer's game traced the same way.

use super::board::{self, Grid, Mark};
use super::style::{Ink, Paint};
use super::trace::Moves;
use crate::crosses::table::Table;
use crate::geometry::Offset;
use crate::placement::{Cell, Game};
use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex};

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
    /// Each cell's state after the move before, to tell what a move did.
    before: Vec<Option<Cell>>,
    text: String,
    /// Games begun so far.
    games: usize,
}

impl Tracer {
    pub fn new(table: &Table, moves: Moves, paint: Paint) -> Self {
        Tracer {
            sides: table.sides.clone(),
            moves,
            paint,
            before: Vec::new(),
            text: String::new(),
            games: 0,
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
    pub fn after(&mut self, game: &Game) {
        let b = game.board();
        let cells: Vec<Offset> = b.cells().collect();
        if game.moves() <= 1 || self.before.len() != cells.len() {
            self.before = vec![Some(Cell::Free); cells.len()];
            self.games += 1;
            let heading = format!("Record {}: {} x {}", self.games, b.rows, b.columns);
            self.text.push_str(&self.paint.ink(Ink::Strong, &heading));
            self.text.push('\n');
        }
        let m = game.moves() as u32;
        let (mut placed, mut cut) = (None, Vec::new());
        for (k, &cell) in cells.iter().enumerate() {
            let now = game.cell(cell);
            if now != self.before[k] {
                match (self.before[k], now) {
                    (Some(Cell::Free), Some(Cell::Held(_))) => placed = Some(cell),
                    (Some(Cell::Free), Some(Cell::Cut(_))) => {
                        placed = Some(cell);
                        cut.push(cell);
                    }
                    _ => cut.push(cell),
                }
            }
            self.before[k] = now;
        }
        if !self.moves.contains(m) {
            return;
        }
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
        let mut grid = Grid::new(b);
        for &cell in &cells {
            let mark = match game.cell(cell) {
                Some(Cell::Held(s)) => Mark::new(glyph(&self.sides[s]), INKS[s % 2]),
                Some(Cell::Cut(_)) => Mark::new('#', Ink::Dim),
                _ => continue,
            };
            grid.mark(cell, mark);
        }
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

/// One output that the frames and the results both write to, in order.
struct Shared<W>(Arc<Mutex<W>>);

impl<W: Write> Write for Shared<W> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .write(bytes)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).flush()
    }
}

/// Replays every game of a record file with a trace: each move's frame as
/// it is made, then the game's score. A contest question is answered as
/// without the trace (its answers are checked replays already).
pub fn write<R: BufRead, W: Write + Send>(
    table: &Table,
    input: R,
    name: &str,
    moves: Moves,
    paint: Paint,
    out: W,
) -> miette::Result<()> {
    let shared = Arc::new(Mutex::new(out));
    let mut tracer = Tracer::new(table, moves, paint);
    let notes: crate::crosses::contest::Notes = Arc::new(Mutex::new(std::io::stderr()));
    let options = crate::run::Options::new(1, true);
    let frames = Shared(Arc::clone(&shared));
    let mut results = Shared(shared);
    let mut frames = frames;
    let mut failed = None;
    let played = crate::crosses::run_traced(
        table,
        input,
        name,
        &mut results,
        notes,
        options,
        &mut |game| {
            tracer.after(game);
            if let Err(e) = frames.write_all(tracer.take().as_bytes()) {
                failed.get_or_insert(e);
            }
        },
    );
    if let Some(e) = failed {
        return Err(miette::Report::new(crate::run::Failure::Output(e)));
    }
    results
        .flush()
        .map_err(|e| miette::Report::new(crate::run::Failure::Output(e)))?;
    played.map_err(miette::Report::new)
}
