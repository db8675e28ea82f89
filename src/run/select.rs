//! Playing only some cases of a stream (`robots run --case K`, `--case
//! K..L`), for every game and every output form: the cases before the
//! first are read (to find where each ends) but not played, reading stops
//! after the last, and each case played keeps its number in the input.
//!
//! The same wrapper can mark where each case's output ends (a record
//! separator, [`CASE_END`]), so that a caller comparing the output with
//! an expected file (`robots run --expect`) knows each case's text
//! whatever the game's format.

use super::{Cases, Failure, Play};

/// The character written after each case's output when the ends are
/// marked; no game's output holds it (control characters from the input
/// are escaped in every text).
pub const CASE_END: char = '\u{1e}';

/// The cases asked for: from `first` to `last` (both included, counted
/// from 1; `None`: to the end of the input).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CaseRange {
    pub first: usize,
    pub last: Option<usize>,
}

impl Default for CaseRange {
    fn default() -> Self {
        CaseRange {
            first: 1,
            last: None,
        }
    }
}

impl CaseRange {
    /// Only case `k`.
    pub fn one(k: usize) -> Self {
        CaseRange {
            first: k,
            last: Some(k),
        }
    }

    pub fn contains(self, k: usize) -> bool {
        k >= self.first && self.last.is_none_or(|last| k <= last)
    }

    /// Whether no case after `k` is asked for.
    pub fn ends_at(self, k: usize) -> bool {
        self.last.is_some_and(|last| k >= last)
    }
}

impl std::str::FromStr for CaseRange {
    type Err = String;

    /// `K`, `K..L` (both included), `K..` or `..L`; cases count from 1.
    fn from_str(text: &str) -> Result<Self, String> {
        let number = |s: &str| {
            s.trim()
                .parse::<usize>()
                .ok()
                .filter(|&k| k >= 1)
                .ok_or_else(|| format!("`{}` is not a case number (they count from 1)", s.trim()))
        };
        let range = match text.split_once("..") {
            Some((a, b)) => CaseRange {
                first: if a.trim().is_empty() { 1 } else { number(a)? },
                last: if b.trim().is_empty() {
                    None
                } else {
                    Some(number(b.trim_start_matches('='))?)
                },
            },
            None => CaseRange::one(number(text)?),
        };
        if range.last.is_some_and(|last| last < range.first) {
            return Err(format!(
                "`{text}` is empty: the first case comes after the last"
            ));
        }
        Ok(range)
    }
}

/// What to play of a stream, and whether to mark where each case ends.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection {
    pub cases: CaseRange,
    /// Write [`CASE_END`] after each case's output.
    pub mark_ends: bool,
}

/// The cases of `inner` in the range, each with its number in the input.
pub(super) struct Selected<'c, C> {
    inner: &'c mut C,
    range: CaseRange,
    read: usize,
}

impl<'c, C> Selected<'c, C> {
    pub(super) fn new(inner: &'c mut C, range: CaseRange) -> Self {
        Selected {
            inner,
            range,
            read: 0,
        }
    }
}

impl<C> Cases for Selected<'_, C>
where
    C: Cases,
    C::Error: From<Failure>,
{
    type Case = (usize, C::Case);
    type Error = C::Error;

    fn next_case(&mut self) -> Result<Option<Self::Case>, C::Error> {
        loop {
            if self.range.ends_at(self.read) {
                return Ok(None);
            }
            match self.inner.next_case()? {
                Some(case) => {
                    self.read += 1;
                    if self.range.contains(self.read) {
                        return Ok(Some((self.read, case)));
                    }
                }
                None if self.read < self.range.first => {
                    return Err(Failure::NoSuchCase {
                        first: self.range.first,
                        count: self.read,
                    }
                    .into());
                }
                None => return Ok(None),
            }
        }
    }

    fn footprint(case: &Self::Case) -> usize {
        C::footprint(&case.1)
    }

    fn working(&self, (_, case): &Self::Case) -> usize {
        self.inner.working(case)
    }
}

/// A player of numbered cases: each played under its number in the
/// input. The first case shown drops what would separate it from the case
/// before it (a blank line), as the first case of an input has none.
#[derive(Clone)]
pub(super) struct Numbered<P> {
    inner: P,
    selection: Selection,
}

impl<P> Numbered<P> {
    pub(super) fn new(inner: P, selection: Selection) -> Self {
        Numbered { inner, selection }
    }
}

impl<P: Play> Play for Numbered<P> {
    type Case = (usize, P::Case);
    type Error = P::Error;

    fn play(
        &mut self,
        _: usize,
        (number, case): &Self::Case,
        out: &mut String,
    ) -> Result<(), P::Error> {
        let start = out.len();
        self.inner.play(*number, case, out)?;
        if *number == self.selection.cases.first && out[start..].starts_with('\n') {
            out.remove(start);
        }
        if self.selection.mark_ends {
            out.push(CASE_END);
        }
        Ok(())
    }

    fn held(&self) -> usize {
        self.inner.held()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_ranges_are_read_with_both_ends_included() {
        let r = |s: &str| s.parse::<CaseRange>();
        assert_eq!(r("3"), Ok(CaseRange::one(3)));
        assert_eq!(
            r("2..4"),
            Ok(CaseRange {
                first: 2,
                last: Some(4)
            })
        );
        assert_eq!(
            r("2.."),
            Ok(CaseRange {
                first: 2,
                last: None
            })
        );
        assert_eq!(
            r("..2"),
            Ok(CaseRange {
                first: 1,
                last: Some(2)
            })
        );
        assert!(r("0").is_err());
        assert!(r("4..2").is_err());
        assert!(r("x").is_err());
        assert!(CaseRange::one(3).contains(3) && !CaseRange::one(3).contains(4));
    }
}
