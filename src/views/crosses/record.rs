//! The trace of one record: every move's frame, then the record's score
//! as a replay prints it; a record refused at a move shows the moves
//! before it, then the refusal.

use super::cases::Record;
use super::play::play;
use super::setting::Setting;
use crate::scenario::crosses::write_score;
use crate::views::pursuit::past_the_end;
use crate::views::style::Paint;
use crate::views::trace::{Frame, Moves};
use miette::Report;

pub(crate) fn trace(
    view: &Setting,
    record: &Record,
    moves: Moves,
    paint: Paint,
    show: &mut dyn FnMut(u32, Frame) -> miette::Result<()>,
) -> miette::Result<String> {
    let game = play(&view.format, record.n, &record.moves, moves, paint, show)?;
    if let Some(refused) = &record.refused {
        return Err(Report::new(refused.clone()));
    }
    let mut text = String::new();
    let last = game.moves() as u32;
    if moves.first > last {
        text.push_str(&past_the_end(moves, last));
        text.push('\n');
    }
    write_score(
        &mut text,
        record.number,
        &view.format.sides,
        game.standing(),
    );
    Ok(text)
}
