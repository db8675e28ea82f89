//! Spans, source files and line/column arithmetic shared by every phase's
//! errors, so that each error can point at the exact text it is about, and
//! what makes any diagnostic safe to print ([`shown::Shown`]).

pub mod cut;
pub mod shown;
pub mod terminal;

pub use terminal::{escape_controls, shown_text};

use miette::{Diagnostic, NamedSource, SourceSpan};
use std::sync::{Arc, OnceLock};
use thiserror::Error;

/// A byte range in a source file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Self {
        Span { start, end }
    }

    /// The smallest span covering both.
    pub fn join(self, other: Span) -> Span {
        Span::new(self.start.min(other.start), self.end.max(other.end))
    }
}

impl From<pest::Span<'_>> for Span {
    fn from(span: pest::Span<'_>) -> Self {
        Span::new(span.start(), span.end())
    }
}

impl From<Span> for SourceSpan {
    fn from(span: Span) -> Self {
        SourceSpan::new(span.start.into(), span.end.saturating_sub(span.start))
    }
}

/// A named text (a rules file, a scenario), cheap to clone into errors.
#[derive(Debug, Clone)]
pub struct Source {
    pub name: Arc<str>,
    pub text: Arc<str>,
    /// Where each line starts and whether it is ASCII, computed on first
    /// use, so that locating many findings in a large file stays fast.
    lines: Arc<OnceLock<Vec<(usize, bool)>>>,
    /// The text as diagnostics show it ([`shown_text`]), made once.
    shown: Arc<OnceLock<Arc<str>>>,
}

impl Source {
    pub fn new(name: impl Into<Arc<str>>, text: impl Into<Arc<str>>) -> Self {
        Source {
            name: name.into(),
            text: text.into(),
            lines: Arc::default(),
            shown: Arc::default(),
        }
    }

    /// The source as miette wants it attached to a diagnostic: the name and
    /// the text with control characters replaced, offsets unchanged.
    pub fn named(&self) -> NamedSource<Arc<str>> {
        let shown = self.shown.get_or_init(|| match shown_text(&self.text) {
            std::borrow::Cow::Borrowed(_) => self.text.clone(),
            std::borrow::Cow::Owned(text) => text.into(),
        });
        NamedSource::new(escape_controls(&self.name), shown.clone())
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let text: &str = &self.text;
        let lines = self.lines.get_or_init(|| {
            let mut lines = Vec::new();
            let mut start = 0;
            for line in text.split_inclusive('\n') {
                lines.push((start, line.is_ascii()));
                start += line.len();
            }
            if lines.is_empty() || text.ends_with('\n') {
                lines.push((text.len(), true));
            }
            lines
        });
        let offset = floor_char_boundary(text, offset.min(text.len()));
        // The last line that starts at or before the offset.
        let line = lines.partition_point(|&(start, _)| start <= offset);
        let (start, ascii) = lines[line - 1];
        let column = if ascii {
            offset - start
        } else {
            text[start..offset].chars().count()
        };
        (line, column + 1)
    }

    /// `name:line:col` of a byte offset, as printed in error headlines.
    pub fn location(&self, offset: usize) -> String {
        let (line, col) = self.line_col(offset);
        format!("{}:{line}:{col}", self.name)
    }
}

/// A file that should be text but holds bytes that are not UTF-8.
#[derive(Debug, Error, Diagnostic)]
#[error("{location}: the file holds bytes that are not text (invalid UTF-8)")]
#[diagnostic(
    code(robots::not_text),
    help("rules files are plain UTF-8 text; save the file as UTF-8")
)]
pub struct NotText {
    location: String,
    #[source_code]
    src: NamedSource<String>,
    #[label("not UTF-8")]
    span: SourceSpan,
}

/// The text of a file's bytes, or a refusal that points at the first byte
/// that is not UTF-8.
pub fn text_of(name: &str, bytes: Vec<u8>) -> Result<String, NotText> {
    String::from_utf8(bytes).map_err(|e| {
        let good = e.utf8_error().valid_up_to();
        // The shown text is the same as the file up to the bad byte, which
        // becomes a replacement character.
        let shown = String::from_utf8_lossy(e.as_bytes()).into_owned();
        let (line, col) = line_col(&shown, good);
        NotText {
            location: format!("{name}:{line}:{col}"),
            src: NamedSource::new(escape_controls(name), shown_text(&shown).into_owned()),
            span: SourceSpan::new(good.into(), '\u{fffd}'.len_utf8()),
        }
    })
}

/// 1-based line and column (in characters) of a byte offset in `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = floor_char_boundary(text, offset.min(text.len()));
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    (line, col)
}

/// The largest char boundary at or below `offset`.
pub fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while offset > 0 && !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// Edit distance between two words, for "did you mean" suggestions: the
/// fewest insertions, deletions, substitutions and swaps of two adjacent
/// characters (the usual typos) that turn one into the other.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // d[i][j]: distance between a[..i] and b[..j].
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// The longest word compared for suggestions; longer text is no typo.
const MAX_SUGGEST_CHARS: usize = 64;

/// The candidate closest to `word`, if it is close enough to be a likely typo.
pub fn suggest<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    if word.chars().count() > MAX_SUGGEST_CHARS {
        return None;
    }
    let limit = word.chars().count() / 4 + 1;
    candidates
        .into_iter()
        .map(|c| (edit_distance(&word.to_lowercase(), c), c))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Text as it can be shown inside backquotes in a message: control and
/// invisible characters (a tab, a byte order mark) are written as escapes.
pub fn visible(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_control() || matches!(c, '\u{200b}'..='\u{200f}' | '\u{feff}' | '\u{a0}') {
                c.escape_unicode().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_col_counts_from_one() {
        let text = "ab\ncd\n";
        assert_eq!(line_col(text, 0), (1, 1));
        assert_eq!(line_col(text, 4), (2, 2));
        assert_eq!(line_col(text, 6), (3, 1));
    }

    #[test]
    fn a_source_locates_like_line_col() {
        let text = "ab\ncd\n\né\nx";
        let source = Source::new("t", text);
        for offset in 0..=text.len() + 2 {
            assert_eq!(source.line_col(offset), line_col(text, offset), "{offset}");
        }
        assert_eq!(Source::new("e", "").location(0), "e:1:1");
    }

    #[test]
    fn bytes_that_are_not_text_are_located() {
        let err = text_of("f.rules", b"board\nab\xffc".to_vec()).unwrap_err();
        assert_eq!(
            err.to_string(),
            "f.rules:2:3: the file holds bytes that are not text (invalid UTF-8)"
        );
        assert_eq!(text_of("f", b"ok".to_vec()).unwrap(), "ok");
    }

    #[test]
    fn line_col_survives_offsets_inside_a_character() {
        let text = "é\nx";
        assert_eq!(line_col(text, 1), (1, 1));
        assert_eq!(line_col(text, 99), (2, 2));
    }

    #[test]
    fn edit_distance_of_common_typos() {
        assert_eq!(edit_distance("manhatan", "manhattan"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("baord", "board"), 1);
    }

    #[test]
    fn suggest_picks_the_nearest_and_refuses_far_words() {
        let names = ["manhattan", "chebyshev", "euclidean"];
        assert_eq!(suggest("manhatten", names), Some("manhattan"));
        assert_eq!(suggest("cheb", names), None);
        assert_eq!(suggest("zzz", names), None);
    }
}
