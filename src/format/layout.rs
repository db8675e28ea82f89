//! The lines of a file put in their canonical places: indentation, blank
//! lines between paragraphs, and the comments of a paragraph aligned.

/// How far a block line is indented.
pub(crate) const INDENT: &str = "  ";

/// A line on its way out.
#[derive(Debug, Clone)]
pub(crate) enum Out {
    Blank,
    /// A comment alone on its line, without its indentation.
    Comment(String),
    /// A line written back as it was (less its trailing blanks).
    Kept(String),
    /// A statement (or, `indent`ed, a block line) and its comment.
    Code {
        indent: bool,
        code: String,
        comment: Option<String>,
    },
}

/// The least room between a line's code and its comment.
const GAP: usize = 2;

/// Writes the lines out: runs of blank lines become one, none at the start
/// or the end; a comment alone on its line is indented as the code line
/// after it in its paragraph (a block's comment with the block); the
/// comments after code in one paragraph start in one column.
pub(crate) fn lay_out(lines: Vec<Out>) -> String {
    let lines = blank_lines(lines);
    let mut out = String::new();
    let mut paragraph = 0;
    while paragraph < lines.len() {
        let end = lines[paragraph..]
            .iter()
            .position(|l| matches!(l, Out::Blank))
            .map_or(lines.len(), |n| paragraph + n);
        write_paragraph(&lines[paragraph..end], &mut out);
        if end < lines.len() {
            out.push('\n');
        }
        paragraph = end + 1;
    }
    out
}

/// Runs of blank lines made one, and none left at either end.
fn blank_lines(lines: Vec<Out>) -> Vec<Out> {
    let mut kept: Vec<Out> = Vec::with_capacity(lines.len());
    for line in lines {
        let blank = matches!(line, Out::Blank);
        if blank && kept.last().is_none_or(|l| matches!(l, Out::Blank)) {
            continue;
        }
        kept.push(line);
    }
    while kept.last().is_some_and(|l| matches!(l, Out::Blank)) {
        kept.pop();
    }
    kept
}

/// The width of a code line as written: its indentation and its code.
fn width(indent: bool, code: &str) -> usize {
    let margin = if indent { INDENT.len() } else { 0 };
    margin + code.chars().count()
}

/// One paragraph, no blank line in it.
fn write_paragraph(lines: &[Out], out: &mut String) {
    let column = lines
        .iter()
        .filter_map(|l| match l {
            Out::Code {
                indent,
                code,
                comment: Some(_),
            } => Some(width(*indent, code) + GAP),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    for (i, line) in lines.iter().enumerate() {
        match line {
            Out::Blank => {}
            Out::Comment(text) => {
                // Indented as the next line with code, when it is a block line.
                let next = lines[i + 1..]
                    .iter()
                    .find(|l| !matches!(l, Out::Comment(_)));
                if let Some(Out::Code { indent: true, .. }) = next {
                    out.push_str(INDENT);
                }
                out.push_str(text);
            }
            Out::Kept(text) => out.push_str(text),
            Out::Code {
                indent,
                code,
                comment,
            } => {
                if *indent {
                    out.push_str(INDENT);
                }
                out.push_str(code);
                if let Some(comment) = comment {
                    let pad = column - width(*indent, code);
                    out.extend(std::iter::repeat_n(' ', pad));
                    out.push_str(comment);
                }
            }
        }
        out.push('\n');
    }
}
