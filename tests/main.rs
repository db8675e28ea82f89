//! The integration suite, one binary: each module is one topic.

// As in the library: errors carry their source text and labels, and are
// built once, on the cold path, so their size does not matter.
#![allow(clippy::result_large_err)]

mod against_oracle;
mod bounded;
mod bounded_fuzz;
mod bounded_fuzz_inputs;
mod bounded_games;
mod bounded_inputs;
mod bounded_jobs;
mod bounded_views;
mod cases;
mod cli;
mod cli_options;
mod conventions;
mod crosses;
mod crosses_lines;
mod diagnostics;
mod diff_parting;
mod diff_shrink;
mod edited_rules;
mod engine_api;
mod every_error;
mod format;
mod format_properties;
mod game_diagnostics;
mod game_hostile;
mod game_properties;
mod hostile;
mod janken;
mod janken_three_sides;
mod janken_variants;
mod language_cli;
mod layers;
mod lsp;
mod lsp_client;
mod lsp_hostile;
mod lsp_neovim;
mod machinery;
mod map_games;
mod map_hex;
mod map_hex_diagnostics;
mod map_variants;
mod model_vs_engine;
mod oracle;
mod properties;
mod race;
mod race_variants;
mod random_rules;
mod readme_setup;
mod replay;
mod replay_view;
mod solve;
mod solve_explain;
mod stats;
mod support;
mod syntax_words;
mod table_text;
mod tables;
mod variants_movement;
mod variants_outcomes;
mod views;
mod views_diff;
mod views_docs;
mod views_runs;
