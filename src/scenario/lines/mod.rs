//! Streamed lines for every contest format: each line read once and no
//! further than a little past the format's length limit (so an input
//! without line breaks is refused at once), checked to be text, numbered,
//! and split into tokens that locate errors by byte range.
//!
//! Formats read a line, look at its tokens, and when something is wrong
//! turn a token (or the whole line) into a [`Located`] error. A format
//! whose lines are nearly all of one simple shape may first try to read
//! the next line straight from the input's buffer ([`Lines::quick`]).
//!
//! [`Located`]: super::error::Located

mod bytes;
mod line;
mod quick;
mod stream;

pub use bytes::line_break;
pub use line::{Line, tokens};
pub use stream::{LineFormat, Lines, MAP_ROWS};

#[cfg(test)]
mod tests;
