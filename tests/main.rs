//! The integration suite, one binary: each module is one topic.

mod bounded;
mod cases;
mod cli;
mod conventions;
mod diagnostics;
mod edited_rules;
mod hostile;
mod machinery;
mod properties;
mod support;
mod variants_movement;
mod variants_outcomes;
