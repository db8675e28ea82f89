//! The line reader's work on bytes: the search for a line break, a line
//! read up to a bound, a plain number.

use std::io::BufRead;

/// The number that `bytes` starts with, of 1 to 9 digits, and its width;
/// `None` when more or no digits come first.
#[inline(always)]
pub(super) fn plain_number(bytes: &[u8]) -> Option<(i64, usize)> {
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

/// The place of the first `\n` in `bytes`, eight bytes at a time.
pub fn line_break(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    const BREAKS: u64 = u64::from_ne_bytes([b'\n'; 8]);
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in &mut words {
        let word = u64::from_le_bytes(word.try_into().unwrap_or_default());
        // A byte of `x` is zero where `word` holds `\n`; the lowest byte
        // flagged is the first zero (flags above it may be false).
        let x = word ^ BREAKS;
        let zeros = x.wrapping_sub(ONES) & !x & HIGHS;
        if zeros != 0 {
            return Some(at + zeros.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    words
        .remainder()
        .iter()
        .position(|&b| b == b'\n')
        .map(|k| at + k)
}

/// Reads one line (with its `\n`) into `buf`. A line longer than `enough`
/// bytes is read only that far (the caller refuses it), so a stream
/// without line breaks is never read to its end. False at the end of the
/// input.
pub(super) fn read_line(
    input: &mut impl BufRead,
    buf: &mut Vec<u8>,
    enough: usize,
) -> std::io::Result<bool> {
    let mut any = false;
    loop {
        let chunk = input.fill_buf()?;
        if chunk.is_empty() {
            return Ok(any);
        }
        any = true;
        let room = enough - buf.len();
        let (used, done) = match line_break(&chunk[..chunk.len().min(room)]) {
            Some(i) => (i + 1, true),
            None => (chunk.len().min(room), false),
        };
        buf.extend_from_slice(&chunk[..used]);
        input.consume(used);
        if done || buf.len() >= enough {
            return Ok(true);
        }
    }
}
