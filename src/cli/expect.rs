//! `robots run --expect FILE`: the played output compared with FILE case
//! by case. The run marks where each case's output ends
//! ([`CASE_END`]), so the comparison knows each case's text in any game's
//! format; it reports the first case whose text FILE does not hold at its
//! place, with both texts, or says that every case matched.

use super::input::name_of;
use super::load::output;
use crate::run::select::CASE_END;
use miette::{IntoDiagnostic, WrapErr};
use std::io::Write;
use std::path::Path;

/// The expected output, read whole.
pub struct Expected {
    name: String,
    text: String,
}

impl Expected {
    pub fn read(path: &Path) -> miette::Result<Expected> {
        let name = name_of(path);
        let text = std::fs::read(path)
            .into_diagnostic()
            .wrap_err_with(|| format!("cannot read {name}"))?;
        let text = String::from_utf8_lossy(&text).into_owned();
        Ok(Expected { name, text })
    }

    /// Compares the played output (each case's text followed by
    /// [`CASE_END`], the first being case `first`) with the expected text;
    /// prints the verdict on stdout, and fails when a case differs.
    pub fn compare(&self, played: &[u8], first: usize) -> miette::Result<()> {
        let played = String::from_utf8_lossy(played);
        let cases: Vec<&str> = played.split_terminator(CASE_END).collect();
        let verdict = verdict(&cases, &self.text);
        let mut out = std::io::stdout().lock();
        let text = match &verdict {
            Verdict::Matched => format!("all {} cases match {}\n", cases.len(), self.name),
            Verdict::Differs {
                case,
                line,
                expected,
            } => {
                let number = first + case;
                let shown = if expected.is_empty() {
                    "  (nothing: the file ends here)\n".to_string()
                } else {
                    indent(expected)
                };
                format!(
                    "case {number} differs from {}, line {line}:\nplayed:\n{}expected:\n{shown}",
                    self.name,
                    indent(cases[*case])
                )
            }
            Verdict::Longer { line } => format!(
                "all {} cases match, and {} goes on at line {line}:\n{}",
                cases.len(),
                self.name,
                indent(&lines_from(&self.text, *line, 5))
            ),
        };
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(output)?;
        match verdict {
            Verdict::Matched => Ok(()),
            Verdict::Differs { case, .. } => Err(miette::miette!(
                code = "robots::run::expect_differs",
                "case {} does not give the output {} expects",
                first + case,
                self.name
            )),
            Verdict::Longer { .. } => Err(miette::miette!(
                code = "robots::run::expect_longer",
                "{} expects more cases than the input has",
                self.name
            )),
        }
    }
}

/// What the comparison found.
#[derive(Debug, PartialEq, Eq)]
enum Verdict {
    Matched,
    /// Case `case` (from 0) is not at `line` (from 1) of the file, which
    /// holds `expected` there instead.
    Differs {
        case: usize,
        line: usize,
        expected: String,
    },
    /// Every case matched, and the file goes on at `line`.
    Longer {
        line: usize,
    },
}

fn verdict(cases: &[&str], expected: &str) -> Verdict {
    let mut at = 0;
    for (k, case) in cases.iter().enumerate() {
        let rest = &expected[at..];
        if let Some(tail) = rest.strip_prefix(case) {
            // A file without its last newline still matches.
            at = expected.len() - tail.len();
            continue;
        }
        if k + 1 == cases.len() && case.strip_suffix('\n') == Some(rest) {
            return Verdict::Matched;
        }
        // The file's text for this case: up to where the next case's text
        // starts, or as many lines as the played case has.
        let end = cases
            .get(k + 1)
            .and_then(|next| next.trim_start_matches('\n').lines().next())
            .filter(|head| !head.is_empty())
            .and_then(|head| find_line(rest, head))
            .unwrap_or_else(|| nth_line_end(rest, case.lines().count()));
        return Verdict::Differs {
            case: k,
            line: line_of(expected, at),
            expected: rest[..end].to_string(),
        };
    }
    if expected[at..].trim().is_empty() {
        Verdict::Matched
    } else {
        let skipped = expected[at..].len() - expected[at..].trim_start().len();
        Verdict::Longer {
            line: line_of(expected, at + skipped),
        }
    }
}

/// The line (from 1) of byte `at`.
fn line_of(text: &str, at: usize) -> usize {
    text[..at].matches('\n').count() + 1
}

/// Where in `text` the first line equal to `line` starts.
fn find_line(text: &str, line: &str) -> Option<usize> {
    let mut start = 0;
    for l in text.split_inclusive('\n') {
        if start > 0 && l.trim_end_matches('\n') == line {
            return Some(start);
        }
        start += l.len();
    }
    None
}

/// The byte just after the first `n` lines of `text`.
fn nth_line_end(text: &str, n: usize) -> usize {
    text.split_inclusive('\n').take(n).map(str::len).sum()
}

/// `n` lines of `text` from line `line` (from 1).
fn lines_from(text: &str, line: usize, n: usize) -> String {
    text.split_inclusive('\n').skip(line - 1).take(n).collect()
}

fn indent(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.is_empty() {
                "\n".to_string()
            } else {
                format!("  {l}\n")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // Each case's text as the Robots contest output writes it: a blank
    // line before every case but the first.
    const ONE: &str = "Case 1:\nWon\n";
    const TWO: &str = "\nCase 2:\nLost\n";

    #[test]
    fn an_output_equal_to_the_file_matches() {
        assert_eq!(
            verdict(&[ONE, TWO], "Case 1:\nWon\n\nCase 2:\nLost\n"),
            Verdict::Matched
        );
        assert_eq!(
            verdict(&[ONE, TWO], "Case 1:\nWon\n\nCase 2:\nLost"),
            Verdict::Matched
        );
    }

    #[test]
    fn the_first_differing_case_is_named_with_the_file_text_at_its_place() {
        let file = "Case 1:\nWon\n\nCase 2:\nWon\nextra\n";
        assert_eq!(
            verdict(&[ONE, TWO], file),
            Verdict::Differs {
                case: 1,
                line: 3,
                expected: "\nCase 2:\nWon\n".into()
            }
        );
        // Case 1 differs; its expected text ends where case 2's begins.
        let file = "Case 1:\nLost\nmore\n\nCase 2:\nLost\n";
        assert_eq!(
            verdict(&[ONE, TWO], file),
            Verdict::Differs {
                case: 0,
                line: 1,
                expected: "Case 1:\nLost\nmore\n\n".into()
            }
        );
    }

    #[test]
    fn a_file_with_more_cases_is_reported() {
        assert_eq!(
            verdict(&[ONE], "Case 1:\nWon\n\nCase 2:\nLost\n"),
            Verdict::Longer { line: 4 }
        );
    }
}
