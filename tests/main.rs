//! The integration suite, one binary: each module is one topic.

mod cases;
mod cli;
mod diagnostics;
mod edited_rules;
mod every_error;
mod language_cli;
mod properties;
mod support;
mod table_text;
mod variants_movement;
mod variants_outcomes;
