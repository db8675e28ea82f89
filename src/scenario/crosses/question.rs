//! The contest question: a line `t`, then `t` cases, each a line
//! `n s1 s2 ...` (the board's side and every side's final score, in the
//! rules' order of sides) and the moves of every side but the re-enacted
//! one, in the order they were played, a `row column` line each.
//!
//! A move off the board or on a cell played before is no format error: the
//! case has no valid game, so it is read to its end (keeping the cases
//! after it in step) and carries the reason for its `N`.

use super::format::{Format, MAX_SIDE};
use super::tokens::Lines;
use crate::geometry::Offset;
use crate::scenario::error::ScenarioError;
use std::io::BufRead;

/// One case of the contest question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// The case's number, from 1.
    pub number: usize,
    /// The board's side.
    pub n: usize,
    /// Each side's pieces standing at the end, in the rules' order.
    pub score: Vec<usize>,
    /// The other sides' moves, in order.
    pub given: Vec<Offset>,
    /// Why the case has no valid game, when a move is off the board or
    /// repeats a cell.
    pub refusal: Option<String>,
}

/// Reads the cases of a contest question.
pub struct QuestionReader<R> {
    lines: Lines<R>,
    format: Format,
    /// Cases promised and read.
    promised: usize,
    read: usize,
    /// Per cell of the case being read: the move that took it (0 for none).
    taken: Vec<u32>,
}

impl<R: BufRead> QuestionReader<R> {
    /// `lines` stands on the line with the number of cases.
    pub(super) fn new(lines: Lines<R>, format: Format) -> Result<Self, ScenarioError> {
        lines.expect_tokens(1, "the number of cases", "100")?;
        let promised = lines.number_at(0, 0, i64::from(u32::MAX), "the number of cases")?;
        Ok(QuestionReader {
            lines,
            format,
            promised: promised as usize,
            read: 0,
            taken: Vec::new(),
        })
    }

    /// The cases of an empty input: none, as every game reads an empty
    /// input (`lines` has reached its end).
    pub(super) fn empty(lines: Lines<R>, format: Format) -> Self {
        QuestionReader {
            lines,
            format,
            promised: 0,
            read: 0,
            taken: Vec::new(),
        }
    }

    pub fn format(&self) -> &Format {
        &self.format
    }

    /// How many moves a game on an `n x n` board has besides the
    /// re-enacted side's.
    pub fn given_moves(format: &Format, n: usize) -> usize {
        let rules = &format.rules;
        (0..n * n)
            .filter(|&k| rules.side_of_move(k) != format.reenacted)
            .count()
    }

    /// The next case, or `None` after the last one.
    pub fn next_question(&mut self) -> Result<Option<Question>, ScenarioError> {
        if self.read == self.promised {
            if self.lines.advance()? {
                let promised = self.promised;
                return Err(self.lines.at(None).says(
                    format!(
                        "the input promised {}, and this line follows them",
                        cases(promised)
                    ),
                    "after the last case",
                    "correct the number of cases on the first line, or remove what follows",
                ));
            }
            return Ok(None);
        }
        let lines = &mut self.lines;
        let sides = self.format.sides.len();
        if !lines.advance()? {
            let (read, promised) = (self.read, self.promised);
            return Err(
                ScenarioError::at(lines.name(), lines.number() + 1, "", 0, 0).says(
                    format!("the input ends after {read} of its {}", cases(promised)),
                    "the input ends here",
                    "add the missing cases or correct the number of cases on the first line",
                ),
            );
        }
        let example = format!("5 6 3{}", " 1".repeat(sides.saturating_sub(2)));
        lines.expect_tokens(1 + sides, "a case's first line `n` and the score", &example)?;
        let n = lines.number_at(0, 1, MAX_SIDE, "the board's side")?;
        self.format.check_side(lines, 0, n)?;
        let n = n as usize;
        let mut score = Vec::with_capacity(sides);
        for (k, name) in self.format.sides.iter().enumerate() {
            let what = format!("{name}'s score");
            score.push(lines.number_at(1 + k, 0, (n * n) as i64, &what)? as usize);
        }
        let header = (lines.number(), lines.text().to_string());
        let count = Self::given_moves(&self.format, n);
        self.taken.clear();
        self.taken.resize(n * n, 0);
        let mut given = Vec::with_capacity(count);
        let mut refusal = score_beyond_pieces(&self.format, n, &score);
        for k in 1..=count {
            if !lines.advance()? {
                let promise = format!("a game on a {n} x {n} board lists {count} moves");
                let help = format!("the input ended after {} of them", k - 1);
                return Err(ScenarioError::cut_short(
                    lines.name(),
                    lines.number() + 1,
                    header.0,
                    &header.1,
                    "a move",
                    promise,
                    help,
                ));
            }
            lines.expect_tokens(2, "a move", "2 3")?;
            let row = lines.integer_at(0, "a row")?;
            let column = lines.integer_at(1, "a column")?;
            let on = |x: i64| (1..=n as i64).contains(&x);
            let line = lines.number();
            if !on(row) || !on(column) {
                refusal.get_or_insert_with(|| {
                    format!("move {k} (line {line}) plays {row} {column}, off the {n} x {n} board")
                });
                given.push((0, 0));
                continue;
            }
            let i = (row as usize - 1) * n + column as usize - 1;
            if self.taken[i] != 0 {
                let first = self.taken[i];
                refusal.get_or_insert_with(|| {
                    format!("move {k} (line {line}) plays {row} {column}, as move {first} did")
                });
            } else {
                self.taken[i] = k as u32;
            }
            given.push((row as i32, column as i32));
        }
        self.read += 1;
        Ok(Some(Question {
            number: self.read,
            n,
            score,
            given,
            refusal,
        }))
    }
}

/// Why `score` cannot end a game on an `n x n` board, when a side is
/// said to keep more pieces than it plays.
fn score_beyond_pieces(format: &Format, n: usize, score: &[usize]) -> Option<String> {
    let mut pieces = vec![0usize; format.sides.len()];
    for k in 0..n * n {
        if let Some(p) = pieces.get_mut(format.rules.side_of_move(k)) {
            *p += 1;
        }
    }
    let (side, (&plays, &keeps)) = pieces
        .iter()
        .zip(score)
        .enumerate()
        .find(|(_, (plays, keeps))| keeps > plays)?;
    let name = &format.sides[side];
    Some(format!(
        "{name} cannot keep {keeps} pieces standing: it plays {plays}"
    ))
}

/// "1 case", "2 cases".
fn cases(n: usize) -> String {
    format!("{n} case{}", if n == 1 { "" } else { "s" })
}
