//! `robots explain` for a placement game: a record (or the game a
//! question's re-enactment makes) one line a move, each move's side,
//! cell, the cells it cut off and the score after it; or one move in
//! full: the full shapes it completed, as the rules file's cut states
//! them, and whose pieces went. A question's order found is given with
//! the score it reaches; a question with none, why.

use super::cases::{Case, Record};
use super::play::{by_turns, standing};
use super::setting::Setting;
use super::{draw, shapes};
use crate::crosses::contest::reenacted;
use crate::geometry::{Board, Offset};
use crate::placement::{Cell, Game};
use crate::scenario::crosses::{Question, write_score};
use crate::views::board;
use crate::views::style::{Ink, Paint};
use miette::Report;

pub(crate) fn explain(
    view: &Setting,
    number: usize,
    case: &Case,
    mv: Option<u32>,
    paint: Paint,
) -> miette::Result<String> {
    match case {
        Case::Record(r) => record(view, r, mv, paint),
        Case::Question(q) => question(view, number, q, mv, paint),
    }
}

fn record(view: &Setting, r: &Record, mv: Option<u32>, paint: Paint) -> miette::Result<String> {
    if let Some(refused) = &r.refused {
        return Err(Report::new(refused.clone()));
    }
    let heading = format!("Record {}: {} x {}", r.number, r.n, r.n);
    let mut text = format!("{}\n", paint.ink(Ink::Strong, &heading));
    let game = moves(
        view,
        r.n,
        &r.moves,
        mv,
        &format!("record {}", r.number),
        paint,
        &mut text,
    )?;
    if mv.is_none() {
        write_score(&mut text, r.number, &view.format.sides, game.standing());
    }
    Ok(text)
}

fn question(
    view: &Setting,
    number: usize,
    q: &Question,
    mv: Option<u32>,
    paint: Paint,
) -> miette::Result<String> {
    let format = &view.format;
    let score = standing(&format.sides, &q.score);
    let heading = format!("Case {number}: {} x {}, stated score {score}", q.n, q.n);
    let mut text = format!("{}\n", paint.ink(Ink::Strong, &heading));
    let side = view.reenacted();
    let found = match reenacted(format, q) {
        Ok(found) => found,
        Err(reason) => {
            let why = view.none_reaches(q, reason.as_deref());
            if let Some(m) = mv {
                return Err(miette::miette!(
                    code = "robots::views::no_such_move",
                    "case {number} has no game to show move {m} of: {why}"
                ));
            }
            text.push_str(&format!("{why}: the answer is N\n"));
            return Ok(text);
        }
    };
    let all = by_turns(format, q.n, &q.given, &found);
    if mv.is_none() {
        let cells: Vec<String> = found.iter().map(|&(r, c)| format!("{r} {c}")).collect();
        text.push_str(&format!(
            "{side}'s {} moves in the order found: {}\n",
            found.len(),
            cells.join(", ")
        ));
        text.push_str(&format!(
            "played by turns with the given moves, every move checked, the game ends {score}, the stated score: the answer is Y\n"
        ));
    }
    moves(
        view,
        q.n,
        &all,
        mv,
        &format!("case {number}"),
        paint,
        &mut text,
    )?;
    Ok(text)
}

/// Plays `cells` on an `n x n` board: with `mv`, that move in full (the
/// moves before it are made unsaid); without it, one line a move. The
/// game at the end.
fn moves(
    view: &Setting,
    n: usize,
    cells: &[Offset],
    mv: Option<u32>,
    what: &str,
    paint: Paint,
    text: &mut String,
) -> miette::Result<Game> {
    let sides = &view.format.sides;
    let count = cells.len();
    if let Some(m) = mv
        && (m as usize) > count
    {
        return Err(miette::miette!(
            code = "robots::views::no_such_move",
            "{what} has no move {m}: its moves are 1 to {count}"
        ));
    }
    let mut game = Game::new(view.format.rules, Board::new(n as i32, n as i32));
    for (k, &cell) in cells.iter().enumerate() {
        let m = k as u32 + 1;
        let before = game.standing().to_vec();
        if let Err(refusal) = game.place(cell) {
            return Err(miette::miette!(
                code = "robots::views::refused_move",
                "{what}: move {m} plays {} {}, which the game refuses ({refusal:?})",
                cell.0,
                cell.1
            ));
        }
        match mv {
            None => text.push_str(&line(&game, sides)),
            Some(asked) if asked == m => {
                text.push_str(&in_full(view, &game, &before, paint));
                return Ok(game);
            }
            Some(_) => {}
        }
    }
    Ok(game)
}

/// The side and cell of `game`'s last move.
fn made(game: &Game, sides: &[String]) -> (u32, String) {
    let m = game.moves();
    let side = game.rules().side_of_move(m.saturating_sub(1));
    let name = sides.get(side).map_or("?", String::as_str);
    let (r, c) = game.last_placed().unwrap_or((0, 0));
    (m as u32, format!("{name} plays {r} {c}"))
}

/// `Move 8: black plays 3 2; cuts off 6 cells; red 1, black 1`.
fn line(game: &Game, sides: &[String]) -> String {
    let (m, made) = made(game, sides);
    let cut = match game.last_cut().count() {
        0 => "cuts off nothing".to_string(),
        1 => "cuts off 1 cell".to_string(),
        k => format!("cuts off {k} cells"),
    };
    format!(
        "Move {m}: {made}; {cut}; {}\n",
        standing(sides, game.standing())
    )
}

/// The last move of `game` in full: the full shapes it completed, the
/// statement that cuts them, whose pieces went, the score, the board.
fn in_full(view: &Setting, game: &Game, before: &[usize], paint: Paint) -> String {
    let sides = &view.format.sides;
    let (m, made) = made(game, sides);
    let mut text = format!("{}\n", paint.ink(Ink::Strong, &format!("Move {m}: {made}")));
    let rule = match view.lines.statement("removal") {
        Some(line) => format!(
            "{} `{}`",
            paint.ink(Ink::Place, &view.lines.at(line)),
            view.lines.written(line)
        ),
        None => "the rules' cut".to_string(),
    };
    let full = shapes::joined(game.last_full());
    if full.is_empty() {
        text.push_str(&format!(
            "  it completes no full shape, so nothing is cut off ({rule})\n"
        ));
    } else {
        for shape in &full {
            text.push_str(&format!(
                "  it completes {}: every one of its cells holds a piece\n",
                shape.words()
            ));
        }
        let mut cut: Vec<Offset> = game.last_cut().collect();
        cut.sort_unstable();
        text.push_str(&format!("  {rule}: {} cells cut off\n", cut.len()));
        for (s, name) in sides.iter().enumerate() {
            let theirs: Vec<String> = cut
                .iter()
                .filter(|&&cell| game.cell(cell) == Some(Cell::Cut(s)))
                .map(|&(r, c)| format!("{r} {c}"))
                .collect();
            if !theirs.is_empty() {
                text.push_str(&format!(
                    "    {name}'s {}: {}\n",
                    theirs.len(),
                    theirs.join(", ")
                ));
            }
        }
    }
    text.push_str(&format!(
        "  standing: {} (before it: {})\n",
        standing(sides, game.standing()),
        standing(sides, before)
    ));
    let focus = game.last_placed().unwrap_or((1, 1));
    let grid = draw::game_grid(game, sides, focus);
    text.push_str(&board::draw(&grid, focus, &view.legend, paint));
    text
}
