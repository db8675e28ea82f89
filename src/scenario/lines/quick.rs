//! Lines read straight from the input's buffer when a format expects a
//! simple shape (a row of known symbols, two plain numbers): no copy, no
//! UTF-8 check, no split into tokens. A line of any other shape, or not
//! whole in the buffer, is left for [`Lines::advance`] and its checks.

use super::{BOM, Lines};
use crate::scenario::error::ScenarioError;
use std::io::BufRead;

impl<R: BufRead> Lines<R> {
    /// Reads the next line straight from the input's buffer when it is
    /// whole there and `read` takes it (giving its value): the line is
    /// counted and consumed, and `self.line` is left as it was, so `read`
    /// keeps whatever it needs of the line (no copy or UTF-8 check is made
    /// for it). `None`, consuming nothing, otherwise: the line is then read
    /// by [`Lines::advance`], with its checks and their messages.
    pub fn quick<T>(
        &mut self,
        read: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<T>, ScenarioError> {
        if self.ended {
            return Ok(None);
        }
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let Some(end) = chunk.iter().position(|&b| b == b'\n') else {
            return Ok(None);
        };
        let content = &chunk[..end];
        let content = content.strip_suffix(b"\r").unwrap_or(content);
        if self.count == 0 && content.starts_with(BOM) {
            return Ok(None);
        }
        let Some(value) = read(content) else {
            return Ok(None);
        };
        self.count += 1;
        self.input.consume(end + 1);
        Ok(Some(value))
    }
}

impl<R: BufRead> Lines<R> {
    /// [`Lines::quick`] for a line of exactly `len` bytes, found by its
    /// length rather than by a search for its end: `read` is given the
    /// `len` bytes before a `\n` (or `\r\n`) and must refuse a line
    /// break among them.
    #[inline]
    pub fn quick_exact<T>(
        &mut self,
        len: usize,
        read: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<T>, ScenarioError> {
        if self.ended || self.count == 0 {
            return Ok(None);
        }
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let used = match (chunk.get(len), chunk.get(len + 1)) {
            (Some(b'\n'), _) => len + 1,
            (Some(b'\r'), Some(b'\n')) => len + 2,
            _ => return Ok(None),
        };
        let Some(value) = read(&chunk[..len]) else {
            return Ok(None);
        };
        self.count += 1;
        self.input.consume(used);
        Ok(Some(value))
    }
}

/// Two numbers read from a line, and their widths in digits.
pub type TwoNumbers = ((i64, i64), (usize, usize));

impl<R: BufRead> Lines<R> {
    /// [`Lines::quick`] for a line of two plain numbers, `digits space
    /// digits` of 1 to 9 digits each, read in one pass over the input's
    /// buffer (no separate search for the line's end): the numbers and
    /// their widths in digits. `None`, consuming nothing, for any other
    /// line or one not whole in the buffer.
    #[inline]
    pub fn quick_two(&mut self) -> Result<Option<TwoNumbers>, ScenarioError> {
        if self.ended {
            return Ok(None);
        }
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let Some((a, wa)) = plain_number(chunk) else {
            return Ok(None);
        };
        if chunk.get(wa) != Some(&b' ') {
            return Ok(None);
        }
        let Some((b, wb)) = plain_number(&chunk[wa + 1..]) else {
            return Ok(None);
        };
        let end = wa + 1 + wb;
        let used = match (chunk.get(end), chunk.get(end + 1)) {
            (Some(b'\n'), _) => end + 1,
            (Some(b'\r'), Some(b'\n')) => end + 2,
            _ => return Ok(None),
        };
        self.count += 1;
        self.input.consume(used);
        Ok(Some(((a, b), (wa, wb))))
    }
}

/// The number that `bytes` starts with, of 1 to 9 digits, and its width;
/// `None` when more or no digits come first.
#[inline(always)]
fn plain_number(bytes: &[u8]) -> Option<(i64, usize)> {
    let mut n = 0i64;
    for (k, &b) in bytes.iter().enumerate() {
        let digit = b.wrapping_sub(b'0');
        if digit > 9 {
            return (1..=9).contains(&k).then_some((n, k));
        }
        if k == 9 {
            return None;
        }
        n = n * 10 + i64::from(digit);
    }
    None
}
