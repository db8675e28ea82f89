//! The integration suite, one binary: each module is one topic.

mod cases;
mod cli;
mod diagnostics;
mod edited_rules;
mod engine_api;
mod oracle;
mod properties;
mod support;
mod variants_movement;
mod variants_outcomes;
