//! Bytes of the input before they are a line: a line read up to its end
//! (or a little past the format's limit), and a plain number read from the
//! buffer as it stands.

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
        let (used, done) = match chunk[..chunk.len().min(room)]
            .iter()
            .position(|&b| b == b'\n')
        {
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
