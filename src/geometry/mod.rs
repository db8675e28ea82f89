//! Board geometry, shared by every game: board shapes and their cells,
//! direction names and movement sets per shape, distances, and how cells
//! are named in scenarios and output.
//!
//! Nothing here knows a game. A rules file picks a shape, a movement set,
//! a distance and a naming; the games' engines and the scenario formats
//! read them from here, so a hexagon board or a lettered cell name means
//! the same thing in every game.

mod board;
mod compass;
mod metric;
mod names;

pub use board::{Board, BoardSize, MAX_SIDE, Offset, Shape};
pub use compass::{Compass, offset_name};
pub use metric::Metric;
pub use names::CellNames;
