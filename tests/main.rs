//! The integration suite, one binary: each module is one topic.

mod cases;
mod cli;
mod crosses;
mod diagnostics;
mod edited_rules;
mod properties;
mod support;
mod variants_movement;
mod variants_outcomes;
