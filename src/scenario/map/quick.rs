//! The usual lines of the map format read straight from the input's
//! buffer (or, when a line is longer than it, from the lines' own, see
//! [`Lines::quick_whole`](crate::scenario::lines::Lines::quick_whole)),
//! with no copy, check of UTF-8 or list of tokens made: a
//! rectangle's `map R C`, a `moves:` line of known moves in ASCII, and the
//! blank lines between cases. A case of short games is mostly these lines,
//! so reading it costs a pass over its bytes. Any other line (a comment,
//! `turns N`, a hexagon's head, a line that is wrong or not whole in the
//! buffer) is left to the reader's line-by-line way, which reads the same
//! lines alike and refuses the wrong ones with their place.

use super::accepts::is_space;
use super::case::MapCase;
use super::read::{MAX_SIDE, MapReader};
use super::tail::Tail;
use crate::scenario::error::ScenarioError;
use crate::scenario::lines::tokens;
use std::io::BufRead;

/// The first token of an ASCII line (`None` for a blank line), or `Err`
/// when the line starts with a byte that is not ASCII.
fn first_token(bytes: &[u8]) -> Result<Option<&[u8]>, ()> {
    let start = match bytes.iter().position(|&b| !is_space(b)) {
        Some(start) => start,
        None => return Ok(None),
    };
    let rest = &bytes[start..];
    let end = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
    let token = &rest[..end];
    if token.is_ascii() {
        Ok(Some(token))
    } else {
        Err(())
    }
}

/// The rows and columns of a line `map R C` of plain numbers of up to four
/// digits, each from 1 to [`MAX_SIDE`].
fn rectangle(bytes: &[u8]) -> Option<(usize, usize)> {
    if !bytes.is_ascii() {
        return None;
    }
    let mut words = bytes.split(|&b| is_space(b)).filter(|w| !w.is_empty());
    let side = |word: Option<&[u8]>| -> Option<usize> {
        let word = word?;
        if word.is_empty() || word.len() > 4 || !word.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let n = word.iter().fold(0u64, |n, &b| n * 10 + u64::from(b - b'0'));
        (1..=MAX_SIDE).contains(&n).then_some(n as usize)
    };
    if words.next()? != b"map" {
        return None;
    }
    let size = (side(words.next())?, side(words.next())?);
    words.next().is_none().then_some(size)
}

impl<R: BufRead> MapReader<R> {
    /// A rectangle's `map R C` read from the input's buffer, after the
    /// blank lines there: its rows and columns, the line kept as the
    /// case's head. `None` when the next line that is not blank is not
    /// such a line (or not whole in the buffer): it is then left unread.
    pub(super) fn quick_head(&mut self) -> Result<Option<(usize, usize)>, ScenarioError> {
        if self.accepts.hexagon {
            return Ok(None);
        }
        loop {
            let text = &mut self.head.text;
            let read = self.lines.quick_whole(|bytes| match first_token(bytes) {
                Ok(None) => Some(None),
                Ok(Some(_)) => {
                    let size = rectangle(bytes)?;
                    text.clear();
                    text.push_str(std::str::from_utf8(bytes).ok()?);
                    Some(Some(size))
                }
                Err(()) => None,
            })?;
            match read {
                Some(None) => continue,
                Some(Some(size)) => {
                    self.head.number = self.lines.count();
                    tokens(&self.head.text, &mut self.head.tokens);
                    return Ok(Some(size));
                }
                None => return Ok(None),
            }
        }
    }

    /// The line after a case's rows (or after its `moves:` line, `seen`),
    /// read from the input's buffer when it is blank or the case's
    /// `moves:` line of known moves, looked at when it starts the next
    /// case.
    pub(super) fn quick_tail(
        &mut self,
        case: &mut MapCase,
        seen: bool,
    ) -> Result<Tail, ScenarioError> {
        let accepts = &self.accepts;
        let moves = &mut case.moves;
        let mut next = false;
        let read = self.lines.quick_whole(|bytes| {
            let first = first_token(bytes).ok()?;
            let Some(first) = first else {
                return Some(Tail::Blank);
            };
            match first {
                b"moves:" if !seen && accepts.from_input => {
                    if !accepts.quick_moves(bytes, &mut moves.tokens) {
                        return None;
                    }
                    moves.text.clear();
                    moves.text.push_str(std::str::from_utf8(bytes).ok()?);
                    Some(Tail::Moves)
                }
                b"moves:" | b"turns" => None,
                _ if first[0] == b'#' => None,
                // The line-by-line way would read it whole (and refuse it
                // now, were it not text).
                _ => {
                    next = std::str::from_utf8(bytes).is_ok();
                    None
                }
            }
        })?;
        Ok(match read {
            Some(Tail::Moves) => {
                case.moves.line = self.lines.count();
                Tail::Moves
            }
            Some(tail) => tail,
            None if next => Tail::Next,
            None => Tail::Slow,
        })
    }
}
