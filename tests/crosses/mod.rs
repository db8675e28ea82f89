//! Crosses & Crosses: the shared cases answered and checked, records
//! replayed and refused, the contest input's checks.

mod contest;
mod generate;
mod records;
pub(crate) mod support;
