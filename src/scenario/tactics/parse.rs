//! The lines of a Janken Tactics data set, one parser each: counts, a map
//! row, a unit, a move. Each checks its line against the table and refuses
//! it with the line and column of what is wrong.

use super::data::{DataSet, Unit};
use crate::geometry::{CellNames, Offset};
use crate::model::Outcome;
use crate::scenario::error::{ScenarioError, plural, shown};
use crate::scenario::lines::Line;
use crate::tactics::rules::Rules;

/// Parses lines for one table and one input.
pub(super) struct Parser<'t> {
    pub table: &'t Rules,
    name: String,
    /// Per grid index: the data set and line of the unit placed there.
    placed: Vec<(u64, usize)>,
    /// Data sets begun, the stamp of `placed`.
    sets: u64,
}

impl<'t> Parser<'t> {
    pub(super) fn new(table: &'t Rules, name: &str) -> Self {
        Parser {
            table,
            name: name.to_string(),
            placed: vec![(0, 0); table.board.area()],
            sets: 0,
        }
    }

    /// A new data set's units begin.
    pub(super) fn new_set(&mut self) {
        self.sets += 1;
    }

    /// A row's name in messages: its letter, or its number.
    pub(super) fn row_name(&self, r: i32) -> String {
        match self.table.cells {
            CellNames::LetterNumber if (1..=26).contains(&r) => {
                char::from(b'A' + (r - 1) as u8).to_string()
            }
            _ => r.to_string(),
        }
    }

    /// The line as exactly `k` counts.
    pub(super) fn counts(
        &self,
        line: &Line,
        k: usize,
        what: &str,
    ) -> Result<Vec<u64>, ScenarioError> {
        let found = line.tokens.len();
        if found != k {
            let (at, label) = if found > k {
                (line.at_token(&self.name, k), "one too many")
            } else {
                (line.at_all(&self.name), "too few")
            };
            let message = format!(
                "{what} are {}, but this line holds {found}",
                plural(k as u64, "number")
            );
            let help = format!("write {what} on one line, separated by spaces");
            let message = if k == 1 {
                format!("{what} is one number, but this line holds {found}")
            } else {
                message
            };
            return Err(at.says(message, label, help));
        }
        (0..k).map(|i| line.count(&self.name, i, what)).collect()
    }

    /// More content after the promised data sets.
    pub(super) fn beyond_the_last(&self, line: &Line, total: u64) -> ScenarioError {
        let message = format!("more input after the last of {}", plural(total, "data set"));
        let help = "the first line gives the number of data sets; correct it, or remove the rest";
        line.at_all(&self.name)
            .says(message, "not part of any data set", help)
    }

    /// Row `r` of the map, into `set`: the row's cells, one terrain letter
    /// each, separated by spaces.
    pub(super) fn map_row(
        &self,
        line: &Line,
        r: i32,
        set: &mut DataSet,
    ) -> Result<(), ScenarioError> {
        let (table, name, row) = (self.table, &self.name, self.row_name(r));
        let (first, last) = table.board.row_span(r).unwrap_or((1, 0));
        let want = (last - first + 1).max(0) as usize;
        for k in 0..line.tokens.len() {
            let token = line.token(k);
            let Some(kind) = single(token).and_then(|c| table.terrain.kind_of(c)) else {
                let message = format!("unknown terrain `{}` in row {row} of the map", shown(token));
                let help = format!(
                    "a cell is one of {}, separated by spaces",
                    table.terrain.describe()
                );
                return Err(line
                    .at_token(name, k)
                    .says(message, "not a terrain letter", help));
            };
            if k < want {
                set.terrain[table.board.index((r, first + k as i32))] = kind as u16;
            }
        }
        let found = line.tokens.len();
        if found == want {
            return Ok(());
        }
        let message = format!("row {row} of the map holds {want} cells, but this line has {found}");
        let (at, label) = if found > want {
            let at = line.at(name, line.tokens[want].0, line.tokens[found - 1].1);
            (at, "more cells than the row holds")
        } else {
            (line.at_all(name), "too few cells")
        };
        let (a, z) = (
            self.table.cells.format((r, first)),
            self.table.cells.format((r, last)),
        );
        let help = format!(
            "the map has a line per row, {} in all; row {row} holds {a} to {z}",
            table.board.rows
        );
        Err(at.says(message, label, help))
    }

    /// A unit of side `side`: `G E5`, on a cell of the map that its
    /// terrain lets a unit enter, and no other unit's.
    pub(super) fn unit(
        &mut self,
        line: &Line,
        side: usize,
        terrain: &[u16],
    ) -> Result<Unit, ScenarioError> {
        let (table, name) = (self.table, &self.name);
        if line.tokens.len() != 2 {
            let message = format!("a unit line holds 2 words, this one {}", line.tokens.len());
            let help = "a unit line is its kind's letter and its cell, such as `G E5`";
            return Err(line.at_all(name).says(message, "not `KIND CELL`", help));
        }
        let kind =
            single(line.token(0)).and_then(|c| table.kinds.iter().position(|k| k.symbol == c));
        let Some(kind) = kind else {
            let kinds: Vec<String> = table
                .kinds
                .iter()
                .map(|k| format!("`{}` ({})", k.symbol, k.name))
                .collect();
            let message = format!("unknown unit letter `{}`", shown(line.token(0)));
            let help = format!("a unit is one of {}", kinds.join(", "));
            return Err(line
                .at_token(name, 0)
                .says(message, "not a unit kind", help));
        };
        let cell = self.cell(line, 1)?;
        let at = line.at_token(name, 1);
        let board = table.board;
        if !board.contains(cell) {
            let message = format!("the unit at {} is placed off the map", line.token(1));
            let label = match board.row_span(cell.0) {
                Some((a, z)) => format!(
                    "row {} holds {} to {}",
                    self.row_name(cell.0),
                    table.cells.format((cell.0, a)),
                    table.cells.format((cell.0, z))
                ),
                None => format!(
                    "the map's rows are {} to {}",
                    self.row_name(1),
                    self.row_name(board.rows)
                ),
            };
            return Err(at.says(message, label, "units stand on cells of the map"));
        }
        let slot = &mut self.placed[board.index(cell)];
        if slot.0 == self.sets {
            let message = format!("two units on {}", line.token(1));
            let label = format!("the unit on line {} stands here already", slot.1);
            return Err(at.says(message, label, "each unit starts on a cell of its own"));
        }
        *slot = (self.sets, line.number);
        let here = usize::from(terrain[board.index(cell)]);
        if table.terrain_entry.get(here) == Some(&Outcome::Blocked) {
            let terrain = &table.terrain.kinds[here].name;
            let message = format!(
                "the unit at {} starts on {terrain}, where no unit may be",
                line.token(1)
            );
            let help =
                format!("units start on cells they could enter; {terrain} is blocked to them");
            return Err(at.says(message, format!("{terrain} here"), help));
        }
        Ok(Unit { kind, side, cell })
    }

    /// A move: `E5 E9`, two cell names (either may lie off the map).
    pub(super) fn a_move(&self, line: &Line, set: &mut DataSet) -> Result<(), ScenarioError> {
        if line.tokens.len() != 2 {
            let message = format!(
                "a move holds 2 cells, this line {} words",
                line.tokens.len()
            );
            let help = "a move is its start cell and its destination, such as `E5 E9`";
            return Err(line
                .at_all(&self.name)
                .says(message, "not `START END`", help));
        }
        let (from, to) = (self.cell(line, 0)?, self.cell(line, 1)?);
        set.push_move(from, to, line.token(0), line.token(1));
        Ok(())
    }

    /// The line's token `k` as a cell name.
    fn cell(&self, line: &Line, k: usize) -> Result<Offset, ScenarioError> {
        let naming = self.table.cells;
        naming.parse(line.token(k)).ok_or_else(|| {
            let message = format!("`{}` is not a cell name", shown(line.token(k)));
            let help = format!("cells are written as {}", naming.example());
            line.at_token(&self.name, k)
                .says(message, "not a cell", help)
        })
    }
}

/// The one character of a token, if it is one character.
fn single(token: &str) -> Option<char> {
    let mut chars = token.chars();
    chars.next().filter(|_| chars.next().is_none())
}
