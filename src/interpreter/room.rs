//! Room a game plays in, kept by a player of many cases from case to case
//! ([`super::Interpreter::play_in`]): the strategy's buffers and the
//! chasers' list, which a fresh game would grow again from nothing. A
//! game takes them at its start and gives them back at its end.

use super::scratch::Scratch;

/// The buffers a game gives back at its end, for the next case.
#[derive(Debug, Default)]
pub struct Room {
    pub(super) scratch: Scratch,
    pub(super) chasers: Vec<usize>,
}

/// A copy of a room is an empty room: buffers are kept, not shared.
impl Clone for Room {
    fn clone(&self) -> Room {
        Room::default()
    }
}
