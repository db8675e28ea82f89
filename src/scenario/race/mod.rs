//! The RobotRace text format, for any race: cases one after another,
//! each a count of board rows, the board's rows verbatim (a character a
//! cell: terrain symbols, robot letters, token letters), a count of token
//! lists and the lists (`a:CD`: the robot, then its tokens, most valuable
//! first). The output is one line `<robot> <prize>` per robot, in letter
//! order, a blank line between cases.
//!
//! A board from the scenario is as wide as its longest row, shorter rows
//! padded with empty cells (spaces) on the right. A board the rules fix
//! (a hexagon) takes exactly its row count, each line holding its row's
//! cells from the row's first column (a space is a cell, so no layout
//! indent), padded likewise.

mod case;
mod lists;
mod read;
mod write;

pub use case::{Case, Piece, Square};
pub use read::Reader;
pub use write::write_case;
