//! `robots replay` for any kind of game: one case as a single
//! self-contained HTML page (no network) drawn from its frames. Each
//! cell's glyph in its ink's colour, a hexagon board as hexagons (the
//! board script is the pursuit page's, `super::super::replay::fill`), the
//! frame's path as a line, its steps as arrows, its touched cells
//! outlined, and its notes beside the board as the move's explanation;
//! step, play and a slider; `#move=N` opens the page at move N. The page
//! is `page.html`; the game goes into it as JSON.

use crate::geometry::{Board, Offset, Shape};
use crate::run::{CaseRange, Cases};
use crate::views::board::{EMPTY, Mark};
use crate::views::replay::{color, fill};
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves, Traced};
use miette::{Diagnostic, Report};
use serde::Serialize;
use std::io::Write;

/// The page, with `__TITLE__`, `__BOARD_JS__` and `__DATA__` to fill in.
const PAGE: &str = include_str!("page.html");

/// The most moves a page holds; a longer game's page holds its first.
pub const MAX_MOVES: u32 = 1_000;

/// The most cells a page holds over all its frames (about 20 bytes of
/// JSON each): a page of large boards holds fewer moves.
pub const MAX_HELD: usize = 1_000_000;

/// Boards up to this many rows and columns are drawn whole; a larger one
/// as this many around the start's focus.
pub const WHOLE: i32 = 64;

#[derive(Serialize)]
struct Page<'a> {
    title: &'a str,
    kind: &'a str,
    result: String,
    /// The game's moves (the page may hold fewer).
    moves: u32,
    /// Each row's first and last column on the board.
    spans: Vec<(i32, i32)>,
    hexagon: bool,
    window: Window,
    /// Each ink used: its colour, and whether its cells are filled with
    /// it (else the glyph alone is drawn in it).
    inks: Vec<InkColor>,
    legend: Vec<Glyph>,
    /// The start, then the position after each move.
    frames: Vec<PageFrame>,
}

/// The rows and columns drawn.
#[derive(Serialize, Clone, Copy)]
struct Window {
    rows: (i32, i32),
    columns: (i32, i32),
    width: i32,
    height: i32,
}

#[derive(Serialize)]
struct InkColor {
    color: &'static str,
    filled: bool,
}

#[derive(Serialize)]
struct Glyph {
    glyph: char,
    name: &'static str,
    ink: usize,
}

/// One frame as the page draws it.
#[derive(Serialize)]
struct PageFrame {
    /// The move that led here (0: the start; a kind may give no start).
    #[serde(rename = "move")]
    number: u32,
    /// What the move did (the trace's notes).
    notes: Vec<String>,
    /// Each marked cell: row, column, glyph, ink (an index into `inks`).
    cells: Vec<(i32, i32, char, usize)>,
    path: Vec<Offset>,
    steps: Vec<(Offset, Offset)>,
    touched: Vec<Offset>,
}

/// The inks a page knows, in the order of its `inks`.
const INKS: [Ink; 10] = [
    Ink::Plain,
    Ink::Player,
    Ink::Robot,
    Ink::Debris,
    Ink::Teleport,
    Ink::Dim,
    Ink::Strong,
    Ink::Place,
    Ink::Good,
    Ink::Bad,
];

/// An ink's colour on the page, and whether a cell of it is filled: the
/// pieces' inks as on the pursuit's page; a plain or dim glyph (terrain,
/// a floor, a wall) is drawn alone, dark or grey.
fn ink_color(ink: Ink) -> InkColor {
    let (color, filled) = match ink {
        Ink::Player | Ink::Robot | Ink::Debris | Ink::Teleport => (color(ink), true),
        Ink::Plain => ("#333333", false),
        Ink::Dim => ("#999999", false),
        Ink::Strong => ("#2a2a6e", true),
        Ink::Place => ("#8a3fa0", true),
        Ink::Good => ("#2e7d32", true),
        Ink::Bad => ("#b23a48", true),
    };
    InkColor { color, filled }
}

fn ink_index(ink: Ink) -> usize {
    INKS.iter().position(|&i| i == ink).unwrap_or(0)
}

/// The rows and columns drawn: the whole board when it is small, else
/// [`WHOLE`] of each around `focus`.
fn window(board: Board, focus: Offset) -> Window {
    let span = |size: i32, at: i32| {
        if size <= WHOLE {
            (1, size)
        } else {
            let first = (at - WHOLE / 2).clamp(1, size - WHOLE + 1);
            (first, first + WHOLE - 1)
        }
    };
    let (rows, columns) = (span(board.rows, focus.0), span(board.columns, focus.1));
    Window {
        rows,
        columns,
        width: columns.1 - columns.0 + 1,
        height: rows.1 - rows.0 + 1,
    }
}

/// A frame's marked cells inside the window.
fn cells(frame: &Frame, window: Window) -> Vec<(i32, i32, char, usize)> {
    let mut out = Vec::new();
    for r in window.rows.0..=window.rows.1 {
        for c in window.columns.0..=window.columns.1 {
            if !frame.grid.board.contains((r, c)) {
                continue;
            }
            let mark: Mark = frame.grid.at((r, c));
            if mark != EMPTY {
                out.push((r, c, mark.glyph, ink_index(mark.ink)));
            }
        }
    }
    out
}

/// What the page of a case says beside its frames.
pub struct Held {
    pub page: String,
    /// The moves the page holds, and the game's.
    pub held: u32,
    pub moves: u32,
}

/// The page of case `number` (a game of `kind`) played by `viewer`.
pub fn page<T: Traced>(
    viewer: &mut T,
    kind: &str,
    number: usize,
    case: &T::Case,
    title: &str,
) -> miette::Result<Held> {
    let mut frames = Vec::new();
    let mut board = None;
    let mut window_at = None;
    let mut held = 0;
    let mut moves = 0;
    let mut full = false;
    let mut last = 0;
    let mut show = |m: u32, frame: Frame| {
        moves = moves.max(m);
        if full || m > MAX_MOVES {
            return Ok(());
        }
        let window = *window_at.get_or_insert_with(|| window(frame.grid.board, frame.focus));
        board.get_or_insert(frame.grid.board);
        let cells = cells(&frame, window);
        held += cells.len() + 1;
        last = m;
        frames.push(PageFrame {
            number: m,
            notes: frame.notes,
            cells,
            path: frame.path,
            steps: frame.steps,
            touched: frame.touched,
        });
        full = held >= MAX_HELD;
        Ok(())
    };
    let result = viewer.trace(number, case, Moves::default(), Paint::new(false), &mut show)?;
    let board = board.unwrap_or(Board::new(1, 1));
    let window = window_at.unwrap_or_else(|| window(board, (1, 1)));
    let shown = last;
    let legend = viewer
        .legend()
        .into_iter()
        .map(|(mark, name)| Glyph {
            glyph: mark.glyph,
            name,
            ink: ink_index(mark.ink),
        })
        .collect();
    let result = result.trim_end_matches('\n');
    let page = Page {
        title,
        kind,
        result: if shown < moves {
            format!(
                "{result}\n(this page holds moves 1 to {shown} of {moves}; `robots run --trace --moves {}..` shows the rest)",
                shown + 1
            )
        } else {
            result.to_string()
        },
        moves,
        spans: (1..=board.rows)
            .map(|r| board.row_span(r).unwrap_or((1, 0)))
            .collect(),
        hexagon: matches!(board.shape(), Shape::Hexagon(_)),
        window,
        inks: INKS.iter().map(|&i| ink_color(i)).collect(),
        legend,
        frames,
    };
    Ok(Held {
        page: fill(PAGE, title, &page),
        held: shown,
        moves,
    })
}

/// Writes the page of case `case` of `cases` to `out`, with a note on
/// stderr when the game is longer than a page holds.
pub fn write<T, C, W>(
    viewer: &mut T,
    cases: &mut C,
    kind: &str,
    case: usize,
    title: &str,
    out: &mut W,
) -> miette::Result<()>
where
    T: Traced,
    C: Cases<Case = T::Case>,
    C::Error: Diagnostic + Send + Sync + 'static,
    W: Write,
{
    let mut page = None;
    super::cases::each(cases, Some(CaseRange::one(case)), |number, found| {
        page = Some(self::page(viewer, kind, number, &found, title)?);
        Ok(())
    })?;
    let Some(held) = page else {
        return Ok(());
    };
    if held.held < held.moves {
        eprintln!(
            "robots: note: the page holds moves 1 to {} of the {} of case {case}; `robots run --trace --case {case} --moves {}..` shows the rest",
            held.held,
            held.moves,
            held.held + 1
        );
    }
    out.write_all(held.page.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| Report::new(crate::run::Failure::Output(e)))
}
