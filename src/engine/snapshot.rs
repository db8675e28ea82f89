//! A position saved without its debris grid: what the repetition finder
//! keeps of a few positions of a long game, to compare a later position
//! with exactly (see `cycle`).

use super::table::Offset;
use super::teleports::Spent;

/// A position's parts, the debris as a list of cells (see
/// [`super::state::State::save`] and [`super::state::State::restore`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct Snapshot {
    pub(crate) player: Offset,
    pub(crate) robots: Vec<Offset>,
    pub(crate) robots_hash: u64,
    pub(crate) debris_cells: Vec<u32>,
    pub(crate) debris_hash: u64,
    pub(crate) spent: Spent,
}
