//! The line reader's promises: numbering, blank lines, the length limit
//! with a byte order mark and `\r\n`, refusals, and quick lines.

use super::*;
use crate::scenario::error::ScenarioError;

const FORMAT: LineFormat = LineFormat {
    limit: 9,
    long: "short lines",
    not_text: "plain text",
};

fn all(text: &[u8], limit: usize) -> Result<Vec<(usize, String, usize)>, ScenarioError> {
    let format = LineFormat { limit, ..FORMAT };
    let mut lines = Lines::new(text, "t.in", format);
    let mut out = Vec::new();
    while lines.advance()? {
        let l = &lines.line;
        out.push((l.number, l.text.clone(), l.tokens.len()));
    }
    Ok(out)
}

#[test]
fn lines_keep_their_spaces_and_lose_their_breaks() {
    let got = all(b"\xef\xbb\xbf  a b\r\n\n*  \nlast", 100).unwrap();
    assert_eq!(
        got,
        [
            (1, "  a b".to_string(), 2),
            (2, String::new(), 0),
            (3, "*  ".to_string(), 1),
            (4, "last".to_string(), 1)
        ]
    );
}

#[test]
fn blank_lines_are_skipped_on_request() {
    let mut lines = Lines::new(&b"\n  \nx\n"[..], "t.in", FORMAT);
    assert!(lines.next_content().unwrap());
    assert_eq!((lines.line.number, lines.line.token(0)), (3, "x"));
    assert!(!lines.next_content().unwrap());
    assert!(!lines.advance().unwrap());
    assert_eq!(lines.count(), 3);
}

#[test]
fn long_lines_and_non_text_are_refused_with_their_line() {
    let err = all(b"ok\n0123456789\n", 9).unwrap_err().to_string();
    assert!(
        err.starts_with("t.in:2:1: the line is longer than 9 bytes"),
        "{err}"
    );
    assert_eq!(all(b"012345678\n", 9).unwrap().len(), 1);
    let err = all(b"ok\nab\xff\n", 9).unwrap_err().to_string();
    assert!(err.starts_with("t.in:2:3: this line holds bytes"), "{err}");
}

/// The limit counts the line's content: neither the byte order mark
/// nor `\r\n` take from it, and neither lets a longer line through.
#[test]
fn the_limit_counts_the_content_only() {
    assert_eq!(all(b"\xef\xbb\xbf012345678\r\n", 9).unwrap().len(), 1);
    for long in [&b"\xef\xbb\xbf0123456789\n"[..], b"012345678\rx\n"] {
        let err = all(long, 9).unwrap_err().to_string();
        assert!(err.starts_with("t.in:1:1: the line is longer"), "{err}");
    }
}

/// A line without end is read no further than the limit allows.
#[test]
fn an_endless_line_is_refused_at_once() {
    let mut endless = std::io::BufReader::new(std::io::repeat(b'0'));
    let mut lines = Lines::new(&mut endless, "t.in", FORMAT);
    let err = lines.advance().unwrap_err().to_string();
    assert!(err.starts_with("t.in:1:1: the line is longer"), "{err}");
}

/// Two digits `a b`: a quick reading as a format would write one.
fn pair(line: &[u8]) -> Option<(u8, u8)> {
    match *line {
        [a @ b'0'..=b'9', b' ', b @ b'0'..=b'9'] => Some((a, b)),
        _ => None,
    }
}

/// Quick lines are numbered with the others; a line the quick reading
/// does not take is left whole for `advance`.
#[test]
fn quick_lines_take_their_place_among_the_others() {
    let mut lines = Lines::new(&b"1 2\r\nx y\n3 4\n"[..], "t.in", FORMAT);
    assert_eq!(lines.quick(pair).unwrap(), Some((b'1', b'2')));
    assert_eq!(lines.count(), 1);
    assert_eq!(lines.quick(pair).unwrap(), None);
    assert!(lines.advance().unwrap());
    assert_eq!((lines.line.number, lines.line.token(1)), (2, "y"));
    assert_eq!(lines.quick(pair).unwrap(), Some((b'3', b'4')));
    assert_eq!(lines.count(), 3);
    assert_eq!(lines.quick(pair).unwrap(), None);
    assert!(!lines.advance().unwrap());
    assert_eq!(lines.quick(pair).unwrap(), None);
    // A byte order mark is for `advance` to take off, whatever `read` says.
    let mut lines = Lines::new(&b"\xef\xbb\xbf1 2\n"[..], "t.in", FORMAT);
    assert_eq!(lines.quick(|_| Some(())).unwrap(), None);
    assert!(lines.advance().unwrap());
    assert_eq!(lines.line.text, "1 2");
}

/// The search eight bytes at a time finds the first line break anywhere.
#[test]
fn line_breaks_are_found_where_a_byte_search_finds_them() {
    let mut bytes = vec![b'x'; 40];
    assert_eq!(super::line_break(&bytes), None);
    for first in 0..40 {
        for second in first..40 {
            bytes.fill(b'x');
            bytes[second] = b'\n';
            bytes[first] = b'\n';
            // Bytes next to `\n` in value, and 0x8a, do not count.
            if first > 0 {
                bytes[first - 1] = [0x0b, 0x09, 0x8a, 0x00][first % 4];
            }
            for len in [first + 1, second + 1, 40] {
                assert_eq!(super::line_break(&bytes[..len]), Some(first));
            }
        }
    }
}

/// A line longer than the input's buffer is read whole into the lines'
/// own and held there until a quick reading or `advance` takes it; a
/// plain quick reading leaves a held line alone.
#[test]
fn whole_quick_lines_outgrow_the_input_buffer() {
    let text = b"1 2\n3  4\n5 6\r\n0123456789\n7 8";
    let format = LineFormat { limit: 8, ..FORMAT };
    let loose = |l: &[u8]| {
        pair(
            &l.split(|&b| b == b' ')
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(&b' '),
        )
    };
    let mut lines = Lines::new(
        std::io::BufReader::with_capacity(2, &text[..]),
        "t.in",
        format,
    );
    assert_eq!(lines.quick(pair).unwrap(), None, "not whole in the buffer");
    assert_eq!(lines.quick_whole(pair).unwrap(), Some((b'1', b'2')));
    assert_eq!(lines.quick_whole(pair).unwrap(), None, "held");
    assert_eq!(lines.quick(loose).unwrap(), None, "held: for advance");
    assert_eq!(lines.quick_two().unwrap(), None, "held: for advance");
    assert_eq!(lines.quick_whole(loose).unwrap(), Some((b'3', b'4')));
    assert_eq!(lines.count(), 2);
    assert_eq!(lines.quick_whole(|_| None::<()>).unwrap(), None);
    assert!(lines.advance().unwrap());
    assert_eq!((lines.line.number, lines.line.text.as_str()), (3, "5 6"));
    // Too long: held without its break, for `advance` to refuse.
    assert_eq!(lines.quick_whole(|_| Some(())).unwrap(), None);
    let err = lines.advance().unwrap_err().to_string();
    assert!(err.starts_with("t.in:4:1: the line is longer"), "{err}");
    // The last line, without a break: for `advance`.
    let mut lines = Lines::new(
        std::io::BufReader::with_capacity(2, &b"7 8"[..]),
        "t.in",
        format,
    );
    assert_eq!(lines.quick_whole(pair).unwrap(), None);
    assert!(lines.advance().unwrap());
    assert_eq!(lines.line.text, "7 8");
    assert!(!lines.advance().unwrap());
    // A byte order mark is for `advance` to take off.
    let bom = b"\xef\xbb\xbf1 2\n";
    let mut lines = Lines::new(
        std::io::BufReader::with_capacity(2, &bom[..]),
        "t.in",
        format,
    );
    assert_eq!(lines.quick_whole(|_| Some(())).unwrap(), None);
    assert!(lines.advance().unwrap());
    assert_eq!(lines.line.text, "1 2");
}

/// Several lines taken at once are counted and consumed; none is taken
/// at the start of the input or while a line is held.
#[test]
fn quick_lines_are_counted_together() {
    // Lines of two bytes, as many as are whole.
    let pairs = |chunk: &[u8]| {
        let lines = chunk.chunks_exact(3).take_while(|l| l[2] == b'\n').count();
        (lines * 3, lines)
    };
    let mut lines = Lines::new(&b"hd\nab\ncd\nlong\nef\n"[..], "t.in", FORMAT);
    assert_eq!(lines.quick_lines(pairs).unwrap(), 0, "the first line");
    assert!(lines.advance().unwrap());
    assert_eq!(lines.quick_lines(pairs).unwrap(), 2);
    assert_eq!(lines.count(), 3);
    assert_eq!(lines.quick_lines(pairs).unwrap(), 0);
    assert!(lines.advance().unwrap());
    assert_eq!((lines.line.number, lines.line.text.as_str()), (4, "long"));
    let text = b"hd\nlong line\nab\n";
    let mut lines = Lines::new(
        std::io::BufReader::with_capacity(4, &text[..]),
        "t.in",
        FORMAT,
    );
    assert!(lines.advance().unwrap());
    assert_eq!(lines.quick_whole(|_| None::<()>).unwrap(), None);
    assert_eq!(lines.quick_lines(|c| (c.len(), 1)).unwrap(), 0, "held");
    assert!(lines.advance().unwrap());
    assert_eq!(lines.line.text, "long line");
}
