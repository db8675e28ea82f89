//! The usual lines of the map format read straight from the input's
//! buffer (or, when a line is longer than it, from the lines' own, see
//! [`Lines::quick_whole`](crate::scenario::lines::Lines::quick_whole)),
//! with no copy, check of UTF-8 or list of tokens made: a
//! rectangle's `map R C`, a `moves:` line of known moves in ASCII, a
//! `turns N`, and the blank lines between cases. A case of short games is mostly these lines,
//! so reading it costs a pass over its bytes. Any other line (a comment,
//! a hexagon's head, a line that is wrong or not whole in the
//! buffer) is left to the reader's line-by-line way, which reads the same
//! lines alike and refuses the wrong ones with their place.

use super::accepts::is_space;
use super::case::MapCase;
use super::read::{MAX_SIDE, MapReader};
use super::tail::{MAX_TURNS, Tail};
use crate::scenario::error::ScenarioError;
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

/// A line's first tokens, as byte ranges.
type Tokens<const N: usize> = [(usize, usize); N];

/// The tokens of an ASCII line, as byte ranges, into `out`, and how many
/// they are: `None` when there are more than `N`.
fn words<const N: usize>(bytes: &[u8], out: &mut Tokens<N>) -> Option<usize> {
    let (mut k, mut n) = (0, 0);
    loop {
        while k < bytes.len() && is_space(bytes[k]) {
            k += 1;
        }
        if k == bytes.len() {
            return Some(n);
        }
        let start = k;
        while k < bytes.len() && !is_space(bytes[k]) {
            k += 1;
        }
        *out.get_mut(n)? = (start, k);
        n += 1;
    }
}

/// A word of plain digits (up to `most` of them) as a number.
fn digits(word: &[u8], most: usize) -> Option<u64> {
    if word.is_empty() || word.len() > most || !word.iter().all(u8::is_ascii_digit) {
        return None;
    }
    Some(word.iter().fold(0u64, |n, &b| n * 10 + u64::from(b - b'0')))
}

/// The rows and columns of a line `map R C` of plain numbers of up to four
/// digits, each from 1 to [`MAX_SIDE`], and its three tokens.
fn rectangle(bytes: &[u8]) -> Option<((usize, usize), Tokens<3>)> {
    if !bytes.is_ascii() {
        return None;
    }
    let mut tokens = [(0, 0); 3];
    if words(bytes, &mut tokens)? != 3 {
        return None;
    }
    let word = |k: usize| &bytes[tokens[k].0..tokens[k].1];
    let side = |k: usize| -> Option<usize> {
        let n = digits(word(k), 4)?;
        (1..=MAX_SIDE).contains(&n).then_some(n as usize)
    };
    if word(0) != b"map" {
        return None;
    }
    Some(((side(1)?, side(2)?), tokens))
}

/// The turns of a line `turns N` of a plain number of up to seven digits,
/// at most [`MAX_TURNS`].
fn turns(bytes: &[u8]) -> Option<u32> {
    let skip = |bytes: &[u8]| {
        bytes
            .iter()
            .position(|&b| !is_space(b))
            .unwrap_or(bytes.len())
    };
    let rest = &bytes[skip(bytes)..];
    let rest = rest.strip_prefix(b"turns")?;
    let gap = skip(rest);
    let rest = &rest[gap..];
    let end = rest.iter().position(|&b| is_space(b)).unwrap_or(rest.len());
    if gap == 0 || skip(&rest[end..]) != rest.len() - end {
        return None;
    }
    let n = digits(&rest[..end], 7)?;
    (n <= MAX_TURNS).then_some(n as u32)
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
            let head = &mut self.head;
            let read = self.lines.quick_whole(|bytes| match first_token(bytes) {
                Ok(None) => Some(None),
                Ok(Some(_)) => {
                    let (size, tokens) = rectangle(bytes)?;
                    // ASCII: each byte a character.
                    head.text.clear();
                    head.text.extend(bytes.iter().map(|&b| char::from(b)));
                    head.tokens.clear();
                    head.tokens.extend_from_slice(&tokens);
                    Some(Some(size))
                }
                Err(()) => None,
            })?;
            match read {
                Some(None) => continue,
                Some(Some(size)) => {
                    self.head.number = self.lines.count();
                    return Ok(Some(size));
                }
                None => return Ok(None),
            }
        }
    }

    /// The line after a case's rows (or after its `moves:` line, `seen`),
    /// read from the input's buffer when it is blank, the case's
    /// `moves:` line of known moves or its first `turns N`, looked at when
    /// it starts the next case.
    pub(super) fn quick_tail(
        &mut self,
        case: &mut MapCase,
        seen: bool,
    ) -> Result<Tail, ScenarioError> {
        let accepts = &self.accepts;
        let moves = &mut case.moves;
        let turned = &mut case.turns;
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
                b"turns" if turned.is_none() => {
                    *turned = Some(turns(bytes)?);
                    Some(Tail::Turns)
                }
                b"moves:" | b"turns" => None,
                _ if first[0] == b'#' => None,
                // The line-by-line way would read it whole (and refuse it
                // now, were it not text).
                // Any other line after a case is refused by the
                // line-by-line way.
                b"map" => {
                    next = bytes.is_ascii() || std::str::from_utf8(bytes).is_ok();
                    None
                }
                _ => None,
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
