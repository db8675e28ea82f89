//! The integration suite, one binary: each module is one topic.

mod against_oracle;
mod cases;
mod cli;
mod diagnostics;
mod edited_rules;
mod engine_api;
mod layers;
mod oracle;
mod properties;
mod random_rules;
mod support;
mod variants_movement;
mod variants_outcomes;
