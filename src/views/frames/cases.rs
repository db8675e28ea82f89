//! The cases a view of any kind plays: every case of the input, or the
//! cases `--case` asks for, each under its number in the input; a case
//! asked for that the input does not have is refused with how many it
//! has.

use crate::run::{CaseRange, Cases};
use miette::{Diagnostic, Report};

/// Calls `each(number, case)` for each case of `cases` in `only` (every
/// case when `None`), in input order; stops reading after the last case
/// asked for.
pub fn each<C>(
    cases: &mut C,
    only: Option<CaseRange>,
    mut each: impl FnMut(usize, C::Case) -> miette::Result<()>,
) -> miette::Result<()>
where
    C: Cases,
    C::Error: Diagnostic + Send + Sync + 'static,
{
    let mut number = 0;
    while let Some(case) = cases.next_case().map_err(Report::new)? {
        number += 1;
        if only.is_some_and(|r| !r.contains(number)) {
            continue;
        }
        each(number, case)?;
        if only.is_some_and(|r| r.ends_at(number)) {
            return Ok(());
        }
    }
    match only {
        Some(r) if r.first > number => Err(miette::miette!(
            code = "robots::views::no_such_case",
            "there is no case {}: the input has {number}",
            r.first
        )),
        _ => Ok(()),
    }
}
