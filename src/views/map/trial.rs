//! A shrink's trials: the case so far, the candidate cases tried (each
//! played under both files, kept when it still differs), within
//! [`MAX_TRIALS`] and [`MAX_TIME`]; and delta debugging over a list of
//! things to take away.

use super::draft::Draft;
use crate::scenario::map::MapCase;
use std::time::{Duration, Instant};

/// The most candidate cases tried (each played under both files).
pub const MAX_TRIALS: u64 = 20_000;

/// The longest a shrink may take; it keeps the smallest case found by then.
pub const MAX_TIME: Duration = Duration::from_secs(20);

pub(super) struct Run<'d> {
    pub(super) draft: Draft,
    pub(super) trials: u64,
    pub(super) deadline: Instant,
    pub(super) differs: &'d mut dyn FnMut(&MapCase) -> bool,
}

impl Run<'_> {
    pub(super) fn stopped(&self) -> bool {
        self.trials >= MAX_TRIALS || Instant::now() >= self.deadline
    }

    /// Whether `candidate` still differs; if so it becomes the draft.
    pub(super) fn take(&mut self, candidate: Draft) -> bool {
        if self.stopped() || candidate == self.draft {
            return false;
        }
        self.trials += 1;
        let keeps = (self.differs)(&candidate.case());
        if keeps {
            self.draft = candidate;
        }
        keeps
    }

    /// Delta debugging over `items`: `without(draft, chunk)` is the draft
    /// with a chunk of them removed. Whether any went.
    pub(super) fn ddmin(
        &mut self,
        mut items: Vec<usize>,
        without: impl Fn(&Draft, &[usize]) -> Draft,
    ) -> bool {
        let mut changed = false;
        let mut n = 2usize;
        while !items.is_empty() && !self.stopped() {
            let size = items.len().div_ceil(n.min(items.len()));
            let mut removed = false;
            let mut start = 0;
            while start < items.len() {
                let end = (start + size).min(items.len());
                let candidate = without(&self.draft, &items[start..end]);
                if self.take(candidate) {
                    items.drain(start..end);
                    removed = true;
                    changed = true;
                } else {
                    start = end;
                }
            }
            if removed {
                n = n.saturating_sub(1).max(2);
            } else if size == 1 {
                break;
            } else {
                n = (2 * n).min(items.len());
            }
        }
        changed
    }
}
