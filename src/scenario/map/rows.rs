//! The rows of a map, in either shape: a rectangle's rows are `C` symbols
//! each, side by side; a hexagon's rows hold their own cells, separated by
//! spaces, each row indented by how far it lies from the middle row (as
//! the Janken Tactics statement draws its map). Each symbol is looked up
//! in the legend; every refusal points at its line and column.

use super::accepts::UNKNOWN;
use crate::geometry::Board;
use crate::scenario::error::ScenarioError;
use crate::scenario::lines::Line;

/// A grid cell that is not on the board (a hexagon's corners).
pub const OFF: u16 = u16::MAX;

/// The legend's symbols by entry (`'\0'` for an entry the input never
/// writes), and the entry of each ASCII symbol ([`UNKNOWN`] for none).
pub(super) struct Symbols<'s>(pub &'s [char], pub &'s [u16; 256]);

impl Symbols<'_> {
    /// The legend entry of the symbol at bytes `at..` of `line`.
    fn entry(&self, line: &Line, name: &str, at: usize, ch: char) -> Result<u16, ScenarioError> {
        match self.0.iter().position(|&s| s == ch) {
            Some(entry) => Ok(entry as u16),
            None => {
                let known: String = self.0.iter().filter(|&&s| s != '\0').collect();
                Err(line.at(name, at, at + ch.len_utf8()).says(
                    format!("`{}` is not a symbol of this game's map", ch.escape_debug()),
                    "not in the legend",
                    format!("the rules' legend has the symbols `{known}`"),
                ))
            }
        }
    }

    /// One row of a rectangle of `columns` cells.
    pub(super) fn rectangle_row(
        &self,
        line: &Line,
        name: &str,
        columns: usize,
        cells: &mut Vec<u16>,
    ) -> Result<(), ScenarioError> {
        // A row of ASCII symbols (the usual map) is read byte by byte.
        if line.text.len() == columns && line.text.is_ascii() {
            cells.reserve(columns);
            for (at, b) in line.text.bytes().enumerate() {
                let entry = self.1[usize::from(b)];
                cells.push(if entry == UNKNOWN {
                    self.entry(line, name, at, char::from(b))?
                } else {
                    entry
                });
            }
            return Ok(());
        }
        let count = line.text.chars().count();
        if count != columns {
            return Err(line.at_line(name).says(
                format!("this row has {count} symbols, not {columns}"),
                format!("{count} symbols"),
                "every row of the map has as many symbols as the board has columns",
            ));
        }
        for (at, ch) in line.text.char_indices() {
            cells.push(self.entry(line, name, at, ch)?);
        }
        Ok(())
    }

    /// Row `r` (from 1) of `board`, a hexagon: its grid row, with [`OFF`]
    /// for the columns outside it.
    pub(super) fn hexagon_row(
        &self,
        line: &Line,
        name: &str,
        board: Board,
        r: i32,
        cells: &mut Vec<u16>,
    ) -> Result<(), ScenarioError> {
        let (first, last) = board.row_span(r).unwrap_or((1, 0));
        let wanted = (last - first + 1).max(0) as usize;
        let layout = "a hexagon's row holds its cells separated by spaces, such as `. . @ .`";
        if let Some(k) = (0..line.tokens.len()).find(|&k| line.token(k).chars().nth(1).is_some()) {
            let (start, end) = line.tokens[k];
            return Err(line.at(name, start, end).says(
                format!(
                    "`{}` is not one cell: put a space between cells",
                    line.token(k).escape_debug()
                ),
                "cells side by side",
                layout,
            ));
        }
        let count = line.tokens.len();
        if count != wanted {
            let place = if count > wanted {
                line.at_tokens(name, wanted, count - 1)
            } else {
                line.at_line(name)
            };
            return Err(place.says(
                format!("row {r} of this hexagon holds {wanted} cells, not {count}"),
                format!("{count} cells"),
                format!(
                    "a hexagon of {} cells a side has rows of {} cells",
                    (board.rows + 1) / 2,
                    row_lengths(board)
                ),
            ));
        }
        cells.extend((1..first).map(|_| OFF));
        for k in 0..count {
            let (start, _) = line.tokens[k];
            let ch = line.token(k).chars().next().unwrap_or(' ');
            cells.push(self.entry(line, name, start, ch)?);
        }
        cells.extend((last + 1..=board.columns).map(|_| OFF));
        Ok(())
    }
}

/// A rectangle's row of `columns` symbols, as the input's bytes, into
/// `cells` by `ascii` (each byte's entry, [`UNKNOWN`] for none); false,
/// `cells` left as it was, unless every byte is a symbol of the legend,
/// and the row is then read (or refused) by [`Symbols::rectangle_row`].
pub(super) fn quick_row(
    ascii: &[u16; 256],
    bytes: &[u8],
    columns: usize,
    cells: &mut Vec<u16>,
) -> bool {
    if bytes.len() != columns {
        return false;
    }
    let start = cells.len();
    cells.extend(bytes.iter().map(|&b| ascii[usize::from(b)]));
    // Every entry is below UNKNOWN: the largest tells (and vectorizes).
    if cells[start..].iter().fold(0, |most, &e| most.max(e)) >= UNKNOWN {
        cells.truncate(start);
        return false;
    }
    true
}

/// Up to `wanted` rows of `columns` symbols each, as [`quick_row`] reads
/// them, from the start of `chunk` (the input's buffered bytes) into
/// `cells`, each row ended by `\n` or `\r\n`: the bytes and the rows
/// taken. Reading stops at the first other row, which is left whole.
pub(super) fn quick_rows(
    ascii: &[u16; 256],
    chunk: &[u8],
    (columns, wanted): (usize, usize),
    cells: &mut Vec<u16>,
) -> (usize, usize) {
    // A row's end is found at its length, not sought: neither byte of a
    // line's end may stand for a symbol.
    if ascii[usize::from(b'\n')] != UNKNOWN || ascii[usize::from(b'\r')] != UNKNOWN {
        return (0, 0);
    }
    let (mut at, mut rows) = (0, 0);
    while rows < wanted {
        let Some(row) = chunk.get(at..at + columns) else {
            break;
        };
        let end = match (chunk.get(at + columns), chunk.get(at + columns + 1)) {
            (Some(b'\n'), _) => at + columns + 1,
            (Some(b'\r'), Some(b'\n')) => at + columns + 2,
            _ => break,
        };
        if !quick_row(ascii, row, columns, cells) {
            break;
        }
        (at, rows) = (end, rows + 1);
    }
    (at, rows)
}

/// A hexagon's row lengths, for a help line: `2, 3, 2`, or `5, 6, ... 9,
/// ... 5` for a larger one.
fn row_lengths(board: Board) -> String {
    let side = (board.rows + 1) / 2;
    if board.rows <= 9 {
        let lengths: Vec<String> = (1..=board.rows)
            .map(|r| (board.rows - (r - side).abs()).to_string())
            .collect();
        lengths.join(", ")
    } else {
        format!("{side}, {}, ... {}, ... {side}", side + 1, board.rows)
    }
}
