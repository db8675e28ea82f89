//! A board drawn as text, for any game: each cell a glyph (the game says
//! which, with its ink), row numbers on the left, column numbers above,
//! and a legend below. A board larger than a screen is drawn as a window
//! around the cell of interest, and the heading says which part it is.

use super::style::{Ink, Paint};
use crate::geometry::{Board, Offset, Shape};
use std::collections::HashMap;

/// The most rows and columns drawn at once.
pub const MAX_ROWS: i32 = 40;
pub const MAX_COLUMNS: i32 = 40;

/// How one cell is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub glyph: char,
    pub ink: Ink,
}

impl Mark {
    pub const fn new(glyph: char, ink: Ink) -> Self {
        Mark { glyph, ink }
    }
}

/// An empty cell of the board.
pub const EMPTY: Mark = Mark::new('.', Ink::Dim);

/// What every cell holds, as a view draws it.
#[derive(Debug, Clone)]
pub struct Grid {
    pub board: Board,
    marks: HashMap<Offset, Mark>,
    /// Every cell's mark by the board's index, when the whole board is
    /// marked at once ([`Grid::whole`]); then `marks` stays empty.
    whole: Vec<Mark>,
    /// Marked cells not held in `marks`: a game whose board is too large
    /// to mark whole per move marks the part drawn and counts the rest.
    beyond: usize,
}

impl Grid {
    pub fn new(board: Board) -> Self {
        Grid {
            board,
            marks: HashMap::new(),
            whole: Vec::new(),
            beyond: 0,
        }
    }

    /// Every cell of `board` marked by `at`, held as one mark a cell: at
    /// the cost of a copy of the board, however many cells it has.
    pub fn whole(board: Board, mut at: impl FnMut(Offset) -> Mark) -> Self {
        let mut whole = vec![EMPTY; board.area()];
        for cell in board.cells() {
            whole[board.index(cell)] = at(cell);
        }
        Grid {
            whole,
            ..Grid::new(board)
        }
    }

    /// Counts `count` marked cells that are not marked in the grid (they
    /// lie outside the part of the board a view draws).
    pub fn count_beyond(&mut self, count: usize) {
        self.beyond = count;
    }

    /// Marks `cell` (a later mark of the same cell replaces an earlier).
    pub fn mark(&mut self, cell: Offset, mark: Mark) {
        match self.whole.is_empty() || !self.board.contains(cell) {
            true => _ = self.marks.insert(cell, mark),
            false => self.whole[self.board.index(cell)] = mark,
        }
    }

    /// The cell's mark: [`EMPTY`] unless marked.
    pub fn at(&self, cell: Offset) -> Mark {
        match self.whole.is_empty() || !self.board.contains(cell) {
            true => self.marks.get(&cell).copied().unwrap_or(EMPTY),
            false => self.whole[self.board.index(cell)],
        }
    }
}

/// The rows and columns drawn, first and last of each.
pub type Window = ((i32, i32), (i32, i32));

/// What a board drawing asks of a game: each cell's mark, and how many
/// marked cells lie outside the part drawn. A game that can say where
/// each cell stands without a [`Grid`] is drawn at the cost of the part
/// drawn, however large its board.
pub trait Drawn {
    fn board(&self) -> Board;
    /// The cell's mark: [`EMPTY`] unless marked.
    fn at(&self, cell: Offset) -> Mark;
    /// How many marked cells lie outside the rows and columns drawn.
    fn outside(&self, window: Window) -> usize;
}

impl Drawn for Grid {
    fn board(&self) -> Board {
        self.board
    }

    fn at(&self, cell: Offset) -> Mark {
        Grid::at(self, cell)
    }

    fn outside(&self, (rows, columns): Window) -> usize {
        let inside =
            |(r, c): &Offset| (rows.0..=rows.1).contains(r) && (columns.0..=columns.1).contains(c);
        // A whole grid marks every cell of the board: those not drawn.
        let on_board = |r| (columns.0..=columns.1).filter(move |&c| self.board.contains((r, c)));
        let whole = match self.whole.is_empty() {
            true => 0,
            false => self.board.cell_count() - (rows.0..=rows.1).flat_map(on_board).count(),
        };
        self.marks.keys().filter(|cell| !inside(cell)).count() + whole + self.beyond
    }
}

/// The rows and columns drawn: the whole board when it fits, otherwise a
/// window around `focus`, moved inside the board.
pub fn window(board: Board, focus: Offset) -> Window {
    let span = |size: i32, most: i32, at: i32| {
        if size <= most {
            (1, size)
        } else {
            let first = (at - most / 2).clamp(1, size - most + 1);
            (first, first + most - 1)
        }
    };
    (
        span(board.rows, MAX_ROWS, focus.0),
        span(board.columns, MAX_COLUMNS, focus.1),
    )
}

/// The board drawn: a heading when only part of it fits, the column
/// ruler, one line a row, and the legend. Each cell takes two columns
/// of text (its glyph and a space), so the board looks square. Only the
/// cells drawn are looked at (and whatever `grid` needs for its count of
/// the cells outside).
pub fn draw(grid: &impl Drawn, focus: Offset, legend: &[(Mark, &str)], paint: Paint) -> String {
    let board = grid.board();
    let (rows, columns) = window(board, focus);
    let mut out = String::new();
    if (rows, columns) != ((1, board.rows), (1, board.columns)) {
        let note = format!(
            "rows {}-{} and columns {}-{} of {} x {}; {} marked cells outside",
            rows.0,
            rows.1,
            columns.0,
            columns.1,
            board.rows,
            board.columns,
            grid.outside((rows, columns))
        );
        out.push_str(&paint.ink(Ink::Dim, &note));
        out.push('\n');
    }
    let margin = rows.1.to_string().len() + 1;
    if let Shape::Hexagon(_) = board.shape() {
        out.push_str(&hexagon_rows(grid, (rows, columns), margin, paint));
    } else {
        out.push_str(&paint.ink(Ink::Dim, ruler(columns, margin).trim_end()));
        out.push('\n');
        for r in rows.0..=rows.1 {
            let mut line = paint.ink(Ink::Dim, &format!("{r:>width$} ", width = margin - 1));
            for c in columns.0..=columns.1 {
                let mark = if board.contains((r, c)) {
                    grid.at((r, c))
                } else {
                    Mark::new(' ', Ink::Plain)
                };
                line.push_str(&paint.ink(mark.ink, &mark.glyph.to_string()));
                if c < columns.1 {
                    line.push(' ');
                }
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
    }
    let items: Vec<String> = legend
        .iter()
        .map(|(mark, name)| format!("{} {name}", paint.ink(mark.ink, &mark.glyph.to_string())))
        .collect();
    out.push_str(&items.join("   "));
    out.push('\n');
    out
}

/// The rows of a hexagon board: each row leans half a cell right of the
/// row above (its `SE` neighbour is `(1, 0)`), as the map format draws
/// it, so that a cell's six neighbours surround it. No column ruler fits
/// every row, so none is drawn.
fn hexagon_rows(grid: &impl Drawn, (rows, columns): Window, margin: usize, paint: Paint) -> String {
    let board = grid.board();
    let span = |r: i32| {
        board
            .row_span(r)
            .map(|(a, b)| (a.max(columns.0), b.min(columns.1)))
            .filter(|(a, b)| a <= b)
    };
    // Cell (r, c) sits at text column 2 (c - first column) + (r - first row),
    // less the smallest such column of any cell drawn.
    let x = |r: i32, c: i32| 2 * (c - columns.0) + (r - rows.0);
    let least = (rows.0..=rows.1)
        .filter_map(|r| span(r).map(|(a, _)| x(r, a)))
        .min()
        .unwrap_or(0);
    let mut out = String::new();
    for r in rows.0..=rows.1 {
        let mut line = paint.ink(Ink::Dim, &format!("{r:>width$} ", width = margin - 1));
        if let Some((a, b)) = span(r) {
            line.push_str(&" ".repeat((x(r, a) - least) as usize));
            for c in a..=b {
                let mark = grid.at((r, c));
                line.push_str(&paint.ink(mark.ink, &mark.glyph.to_string()));
                line.push(' ');
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The column numbers: the first column and every fifth, each ending
/// above its cell's glyph.
fn ruler((first, last): (i32, i32), margin: usize) -> String {
    let width = margin + 2 * (last - first + 1) as usize;
    let mut text = vec![b' '; width + 4];
    let mut free = 0;
    for c in first..=last {
        if c != first && c % 5 != 0 {
            continue;
        }
        let label = c.to_string();
        let end = margin + 2 * (c - first) as usize;
        let Some(start) = (end + 1).checked_sub(label.len()) else {
            continue;
        };
        if start < free {
            continue;
        }
        text[start..=end].copy_from_slice(label.as_bytes());
        free = end + 2;
    }
    String::from_utf8_lossy(&text).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_board_is_drawn_whole_with_its_rulers() {
        let mut grid = Grid::new(Board::new(3, 12));
        grid.mark((2, 10), Mark::new('@', Ink::Player));
        let text = draw(
            &grid,
            (2, 10),
            &[(Mark::new('@', Ink::Player), "player")],
            Paint::new(false),
        );
        let lines: Vec<&str> = text.lines().collect();
        // Column 1 at text column 3 (after "1 " of margin 2), column 10 at 3 + 18.
        assert_eq!(lines[0], "  1       5        10");
        assert_eq!(lines[1], "1 . . . . . . . . . . . .");
        assert_eq!(lines[2], "2 . . . . . . . . . @ . .");
        assert_eq!(lines[4], "@ player");
    }

    /// A hexagon of 2 cells a side holds (1,2) (1,3), (2,1) (2,2) (2,3),
    /// (3,1) (3,2); its `SE` neighbour of (1,2) is (2,2), which must sit
    /// half a cell right of it, and (2,1) half a cell left: the rows are
    /// drawn as the map format draws them, offset, not as a sheared grid.
    #[test]
    fn a_hexagon_board_is_drawn_with_its_rows_offset() {
        let mut grid = Grid::new(Board::hexagon(2));
        grid.mark((1, 2), Mark::new('a', Ink::Plain));
        grid.mark((2, 2), Mark::new('b', Ink::Plain));
        grid.mark((3, 1), Mark::new('c', Ink::Plain));
        let text = draw(&grid, (2, 2), &[], Paint::new(false));
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "1  a .");
        assert_eq!(lines[1], "2 . b .");
        assert_eq!(lines[2], "3  c .");
    }

    #[test]
    fn a_large_board_is_drawn_as_a_window_around_the_focus() {
        let mut grid = Grid::new(Board::new(100, 100));
        grid.mark((90, 90), Mark::new('@', Ink::Player));
        grid.mark((1, 1), Mark::new('R', Ink::Robot));
        let text = draw(&grid, (90, 90), &[], Paint::new(false));
        assert!(
            text.starts_with("rows 61-100 and columns 61-100 of 100 x 100; 1 marked cells outside")
        );
        assert!(text.contains("\n 90 "));
        assert_eq!(text.lines().count(), 1 + 1 + 40 + 1);
    }
}
