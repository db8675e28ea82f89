//! A placement game played from a list of moves, with the frame after
//! each move a view asks for: the move's side and cell and what it cut
//! off, the board, the cells cut (`touched`) and the move as data.

use super::{draw, log};
use crate::geometry::{Board, Offset};
use crate::placement::Game;
use crate::scenario::crosses::Format;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves};

/// The frame after the last move of `game`.
pub(crate) fn after(game: &Game, sides: &[String], paint: Paint) -> Frame {
    let m = game.moves() as u32;
    let placed = game.last_placed().unwrap_or((1, 1));
    let mut cut: Vec<Offset> = game.last_cut().collect();
    cut.sort_unstable();
    let side = game.rules().side_of_move(game.moves().saturating_sub(1));
    let name = sides.get(side).map_or("?", String::as_str);
    let (r, c) = placed;
    let mut note = format!("Move {m}: {name} plays {r} {c}");
    if !cut.is_empty() {
        note.push_str(&format!("; {} cells cut off", cut.len()));
    }
    note.push_str(&format!(
        " (standing: {})",
        standing(sides, game.standing())
    ));
    let grid = draw::game_grid(game, sides, placed);
    let mut frame = Frame::new(vec![paint.ink(Ink::Strong, &note)], grid, placed);
    frame.log = log::placement(m, name, placed, &cut, sides, Some(game.standing()));
    frame.touched = cut;
    frame
}

/// Each side's pieces standing: `red 1, black 1`.
pub(crate) fn standing(sides: &[String], standing: &[usize]) -> String {
    sides
        .iter()
        .zip(standing)
        .map(|(s, n)| format!("{s} {n}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Plays `moves` (every side's, in order) on an empty `n x n` board,
/// giving `show` the frame after each move in `shown`; the game at the
/// end. A move not shown costs its placement alone.
pub(crate) fn play(
    format: &Format,
    n: usize,
    moves: &[Offset],
    shown: Moves,
    paint: Paint,
    show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
) -> miette::Result<Game> {
    let mut game = Game::new(format.rules, Board::new(n as i32, n as i32));
    for &cell in moves {
        if let Err(refusal) = game.place(cell) {
            return Err(miette::miette!(
                code = "robots::views::refused_move",
                "move {} plays {} {}, which the game refuses ({refusal:?})",
                game.moves() + 1,
                cell.0,
                cell.1
            ));
        }
        let m = game.moves() as u32;
        if shown.contains(m) {
            show(m, after(&game, &format.sides, paint))?;
        }
    }
    Ok(game)
}

/// The moves of a whole game: `given` for every side but the re-enacted
/// one and `found` for it, by turns, on an `n x n` board.
pub(crate) fn by_turns(
    format: &Format,
    n: usize,
    given: &[Offset],
    found: &[Offset],
) -> Vec<Offset> {
    let (mut given, mut found) = (given.iter(), found.iter());
    (0..n * n)
        .map_while(|k| {
            if format.rules.side_of_move(k) == format.reenacted {
                found.next()
            } else {
                given.next()
            }
            .copied()
        })
        .collect()
}
