//! A position of a map game: the terrain layer, the static pieces, the
//! chasers and the player, with counts kept up to date (pieces of each
//! kind, of each kind on each terrain, free cells) so that end conditions
//! and keys never scan the board. Every change goes through a setter that
//! logs it, so a candidate move can be tried and undone, and a trial can be
//! nested in another (the safe-neighbours key tries walks after a
//! candidate): undoing to a mark takes back the changes since it, newest
//! first.
//!
//! | file | job |
//! |---|---|
//! | `layers` | the position's data, and the cells by name and by step |
//! | `setup` | the position a case's map draws, or a fixed board's start |
//! | `fill` | a case's map laid in an earlier position's buffers, the quick way |
//! | `counts` | a piece put or taken with the counts kept |
//! | `trials` | the setters that log, and undoing to a mark |
//! | `saved` | a position saved as bytes and put back, for searches |

mod counts;
mod entries;
mod fill;
mod layers;
mod saved;
mod setup;
mod trials;

pub(super) use layers::Change;
pub(crate) use layers::NONE;
pub use layers::Position;
