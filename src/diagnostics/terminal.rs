//! What text may reach a terminal. A diagnostic quotes its input (a file
//! name, a token, a whole line), and input can hold control characters: an
//! escape sequence that retitles the window or moves the cursor, a bell, a
//! carriage return that hides what came before it, a bidirectional override
//! that reorders what is shown. Every text a diagnostic shows goes through
//! one of the two functions here.

use std::borrow::Cow;

/// Characters that change how the text around them is displayed: controls
/// (C0, DEL, C1) and the bidirectional embeddings, overrides and isolates.
fn disturbs(c: char) -> bool {
    c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A message (a headline, a help line, a label) as it may be printed: line
/// breaks kept, every other character that would disturb the terminal
/// written as an escape such as `\u{1b}`.
pub fn escape_controls(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| c != '\n' && disturbs(c)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c != '\n' && disturbs(c) {
            out.extend(c.escape_unicode());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// Source text as a diagnostic shows it under its labels. Byte offsets into
/// the text must stay valid, so each character that would disturb the
/// terminal is replaced by one of the same length in bytes: a one-byte
/// control by a space, a two-byte one by `·`, a three-byte mark by `�`
/// (a byte order mark by `␣`). Line breaks (`\n`) and tabs stay: the
/// renderer numbers lines by them and expands tabs. A `\r`, even before a
/// `\n`, becomes a space, so that no window of a line can end on one.
pub fn shown_text(text: &str) -> Cow<'_, str> {
    let odd = |c: char| c == '\u{feff}' || (disturbs(c) && c != '\n' && c != '\t');
    if !text.chars().any(odd) {
        return Cow::Borrowed(text);
    }
    let shown = text
        .chars()
        .map(|c| match c {
            '\u{feff}' => '\u{2423}',
            '\n' | '\t' => c,
            c if !disturbs(c) => c,
            c => match c.len_utf8() {
                1 => ' ',
                2 => '\u{b7}',
                _ => '\u{fffd}',
            },
        })
        .collect();
    Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_keep_line_breaks_and_nothing_else() {
        assert_eq!(escape_controls("a\x1b]0;x\x07\nb"), "a\\u{1b}]0;x\\u{7}\nb");
        assert_eq!(escape_controls("tab\there"), "tab\\u{9}here");
        assert_eq!(escape_controls("\u{202e}abc"), "\\u{202e}abc");
        assert!(matches!(escape_controls("plain é"), Cow::Borrowed(_)));
    }

    #[test]
    fn shown_text_keeps_every_byte_offset() {
        let text = "a\x1b[2Jb\r\nc\rd\u{85}e\u{202e}f\u{feff}\tg\n";
        let shown = shown_text(text);
        assert_eq!(shown.len(), text.len());
        for (i, _) in text.char_indices() {
            assert!(shown.is_char_boundary(i), "{i}");
        }
        assert_eq!(shown, "a [2Jb \nc d\u{b7}e\u{fffd}f\u{2423}\tg\n");
        assert!(matches!(shown_text("board 3 rows\n\tx"), Cow::Borrowed(_)));
    }
}
