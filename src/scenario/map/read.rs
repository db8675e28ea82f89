//! Reading the map format, case by case, with every refusal located at
//! its line and column: a malformed `map R C`, a row of another length, a
//! symbol the legend lacks, a move the game does not take, a case that may
//! go on forever without `turns N`.

use super::accepts::{Accepts, UNKNOWN};
use super::case::{MapCase, Moves};
use super::rows::Symbols;
use crate::geometry::Board;
use crate::model::Model;
use crate::scenario::error::ScenarioError;
use crate::scenario::lines::{Line, LineFormat, Lines};
use std::io::BufRead;
use std::sync::Arc;

/// The lines of the map format: a map row of the largest board, or a long
/// list of moves.
const MAP_LINES: LineFormat = LineFormat {
    limit: 1 << 20,
    long: "a map's lines are its rows (at most 4096 symbols) and one list of moves",
    not_text: "scenarios are plain text",
};

// A row read straight from the buffer tells an unknown symbol by the top
// bit of its entry.
const _: () = assert!(UNKNOWN & 0x8000 != 0);

/// The largest board side.
const MAX_SIDE: u64 = 4096;
/// The largest hexagon side: its rows and columns fit the largest board.
const MAX_HEXAGON: u64 = (MAX_SIDE - 1) / 2 + 1;
/// The most turns a case may allow.
const MAX_TURNS: u64 = 1_000_000;

/// Reads cases of the map format.
pub struct MapReader<R> {
    lines: Lines<R>,
    accepts: Accepts,
    /// The last line read starts the next case.
    pending: bool,
    /// The input's name, shared by the refusals of every case.
    name: Arc<str>,
    /// A case's first line, kept aside while its rows are read (and its
    /// room kept from case to case).
    head: Line,
}

impl<R: BufRead> MapReader<R> {
    pub fn new(input: R, name: impl Into<String>, model: &Model) -> Self {
        let accepts = Accepts::of(model);
        let lines = Lines::new(input, name, MAP_LINES);
        MapReader {
            name: lines.name().into(),
            lines,
            accepts,
            pending: false,
            head: Line::default(),
        }
    }

    /// The input's name, as errors show it.
    pub fn name(&self) -> &str {
        self.lines.name()
    }

    /// The next line that is not blank or a comment.
    fn next_line(&mut self) -> Result<bool, ScenarioError> {
        if self.pending {
            self.pending = false;
            return Ok(true);
        }
        while self.lines.next_content()? {
            if !self.lines.line.text.trim_start().starts_with('#') {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The next case; `None` at the end of the input.
    pub fn next_case(&mut self) -> Result<Option<MapCase>, ScenarioError> {
        if !self.next_line()? {
            return Ok(None);
        }
        let name = Arc::clone(&self.name);
        let mut head = std::mem::take(&mut self.head);
        std::mem::swap(&mut head, &mut self.lines.line);
        if self.accepts.hexagon {
            return self.hexagon_case(head).map(Some);
        }
        if head.tokens.len() == 3 && head.token(1) == "hexagon" {
            return Err(head.at_token(&name, 1).says(
                "this game's board is a rectangle, not a hexagon".into(),
                "not a rectangle",
                "a case starts with `map R C` (R rows, C columns); a rules file whose cases draw \
                 hexagons says `board hexagon from scenario`",
            ));
        }
        if head.tokens.len() != 3 || head.token(0) != "map" {
            return Err(head.at_all(&name).says(
                "expected a case: `map R C`".into(),
                "not `map R C`",
                "a case starts with `map R C` (R rows, C columns), then the R rows of the board",
            ));
        }
        let side = |k: usize| -> Result<usize, ScenarioError> {
            let n = head.count(&name, k, "a board side")?;
            if n == 0 || n > MAX_SIDE {
                return Err(head.at_token(&name, k).says(
                    format!("a board side is from 1 to {MAX_SIDE}, not {n}"),
                    "out of range",
                    "write the board's rows and columns, each from 1 to 4096",
                ));
            }
            Ok(n as usize)
        };
        let (rows, columns) = (side(1)?, side(2)?);
        let mut cells = Vec::with_capacity(rows * columns);
        for r in 0..rows {
            // A row of known ASCII symbols (the usual map) straight from
            // the input's buffer, with no copy, check or split of the line.
            let ascii = &self.accepts.ascii;
            let quick = self.lines.quick_exact(columns, |row| {
                let start = cells.len();
                cells.resize(start + columns, 0);
                // An unknown symbol's entry has the top bit, and a byte
                // past ASCII has its own.
                let mut seen = 0u16;
                for (cell, &b) in cells[start..].iter_mut().zip(row) {
                    let entry = ascii[usize::from(b & 127)];
                    *cell = entry;
                    seen |= entry | u16::from(b) << 8;
                }
                let known = seen & 0x8000 == 0;
                if !known {
                    cells.truncate(start);
                }
                known.then_some(())
            })?;
            if quick.is_some() {
                continue;
            }
            if !self.lines.advance()? {
                return Err(self.lines.ends_early(
                    &head,
                    &format!("row {} of the map", r + 1),
                    format!("promises {rows} rows"),
                    "write every row of the board, one line each".into(),
                ));
            }
            Symbols(&self.accepts.symbols, &self.accepts.ascii).rectangle_row(
                &self.lines.line,
                self.lines.name(),
                columns,
                &mut cells,
            )?;
        }
        let case = MapCase {
            line: head.number,
            rows,
            columns,
            cells,
            moves: Moves::default(),
            turns: None,
            hexagon: None,
        };
        let case = self.finish(case, &head);
        self.head = head;
        case.map(Some)
    }

    /// A case of a hexagon map: `map hexagon N`, then its `2N - 1` rows.
    fn hexagon_case(&mut self, head: Line) -> Result<MapCase, ScenarioError> {
        let name = Arc::clone(&self.name);
        if head.tokens.len() != 3 || head.token(0) != "map" || head.token(1) != "hexagon" {
            return Err(head.at_all(&name).says(
                "expected a case of a hexagon map: `map hexagon N`".into(),
                "not `map hexagon N`",
                "this game's board is a hexagon: a case starts with `map hexagon N` (N cells a \
                 side), then the 2N - 1 rows of the hexagon",
            ));
        }
        let side = head.count(&name, 2, "a hexagon's side")?;
        if side == 0 || side > MAX_HEXAGON {
            return Err(head.at_token(&name, 2).says(
                format!("a hexagon's side is from 1 to {MAX_HEXAGON} cells, not {side}"),
                "out of range",
                "write the cells along one side of the hexagon, from 1 to 2048",
            ));
        }
        let board = Board::hexagon(side as i32);
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        let mut cells = Vec::with_capacity(rows * columns);
        for r in 1..=board.rows {
            if !self.lines.advance()? {
                return Err(self.lines.ends_early(
                    &head,
                    &format!("row {r} of the map"),
                    format!("promises {rows} rows"),
                    format!("a hexagon of {side} cells a side has {rows} rows, one line each"),
                ));
            }
            Symbols(&self.accepts.symbols, &self.accepts.ascii).hexagon_row(
                &self.lines.line,
                &name,
                board,
                r,
                &mut cells,
            )?;
        }
        let case = MapCase {
            line: head.number,
            rows,
            columns,
            cells,
            moves: Moves::default(),
            turns: None,
            hexagon: Some(side as usize),
        };
        let case = self.finish(case, &head);
        self.head = head;
        case
    }

    /// A case's `moves:` and `turns`, and the bound an endless game needs.
    fn finish(&mut self, mut case: MapCase, head: &Line) -> Result<MapCase, ScenarioError> {
        let name = Arc::clone(&self.name);
        self.tail(&mut case)?;
        if self.accepts.endless && case.turns.is_none() {
            return Err(head.at_all(&name).says(
                "this case can go on forever: it needs a `turns N` line".into(),
                "no `turns` after this map",
                "these rules let a game go on without end; bound it with `turns N` after the map",
            ));
        }
        Ok(case)
    }

    /// `moves:` and `turns N`, in either order, each at most once.
    fn tail(&mut self, case: &mut MapCase) -> Result<(), ScenarioError> {
        let name = Arc::clone(&self.name);
        let mut seen_moves = false;
        while self.next_line()? {
            let line = &self.lines.line;
            match line.token(0) {
                "moves:" if !seen_moves => {
                    if !self.accepts.from_input {
                        return Err(line.at_token(&name, 0).says(
                            "this game does not take its moves from the input".into(),
                            "no `moves:` here",
                            "these rules choose every move themselves; delete the `moves:` line",
                        ));
                    }
                    seen_moves = true;
                    case.moves = self.accepts.moves(&self.lines.line, self.lines.name())?;
                }
                "turns" if case.turns.is_none() => {
                    if line.tokens.len() != 2 {
                        return Err(line.at_all(&name).says(
                            "expected `turns N`".into(),
                            "not `turns N`",
                            "write `turns` and the most moves the game may last",
                        ));
                    }
                    let n = line.count(&name, 1, "the number of turns")?;
                    if n > MAX_TURNS {
                        return Err(line.at_token(&name, 1).says(
                            format!("a game lasts at most {MAX_TURNS} turns, not {n}"),
                            "too many",
                            "write a number of turns from 0 to 1000000",
                        ));
                    }
                    case.turns = Some(n as u32);
                }
                word @ ("moves:" | "turns") => {
                    return Err(line.at_token(&name, 0).says(
                        format!("a second `{word}` line in one case"),
                        "said already",
                        "a case has at most one `moves:` line and one `turns` line",
                    ));
                }
                _ => {
                    self.pending = true;
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}
