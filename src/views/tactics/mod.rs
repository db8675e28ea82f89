//! The views of a tactics game (Janken Tactics and its variants): the
//! trace draws the map and the units after each move, with the cheapest
//! path the unit took, or the cell and rule that refused the move; the
//! explanation lists every move's verdict and cost, or takes one move
//! cell by cell. A case is one data set.
//!
//! Moves are validated by the game's own validator; the reasons come
//! from its explaining search (`Validator::why`), which must agree.

mod draw;
mod explain;
mod log;
mod say;
mod viewer;

pub use viewer::TacticsViews;
