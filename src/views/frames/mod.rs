//! The views that read any kind of game through its frames
//! ([`Traced`](super::trace::Traced)): one JSON line a case and its log
//! ([`json`]), the totals of a run ([`summary`]; both written by [`run`]), one case as a
//! self-contained HTML page ([`page`]), and where two rules files' games
//! of one kind part ([`diff`]). They know nothing of any game: each reads
//! the frames' notes, grids, paths, steps, touched cells and logs, and
//! the result the kind writes for each case. A pursuit has its own,
//! richer views of the same commands (`super::json`, `super::replay`,
//! `super::diff`); the JSON schema is one for every kind
//! (`docs/views.md`).

pub mod cases;
pub mod diff;
pub mod json;
pub mod page;
pub mod run;
pub mod summary;

#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod toy;
