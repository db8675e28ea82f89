//! The rules language: text -> syntax tree -> checked model -> rule table.
//!
//! | stage   | module      | output |
//! |---------|-------------|--------|
//! | parse   | `syntax`    | [`ast::RulesFile`], spans on every node |
//! | check   | `check` (with `vocab`, `directions`, `outcomes`, `ties`, `strategy`) | [`check::Model`] and warnings |
//! | compile | `compile`   | [`crate::engine::table::Table`] |

pub mod ast;
pub mod check;
pub mod compile;
pub mod directions;
pub mod outcomes;
pub mod report;
pub mod strategy;
pub mod syntax;
pub mod ties;
pub mod vocab;

use crate::diagnostics::Source;
use crate::engine::table::Table;
use miette::Diagnostic;
use report::{CheckFailed, Finding};
use thiserror::Error;

/// The canonical game, embedded in the binary.
pub const CANONICAL: &str = include_str!("../../rules/robots.rules");

/// A rules file that was refused.
#[derive(Debug, Error, Diagnostic)]
pub enum RulesError {
    #[error(transparent)]
    #[diagnostic(transparent)]
    Syntax(#[from] syntax::SyntaxError),
    #[error(transparent)]
    #[diagnostic(transparent)]
    Check(#[from] CheckFailed),
}

/// A rules file that was accepted: its table and any warnings.
#[derive(Debug, Clone)]
pub struct Compiled {
    pub table: Table,
    pub warnings: Vec<Finding>,
}

/// Parses, checks and compiles a rules file.
pub fn load(source: &Source) -> Result<Compiled, RulesError> {
    let file = syntax::parse(source)?;
    let model = check::check(source, &file)?;
    Ok(Compiled {
        table: compile::compile(&model),
        warnings: model.warnings,
    })
}

/// The canonical game's table.
pub fn canonical() -> Compiled {
    load(&Source::new("rules/robots.rules", CANONICAL))
        .expect("the embedded canonical rules are valid")
}
