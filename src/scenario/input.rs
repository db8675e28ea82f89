//! Reading the contest input, one case at a time, from any byte stream.
//!
//! A case is a line `R T`, then R robot cells and T teleport cells, one
//! `row column` pair per line; `0 0` or the end of the input at a case
//! boundary ends the input. Cases are read as they are needed, so input of
//! any length is played in constant memory. Every refusal names the line and
//! column and shows the offending line.

use super::error::{Located, ScenarioError, shown};
use crate::engine::table::Offset;
use crate::geometry::Board;
use crate::geometry::Shape;
use std::collections::HashMap;
use std::io::BufRead;

/// The longest input line accepted, in bytes.
pub const MAX_LINE: usize = 1024;
/// The most teleport entries one case may list.
pub const MAX_TELEPORTS: i64 = 1_000_000;

/// One scenario: the robots' cells and the teleport list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    pub robots: Vec<Offset>,
    pub teleports: Vec<Offset>,
    /// The number of the case's first line (its `R T` counts).
    pub line: usize,
}

/// Reads cases for a board with a given start cell.
pub struct CaseReader<R> {
    input: R,
    name: String,
    board: Board,
    /// The most robots a case may have: every cell but the start.
    capacity: i64,
    start: Offset,
    line_no: usize,
    done: bool,
    buf: Vec<u8>,
    /// The last line with content, kept for error messages.
    line: Line,
    /// Where each robot of the case being read stands, with its line, to
    /// find two robots on one cell (a map only for cases with many robots).
    taken: Vec<(Offset, usize)>,
    taken_map: HashMap<Offset, usize>,
    /// On boards of at most [`GRID_LIMIT`] cells: per cell, the case that
    /// last put a robot there and the robot's line.
    taken_grid: Vec<(u32, usize)>,
    /// Cases started, the stamp of `taken_grid`.
    cases: u32,
}

/// Cases with at most this many robots look for shared cells by a scan.
const SCAN_LIMIT: usize = 64;

/// Boards of at most this many cells find shared cells on a grid.
const GRID_LIMIT: usize = 1 << 16;

/// One line's tokens: (text, byte column) pairs, with the line for errors.
#[derive(Debug, Clone, Default)]
struct Line {
    /// The line's text, always valid UTF-8 (see [`Line::text`]).
    bytes: Vec<u8>,
    number: usize,
    tokens: Vec<(usize, usize)>,
    /// The line's two numbers, when it is the common `digits space digits`
    /// read without tokenizing (see [`two_numbers`]).
    pair: Option<(i64, i64)>,
}

impl Line {
    /// The line as text: only UTF-8 is ever stored, so this never falls
    /// back to the empty string.
    fn text(&self) -> &str {
        std::str::from_utf8(&self.bytes).unwrap_or_default()
    }

    /// A line `digits space digits`: its numbers, and its two tokens.
    fn set_pair(&mut self, content: &[u8], number: usize, pair: (i64, i64), split: usize) {
        self.bytes.clear();
        self.bytes.extend_from_slice(content);
        self.tokens.clear();
        self.tokens.extend([(0, split), (split + 1, content.len())]);
        self.number = number;
        self.pair = Some(pair);
    }
}

/// The `R T` line of the case being read, for a case cut short.
struct Counts {
    line: Line,
    robots: i64,
    teleports: i64,
}

impl<R: BufRead> CaseReader<R> {
    pub fn new(input: R, name: impl Into<String>, board: Board, start: Offset) -> Self {
        CaseReader {
            input,
            name: name.into(),
            board,
            capacity: board.cell_count() as i64 - 1,
            start,
            line_no: 0,
            done: false,
            buf: Vec::new(),
            line: Line::default(),
            taken: Vec::new(),
            taken_map: HashMap::new(),
            taken_grid: if board.area() <= GRID_LIMIT {
                vec![(0, 0); board.area()]
            } else {
                Vec::new()
            },
            cases: 0,
        }
    }

    /// The input's name, as errors give it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// A place on a line: one token, or the whole line.
    fn at(&self, line: &Line, token: Option<usize>) -> Located {
        let (start, end) = match token {
            Some(k) => line.tokens[k],
            None => (0, line.bytes.len()),
        };
        ScenarioError::at(&self.name, line.number, line.text(), start, end)
    }

    /// Reads the next line with any content into `self.line`; false at the
    /// end of the input.
    fn next_line(&mut self) -> Result<bool, ScenarioError> {
        loop {
            self.line_no += 1;
            if self.quick_line()? {
                return Ok(true);
            }
            self.buf.clear();
            let read = read_line(&mut self.input, &mut self.buf)
                .map_err(|e| ScenarioError::io(&self.name, e))?;
            if read.is_none() {
                return Ok(false);
            }
            // A byte order mark, as some editors write, is not content.
            if self.line_no == 1 && self.buf.starts_with(b"\xef\xbb\xbf") {
                self.buf.drain(..3);
            }
            let content = self.buf.strip_suffix(b"\n").unwrap_or(&self.buf);
            let content = content.strip_suffix(b"\r").unwrap_or(content);
            if let Some((pair, split)) = two_numbers(content) {
                self.line.set_pair(content, self.line_no, pair, split);
                return Ok(true);
            }
            if content.len() > MAX_LINE {
                let shown = String::from_utf8_lossy(&self.buf[..64]).into_owned();
                return Err(
                    ScenarioError::at(&self.name, self.line_no, &shown, 0, shown.len()).says(
                        format!("the line is longer than {MAX_LINE} bytes"),
                        "this line goes on and on",
                        "each line holds two whole numbers, such as `17 18`",
                    ),
                );
            }
            let text = match std::str::from_utf8(content) {
                Ok(t) => t,
                Err(e) => {
                    let good = e.valid_up_to();
                    let shown = String::from_utf8_lossy(content).into_owned();
                    let end = good + '\u{fffd}'.len_utf8();
                    return Err(
                        ScenarioError::at(&self.name, self.line_no, &shown, good, end).says(
                            "this line holds bytes that are not text (invalid UTF-8)".into(),
                            "not UTF-8",
                            "scenarios are plain text: lines of whole numbers",
                        ),
                    );
                }
            };
            tokens(text, &mut self.line.tokens);
            self.line.pair = None;
            if !self.line.tokens.is_empty() {
                self.line.bytes.clear();
                self.line.bytes.extend_from_slice(text.as_bytes());
                self.line.number = self.line_no;
                return Ok(true);
            }
        }
    }

    /// Reads the next line straight from the input's buffer when it is
    /// whole there and is `digits space digits` (nearly every line is);
    /// false, consuming nothing, otherwise.
    fn quick_line(&mut self) -> Result<bool, ScenarioError> {
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let Some(end) = chunk.iter().position(|&b| b == b'\n') else {
            return Ok(false);
        };
        let content = &chunk[..end];
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        let Some((pair, split)) = two_numbers(content) else {
            return Ok(false);
        };
        self.line.set_pair(content, self.line_no, pair, split);
        self.input.consume(end + 1);
        Ok(true)
    }

    /// Reads a line of exactly two integers (the line stays in
    /// `self.line`); `None` at the end of the input.
    fn pair(&mut self, what: &str) -> Result<Option<(i64, i64)>, ScenarioError> {
        if !self.next_line()? {
            return Ok(None);
        }
        let line = &self.line;
        if let Some(pair) = line.pair {
            return Ok(Some(pair));
        }
        const TWO: &str = "write two whole numbers separated by a space, such as `17 18`";
        if line.tokens.len() > 2 {
            let (s, e) = line.tokens[2];
            let message = format!("extra token `{}` after {what}", shown(&line.text()[s..e]));
            let help =
                format!("{TWO}; a scenario has nothing else on its lines, not even comments");
            return Err(self.at(line, Some(2)).says(message, "a third token", help));
        }
        if line.tokens.len() < 2 {
            let message = format!("{what} needs two numbers, but the line has one token");
            return Err(self.at(line, Some(0)).says(message, "one token only", TWO));
        }
        let mut values = [0i64; 2];
        for (k, v) in values.iter_mut().enumerate() {
            let (s, e) = line.tokens[k];
            let token = &line.text()[s..e];
            *v = match token.parse::<i64>() {
                Ok(v) => v,
                Err(_) => {
                    let digits = token.strip_prefix('-').unwrap_or(token);
                    let error = self.at(line, Some(k));
                    return Err(
                        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                            error.says(
                                format!("the number {token} is too large"),
                                "too large",
                                "cells and counts are small numbers: at most the board's size",
                            )
                        } else {
                            error.says(
                                format!("`{}` is not a whole number", shown(token)),
                                "not a whole number",
                                "write whole numbers in digits, such as `17 18`",
                            )
                        },
                    );
                }
            };
        }
        Ok(Some((values[0], values[1])))
    }

    /// The error for a case the input ends inside of.
    fn cut_short(
        &self,
        counts: &Counts,
        robots: usize,
        teleports: usize,
        what: &str,
    ) -> ScenarioError {
        let plural =
            |n: i64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let promise = format!(
            "this case promises {} and {}",
            plural(counts.robots, "robot", "robots"),
            plural(counts.teleports, "teleport", "teleports")
        );
        let help = format!(
            "the input ended after {robots} of its robot lines and {teleports} of its teleport \
             lines; add the missing lines or correct the counts on line {}",
            counts.line.number
        );
        ScenarioError::cut_short(
            &self.name,
            self.line_no,
            counts.line.number,
            counts.line.text(),
            what,
            promise,
            help,
        )
    }

    /// The next case, or `None` when the input has ended.
    pub fn next_case(&mut self) -> Result<Option<Case>, ScenarioError> {
        if self.done {
            return Ok(None);
        }
        let Some((r, t)) = self.pair("the counts line `R T`")? else {
            self.done = true;
            return Ok(None);
        };
        if r == 0 && t == 0 {
            self.done = true;
            return Ok(None);
        }
        let b = self.board;
        let capacity = self.capacity;
        if !(0..=capacity).contains(&r) {
            let message = if r < 0 {
                format!("{r} is not a number of robots")
            } else {
                format!(
                    "{r} robots do not fit on the {} x {} board",
                    b.rows, b.columns
                )
            };
            let help = format!(
                "the number of robots is from 0 to {capacity}: one robot a cell, and none on the start"
            );
            return Err(self
                .at(&self.line, Some(0))
                .says(message, "the number of robots", help));
        }
        if !(0..=MAX_TELEPORTS).contains(&t) {
            let message = if t < 0 {
                format!("{t} is not a number of teleports")
            } else {
                format!("{t} teleports are more than a case may list")
            };
            let help = format!("the number of teleports is from 0 to {MAX_TELEPORTS}");
            return Err(self.at(&self.line, Some(1)).says(
                message,
                "the number of teleports",
                help,
            ));
        }
        let counts = Counts {
            line: self.line.clone(),
            robots: r,
            teleports: t,
        };
        let mut robots = Vec::with_capacity(r.min(4096) as usize);
        self.taken.clear();
        self.taken_map.clear();
        self.cases += 1;
        if self.cases == u32::MAX {
            self.taken_grid.fill((0, 0));
            self.cases = 1;
        }
        for _ in 0..r {
            let Some((row, col)) = self.pair("a robot's cell")? else {
                return Err(self.cut_short(&counts, robots.len(), 0, "a robot's cell"));
            };
            let line = &self.line;
            let cell = self.cell(line, row, col, "robot")?;
            if cell == self.start {
                let message = format!("a robot stands on the player's start cell ({row},{col})");
                return Err(self.at(line, None).says(
                    message,
                    "the start cell",
                    "robots start on cells other than the player's start",
                ));
            }
            if let Some(first) = self.already_taken(cell, r) {
                let line = &self.line;
                let message = format!("two robots stand on ({row},{col})");
                let label = format!("the robot on line {first} stands here already");
                return Err(self.at(line, None).says(
                    message,
                    label,
                    "each robot starts on its own cell",
                ));
            }
            robots.push(cell);
        }
        let mut teleports = Vec::with_capacity(t.min(4096) as usize);
        for _ in 0..t {
            let Some((row, col)) = self.pair("a teleport cell")? else {
                return Err(self.cut_short(
                    &counts,
                    robots.len(),
                    teleports.len(),
                    "a teleport cell",
                ));
            };
            teleports.push(self.cell(&self.line, row, col, "teleport")?);
        }
        Ok(Some(Case {
            robots,
            teleports,
            line: counts.line.number,
        }))
    }

    /// Records a robot's cell; the line of an earlier robot on it, if any.
    fn already_taken(&mut self, cell: Offset, robots: i64) -> Option<usize> {
        let number = self.line.number;
        if !self.taken_grid.is_empty() {
            let slot = &mut self.taken_grid[self.board.index(cell)];
            if slot.0 == self.cases {
                return Some(slot.1);
            }
            *slot = (self.cases, number);
            None
        } else if robots as usize <= SCAN_LIMIT {
            let first = self.taken.iter().find(|(c, _)| *c == cell).map(|&(_, n)| n);
            if first.is_none() {
                self.taken.push((cell, number));
            }
            first
        } else {
            let first = self.taken_map.get(&cell).copied();
            self.taken_map.entry(cell).or_insert(number);
            first
        }
    }

    fn cell(&self, line: &Line, row: i64, col: i64, what: &str) -> Result<Offset, ScenarioError> {
        let b = self.board;
        let fits = |n: i64| i32::try_from(n).ok();
        if let Some(cell) = fits(row).zip(fits(col)).filter(|&c| b.contains(c)) {
            return Ok(cell);
        }
        let span = i32::try_from(row).ok().and_then(|r| b.row_span(r));
        let (token, label) = match span {
            Some((first, last)) if first == 1 && last == b.columns => {
                (1, format!("columns run from 1 to {}", b.columns))
            }
            Some((first, last)) => (1, format!("row {row} holds columns {first} to {last}")),
            None => (0, format!("rows run from 1 to {}", b.rows)),
        };
        let message = format!("the {what} cell ({row},{col}) is off the board");
        let help = match b.shape() {
            Shape::Rectangle => format!(
                "the board has {} rows and {} columns; cells are written `row column`, counting from 1",
                b.rows, b.columns
            ),
            Shape::Hexagon(side) => format!(
                "the board is a hexagon of {side} cells a side: rows 1 to {}, the centre \
                 ({side},{side}); cells are written `row column`",
                b.rows
            ),
        };
        Err(self.at(line, Some(token)).says(message, label, help))
    }
}

/// The byte ranges of the whitespace-separated tokens of a line, into `out`.
fn tokens(text: &str, out: &mut Vec<(usize, usize)>) {
    out.clear();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, text.len()));
    }
}

/// The line `digits space digits` (each at most nine digits, as nearly
/// every scenario line is): its two numbers and the space's byte index.
/// Any other line goes through the general tokenizer and its messages.
fn two_numbers(line: &[u8]) -> Option<((i64, i64), usize)> {
    let split = line.iter().position(|&b| b == b' ')?;
    let number = |digits: &[u8]| -> Option<i64> {
        if digits.is_empty() || digits.len() > 9 {
            return None;
        }
        digits.iter().try_fold(0i64, |n, &b| {
            b.is_ascii_digit().then(|| n * 10 + i64::from(b - b'0'))
        })
    };
    Some((
        (number(&line[..split])?, number(&line[split + 1..])?),
        split,
    ))
}

/// Reads one line (with its `\n`) into `buf`. A line longer than
/// [`MAX_LINE`] is read only that far and a little further (the caller
/// refuses it), so a stream without line breaks is never read to its end.
/// `None` at the end of the input.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<Option<()>> {
    // `\r\n` and a byte order mark come off before the length is judged.
    const ENOUGH: usize = MAX_LINE + 6;
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any.then_some(()));
        }
        any = true;
        let room = ENOUGH - buf.len();
        let (used, done) = match chunk[..chunk.len().min(room)]
            .iter()
            .position(|&b| b == b'\n')
        {
            Some(i) => (i + 1, true),
            None => (chunk.len().min(room), false),
        };
        buf.extend_from_slice(&chunk[..used]);
        input.consume(used);
        if done || buf.len() >= ENOUGH {
            return Ok(Some(()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: Board = Board::new(31, 31);

    fn read_all(text: &str) -> Result<Vec<Case>, ScenarioError> {
        let mut r = CaseReader::new(text.as_bytes(), "test.in", BOARD, (15, 15));
        let mut cases = Vec::new();
        while let Some(c) = r.next_case()? {
            cases.push(c);
        }
        Ok(cases)
    }

    /// The quick reading of `digits space digits` gives what the general
    /// tokenizer and `str::parse` give, and leaves every other line to them.
    #[test]
    fn two_numbers_agrees_with_the_general_reading() {
        for line in ["17 18", "0 0", "007 5", "123456789 1", "31 31"] {
            let mut found = Vec::new();
            tokens(line, &mut found);
            let parse = |k: usize| line[found[k].0..found[k].1].parse::<i64>().unwrap();
            assert_eq!(
                two_numbers(line.as_bytes()),
                Some(((parse(0), parse(1)), found[0].1)),
                "{line}"
            );
        }
        for line in [
            "17  18",
            " 17 18",
            "17 18 ",
            "+1 2",
            "-1 2",
            "1",
            "1 2 3",
            "1234567890 1",
            "1\t2",
            "",
            "a b",
        ] {
            assert_eq!(two_numbers(line.as_bytes()), None, "{line:?}");
        }
    }

    #[test]
    fn reads_cases_until_zero_zero() {
        let cases = read_all("2 1\n1 1\n2 2\n3 3\n0 0\n9 9\n").unwrap();
        assert_eq!(cases.len(), 1);
        assert_eq!(cases[0].robots, vec![(1, 1), (2, 2)]);
        assert_eq!(cases[0].teleports, vec![(3, 3)]);
    }

    #[test]
    fn end_of_input_at_a_case_boundary_ends_quietly() {
        assert_eq!(read_all("1 0\n1 1\n").unwrap().len(), 1);
        assert_eq!(read_all("").unwrap().len(), 0);
    }

    #[test]
    fn refusals_name_line_and_column() {
        let err = read_all("1 0\n1 x\n").unwrap_err().to_string();
        assert!(
            err.starts_with("test.in:2:3: `x` is not a whole number"),
            "{err}"
        );
        let err = read_all("1 0\n15 15\n").unwrap_err().to_string();
        assert!(
            err.contains("test.in:2:1: a robot stands on the player's start cell"),
            "{err}"
        );
        let err = read_all("2 0\n1 1\n").unwrap_err().to_string();
        assert!(err.contains("ends inside a case"), "{err}");
        let err = read_all("1 0 7\n").unwrap_err().to_string();
        assert!(err.starts_with("test.in:1:5: extra token"), "{err}");
    }

    #[test]
    fn a_byte_order_mark_at_the_start_is_skipped() {
        assert_eq!(read_all("\u{feff}1 0\n1 1\n0 0\n").unwrap().len(), 1);
    }

    #[test]
    fn a_line_of_exactly_the_limit_is_accepted() {
        let line = format!("1 {}1\n", " ".repeat(MAX_LINE - 3));
        assert_eq!(line.len(), MAX_LINE + 1);
        assert_eq!(read_all(&format!("1 0\n{line}0 0\n")).unwrap().len(), 1);
        let longer = format!("1 {}1\n", " ".repeat(MAX_LINE - 2));
        let err = read_all(&format!("1 0\n{longer}")).unwrap_err().to_string();
        assert!(err.starts_with("test.in:2:1: the line is longer"), "{err}");
    }

    #[test]
    fn crlf_and_blank_lines_are_fine() {
        assert_eq!(read_all("1 0\r\n\r\n1 1\r\n0 0\r\n").unwrap().len(), 1);
    }
}
