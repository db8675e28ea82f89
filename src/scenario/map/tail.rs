//! A case's lines after its map: `moves:` and `turns N`, in either
//! order, each at most once, read straight from the input's buffer when
//! they are the usual ones (see `quick`) and line by line otherwise; and
//! the bound an endless game needs.

use super::case::MapCase;
use super::read::MapReader;
use crate::scenario::error::{ScenarioError, plural};
use std::io::BufRead;

/// The most turns a case may allow.
pub(super) const MAX_TURNS: u64 = 1_000_000;

/// What the line after a case's rows turned out to be.
pub(super) enum Tail {
    /// A blank line, read.
    Blank,
    /// The case's `moves:` line, read into the case.
    Moves,
    /// The case's `turns N`, read into the case.
    Turns,
    /// A line of the next case, not read.
    Next,
    /// A line for the line-by-line way, not read.
    Slow,
}

impl<R: BufRead> MapReader<R> {
    /// A case's `moves:` and `turns`, and the bound an endless game needs.
    pub(super) fn finish(&mut self, case: &mut MapCase) -> Result<(), ScenarioError> {
        case.moves.line = 0;
        case.moves.text.clear();
        case.moves.tokens.clear();
        case.turns = None;
        self.tail(case)?;
        if self.accepts.endless && case.turns.is_none() {
            return Err(self.head.at_all(self.lines.name()).says(
                "this case can go on forever: it needs a `turns N` line".into(),
                "no `turns` after this map",
                "these rules let a game go on without end; bound it with `turns N` after the map",
            ));
        }
        Ok(())
    }

    /// `moves:` and `turns N`, in either order, each at most once.
    fn tail(&mut self, case: &mut MapCase) -> Result<(), ScenarioError> {
        let mut seen_moves = false;
        loop {
            let quick = match self.quick {
                true => self.quick_tail(case, seen_moves)?,
                false => Tail::Slow,
            };
            match quick {
                Tail::Blank | Tail::Turns => continue,
                Tail::Moves => {
                    seen_moves = true;
                    continue;
                }
                Tail::Next => return Ok(()),
                Tail::Slow => {}
            }
            if !self.next_line()? {
                return Ok(());
            }
            let name = self.lines.name();
            let line = &self.lines.line;
            match line.token(0) {
                "moves:" if !seen_moves => {
                    if !self.accepts.from_input {
                        return Err(line.at_token(name, 0).says(
                            "this game does not take its moves from the input".into(),
                            "no `moves:` here",
                            "these rules choose every move themselves; delete the `moves:` line",
                        ));
                    }
                    seen_moves = true;
                    case.moves = self.accepts.moves(line, name)?;
                }
                "turns" if case.turns.is_none() => {
                    if line.tokens.len() != 2 {
                        return Err(line.at_all(name).says(
                            "expected `turns N`".into(),
                            "not `turns N`",
                            "write `turns` and the most moves the game may last",
                        ));
                    }
                    let n = line.count(name, 1, "the number of turns")?;
                    if n > MAX_TURNS {
                        return Err(line.at_token(name, 1).says(
                            format!("a game lasts at most {MAX_TURNS} turns, not {n}"),
                            "too many",
                            "write a number of turns from 0 to 1000000",
                        ));
                    }
                    case.turns = Some(n as u32);
                }
                word @ ("moves:" | "turns") => {
                    return Err(line.at_token(name, 0).says(
                        format!("a second `{word}` line in one case"),
                        "said already",
                        "a case has at most one `moves:` line and one `turns` line",
                    ));
                }
                "map" => {
                    self.pending = true;
                    return Ok(());
                }
                _ => return Err(self.stray(case)),
            }
        }
    }
}

impl<R: BufRead> MapReader<R> {
    /// The refusal of the line just read after `case`, which is none of a
    /// case's lines: a row past the map's (every symbol one of the
    /// legend's), or anything else.
    fn stray(&self, case: &MapCase) -> ScenarioError {
        let (name, line, head) = (self.lines.name(), &self.lines.line, &self.head);
        let symbols = &self.accepts.symbols;
        let row = (0..line.tokens.len())
            .flat_map(|k| line.token(k).chars())
            .all(|ch| ch != '\0' && symbols.contains(&ch));
        if row {
            return line.at_line(name).says(
                format!(
                    "a map row after the map's {}",
                    plural(case.rows as u64, "row")
                ),
                format!("row {}?", case.rows + 1),
                format!(
                    "`{}` on line {} promises {}: give it the number of rows drawn, or delete this \
                     line",
                    head.text.trim(),
                    head.number,
                    plural(case.rows as u64, "row")
                ),
            );
        }
        let moves = if self.accepts.from_input {
            "a `moves:` line and "
        } else {
            ""
        };
        line.at_all(name).says(
            "expected `turns N` or the next case's `map`".into(),
            "not a line of a case",
            format!(
                "after its map a case may have {moves}a `turns N` line; the next case starts with \
                 `map`"
            ),
        )
    }
}
