//! One line of a streamed input: its number, its text, and the byte ranges
//! of its whitespace-separated tokens, with the places on it that errors
//! point at.

use crate::scenario::error::{Located, ScenarioError, shown};

/// One line of the input, without its line break.
#[derive(Debug, Clone, Default)]
pub struct Line {
    /// 1-based line number.
    pub number: usize,
    pub text: String,
    /// Byte ranges of the whitespace-separated tokens.
    pub tokens: Vec<(usize, usize)>,
}

impl Line {
    /// Token `k`'s text; `k` is below the line's count of tokens (a
    /// format looks at the count first).
    pub fn token(&self, k: usize) -> &str {
        let (s, e) = self.tokens[k];
        &self.text[s..e]
    }

    /// Whether the line holds nothing but whitespace.
    pub fn is_blank(&self) -> bool {
        self.tokens.is_empty()
    }

    /// A place on this line: token `k` (the whole line if it has no token
    /// `k`), in `name`.
    pub fn at_token(&self, name: &str, k: usize) -> Located {
        match self.tokens.get(k) {
            Some(&(s, e)) => self.at(name, s, e),
            None => self.at_line(name),
        }
    }

    /// A place on this line: tokens `first` to `last` (the whole line if
    /// either is missing), in `name`.
    pub fn at_tokens(&self, name: &str, first: usize, last: usize) -> Located {
        match (self.tokens.get(first), self.tokens.get(last)) {
            (Some(&(start, _)), Some(&(_, end))) if start <= end => self.at(name, start, end),
            _ => self.at_line(name),
        }
    }

    /// A place on this line: bytes `start..end`, in `name`.
    pub fn at(&self, name: &str, start: usize, end: usize) -> Located {
        ScenarioError::at(name, self.number, &self.text, start, end)
    }

    /// The whole line, spaces and all, in `name`.
    pub fn at_line(&self, name: &str) -> Located {
        self.at(name, 0, self.text.len())
    }

    /// The whole line's content (its tokens' extent), in `name`.
    pub fn at_all(&self, name: &str) -> Located {
        let start = self.tokens.first().map_or(0, |t| t.0);
        let end = self.tokens.last().map_or(self.text.len(), |t| t.1);
        self.at(name, start, end)
    }

    /// Token `k` as a count: whole digits, no sign. `what` names the count
    /// in the error ("the number of data sets").
    pub fn count(&self, name: &str, k: usize, what: &str) -> Result<u64, ScenarioError> {
        let token = self.token(k);
        let digits = token.strip_prefix('+').unwrap_or(token);
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            return digits.parse::<u64>().map_err(|_| {
                self.at_token(name, k).says(
                    format!("the number {token} is too large for {what}"),
                    "too large",
                    "counts here are small whole numbers",
                )
            });
        }
        Err(self.at_token(name, k).says(
            format!(
                "`{}` is not a number, but {what} is expected here",
                shown(token)
            ),
            "not a whole number",
            format!("write {what} as a whole number in digits, such as `3`"),
        ))
    }

    /// Makes this line line `number` with `text`, split into its tokens.
    pub(super) fn set(&mut self, number: usize, text: &str) {
        self.number = number;
        self.text.clear();
        self.text.push_str(text);
        tokens(&self.text, &mut self.tokens);
    }
}

/// The byte ranges of the whitespace-separated tokens of a line, into `out`.
pub fn tokens(text: &str, out: &mut Vec<(usize, usize)>) {
    if text.is_ascii() {
        // Nearly every line: bytes are characters, a run of them at a time.
        let (bytes, n) = (text.as_bytes(), text.len());
        let space = |b: u8| b <= b' ' && (b == b' ' || b.wrapping_sub(b'\t') < 5);
        out.clear();
        let mut k = 0;
        loop {
            while k < n && space(bytes[k]) {
                k += 1;
            }
            if k == n {
                return;
            }
            let start = k;
            while k < n && !space(bytes[k]) {
                k += 1;
            }
            out.push((start, k));
        }
    } else {
        let spaces = text.char_indices().map(|(i, c)| (i, c.is_whitespace()));
        split(spaces, text.len(), out);
    }
}

/// The runs of non-space of a text of `len` bytes, from each character's
/// byte index and whether it is a space, into `out`.
fn split(chars: impl Iterator<Item = (usize, bool)>, len: usize, out: &mut Vec<(usize, usize)>) {
    out.clear();
    let mut start = None;
    for (i, space) in chars {
        match (space, start) {
            (true, Some(s)) => {
                out.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, len));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// ASCII lines and others split alike (U+3000 is whitespace too).
    #[test]
    fn tokens_split_on_any_whitespace() {
        let mut out = Vec::new();
        tokens(" ab\tc  d ", &mut out);
        assert_eq!(out, [(1, 3), (4, 5), (7, 8)]);
        tokens("a\u{3000}é b", &mut out);
        assert_eq!(out, [(0, 1), (4, 6), (7, 8)]);
    }

    /// The ASCII path splits exactly where `char::is_whitespace` does.
    #[test]
    fn the_ascii_path_agrees_with_is_whitespace() {
        for b in 0u8..128 {
            let text = format!("a{}b", char::from(b));
            let mut out = Vec::new();
            tokens(&text, &mut out);
            let split = char::from(b).is_whitespace();
            assert_eq!(out.len(), if split { 2 } else { 1 }, "byte {b}");
        }
    }

    /// Places fall back to the whole line where a token is missing.
    #[test]
    fn places_on_a_line() {
        let mut line = Line::default();
        line.set(4, " 12  x ");
        assert_eq!(line.token(1), "x");
        let at = |l: crate::scenario::error::Located| l.says(String::new(), "", "").to_string();
        assert_eq!(at(line.at_token("f", 1)), "f:4:6: ");
        assert_eq!(at(line.at_token("f", 5)), "f:4:1: ");
        assert_eq!(at(line.at_all("f")), "f:4:2: ");
        assert_eq!(at(line.at_tokens("f", 0, 1)), "f:4:2: ");
    }
}
