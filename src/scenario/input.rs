//! Reading the contest input, one case at a time, from any byte stream.
//!
//! A case is a line `R T`, then R robot cells and T teleport cells, one
//! `row column` pair per line; `0 0` or the end of the input at a case
//! boundary ends the input. Cases are read as they are needed, so input of
//! any length is played in constant memory. Every refusal names the line and
//! column and shows the offending line.

use super::error::ScenarioError;
use crate::engine::board::Board;
use crate::engine::table::Offset;
use std::collections::HashSet;
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
}

/// Reads cases for a board with a given start cell.
pub struct CaseReader<R> {
    input: R,
    name: String,
    board: Board,
    start: Offset,
    line_no: usize,
    done: bool,
    buf: Vec<u8>,
}

/// One line's tokens: (text, byte column) pairs, with the line for errors.
struct Line {
    text: String,
    number: usize,
    tokens: Vec<(usize, usize)>,
}

impl<R: BufRead> CaseReader<R> {
    pub fn new(input: R, name: impl Into<String>, board: Board, start: Offset) -> Self {
        CaseReader {
            input,
            name: name.into(),
            board,
            start,
            line_no: 0,
            done: false,
            buf: Vec::new(),
        }
    }

    fn error(
        &self,
        line: &Line,
        token: Option<usize>,
        message: String,
        help: &str,
    ) -> ScenarioError {
        let (start, end) = match token {
            Some(k) => line.tokens[k],
            None => (0, line.text.len()),
        };
        ScenarioError::at(
            &self.name,
            line.number,
            &line.text,
            start,
            end,
            message,
            help,
        )
    }

    /// The next line with any content, or `None` at the end of the input.
    fn next_line(&mut self) -> Result<Option<Line>, ScenarioError> {
        loop {
            self.buf.clear();
            self.line_no += 1;
            let read = read_line(&mut self.input, &mut self.buf)
                .map_err(|e| ScenarioError::io(&self.name, e))?;
            if read.is_none() {
                return Ok(None);
            }
            if self.buf.len() > MAX_LINE {
                let shown = String::from_utf8_lossy(&self.buf[..64]).into_owned();
                return Err(ScenarioError::at(
                    &self.name,
                    self.line_no,
                    &shown,
                    0,
                    shown.len(),
                    format!("line is longer than {MAX_LINE} bytes"),
                    "each line holds two numbers, such as `17 18`",
                ));
            }
            let text = match std::str::from_utf8(&self.buf) {
                Ok(t) => t.trim_end_matches(['\n', '\r']).to_string(),
                Err(e) => {
                    let good = e.valid_up_to();
                    let shown = String::from_utf8_lossy(&self.buf).trim_end().to_string();
                    let col = String::from_utf8_lossy(&self.buf[..good]).len();
                    return Err(ScenarioError::at(
                        &self.name,
                        self.line_no,
                        &shown,
                        col,
                        col + 3,
                        "this line is not text (invalid UTF-8)".into(),
                        "scenarios are plain text: lines of whole numbers",
                    ));
                }
            };
            let tokens = tokens(&text);
            if !tokens.is_empty() {
                return Ok(Some(Line {
                    text,
                    number: self.line_no,
                    tokens,
                }));
            }
        }
    }

    /// Reads a line of exactly two integers.
    fn pair(
        &mut self,
        what: &str,
        case_start: Option<usize>,
    ) -> Result<Option<(Line, i64, i64)>, ScenarioError> {
        let Some(line) = self.next_line()? else {
            return match case_start {
                None => Ok(None),
                Some(at) => Err(ScenarioError::cut_short(&self.name, self.line_no, at, what)),
            };
        };
        if line.tokens.len() != 2 {
            let (k, message) = if line.tokens.len() > 2 {
                (Some(2), format!("extra token on a line of {what}"))
            } else {
                (Some(0), format!("a line of {what} needs two numbers"))
            };
            return Err(self.error(
                &line,
                k,
                message,
                "write two whole numbers separated by a space, such as `17 18`",
            ));
        }
        let mut values = [0i64; 2];
        for (k, v) in values.iter_mut().enumerate() {
            let (s, e) = line.tokens[k];
            *v = match line.text[s..e].parse::<i64>() {
                Ok(v) => v,
                Err(_) => {
                    let msg = format!("`{}` is not a whole number", &line.text[s..e]);
                    return Err(self.error(
                        &line,
                        Some(k),
                        msg,
                        "write whole numbers in digits, such as `17 18`",
                    ));
                }
            };
        }
        Ok(Some((line, values[0], values[1])))
    }

    /// The next case, or `None` when the input has ended.
    pub fn next_case(&mut self) -> Result<Option<Case>, ScenarioError> {
        if self.done {
            return Ok(None);
        }
        let Some((line, r, t)) = self.pair("counts `R T`", None)? else {
            self.done = true;
            return Ok(None);
        };
        if r == 0 && t == 0 {
            self.done = true;
            return Ok(None);
        }
        let capacity = self.board.area() as i64 - 1;
        if !(0..=capacity).contains(&r) {
            let msg = format!("{r} robots cannot be placed");
            let help = format!(
                "the number of robots is from 0 to {capacity} (the board's cells but the start)"
            );
            return Err(self.error(&line, Some(0), msg, &help));
        }
        if !(0..=MAX_TELEPORTS).contains(&t) {
            let msg = format!("{t} is not a usable number of teleports");
            let help = format!("the number of teleports is from 0 to {MAX_TELEPORTS}");
            return Err(self.error(&line, Some(1), msg, &help));
        }
        let case_start = line.number;
        let mut robots = Vec::with_capacity(r.min(4096) as usize);
        let mut taken = HashSet::new();
        for _ in 0..r {
            let (line, row, col) = self
                .pair("a robot's cell", Some(case_start))?
                .expect("cut short is an error");
            let cell = self.cell(&line, row, col, "robot")?;
            if cell == self.start {
                let msg = format!("a robot stands on the start cell ({row},{col})");
                return Err(self.error(
                    &line,
                    None,
                    msg,
                    "robots start on cells other than the player's start",
                ));
            }
            if !taken.insert(cell) {
                let msg = format!("two robots stand on ({row},{col})");
                return Err(self.error(&line, None, msg, "each robot starts on its own cell"));
            }
            robots.push(cell);
        }
        let mut teleports = Vec::with_capacity(t.min(4096) as usize);
        for _ in 0..t {
            let (line, row, col) = self
                .pair("a teleport cell", Some(case_start))?
                .expect("cut short is an error");
            teleports.push(self.cell(&line, row, col, "teleport")?);
        }
        Ok(Some(Case { robots, teleports }))
    }

    fn cell(&self, line: &Line, row: i64, col: i64, what: &str) -> Result<Offset, ScenarioError> {
        let b = self.board;
        if (1..=i64::from(b.rows)).contains(&row) && (1..=i64::from(b.columns)).contains(&col) {
            return Ok((row as i32, col as i32));
        }
        let msg = format!("the {what} cell ({row},{col}) is off the board");
        let help = format!(
            "rows run from 1 to {} and columns from 1 to {}",
            b.rows, b.columns
        );
        Err(self.error(line, None, msg, &help))
    }
}

/// The byte ranges of the whitespace-separated tokens of a line.
fn tokens(text: &str) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
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
    out
}

/// Reads one line (with its `\n`) into `buf`, keeping at most a little more
/// than [`MAX_LINE`] bytes of it. `None` at the end of the input.
fn read_line(input: &mut impl BufRead, buf: &mut Vec<u8>) -> std::io::Result<Option<()>> {
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any.then_some(()));
        }
        any = true;
        let (used, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        let room = (MAX_LINE + 1).saturating_sub(buf.len());
        buf.extend_from_slice(&chunk[..used.min(room)]);
        input.consume(used);
        if done {
            return Ok(Some(()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BOARD: Board = Board {
        rows: 31,
        columns: 31,
    };

    fn read_all(text: &str) -> Result<Vec<Case>, ScenarioError> {
        let mut r = CaseReader::new(text.as_bytes(), "test.in", BOARD, (15, 15));
        let mut cases = Vec::new();
        while let Some(c) = r.next_case()? {
            cases.push(c);
        }
        Ok(cases)
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
            err.contains("test.in:2:1: a robot stands on the start cell"),
            "{err}"
        );
        let err = read_all("2 0\n1 1\n").unwrap_err().to_string();
        assert!(err.contains("cut short"), "{err}");
        let err = read_all("1 0 7\n").unwrap_err().to_string();
        assert!(err.starts_with("test.in:1:5: extra token"), "{err}");
    }

    #[test]
    fn crlf_and_blank_lines_are_fine() {
        assert_eq!(read_all("1 0\r\n\r\n1 1\r\n0 0\r\n").unwrap().len(), 1);
    }
}
