//! A `moves:` line of ASCII text read byte by byte in one pass: the
//! usual token (one byte and a space) by table, a cell `(r,c)` parsed as
//! it is scanned. Any other line, or a token that is not a move, is left
//! to [`Accepts::moves`], which reads or refuses it with its place.

use super::accepts::{Accepts, is_space};
use super::case::{Move, MoveToken};

impl Accepts {
    /// The tokens of a `moves:` line of ASCII text into `tokens`, read
    /// byte by byte; false (`tokens` then holding anything) for any other
    /// line, or a token that is not a move, which [`Accepts::moves`] then
    /// reads or refuses.
    pub(super) fn quick_moves(&self, line: &[u8], tokens: &mut Vec<MoveToken>) -> bool {
        // A loop for each kind of game: with moves by cell or without.
        match self.cells {
            true => self.scan::<true>(line, tokens),
            false => self.scan::<false>(line, tokens),
        }
    }

    /// [`Accepts::quick_moves`], where `CELLS` is whether moves are cells.
    fn scan<const CELLS: bool>(&self, line: &[u8], tokens: &mut Vec<MoveToken>) -> bool {
        tokens.clear();
        if !line.is_ascii() {
            return false;
        }
        let n = line.len();
        let skip = |mut k: usize| {
            while k < n && is_space(line[k]) {
                k += 1;
            }
            k
        };
        let mut k = skip(0);
        if !line[k..].starts_with(b"moves:") || line.get(k + 6).is_some_and(|&b| !is_space(b)) {
            return false;
        }
        k = skip(k + 6);
        while k < n {
            let start = k;
            // The usual token: one byte and a space after it.
            if !CELLS && line.get(k + 1) == Some(&b' ') {
                let Some(mv) = self.single[usize::from(line[k])] else {
                    return false;
                };
                tokens.push(MoveToken {
                    mv,
                    start,
                    end: k + 1,
                });
                k = skip(k + 2);
                continue;
            }
            if CELLS
                && line[k] == b'('
                && let Some((r, c, end)) = scan_cell(line, k)
            {
                let mv = Move::Cell(r, c);
                tokens.push(MoveToken { mv, start, end });
                k = skip(end);
                continue;
            }
            // A token of one byte (a walk of the compass's four) by table.
            let mv = if line.get(k + 1).is_none_or(|&b| is_space(b)) {
                k += 1;
                self.single[usize::from(line[start])]
            } else {
                while k < n && !is_space(line[k]) {
                    k += 1;
                }
                self.token(&line[start..k])
            };
            let Some(mv) = mv else {
                return false;
            };
            tokens.push(MoveToken { mv, start, end: k });
            k = skip(k);
        }
        true
    }
}

/// The cell `(r,c)` of a token at byte `k` of `line` (as [`cell`](super::accepts::cell) reads
/// it), and the token's end, read in one pass.
fn scan_cell(line: &[u8], mut k: usize) -> Option<(i64, i64, usize)> {
    // The number after byte `k`, which `then` ends.
    let mut number = |then: u8| -> Option<i64> {
        k += 1;
        let negative = line.get(k) == Some(&b'-');
        k += usize::from(negative);
        let (start, mut n) = (k, 0i64);
        while let Some(&b) = line.get(k).filter(|b| b.is_ascii_digit()) {
            if k - start == 11 {
                return None;
            }
            n = n * 10 + i64::from(b - b'0');
            k += 1;
        }
        (k > start && line.get(k) == Some(&then)).then_some(if negative { -n } else { n })
    };
    let r = number(b',')?;
    let c = number(b')')?;
    k += 1;
    line.get(k)
        .is_none_or(|&b| is_space(b))
        .then_some((r, c, k))
}
