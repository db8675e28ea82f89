//! The views of map games (the model's games played from the map format
//! by the general interpreter): each move's frame for the trace and every
//! view that reads frames, and `robots explain`.
//!
//! | file | job |
//! |---|---|
//! | `viewer` | [`MapViews`]: a game's names, rules and interpreter |
//! | `cases` | the input's cases as [`crate::run::Cases`] |
//! | `grid` | the board in the legend's glyphs, and the legend |
//! | `say` | the rules' names for pieces, moves, rules and ends |
//! | `notes` | what a move did, a line each |
//! | `log` | a move as JSON data |
//! | `trace` | [`crate::views::trace::Traced`]: the frames of a case |
//! | `choice` | a strategy's choice in words: candidates, keys, verdicts |
//! | `explain` | [`crate::views::explained::Explained`]: why each move went as it did |
//! | `draft` | a case to edit, played and written back as input |
//! | `shrink` | a case whose output differs under two files, made small |
//! | `trial` | a shrink's trials, and delta debugging |
//! | `crop` | a shrink's passes that make the board smaller |

mod cases;
mod choice;
mod crop;
pub mod draft;
mod explain;
mod grid;
mod log;
mod notes;
mod say;
pub mod shrink;
mod trace;
mod trial;
mod viewer;

pub use cases::MapCases;
pub use viewer::MapViews;
