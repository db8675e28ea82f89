//! A candidate move of the player's strategy: a walk, staying, or a
//! teleport to an entry of the scenario's list.

/// A candidate move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Candidate {
    Walk((i32, i32)),
    Stay,
    /// To the cell of this entry of the teleport list.
    Teleport {
        entry: usize,
        cell: usize,
    },
}
