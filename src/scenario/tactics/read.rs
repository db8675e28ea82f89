//! Reading Janken Tactics data sets, one at a time, for a tactics game.
//!
//! Every refusal names the file, line and column. A data set's map, units
//! and move count are read first ([`Reader::next_header`]), then its moves
//! one at a time ([`Reader::next_move`]), so that a data set of any length
//! is played as it is read; [`Reader::next_set`] reads one whole. Blank
//! lines are skipped anywhere (no line of the format is blank).

use super::data::DataSet;
use super::parse::Parser;
use crate::scenario::error::ScenarioError;
use crate::scenario::error::plural;
use crate::scenario::lines::{Line, Lines, MAP_ROWS};
use crate::tactics::rules::Rules;
use std::io::BufRead;

/// Preallocation cap: counts come from the input.
const CAP: u64 = 4096;

/// Reads data sets for `table`.
pub struct Reader<'t, R> {
    lines: Lines<R>,
    parser: Parser<'t>,
    /// The first line, once read: the number of data sets it promises.
    promised: Option<(u64, Line)>,
    read: u64,
    /// The moves of the data set being read still to come, and the line
    /// that promised them.
    moves_left: u64,
    moves: Option<(u64, Line)>,
}

impl<'t, R: BufRead> Reader<'t, R> {
    pub fn new(input: R, name: impl Into<String>, table: &'t Rules) -> Self {
        let lines = Lines::new(input, name, MAP_ROWS);
        let parser = Parser::new(table, lines.name());
        Reader {
            lines,
            parser,
            promised: None,
            read: 0,
            moves_left: 0,
            moves: None,
        }
    }

    /// The next data set without its moves, or `None` after the last
    /// one; its moves follow one at a time from [`Reader::next_move`].
    pub fn next_header(&mut self) -> Result<Option<DataSet>, ScenarioError> {
        // Moves of the data set before that were not asked for are read
        // (and so checked) and forgotten.
        let mut skipped = DataSet::default();
        while self.next_move(&mut skipped)? {
            skipped.clear_moves();
        }
        if self.promised.is_none() {
            if !self.lines.next_content()? {
                return Ok(None);
            }
            let n = self
                .parser
                .counts(&self.lines.line, 1, "the number of data sets")?[0];
            self.promised = Some((n, self.lines.line.clone()));
        }
        let total = self.promised.as_ref().map_or(0, |p| p.0);
        if self.read == total {
            if self.lines.next_content()? {
                return Err(self.parser.beyond_the_last(&self.lines.line, total));
            }
            return Ok(None);
        }
        self.read += 1;
        let table = self.parser.table;
        let mut set = DataSet::new(table.board.area());
        for r in 1..=table.board.rows {
            let row = self.parser.row_name(r);
            self.content_or_end(&format!("row {row} of the map"))?;
            self.parser.map_row(&self.lines.line, r, &mut set)?;
        }
        let what = format!("the unit counts ({})", table.sides.join(", "));
        self.content_or_end(&what)?;
        let counts = self
            .parser
            .counts(&self.lines.line, table.sides.len(), &what)?;
        let counts_line = self.lines.line.clone();
        self.parser.new_set();
        for (side, &count) in counts.iter().enumerate() {
            for k in 0..count {
                if !self.lines.next_content()? {
                    let promise =
                        format!("this line promises {}", plural(counts.iter().sum(), "unit"));
                    let help = format!(
                        "the input ended after {k} of the {} side's {count}",
                        table.sides[side]
                    );
                    return Err(self
                        .lines
                        .ends_early(&counts_line, "a unit line", promise, help));
                }
                let unit = self.parser.unit(&self.lines.line, side, &set.terrain)?;
                set.units.push(unit);
            }
        }
        self.content_or_end("the number of moves")?;
        let moves = self
            .parser
            .counts(&self.lines.line, 1, "the number of moves")?[0];
        self.moves = Some((moves, self.lines.line.clone()));
        self.moves_left = moves;
        Ok(Some(set))
    }

    /// Reads the next move of the data set begun by
    /// [`Reader::next_header`] into `set`; `false` after its last.
    pub fn next_move(&mut self, set: &mut DataSet) -> Result<bool, ScenarioError> {
        let Some((moves, moves_line)) = &self.moves else {
            return Ok(false);
        };
        if self.moves_left == 0 {
            return Ok(false);
        }
        if !self.lines.next_content()? {
            let k = moves - self.moves_left;
            let promise = format!("this line promises {}", plural(*moves, "move"));
            let help = format!(
                "the input ended after {k} of them; add the missing moves or correct the count"
            );
            return Err(self.lines.ends_early(moves_line, "a move", promise, help));
        }
        self.moves_left -= 1;
        self.parser.a_move(&self.lines.line, set)?;
        Ok(true)
    }

    /// The next data set, read whole, or `None` after the last one.
    pub fn next_set(&mut self) -> Result<Option<DataSet>, ScenarioError> {
        let Some(mut set) = self.next_header()? else {
            return Ok(None);
        };
        set.moves.reserve(self.moves_left.min(CAP) as usize);
        while self.next_move(&mut set)? {}
        Ok(Some(set))
    }

    /// Reads the next line with content, or says the input ended before `what`.
    fn content_or_end(&mut self, what: &str) -> Result<(), ScenarioError> {
        if self.lines.next_content()? {
            return Ok(());
        }
        let (total, first) = self.promised.clone().unwrap_or_default();
        let promise = format!("this line promises {}", plural(total, "data set"));
        let help = format!(
            "the input ended inside data set {}, before {what}",
            self.read
        );
        Err(self.lines.ends_early(&first, what, promise, help))
    }
}
