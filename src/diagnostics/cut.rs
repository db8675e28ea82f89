//! Long source lines cut to a readable width around the labels on them.
//!
//! The renderer pads to a label's column with a formatting width, which
//! has an upper bound (65,535): a label further right than that cannot be
//! drawn, and a line of many thousand characters cannot be read anyway.
//! [`Cut`] wraps any source: where a label's line is long, the snippet shown
//! is a window of that line around the label, still numbered with the
//! line's real number, and context lines that are long are left out.

use miette::{MietteError, MietteSpanContents, SourceCode, SourceSpan, SpanContents};

/// Lines up to this many bytes are shown whole.
pub const WIDE: usize = 400;
/// Bytes of a long line shown before the label's start.
const BEFORE: usize = 80;

/// A source whose snippets never hold a line longer than [`WIDE`] bytes
/// around a label.
pub struct Cut<'a>(pub &'a dyn SourceCode);

impl std::fmt::Debug for Cut<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Cut")
    }
}

impl SourceCode for Cut<'_> {
    fn read_span<'b>(
        &'b self,
        span: &SourceSpan,
        before: usize,
        after: usize,
    ) -> Result<Box<dyn SpanContents<'b> + 'b>, MietteError> {
        let contents = self.0.read_span(span, before, after)?;
        let data = contents.data();
        let base = contents.span().offset();
        let Some(start) = span.offset().checked_sub(base).filter(|&s| s <= data.len()) else {
            return Ok(contents);
        };
        let end = (start + span.len()).min(data.len());
        // The lines the span touches, and the whole window.
        let first = line_start(data, start);
        let last = line_end(data, end.max(start));
        let touched_wide = lines(&data[first..last]).any(|l| l.len() > WIDE);
        let context_wide = lines(&data[..first]).any(|l| l.len() > WIDE)
            || lines(&data[last..]).any(|l| l.len() > WIDE);
        if !touched_wide && !context_wide {
            return Ok(contents);
        }
        let (from, to) = if touched_wide {
            // A window of the first touched line around the span's start.
            let line = line_end(data, start);
            let from = boundary_down(data, start.saturating_sub(BEFORE).max(first));
            (from, boundary_down(data, line.min(from + WIDE)))
        } else {
            (first, last)
        };
        // A window that reaches the end of its line keeps the line break,
        // as the renderer expects of a whole line.
        let to = if data.get(to) == Some(&b'\n') {
            to + 1
        } else {
            to
        };
        let newlines = data[..from].iter().filter(|&&b| b == b'\n').count();
        let line_from = line_start(data, from);
        let column =
            if line_from == 0 { contents.column() } else { 0 } + chars(&data[line_from..from]);
        let window = &data[from..to];
        let span = SourceSpan::new((base + from).into(), window.len());
        let line = contents.line() + newlines;
        Ok(Box::new(match contents.name() {
            Some(name) => {
                MietteSpanContents::new_named(name.to_string(), window, span, line, column, 1)
            }
            None => MietteSpanContents::new(window, span, line, column, 1),
        }))
    }
}

/// The start of the line holding byte `at`.
fn line_start(data: &[u8], at: usize) -> usize {
    data[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1)
}

/// The end (before its `\n`) of the line holding byte `at`.
fn line_end(data: &[u8], at: usize) -> usize {
    data[at..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(data.len(), |i| at + i)
}

fn lines(data: &[u8]) -> impl Iterator<Item = &[u8]> {
    data.split(|&b| b == b'\n')
}

/// The largest UTF-8 character boundary at or below `at`.
fn boundary_down(data: &[u8], mut at: usize) -> usize {
    while at > 0 && at < data.len() && data[at] & 0xc0 == 0x80 {
        at -= 1;
    }
    at
}

/// Characters in a run of UTF-8 bytes.
fn chars(data: &[u8]) -> usize {
    data.iter().filter(|&&b| b & 0xc0 != 0x80).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(
        text: &str,
        offset: usize,
        len: usize,
        context: usize,
    ) -> (String, usize, usize, usize) {
        let cut = Cut(&text);
        let contents = cut
            .read_span(&SourceSpan::new(offset.into(), len), context, context)
            .unwrap();
        (
            String::from_utf8(contents.data().to_vec()).unwrap(),
            contents.span().offset(),
            contents.line(),
            contents.column(),
        )
    }

    #[test]
    fn short_lines_are_shown_as_the_source_gives_them() {
        let text = "one\ntwo x\nthree\n";
        let (shown, offset, line, _) = read(text, 8, 1, 1);
        assert_eq!(
            (shown.as_str(), offset, line),
            ("one\ntwo x\nthree\n", 0, 0)
        );
    }

    #[test]
    fn a_label_far_along_a_long_line_gets_a_window_with_real_numbers() {
        let text = format!("first\nplayer may stay{}x\nlast\n", " ".repeat(70_000));
        let at = text.find('x').unwrap();
        let (shown, offset, line, column) = read(&text, at, 1, 1);
        assert_eq!(line, 1, "the second line, counted from 0");
        assert_eq!(offset, at - BEFORE);
        assert!(
            shown.ends_with("x\n") && shown.len() == BEFORE + 2,
            "{shown:?}"
        );
        assert_eq!(column, at - "first\n".len() - BEFORE);
    }

    #[test]
    fn long_context_lines_are_left_out() {
        let text = format!("{}\nshort x\n", "y".repeat(5000));
        let at = text.find('x').unwrap();
        let (shown, _, line, column) = read(&text, at, 1, 1);
        assert_eq!((shown.as_str(), line, column), ("short x\n", 1, 0));
    }

    #[test]
    fn a_window_never_splits_a_character() {
        let text = format!("{}x", "é".repeat(40_000));
        let at = text.find('x').unwrap();
        let (shown, ..) = read(&text, at, 1, 0);
        assert!(shown.ends_with('x'));
        let (shown, ..) = read(&text, 1001, 1, 1);
        assert!(shown.len() <= WIDE);
    }
}
