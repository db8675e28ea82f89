//! Where things are in an open file, in the protocol's terms: a byte
//! offset as a line and a UTF-16 column, and back, for any text (a
//! position past a line's end or inside a character is clamped, never a
//! panic).

use crate::diagnostics::Span;
use lsp_types::{Position, Range};

/// The start of every line of a text, to turn offsets into positions.
#[derive(Debug, Clone)]
pub(crate) struct Lines<'a> {
    text: &'a str,
    starts: Vec<usize>,
}

impl<'a> Lines<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Lines { text, starts }
    }

    /// The line an offset is on, from 0.
    pub(crate) fn line_of(&self, offset: usize) -> usize {
        self.starts
            .partition_point(|&s| s <= offset)
            .saturating_sub(1)
    }

    /// The text of line `n` without its line break (empty past the end).
    pub(crate) fn line(&self, n: usize) -> (usize, &'a str) {
        let Some(&start) = self.starts.get(n) else {
            return (self.text.len(), "");
        };
        let end = self.starts.get(n + 1).map_or(self.text.len(), |&e| e - 1);
        let line = self.text.get(start..end).unwrap_or("");
        (start, line.strip_suffix('\r').unwrap_or(line))
    }

    /// The position of a byte offset (clamped to the text, and back to the
    /// start of the character it falls in).
    pub(crate) fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line_of(offset);
        let start = self.starts[line];
        let column: usize = self.text[start..offset].chars().map(char::len_utf16).sum();
        Position::new(line as u32, column as u32)
    }

    /// The byte offset of a position: past a line's end is its end, past
    /// the last line the end of the text.
    pub(crate) fn offset(&self, position: Position) -> usize {
        let (start, line) = self.line(position.line as usize);
        let mut units = 0;
        for (i, c) in line.char_indices() {
            if units >= position.character as usize {
                return start + i;
            }
            units += c.len_utf16();
        }
        start + line.len()
    }

    pub(crate) fn range(&self, span: Span) -> Range {
        Range::new(self.position(span.start), self.position(span.end))
    }

    /// The word (letters, digits, `_`, `-`) at or just before an offset,
    /// with its span.
    pub(crate) fn word_at(&self, offset: usize) -> Option<(Span, &'a str)> {
        let (start, line) = self.line(self.line_of(offset.min(self.text.len())));
        let mut at = offset.saturating_sub(start).min(line.len());
        while !line.is_char_boundary(at) {
            at -= 1;
        }
        let is_word = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
        let from = line[..at]
            .char_indices()
            .rev()
            .take_while(|(_, c)| is_word(*c))
            .last()
            .map_or(at, |(i, _)| i);
        let to = line[at..]
            .find(|c: char| !is_word(c))
            .map_or(line.len(), |n| at + n);
        (from < to).then(|| (Span::new(start + from, start + to), &line[from..to]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_positions_go_both_ways_in_utf16() {
        let text = "ab\r\n\u{e9}\u{1f600}x\nlast";
        let lines = Lines::new(text);
        // `x` is after a two-byte and a four-byte character: column 1 + 2.
        let x = text.find('x').unwrap();
        assert_eq!(lines.position(x), Position::new(1, 3));
        assert_eq!(lines.offset(Position::new(1, 3)), x);
        // Past a line's end: its end; past the last line: the text's end.
        assert_eq!(lines.offset(Position::new(0, 99)), 2);
        assert_eq!(lines.offset(Position::new(9, 0)), text.len());
        // Inside a character: its start.
        assert_eq!(lines.position(x - 1), Position::new(1, 1));
        assert_eq!(lines.line(0), (0, "ab"));
    }

    #[test]
    fn the_word_at_a_position() {
        let lines = Lines::new("robots step king toward player\n");
        assert_eq!(lines.word_at(9).unwrap().1, "step");
        assert_eq!(lines.word_at(11).unwrap().1, "step");
        assert!(Lines::new("a  b").word_at(2).is_none());
    }
}
