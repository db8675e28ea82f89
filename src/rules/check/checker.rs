//! The checker's state and services: findings so far, the first statement
//! of each slot, the lines that did not parse, and the common ways of
//! reporting (missing, out of range, unknown word, stated twice).

use super::slots;
use crate::diagnostics::{Source, Span, suggest};
use crate::rules::ast::{self, Spanned, Statement};
use crate::rules::codes::{Error, Warning};
use crate::rules::report::Finding;
use crate::rules::syntax::{Broken, statements};
use crate::rules::vocab;
use std::collections::HashMap;

/// The largest board side.
pub(super) const MAX_SIDE: i64 = crate::geometry::MAX_SIDE as i64;
/// The largest offset component of a step.
pub(super) const MAX_REACH: i64 = 16;
/// The longest survival goal.
pub(super) const MAX_SURVIVE: i64 = 100_000;
/// The most a cell may cost to enter, or a command take.
pub(crate) const MAX_COST: u32 = 1_000;

/// The checker's state: findings so far, the first statement of each kind,
/// and the lines that did not parse.
pub(crate) struct Checker<'a> {
    pub(super) source: &'a Source,
    findings: Vec<Finding>,
    broken: Vec<Broken>,
    slots: HashMap<String, &'a Statement>,
    /// Where a missing statement is to be added: after the last statement.
    last_statement: Option<Span>,
}

impl<'a> Checker<'a> {
    /// A checker of `source`, starting from the parse's errors.
    pub(super) fn new(source: &'a Source, errors: Vec<Finding>, broken: Vec<Broken>) -> Self {
        Checker {
            source,
            findings: errors,
            broken,
            slots: HashMap::new(),
            last_statement: None,
        }
    }

    /// Takes in the file's statements: notes the first of each slot
    /// (reporting repeats) and where missing statements would go.
    pub(super) fn take_in(&mut self, file: &'a ast::RulesFile) {
        self.note_slots(file);
        self.last_statement = file
            .statements
            .iter()
            .filter(|s| !s.node.is_block())
            .map(|s| s.span)
            .max_by_key(|s| s.end);
    }

    /// Whether nothing at all was found wrong or stated.
    pub(super) fn quiet(&self) -> bool {
        self.broken.is_empty() && self.findings.is_empty()
    }

    /// The findings, errors apart from warnings.
    pub(super) fn finish(self) -> (Vec<Finding>, Vec<Finding>) {
        self.findings.into_iter().partition(Finding::is_error)
    }

    pub(super) fn push(&mut self, finding: Finding) {
        self.findings.push(finding);
    }

    pub(super) fn error(&self, code: Error, span: Span, message: impl Into<String>) -> Finding {
        Finding::error(self.source, code, span, message)
    }

    pub(super) fn warn(&self, code: Warning, span: Span, message: impl Into<String>) -> Finding {
        Finding::warning(self.source, code, span, message)
    }

    /// The text of a span, with its spacing normalised.
    fn text(&self, span: Span) -> String {
        self.source.text[span.start..span.end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Notes the first statement of each slot; later ones are repeats.
    fn note_slots(&mut self, file: &'a ast::RulesFile) {
        for statement in &file.statements {
            let slot = slots::slot_of(&statement.node);
            if let Some(first) = self.slots.get(&slot) {
                let first = first.span;
                self.restated(first, statement.span);
            } else {
                self.slots.insert(slot, statement);
            }
        }
    }

    fn restated(&mut self, first: Span, again: Span) {
        let f = if self.text(first) == self.text(again) {
            self.warn(Warning::Repeated, again, "this rule is stated twice")
                .label("stated again here")
                .also(first, "first stated here")
                .help("delete one of the two lines")
        } else {
            self.error(
                Error::Restated,
                again,
                "this rule is stated twice, differently",
            )
            .label("stated again here")
            .also(first, "first stated here")
            .help("a game says each thing once: keep the line you mean and delete the other")
        };
        self.push(f);
    }

    /// The statement in a slot (see [`slots::slot_of`]).
    pub(super) fn get(&self, slot: &str) -> Option<&'a Statement> {
        self.slots.get(slot).copied()
    }

    /// Every statement whose slot starts with `prefix`, in file order.
    pub(super) fn all(&self, prefix: &str) -> Vec<&'a Statement> {
        let mut found: Vec<&Statement> = self
            .slots
            .iter()
            .filter(|(k, _)| k.starts_with(prefix))
            .map(|(_, s)| *s)
            .collect();
        found.sort_by_key(|s| s.span.start);
        found
    }

    /// Reports that the statement beginning `prefix` (in the keyword
    /// table) is missing, unless a line that did not parse seems to be it.
    pub(super) fn missing(&mut self, prefix: &str, what: &str) {
        self.missing_with(prefix, what, statements::statement(prefix).example);
    }

    /// [`Self::missing`] with its own example.
    pub(super) fn missing_with(&mut self, prefix: &str, what: &str, example: &str) {
        // A broken line that may be this statement: its words so far are
        // where this statement's begin.
        let guessed = self
            .broken
            .iter()
            .any(|b| b.statement.is_some_and(|s| prefix.starts_with(s.prefix)));
        if guessed {
            return;
        }
        let at = self
            .last_statement
            .map_or(self.source.text.len(), |s| s.end);
        let example = if example.ends_with(':') || example.contains('\n') {
            format!("add lines such as\n{example}")
        } else {
            format!("add a line such as `{example}`")
        };
        let f = self
            .error(
                Error::Missing,
                Span::new(at, at),
                format!("the rules never say {what}"),
            )
            .label("add it after this line")
            .help(example);
        self.push(f);
    }

    /// Whether some line that did not parse seems to be the statement
    /// beginning `prefix`: checks that depend on it stay quiet.
    pub(super) fn broken(&self, prefix: &str) -> bool {
        self.broken
            .iter()
            .any(|b| b.statement.is_some_and(|s| s.prefix.starts_with(prefix)))
    }

    pub(super) fn in_range(
        &mut self,
        n: &Spanned<i64>,
        low: i64,
        high: i64,
        what: &str,
    ) -> Option<i64> {
        if (low..=high).contains(&n.node) {
            return Some(n.node);
        }
        let f = self
            .error(
                Error::OutOfRange,
                n.span,
                format!("{} is out of range for {what}", n.node),
            )
            .label(format!("must be from {low} to {high}"))
            .help(format!("{what} is at least {low} and at most {high}"));
        self.push(f);
        None
    }

    /// An unknown word. `what` may end in a context such as
    /// "outcome for `player into debris`": the noun is its first word(s)
    /// before " for ".
    pub(super) fn unknown(&mut self, what: &str, word: &Spanned<String>, known: &[&str]) {
        let (noun, context) = match what.split_once(" for ") {
            Some((noun, context)) => (noun, format!(" for {context}")),
            None => (what, String::new()),
        };
        let article = if noun.starts_with(['a', 'e', 'i', 'o', 'u']) {
            "an"
        } else {
            "a"
        };
        let finding = self
            .error(
                Error::UnknownName,
                word.span,
                format!("unknown {noun} `{}`{context}", word.node),
            )
            .label(format!("not {article} {noun}{context}"));
        let names = vocab::list(known.iter().copied());
        let help = match suggest(&word.node, known.iter().copied()) {
            Some(near) => format!("did you mean `{near}`? The {noun}s{context} are {names}"),
            None => format!("the {noun}s{context} are {names}"),
        };
        self.push(finding.help(help));
    }
}
