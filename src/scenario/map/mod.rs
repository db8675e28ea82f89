//! The map format: one scenario format for every game that draws its
//! board. A case is `map R C`, R lines of the board in the rules' legend,
//! and optionally `moves: ...` and `turns N`; the output is `Case K:`, the
//! end line and the board at the end. The format knows no game: the
//! symbols and the moves it accepts come from the compiled model.

mod accepts;
mod case;
pub mod generate;
mod player_entries;
mod players;
mod quick;
mod read;
mod rows;
mod scan;
mod tail;
mod write;

pub use case::{MapCase, Move, MoveToken, Moves};
pub use read::MapReader;
pub use rows::OFF;
pub use write::{layout, write_case, write_drawn, write_plain};
