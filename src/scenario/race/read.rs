//! Reading RobotRace cases, one at a time, for a race.
//!
//! Every refusal names the file, line and column; a case is read whole
//! before it is played, so the cases before a refusal are played and
//! printed.

use super::case::{Case, Piece, Square};
use super::lists::read_lists;
use crate::geometry::{Board, BoardSize, MAX_SIDE};
use crate::race::rules::Rules;
use crate::scenario::error::{ScenarioError, shown};
use crate::scenario::lines::{Line, Lines, MAP_ROWS};
use std::io::BufRead;

/// The most places (cell and facing) a case's board may have: the
/// search's memory (about 12 bytes a place) stays near 100 MB.
pub(crate) const MAX_NODES: u64 = 1 << 23;

/// Reads cases for `table`.
pub struct Reader<'t, R> {
    pub(super) lines: Lines<R>,
    pub(super) table: &'t Rules,
}

impl<R> Reader<'_, R> {
    /// The rules the cases are read for.
    pub fn table(&self) -> &Rules {
        self.table
    }
}

impl<'t, R: BufRead> Reader<'t, R> {
    pub fn new(input: R, name: impl Into<String>, table: &'t Rules) -> Self {
        Reader {
            lines: Lines::new(input, name, MAP_ROWS),
            table,
        }
    }

    pub(super) fn name(&self) -> &str {
        self.lines.name()
    }

    /// The next case, or `None` at the end of the input.
    pub fn next_case(&mut self) -> Result<Option<Case>, ScenarioError> {
        if !self.lines.next_content()? {
            return Ok(None);
        }
        let rows_line = self.lines.line.clone();
        let rows = self.count(&rows_line, "the number of board rows")?;
        let name = self.name();
        let too_many = rows > MAX_SIDE as u64;
        if rows == 0 || too_many {
            let message = if too_many {
                format!("{rows} board rows are more than a board may have")
            } else {
                "a board has at least one row".to_string()
            };
            let help = format!("the number of rows is from 1 to {MAX_SIDE}");
            return Err(rows_line
                .at_all(name)
                .says(message, "the number of rows", help));
        }
        if let BoardSize::Fixed(board) = self.table.board
            && rows != board.rows as u64
        {
            let message = format!("this board has {} rows, not {rows}", board.rows);
            let help = format!(
                "the rules fix the board: {} rows, one line each",
                board.rows
            );
            return Err(rows_line
                .at_all(name)
                .says(message, "the number of rows", help));
        }
        let mut board_lines = Vec::with_capacity(rows as usize);
        for k in 0..rows {
            if !self.lines.advance()? {
                let promise = format!("this case promises {rows} board rows");
                let help = format!("the input ended after {k} of them");
                return Err(self
                    .lines
                    .ends_early(&rows_line, "a board row", promise, help));
            }
            self.within_search(rows, &self.lines.line)?;
            board_lines.push(self.lines.line.clone());
        }
        let mut case = self.board(&board_lines)?;
        if !self.lines.next_content()? {
            let promise = format!(
                "this case's board has {rows} rows; the number of token lists follows them"
            );
            let help = "the input ended before the number of token lists".to_string();
            return Err(self.lines.ends_early(
                &rows_line,
                "the number of token lists",
                promise,
                help,
            ));
        }
        let lists_line = self.lines.line.clone();
        let lists = self.count(&lists_line, "the number of token lists")?;
        read_lists(
            &mut self.lines,
            self.table,
            &mut case,
            lists,
            &lists_line,
            &board_lines,
        )?;
        Ok(Some(case))
    }

    /// Refuses a board row that makes the board too large to search: its
    /// rows times its widest row's cells, times the facings (rounded up to
    /// a power of two), over [`MAX_NODES`].
    fn within_search(&self, rows: u64, line: &Line) -> Result<(), ScenarioError> {
        let facings = self.table.facings.len().max(1).next_power_of_two() as u64;
        let width = line.text.chars().count() as u64;
        let nodes = rows * width * facings;
        if nodes <= MAX_NODES {
            return Ok(());
        }
        let message = format!(
            "a board of {rows} rows this wide, with {facings} facings, is {nodes} places to search; at most {MAX_NODES}"
        );
        let help = format!(
            "a robot's fewest seconds are searched over every cell and facing: rows x columns x {facings} is at most {MAX_NODES} (1448 x 1448 with 4 facings)"
        );
        Err(line
            .at_all(self.name())
            .says(message, "too wide to search", help))
    }

    /// The line as exactly one count.
    fn count(&self, line: &Line, what: &str) -> Result<u64, ScenarioError> {
        if line.tokens.len() > 1 {
            let message = format!(
                "{what} is one number; this line holds {} tokens",
                line.tokens.len()
            );
            return Err(line.at_token(self.name(), 1).says(
                message,
                "one too many",
                format!("write {what} alone on its line"),
            ));
        }
        line.count(self.name(), 0, what)
    }

    /// The board of the rows read, with its robots and tokens.
    fn board(&self, lines: &[Line]) -> Result<Case, ScenarioError> {
        let table = self.table;
        let name = self.name();
        let board = match table.board {
            BoardSize::Fixed(board) => board,
            BoardSize::FromScenario => {
                let widest = lines
                    .iter()
                    .map(|l| l.text.chars().count())
                    .max()
                    .unwrap_or(0);
                if widest > MAX_SIDE as usize {
                    let line = lines
                        .iter()
                        .find(|l| l.text.chars().count() == widest)
                        .unwrap_or(&lines[0]);
                    let message =
                        format!("a board row of {widest} cells is wider than a board may be");
                    let help = format!("board rows hold at most {MAX_SIDE} cells");
                    return Err(line
                        .at(name, 0, line.text.len())
                        .says(message, "too wide", help));
                }
                Board::new(lines.len() as i32, widest as i32)
            }
        };
        // Padding: the empty cell, a space (trailing spaces are easily lost).
        let pad = table.terrain.kind_of(' ').unwrap_or(0) as u16;
        let mut squares = vec![Square::Terrain(pad); board.area()];
        // Per letter: where it was first seen (line index, byte offset).
        let mut seen: Vec<(char, usize, usize)> = Vec::new();
        let (mut robots, mut tokens) = (Vec::new(), Vec::new());
        for (k, line) in lines.iter().enumerate() {
            let r = k as i32 + 1;
            let (first, last) = board.row_span(r).unwrap_or((1, 0));
            for (j, (at, ch)) in line.text.char_indices().enumerate() {
                let c = first + j as i32;
                let end = at + ch.len_utf8();
                if c > last {
                    let message = format!(
                        "row {r} of the board holds {} cells; this line has more",
                        last - first + 1
                    );
                    let help = "each line holds its row's cells, one character a cell".to_string();
                    return Err(line.at(name, at, line.text.len()).says(
                        message,
                        "beyond the row's last cell",
                        help,
                    ));
                }
                let i = board.index((r, c));
                let piece = Piece {
                    letter: ch,
                    cell: (r, c),
                };
                squares[i] = if let Some(kind) = table.terrain.kind_of(ch) {
                    Square::Terrain(kind as u16)
                } else if table.robots.holds(ch) || table.tokens.holds(ch) {
                    if let Some(&(_, l, o)) = seen.iter().find(|s| s.0 == ch) {
                        let message = format!("the letter `{ch}` stands twice on the board");
                        let label = format!(
                            "`{ch}` stands at line {}, column {} already",
                            lines[l].number,
                            lines[l].text[..o].chars().count() + 1
                        );
                        return Err(line.at(name, at, end).says(
                            message,
                            label,
                            "each robot and each token has a letter of its own",
                        ));
                    }
                    seen.push((ch, k, at));
                    if table.robots.holds(ch) {
                        robots.push(piece);
                        Square::Robot(0)
                    } else {
                        tokens.push(piece);
                        Square::Token(0)
                    }
                } else {
                    let message =
                        format!("`{}` is not a cell of the board", shown(&ch.to_string()));
                    let help = format!(
                        "a cell is {}, a robot's letter or a token's letter",
                        table.terrain.describe()
                    );
                    return Err(line.at(name, at, end).says(message, "not a cell", help));
                };
            }
        }
        robots.sort_by_key(|p: &Piece| p.letter);
        tokens.sort_by_key(|p: &Piece| p.letter);
        for (k, p) in robots.iter().enumerate() {
            squares[board.index(p.cell)] = Square::Robot(k as u8);
        }
        for (k, p) in tokens.iter().enumerate() {
            squares[board.index(p.cell)] = Square::Token(k as u8);
        }
        let lists = vec![Vec::new(); robots.len()];
        Ok(Case {
            board,
            squares,
            robots,
            tokens,
            lists,
        })
    }
}
