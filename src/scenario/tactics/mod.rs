//! The Janken Tactics contest format, for any tactics game: a count of
//! data sets; per data set a terrain map (one line per board row, one
//! terrain letter per cell of the row, separated by spaces), a line of unit
//! counts (one per side), the units (`G E5`: kind letter and cell), a
//! count of moves and the moves (`E5 E9`). The output is `Game #X` and a
//! line per move.
//!
//! Cells are written in the table's naming (`E5`, or `(5,5)`).

mod data;
mod parse;
mod read;
mod write;

pub use data::{DataSet, Move, Unit};
pub use read::Reader;
pub use write::{write_game_header, write_move};
