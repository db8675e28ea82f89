//! The integration suite, one binary: each module is one topic.

mod bounded;
mod cases;
mod cli;
mod conventions;
mod diagnostics;
mod edited_rules;
mod every_error;
mod game_diagnostics;
mod game_properties;
mod hostile;
mod janken;
mod janken_variants;
mod language_cli;
mod machinery;
mod properties;
mod race;
mod race_variants;
mod support;
mod table_text;
mod tables;
mod variants_movement;
mod variants_outcomes;
