//! The views of a placement game (Crosses & Crosses and its variants):
//! its input's cases (a record file's games, or a contest question's
//! cases) as frames, one a move, for the trace and every view that reads
//! frames, and `robots explain`.
//!
//! - [`cases`]: the input's cases, one record or one question each;
//! - [`play`]: a game played from its moves, the frame after each one;
//! - [`record`], [`question`]: the trace of either kind of case;
//! - [`explain`]: a case explained, one line a move, or one move in full;
//! - [`draw`], [`log`], [`shapes`]: the board, the move as data, and the
//!   full shapes a move completed;
//! - [`setting`]: what they all read of the game; [`viewer`]: the views'
//!   one entry, [`Crosses`].
//!
//! A game starts on the empty board, so its frames start at move 1: no
//! frame is given for move 0. A record's trace opens with `Record N: R x
//! C`, the records follow each other without a blank line, and each ends
//! with its score as a replay prints it.

mod cases;
mod draw;
mod explain;
mod log;
mod play;
mod question;
mod record;
mod setting;
mod shapes;
mod viewer;

pub use cases::{Case, CrossesCases, Record};
pub use viewer::Crosses;
