//! The move the strategy picked, as `choose` hands it to `apply`, and the
//! best candidate while it is being picked.

use super::moves::PlayerMove;
use super::state::{Stamp, State};

/// The move the strategy picked in one position, for
/// [`super::Engine::apply`] to make there. It carries what choosing worked
/// out of the robots' reply, tied to the position it was made for: applied
/// to any other position, the reply is worked out afresh.
#[derive(Debug)]
pub struct Choice {
    pub(crate) mv: PlayerMove,
    pub(crate) made_for: Stamp,
    pub(crate) cache: Option<Cache>,
}

/// The chosen move's reply as scoring found it: whether it loses at once,
/// whether robots may have met in it, and every robot's final grid index
/// (see `pass::CRUSHED`).
#[derive(Debug)]
pub(crate) struct Cache {
    pub(crate) lost: bool,
    pub(crate) met: bool,
    pub(crate) cells: Vec<u32>,
}

impl Choice {
    /// A choice with no reply worked out.
    pub(crate) fn bare(mv: PlayerMove, state: &State) -> Self {
        Choice {
            mv,
            made_for: state.stamp(),
            cache: None,
        }
    }

    /// The move chosen.
    pub fn player_move(&self) -> PlayerMove {
        self.mv
    }
}

/// The best candidate so far while choosing a move.
pub(crate) struct Best {
    /// Some candidate was scored and not dropped.
    pub(crate) found: bool,
    pub(crate) mv: PlayerMove,
    /// Its keys packed (see `rank`) when the keys pack; `u64::MAX`, which
    /// no packing reaches, before the first candidate.
    pub(crate) packed: u64,
    /// No robots met in its reply; its far robots were shared; it loses.
    pub(crate) clean: bool,
    pub(crate) shared: bool,
    pub(crate) lost: bool,
}
