//! The trace of one contest question: the re-enactment found, every
//! move's frame of the whole game it makes; or, when no order of the
//! re-enacted side's moves reaches the stated score, the given moves
//! alone (what they cut depends on the moves not known) and why.

use super::draw;
use super::log;
use super::play::{by_turns, play};
use super::setting::Setting;
use crate::crosses::contest::reenacted;
use crate::geometry::{Board, Offset};
use crate::scenario::crosses::{Question, write_answer};
use crate::views::board::EMPTY;
use crate::views::pursuit::past_the_end;
use crate::views::style::{Ink, Paint};
use crate::views::trace::{Frame, Moves};

pub(crate) fn trace(
    view: &Setting,
    q: &Question,
    moves: Moves,
    paint: Paint,
    show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
) -> miette::Result<String> {
    let format = &view.format;
    let mut text = String::new();
    let last = (q.n * q.n) as u32;
    if moves.first > last {
        text.push_str(&past_the_end(moves, last));
        text.push('\n');
    }
    match reenacted(format, q) {
        Ok(found) => {
            let all = by_turns(format, q.n, &q.given, &found);
            play(format, q.n, &all, moves, paint, show)?;
            write_answer(&mut text, q.number, Some(&found));
        }
        Err(reason) => {
            let why = view.none_reaches(q, reason.as_deref());
            if !given(view, q, moves, paint, &why, show)? {
                eprintln!("case {}: {why}", q.number);
            }
            write_answer(&mut text, q.number, None);
        }
    }
    Ok(text)
}

/// The given moves of `q` (each side's but the re-enacted one's), up to
/// the first off the board, each shown in `moves` drawn on the board with
/// those before it; the last one's frame ends with `why`. Whether that
/// frame was shown.
fn given(
    view: &Setting,
    q: &Question,
    moves: Moves,
    paint: Paint,
    why: &str,
    show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
) -> miette::Result<bool> {
    let format = &view.format;
    let sides = &format.sides;
    let n = q.n as i32;
    let board = Board::new(n, n);
    let numbered: Vec<(usize, Offset)> = (0..q.n * q.n)
        .filter(|&k| format.rules.side_of_move(k) != format.reenacted)
        .zip(q.given.iter().copied())
        .take_while(|&(_, cell)| board.contains(cell))
        .collect();
    let mut held: Vec<Option<usize>> = vec![None; board.area()];
    let mut marked = 0;
    let mut noted = false;
    for (i, &(k, cell)) in numbered.iter().enumerate() {
        let side = format.rules.side_of_move(k);
        let at = board.index(cell);
        marked += usize::from(held[at].is_none());
        held[at] = Some(side);
        let m = k as u32 + 1;
        if !moves.contains(m) {
            continue;
        }
        let name = sides.get(side).map_or("?", String::as_str);
        let note = format!("Move {m}: {name} plays {} {} (given)", cell.0, cell.1);
        let mut notes = vec![paint.ink(Ink::Strong, &note)];
        if i + 1 == numbered.len() {
            notes.push(paint.ink(Ink::Bad, why));
            noted = true;
        }
        let grid = draw::grid(board, cell, marked, |c| {
            held[board.index(c)].map_or(EMPTY, |s| draw::side_mark(sides, s))
        });
        let mut frame = Frame::new(notes, grid, cell);
        frame.log = log::placement(m, name, cell, &[], sides, None);
        show(m, frame)?;
    }
    Ok(noted)
}
