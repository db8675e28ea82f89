//! Lines read straight from the input's buffer, with no copy: a line
//! whole there (or held in the lines' own buffer when longer) given to a
//! reader that takes it or leaves it for [`Lines::advance`], several
//! lines at once, and a line of two plain numbers.

use super::bytes::{line_break, plain_number};
use super::stream::{BOM, Lines};
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
        self.quick_line(read, false)
    }

    /// [`Lines::quick`] for lines that may be longer than the input's
    /// buffer, or cut by its end: a line not whole there is read into the
    /// lines' own buffer first (and held there, for [`Lines::advance`] or
    /// the next quick read, when `read` does not take it).
    pub fn quick_whole<T>(
        &mut self,
        read: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<T>, ScenarioError> {
        self.quick_line(read, true)
    }

    /// Reads several lines straight from the input's buffer, as many as
    /// `read` takes: given the buffered bytes, it answers how many bytes it
    /// took, whole lines each ended by `\n`, none longer than the format's
    /// limit, and how many lines they are. The lines are counted and
    /// consumed; none is read at the start of the input (where a byte
    /// order mark may stand) or once a line is held.
    pub fn quick_lines(
        &mut self,
        read: impl FnOnce(&[u8]) -> (usize, usize),
    ) -> Result<usize, ScenarioError> {
        if self.ended || self.held || self.count == 0 {
            return Ok(0);
        }
        let chunk = self
            .input
            .fill_buf()
            .map_err(|e| ScenarioError::io(&self.name, e))?;
        let (bytes, lines) = read(chunk);
        debug_assert!(bytes == 0 || chunk[bytes - 1] == b'\n');
        self.count += lines;
        self.input.consume(bytes);
        Ok(lines)
    }

    fn quick_line<T>(
        &mut self,
        read: impl FnOnce(&[u8]) -> Option<T>,
        whole: bool,
    ) -> Result<Option<T>, ScenarioError> {
        if self.ended {
            return Ok(None);
        }
        if !self.held {
            let chunk = self
                .input
                .fill_buf()
                .map_err(|e| ScenarioError::io(&self.name, e))?;
            if let Some(end) = line_break(chunk) {
                let Some(value) = take(&mut self.count, self.format.limit, &chunk[..end], read)
                else {
                    return Ok(None);
                };
                self.input.consume(end + 1);
                return Ok(Some(value));
            }
            if !whole || chunk.is_empty() || !self.read_line()? {
                return Ok(None);
            }
            self.held = true;
        }
        // A line held whole: not one too long, or the last without a break.
        match self.buf.strip_suffix(b"\n") {
            Some(line) if whole => {
                let value = take(&mut self.count, self.format.limit, line, read);
                self.held = value.is_none();
                Ok(value)
            }
            _ => Ok(None),
        }
    }
}

/// The value `read` finds in a line's content (without its `\n`), the
/// line then counted; `None` for a line longer than `limit`, which
/// [`Lines::advance`] refuses, and for a first line that starts with a
/// byte order mark, which it takes off.
fn take<T>(
    count: &mut usize,
    limit: usize,
    content: &[u8],
    read: impl FnOnce(&[u8]) -> Option<T>,
) -> Option<T> {
    let content = content.strip_suffix(b"\r").unwrap_or(content);
    if content.len() > limit || *count == 0 && content.starts_with(BOM) {
        return None;
    }
    let value = read(content)?;
    *count += 1;
    Some(value)
}

/// Two numbers read from a line, and their widths in digits.
pub(crate) type TwoNumbers = ((i64, i64), (usize, usize));

/// The line of two plain numbers `bytes` starts with, `digits space
/// digits` ended by `\n`: its numbers and widths, and its length with the
/// break.
#[inline(always)]
fn two_plain(bytes: &[u8]) -> Option<(TwoNumbers, usize)> {
    let (a, wa) = plain_number(bytes)?;
    if bytes.get(wa) != Some(&b' ') {
        return None;
    }
    let (b, wb) = plain_number(&bytes[wa + 1..])?;
    let end = wa + 1 + wb;
    (bytes.get(end) == Some(&b'\n')).then_some((((a, b), (wa, wb)), end + 1))
}

impl<R: BufRead> Lines<R> {
    /// [`Lines::quick`] for a line of two plain numbers, `digits space
    /// digits` of 1 to 9 digits each, read in one pass over the input's
    /// buffer (no separate search for the line's end): the numbers and
    /// their widths in digits. `None`, consuming nothing, for any other
    /// line or one not whole in the buffer.
    #[inline]
    pub fn quick_two(&mut self) -> Result<Option<TwoNumbers>, ScenarioError> {
        if self.ended || self.held {
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

    /// Reads up to `want` lines of two plain numbers (as
    /// [`Lines::quick_two`], each ended by `\n`) straight from the input's
    /// buffer, in one call: each is given to `take` with its line's
    /// number, until a line is of another shape, is not whole in the
    /// buffer, or `take` declines it (answering false); that line is left
    /// unread. The last line taken, and how many were.
    pub fn quick_twos(
        &mut self,
        want: usize,
        mut take: impl FnMut((i64, i64), usize) -> bool,
    ) -> Result<(Option<(TwoNumbers, usize)>, usize), ScenarioError> {
        let first = self.count + 1;
        let mut last = None;
        let taken = self.quick_lines(|chunk| {
            let (mut at, mut n) = (0, 0);
            while n < want {
                let Some((two, len)) = two_plain(&chunk[at..]) else {
                    break;
                };
                if !take(two.0, first + n) {
                    break;
                }
                last = Some((two, first + n));
                at += len;
                n += 1;
            }
            (at, n)
        })?;
        Ok((last, taken))
    }
}
