//! The pest parser of `grammar/rules.pest` and its rules.

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/rules.pest"]
pub(crate) struct RulesParser;
