//! Reading Janken Tactics data sets, one at a time, for a tactics table.
//!
//! Every refusal names the file, line and column. A data set is read whole
//! before it is played, so what the input holds before a refusal is played
//! and printed, and nothing of the data set that holds it.

use super::{DataSet, Unit};
use crate::geometry::{CellNames, Offset};
use crate::paths::Entry;
use crate::scenario::error::{ScenarioError, shown};
use crate::scenario::lines::{Line, Lines};
use crate::tactics::table::Table;
use std::io::BufRead;

/// The longest line accepted, in bytes: a map row of a large board.
const MAX_LINE: usize = 1 << 16;
/// Preallocation caps: counts come from the input.
const CAP: usize = 4096;

/// Reads data sets for `table`.
pub struct Reader<'t, R> {
    lines: Lines<R>,
    table: &'t Table,
    /// The first line, once read: the number of data sets it promises.
    promised: Option<(u64, Line)>,
    read: u64,
    /// Per grid index: the data set and line of the unit placed there.
    placed: Vec<(u64, usize)>,
}

impl<'t, R: BufRead> Reader<'t, R> {
    pub fn new(input: R, name: impl Into<String>, table: &'t Table) -> Self {
        Reader {
            lines: Lines::new(input, name, MAX_LINE),
            table,
            promised: None,
            read: 0,
            placed: vec![(0, 0); table.board.area()],
        }
    }

    fn name(&self) -> &str {
        self.lines.name()
    }

    /// The next data set, or `None` after the last one.
    pub fn next_set(&mut self) -> Result<Option<DataSet>, ScenarioError> {
        if self.promised.is_none() {
            if !self.lines.next_content()? {
                return Ok(None);
            }
            let n = self.counts(1, "the number of data sets")?[0];
            self.promised = Some((n, self.lines.line.clone()));
        }
        let total = self.promised.as_ref().map_or(0, |p| p.0);
        if self.read == total {
            if self.lines.next_content()? {
                let line = &self.lines.line;
                let message = format!("more input after the last of the {total} data sets");
                let help =
                    "the first line gives the number of data sets; correct it, or remove the rest";
                return Err(line.at_all(self.name()).says(
                    message,
                    "not part of any data set",
                    help,
                ));
            }
            return Ok(None);
        }
        self.read += 1;
        let mut set = DataSet::new(self.table.board.area());
        for r in 1..=self.table.board.rows {
            self.map_row(r, &mut set)?;
        }
        let what = format!("the unit counts ({})", self.table.sides.join(", "));
        self.content_or_cut_short(&what)?;
        let counts = self.counts(self.table.sides.len(), &what)?;
        let counts_line = self.lines.line.clone();
        for (side, &count) in counts.iter().enumerate() {
            for k in 0..count {
                if !self.lines.next_content()? {
                    let promise = format!("this line promises {}", plural(&counts, "unit"));
                    let help = format!(
                        "the input ended after {} of the {} side's {count} units",
                        k, self.table.sides[side]
                    );
                    return Err(self.cut_short(&counts_line, "a unit line", promise, help));
                }
                let unit = self.unit(side, &set.terrain)?;
                set.units.push(unit);
            }
        }
        self.content_or_cut_short("the number of moves")?;
        let moves = self.counts(1, "the number of moves")?[0];
        let moves_line = self.lines.line.clone();
        set.moves.reserve(moves.min(CAP as u64) as usize);
        for k in 0..moves {
            if !self.lines.next_content()? {
                let promise = format!("this line promises {moves} moves");
                let help = format!(
                    "the input ended after {k} of them; add the missing moves or correct the count"
                );
                return Err(self.cut_short(&moves_line, "a move", promise, help));
            }
            self.a_move(&mut set)?;
        }
        Ok(Some(set))
    }

    /// Reads the next line with content, or says the input ended before `what`.
    fn content_or_cut_short(&mut self, what: &str) -> Result<(), ScenarioError> {
        if self.lines.next_content()? {
            return Ok(());
        }
        let (total, first) = self.promised.clone().unwrap_or_default();
        let promise = format!("this line promises {total} data sets");
        let help = format!(
            "the input ended inside data set {}, before {what}",
            self.read
        );
        Err(self.cut_short(&first, what, promise, help))
    }

    fn cut_short(
        &self,
        promise_line: &Line,
        what: &str,
        promise: String,
        help: String,
    ) -> ScenarioError {
        ScenarioError::cut_short(
            self.name(),
            self.lines.count() + 1,
            promise_line.number,
            &promise_line.text,
            what,
            promise,
            help,
        )
    }

    /// The current line as exactly `k` counts.
    fn counts(&self, k: usize, what: &str) -> Result<Vec<u64>, ScenarioError> {
        let line = &self.lines.line;
        if line.tokens.len() != k {
            let (at, label) = if line.tokens.len() > k {
                (line.at_token(self.name(), k), "one too many")
            } else {
                (line.at_all(self.name()), "too few numbers")
            };
            let message = format!(
                "{what}: expected {k} number(s), found {}",
                line.tokens.len()
            );
            return Err(at.says(
                message,
                label,
                format!("this line holds {what}, whole numbers separated by spaces"),
            ));
        }
        (0..k).map(|i| line.count(self.name(), i, what)).collect()
    }

    /// Reads row `r` of the map into `set`.
    fn map_row(&mut self, r: i32, set: &mut DataSet) -> Result<(), ScenarioError> {
        let row = row_name(self.table.cells, r);
        self.content_or_cut_short(&format!("row {row} of the map"))?;
        let (first, last) = self.table.board.row_span(r).unwrap_or((1, 0));
        let want = (last - first + 1).max(0) as usize;
        let line = &self.lines.line;
        let name = self.lines.name();
        let terrain = &self.table.terrain;
        for k in 0..line.tokens.len() {
            let token = line.token(k);
            let mut chars = token.chars();
            let kind = match (chars.next(), chars.next()) {
                (Some(c), None) => terrain.kind_of(c),
                _ => None,
            };
            let Some(kind) = kind else {
                let message = format!("unknown terrain `{}` in row {row} of the map", shown(token));
                let help = format!(
                    "terrain is one of {}, one letter a cell, separated by spaces",
                    terrain.symbols().join(", ")
                );
                return Err(line
                    .at_token(name, k)
                    .says(message, "not a terrain letter", help));
            };
            if k < want {
                let cell = (r, first + k as i32);
                set.terrain[self.table.board.index(cell)] = kind as u16;
            }
        }
        if line.tokens.len() != want {
            let message = format!(
                "row {row} of the map holds {want} cells, but this line has {}",
                line.tokens.len()
            );
            let at = if line.tokens.len() > want {
                line.at(
                    name,
                    line.tokens[want].0,
                    line.tokens[line.tokens.len() - 1].1,
                )
            } else {
                line.at_all(name)
            };
            let label = if line.tokens.len() > want {
                "more cells than the row holds"
            } else {
                "too few cells"
            };
            let help = format!(
                "the map has one line per row, {} lines in all; row {row} holds columns {first} to {last}",
                self.table.board.rows
            );
            return Err(at.says(message, label, help));
        }
        Ok(())
    }

    /// The current line as a unit of side `side`: `G E5`.
    fn unit(&mut self, side: usize, terrain: &[u16]) -> Result<Unit, ScenarioError> {
        let table = self.table;
        let line = &self.lines.line;
        let name = self.lines.name();
        let example = "a unit line is its kind's letter and its cell, such as `G E5`";
        if line.tokens.len() != 2 {
            let message = format!("a unit line holds 2 tokens, this one {}", line.tokens.len());
            return Err(line.at_all(name).says(message, "not `KIND CELL`", example));
        }
        let letter = line.token(0);
        let mut chars = letter.chars();
        let kind = match (chars.next(), chars.next()) {
            (Some(c), None) => table.kinds.iter().position(|k| k.symbol == c),
            _ => None,
        };
        let Some(kind) = kind else {
            let letters: Vec<String> = table
                .kinds
                .iter()
                .map(|k| format!("`{}` {}", k.symbol, k.name))
                .collect();
            let message = format!("unknown unit letter `{}`", shown(letter));
            return Err(line.at_token(name, 0).says(
                message,
                "not a unit kind",
                format!("units are {}", letters.join(", ")),
            ));
        };
        let cell = self.cell(1)?;
        let line = &self.lines.line;
        if !table.board.contains(cell) {
            let message = format!("the unit at {} is placed off the map", line.token(1));
            return Err(line.at_token(name, 1).says(
                message,
                "not a cell of the map",
                on_the_map(table),
            ));
        }
        let slot = &mut self.placed[table.board.index(cell)];
        if slot.0 == self.read {
            let message = format!("two units on {}", line.token(1));
            let label = format!("the unit on line {} stands here already", slot.1);
            return Err(line.at_token(name, 1).says(
                message,
                label,
                "each unit starts on a cell of its own",
            ));
        }
        *slot = (self.read, line.number);
        let kind_here = usize::from(terrain[table.board.index(cell)]);
        if table.terrain_entry.get(kind_here) == Some(&Entry::Blocked) {
            let kind_name = &table.terrain.kinds[kind_here].name;
            let message = format!(
                "the unit at {} starts on {kind_name}, where no unit may be",
                line.token(1)
            );
            let help =
                format!("units start on cells they could enter; {kind_name} is blocked to them");
            return Err(line
                .at_token(name, 1)
                .says(message, format!("{kind_name} here"), help));
        }
        Ok(Unit { kind, side, cell })
    }

    /// The current line's token `k` as a cell name.
    fn cell(&self, k: usize) -> Result<Offset, ScenarioError> {
        let line = &self.lines.line;
        let naming = self.table.cells;
        naming.parse(line.token(k)).ok_or_else(|| {
            let message = format!("`{}` is not a cell name", shown(line.token(k)));
            let help = format!("cells are written as {}", naming.example());
            line.at_token(self.name(), k)
                .says(message, "not a cell", help)
        })
    }

    /// The current line as a move: `E5 E9`.
    fn a_move(&mut self, set: &mut DataSet) -> Result<(), ScenarioError> {
        let line = &self.lines.line;
        if line.tokens.len() != 2 {
            let message = format!(
                "a move holds 2 cells, this line {} tokens",
                line.tokens.len()
            );
            let help = "a move is its start cell and its destination, such as `E5 E9`";
            return Err(line
                .at_all(self.name())
                .says(message, "not `START END`", help));
        }
        let (from, to) = (self.cell(0)?, self.cell(1)?);
        let line = &self.lines.line;
        set.push_move(from, to, line.token(0), line.token(1));
        Ok(())
    }
}

/// A row's name in messages: its letter, or its number.
fn row_name(naming: CellNames, r: i32) -> String {
    match naming {
        CellNames::LetterNumber if (1..=26).contains(&r) => {
            char::from(b'A' + (r - 1) as u8).to_string()
        }
        _ => r.to_string(),
    }
}

/// "3 units" from counts `[1, 2]`.
fn plural(counts: &[u64], what: &str) -> String {
    let n: u64 = counts.iter().sum();
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// A help line saying where the map's cells are.
fn on_the_map(table: &Table) -> String {
    let b = table.board;
    let first = table.cells.format(b.cells().next().unwrap_or((1, 1)));
    let last = table.cells.format(b.cells().last().unwrap_or((1, 1)));
    format!(
        "the map's cells run row by row from {first} to {last}; each row holds only the columns its map line gives"
    )
}
