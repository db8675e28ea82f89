//! Reading the map format, case by case, with every refusal located at
//! its line and column: a malformed `map R C`, a row of another length, a
//! symbol the legend lacks, a move the game does not take, a case that may
//! go on forever without `turns N`.

use super::accepts::Accepts;
use super::case::MapCase;
use super::rows::{Symbols, quick_row, quick_rows};
use crate::geometry::Board;
use crate::model::Model;
use crate::scenario::error::{ScenarioError, plural};
use crate::scenario::lines::{Line, LineFormat, Lines};
use std::io::BufRead;

/// The longest line of the map format, in bytes.
pub(super) const LINE_LIMIT: usize = 1 << 20;

/// The lines of the map format: a map row of the largest board, or a long
/// list of moves.
const MAP_LINES: LineFormat = LineFormat {
    limit: LINE_LIMIT,
    long: "a map's lines are its rows (at most 4096 symbols) and one list of moves",
    not_text: "scenarios are plain text",
};

/// The largest board side.
pub(super) const MAX_SIDE: u64 = 4096;
/// The largest hexagon side: its rows and columns fit the largest board.
const MAX_HEXAGON: u64 = (MAX_SIDE - 1) / 2 + 1;

/// Reads cases of the map format.
pub struct MapReader<R> {
    pub(super) lines: Lines<R>,
    pub(super) accepts: Accepts,
    /// The last line read starts the next case.
    pub(super) pending: bool,
    /// The `map` line of the case being read, for its refusals.
    pub(super) head: Line,
    /// The usual lines are read straight from the input's buffer.
    pub(super) quick: bool,
}

impl<R: BufRead> MapReader<R> {
    pub fn new(input: R, name: impl Into<String>, model: &Model) -> Self {
        let accepts = Accepts::of(model);
        MapReader {
            lines: Lines::new(input, name, MAP_LINES),
            accepts,
            pending: false,
            head: Line::default(),
            quick: true,
        }
    }

    /// Reads every line the line-by-line way, never straight from the
    /// input's buffer: what the quick ways are held to by the tests.
    pub fn line_by_line(mut self) -> Self {
        self.quick = false;
        self
    }

    /// The input's name, as errors show it.
    pub fn name(&self) -> &str {
        self.lines.name()
    }

    /// The next line that is not blank or a comment.
    pub(super) fn next_line(&mut self) -> Result<bool, ScenarioError> {
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
        let mut case = MapCase::blank();
        Ok(self.next_case_into(&mut case)?.then_some(case))
    }

    /// [`Self::next_case`] into `case`, reusing its buffers: false at the
    /// end of the input. The usual lines (a rectangle's `map R C`, its
    /// rows of ASCII symbols, a `moves:` line of known moves, blank lines
    /// between) are read straight from the input's buffer; any other line
    /// is read, and refused when wrong, line by line.
    pub fn next_case_into(&mut self, case: &mut MapCase) -> Result<bool, ScenarioError> {
        let quick = if self.pending || !self.quick {
            None
        } else {
            self.quick_head()?
        };
        let (rows, columns) = match quick {
            Some(size) => size,
            None => {
                if !self.next_line()? {
                    return Ok(false);
                }
                std::mem::swap(&mut self.head, &mut self.lines.line);
                if self.accepts.hexagon {
                    self.hexagon_case(case)?;
                    return Ok(true);
                }
                self.rectangle_head()?
            }
        };
        case.line = self.head.number;
        case.rows = rows;
        case.columns = columns;
        case.hexagon = None;
        case.cells.clear();
        case.cells.reserve(rows * columns);
        let mut r = 0;
        while r < rows && !self.quick {
            r += 1;
            self.slow_row(case, r, rows, columns)?;
        }
        while r < rows {
            let ascii = &self.accepts.ascii;
            let cells = &mut case.cells;
            let size = (columns, rows - r);
            let read = self
                .lines
                .quick_lines(|chunk| quick_rows(ascii, chunk, size, cells))?;
            if read > 0 {
                r += read;
                continue;
            }
            let cells = &mut case.cells;
            let row = |bytes: &[u8]| quick_row(ascii, bytes, columns, cells).then_some(());
            r += 1;
            if self.lines.quick_whole(row)?.is_some() {
                continue;
            }
            self.slow_row(case, r, rows, columns)?;
        }
        self.check_players(case)?;
        self.finish(case)?;
        Ok(true)
    }

    /// Row `r` of a rectangle of `rows` rows, read line by line.
    fn slow_row(
        &mut self,
        case: &mut MapCase,
        r: usize,
        rows: usize,
        columns: usize,
    ) -> Result<(), ScenarioError> {
        if !self.lines.advance()? {
            return Err(self.lines.ends_early(
                &self.head,
                &format!("row {r} of the map"),
                format!("promises {}", plural(rows as u64, "row")),
                "write every row of the board, one line each".into(),
            ));
        }
        Symbols(&self.accepts.symbols, &self.accepts.ascii).rectangle_row(
            &self.lines.line,
            self.lines.name(),
            columns,
            &mut case.cells,
        )
    }

    /// The rows and columns of a rectangle's `map R C` in `head`.
    fn rectangle_head(&self) -> Result<(usize, usize), ScenarioError> {
        let (name, head) = (self.lines.name(), &self.head);
        if head.tokens.len() == 3 && head.token(1) == "hexagon" {
            return Err(head.at_token(name, 1).says(
                "this game's board is a rectangle, not a hexagon".into(),
                "not a rectangle",
                "a case starts with `map R C` (R rows, C columns); a rules file whose cases draw \
                 hexagons says `board hexagon from scenario`",
            ));
        }
        if head.tokens.len() != 3 || head.token(0) != "map" {
            return Err(head.at_all(name).says(
                "expected a case: `map R C`".into(),
                "not `map R C`",
                "a case starts with `map R C` (R rows, C columns), then the R rows of the board",
            ));
        }
        let side = |k: usize| -> Result<usize, ScenarioError> {
            let n = head.count(name, k, "a board side")?;
            if n == 0 || n > MAX_SIDE {
                return Err(head.at_token(name, k).says(
                    format!("a board side is from 1 to {MAX_SIDE}, not {n}"),
                    "out of range",
                    "write the board's rows and columns, each from 1 to 4096",
                ));
            }
            Ok(n as usize)
        };
        Ok((side(1)?, side(2)?))
    }

    /// A case of a hexagon map: `map hexagon N` (in `head`), then its
    /// `2N - 1` rows.
    fn hexagon_case(&mut self, case: &mut MapCase) -> Result<(), ScenarioError> {
        let (name, head) = (self.lines.name(), &self.head);
        if head.tokens.len() != 3 || head.token(0) != "map" || head.token(1) != "hexagon" {
            return Err(head.at_all(name).says(
                "expected a case of a hexagon map: `map hexagon N`".into(),
                "not `map hexagon N`",
                "this game's board is a hexagon: a case starts with `map hexagon N` (N cells a \
                 side), then the 2N - 1 rows of the hexagon",
            ));
        }
        let side = head.count(name, 2, "a hexagon's side")?;
        if side == 0 || side > MAX_HEXAGON {
            return Err(head.at_token(name, 2).says(
                format!("a hexagon's side is from 1 to {MAX_HEXAGON} cells, not {side}"),
                "out of range",
                "write the cells along one side of the hexagon, from 1 to 2048",
            ));
        }
        let board = Board::hexagon(side as i32);
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        case.line = head.number;
        case.rows = rows;
        case.columns = columns;
        case.hexagon = Some(side as usize);
        case.cells.clear();
        case.cells.reserve(rows * columns);
        let mut player = None;
        for r in 1..=board.rows {
            if !self.lines.advance()? {
                return Err(self.lines.ends_early(
                    &self.head,
                    &format!("row {r} of the map"),
                    format!("promises {}", plural(rows as u64, "row")),
                    format!(
                        "a hexagon of {} a side has {}, one line each",
                        plural(side, "cell"),
                        plural(rows as u64, "row")
                    ),
                ));
            }
            let from = case.cells.len();
            Symbols(&self.accepts.symbols, &self.accepts.ascii).hexagon_row(
                &self.lines.line,
                self.lines.name(),
                board,
                r,
                &mut case.cells,
            )?;
            let row = (r as usize, from);
            self.hexagon_players(&self.lines.line, row, &case.cells, &mut player)?;
        }
        self.hexagon_has_player(player)?;
        self.finish(case)
    }
}
