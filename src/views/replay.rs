//! `robots replay`: one game as a single self-contained HTML page (no
//! network, no external script, style or font) that plays it move by
//! move: step, play and pause, a move slider, the board drawn in SVG with
//! the trace's legend, and beside it the current move's explanation as
//! `robots explain` gives it. The board shows the position after move N
//! with move N drawn on it (the player's path, the robots' steps, the
//! cells a push touched), beside move N's explanation. `#move=N` in the
//! page's address opens it at move N and follows the move shown. The page
//! is `replay/page.html`; the game goes into it as JSON.

use super::explain;
use super::pursuit::LEGEND;
use super::style::{Ink, Paint};
use super::walk::Step;
use super::words;
use crate::engine::Record;
use crate::engine::table::{Offset, Table};
use crate::oracle::Position;
use crate::rules::lines::RuleLines;
use serde::Serialize;

/// The page, with `__TITLE__` and `__DATA__` to fill in.
const PAGE: &str = include_str!("replay/page.html");

/// The most moves a replay holds (each is a whole position and its
/// explanation); a longer game's page holds its first moves.
pub const MAX_MOVES: u32 = 1_000;

/// The most a page holds, counted by [`held`] (about 100 bytes each): a
/// page of moves with thousands of candidates stops sooner.
pub const MAX_HELD: usize = 100_000;

/// What a move adds to a page: its candidates (a line each in its
/// explanation), the robots and debris of its position, its teleport
/// entries.
pub fn held(step: &Step) -> usize {
    let after = &step.after;
    1 + step.decision.candidates.len()
        + after.robots.len()
        + after.debris.len()
        + after.spent.len() / 16
}

/// Boards up to this size are drawn whole; larger ones around the game.
const WHOLE: i32 = 64;

#[derive(Serialize)]
struct Page<'a> {
    title: &'a str,
    result: String,
    /// Each row's first and last column on the board.
    spans: Vec<(i32, i32)>,
    /// The board is a hexagon: its cells are drawn as hexagons, each row
    /// half a cell to the right of the one above.
    hexagon: bool,
    window: Window,
    teleports: &'a [Offset],
    legend: Vec<Glyph>,
    /// The start, then the position after each move.
    frames: Vec<Frame<'a>>,
    /// What led to each frame: the start, then each move explained.
    explanations: Vec<String>,
}

/// The rows and columns drawn.
#[derive(Serialize)]
struct Window {
    rows: (i32, i32),
    columns: (i32, i32),
    width: i32,
    height: i32,
}

#[derive(Serialize)]
struct Glyph {
    glyph: char,
    name: &'static str,
    color: &'static str,
}

#[derive(Serialize)]
struct Frame<'a> {
    player: Offset,
    robots: &'a [Offset],
    debris: Vec<Offset>,
    spent: &'a [bool],
    /// The move that led here (none at the start), drawn on the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    made: Option<Made>,
}

/// A move as the page draws it over the position after it.
#[derive(Serialize)]
struct Made {
    /// The move in words (`walk E from (15,14) to (15,15)`).
    text: String,
    /// The player's cell before the move.
    from: Offset,
    teleport: bool,
    /// Each robot's step in the reply that went somewhere: from, to.
    steps: Vec<(Offset, Offset)>,
    /// The cells a push touched: where the debris was, where it went,
    /// the robot it destroyed.
    pushed: Vec<Offset>,
}

fn frame(pos: &Position) -> Frame<'_> {
    Frame {
        player: pos.player,
        robots: &pos.robots,
        debris: pos.debris.iter().copied().collect(),
        spent: &pos.spent,
        made: None,
    }
}

/// The frame after `step`, with its move.
fn frame_after<'a>(step: &'a Step, table: &Table) -> Frame<'a> {
    let mv = &step.decision.mv;
    let from = step.before.player;
    let steps = step
        .reply
        .steps
        .iter()
        .filter(|s| s.toward != s.from)
        .map(|s| (s.from, s.toward))
        .collect();
    let pushed = mv
        .push
        .iter()
        .flat_map(|p| [Some(p.from), Some(p.to), p.crushed])
        .flatten()
        .collect();
    Frame {
        made: Some(Made {
            text: words::made(mv, from, table.board.shape()),
            from,
            teleport: matches!(mv.kind, crate::oracle::MoveKind::Teleport(_)),
            steps,
            pushed,
        }),
        ..frame(&step.after)
    }
}

/// The colour of an ink on the page.
pub fn color(ink: Ink) -> &'static str {
    match ink {
        Ink::Player => "#23922f",
        Ink::Robot => "#cc2a2a",
        Ink::Debris => "#8a6d1f",
        Ink::Teleport => "#1d8ca0",
        _ => "#999999",
    }
}

/// The rows and columns to draw: the whole board when it is small, else
/// every cell the game touches, with a margin.
fn window(table: &Table, start: &Position, steps: &[Step], teleports: &[Offset]) -> Window {
    let board = table.board;
    let (mut rows, mut columns) = ((1, board.rows), (1, board.columns));
    if board.rows > WHOLE || board.columns > WHOLE {
        let mut cells: Vec<Offset> = teleports.to_vec();
        for pos in std::iter::once(start).chain(steps.iter().map(|s| &s.after)) {
            cells.push(pos.player);
            cells.extend(&pos.robots);
            cells.extend(&pos.debris);
        }
        let span = |f: fn(&Offset) -> i32, size: i32| {
            let lo = cells.iter().map(f).min().unwrap_or(1);
            let hi = cells.iter().map(f).max().unwrap_or(size);
            ((lo - 2).max(1), (hi + 2).min(size))
        };
        rows = span(|c| c.0, board.rows);
        columns = span(|c| c.1, board.columns);
    }
    Window {
        rows,
        columns,
        width: columns.1 - columns.0 + 1,
        height: rows.1 - rows.0 + 1,
    }
}

/// The page of one game: `start` and every move of it.
pub fn page(
    title: &str,
    table: &Table,
    lines: &RuleLines,
    teleports: &[Offset],
    start: &Position,
    steps: &[Step],
    record: &Record,
) -> String {
    let plain = Paint::new(false);
    let mut explanations = vec![format!(
        "The start: the player on {}, {}, {}.\nStep on to see each move explained.",
        words::cell(start.player),
        words::count(start.robots.len(), "robot"),
        words::count(teleports.len(), "teleport cell")
    )];
    explanations.extend(
        steps
            .iter()
            .map(|s| explain::one_move(s, table, lines, plain)),
    );
    let mut frames = vec![frame(start)];
    frames.extend(steps.iter().map(|s| frame_after(s, table)));
    let page = Page {
        title,
        result: if (steps.len() as u32) < record.moves {
            format!(
                "The game: {}. This page holds moves 1 to {} (a page holds at most {MAX_MOVES}); `robots explain` with `--moves` lists the rest.",
                words::end(record),
                steps.len()
            )
        } else {
            format!("The game: {}.", words::end(record))
        },
        spans: (1..=table.board.rows)
            .map(|r| table.board.row_span(r).unwrap_or((1, 0)))
            .collect(),
        hexagon: matches!(table.board.shape(), crate::geometry::Shape::Hexagon(_)),
        window: window(table, start, steps, teleports),
        teleports,
        legend: LEGEND
            .iter()
            .filter(|(m, _)| m.glyph != '.')
            .map(|&(m, name)| Glyph {
                glyph: m.glyph,
                name,
                color: color(m.ink),
            })
            .collect(),
        frames,
        explanations,
    };
    fill(PAGE, title, &page)
}

/// The script every replay page draws its board with (`drawGrid`,
/// `center`, `hexPoints`, `arrow`), reading the data's `window`,
/// `hexagon` and `spans`.
const BOARD_JS: &str = include_str!("replay/board.js");

/// A replay page: `template` with its `__TITLE__`, its board script
/// (`__BOARD_JS__`) and the game as JSON (`__DATA__`) filled in.
pub fn fill(template: &str, title: &str, data: &impl Serialize) -> String {
    // Nothing in the data may close the script element it sits in (`</`),
    // nor open a comment there (`<!--`), which would make a later
    // `</script>` part of the script and swallow the rest of the page.
    let data = serde_json::to_string(data)
        .unwrap_or_else(|_| "null".to_string())
        .replace('<', "\\u003c");
    let (head, tail) = template.split_once("__DATA__").unwrap_or((template, ""));
    format!(
        "{}{data}{}",
        head.replace("__TITLE__", &html_escape(title)),
        tail.replacen("__BOARD_JS__", BOARD_JS, 1)
    )
}

/// Text safe inside an HTML element.
fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
