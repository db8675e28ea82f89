//! Placement games: sides take turns placing pieces on free cells, and
//! after every move a stated pattern of fully covered cells is cut off
//! (cut cells leave the board). Crosses & Crosses is one such game; the
//! parts here know no game, only what a rules table says: how many sides
//! and who starts, what placing on an occupied cell does, and the smallest
//! rectangle that is cut off.
//!
//! - [`windows`]: the rectangles of a minimum size on a board, which ones
//!   hold a cell and which ones overlap;
//! - [`shapes`]: the windows of one or more sizes, numbered together;
//! - [`game`]: one game played move by move, with its score.

pub mod game;
mod rules;
pub mod shapes;
pub mod windows;

pub use game::{Cell, Game, Placed, Refusal};
pub use rules::{Occupied, Rules};
pub use shapes::Shapes;
pub use windows::Windows;

#[cfg(test)]
pub(crate) mod tests;
