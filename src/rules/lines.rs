//! Where each rule of a pursuit is written: the line of every strategy
//! filter, key and fallback, of every outcome rule and of every other
//! statement, read from the syntax tree's spans. The views name these
//! lines (`rules/robots.rules:53`) so that a reader sees which rule
//! decided a move.

use super::ast::{StatementKind, StrategyItem};
use super::check::slots::slot_of;
use crate::diagnostics::Source;
use crate::engine::table::{Meets, Mover};
use std::collections::HashMap;
use std::sync::Arc;

/// The lines of a rules file's statements, by what they state.
#[derive(Debug, Clone, Default)]
pub struct RuleLines {
    /// The file's name as messages give it.
    pub name: Arc<str>,
    /// The file's text.
    text: Arc<str>,
    /// `reject ...` lines of the strategy, in order.
    pub filters: Vec<usize>,
    /// `minimize`/`maximize` lines, in the order of the table's keys.
    pub keys: Vec<usize>,
    /// `else ...` lines, in the order of the table's fallbacks.
    pub fallbacks: Vec<usize>,
    /// Every other statement by its slot (`outcome player into robot`,
    /// `steps`, `meeting`, `format`, ...): its first line.
    statements: HashMap<String, usize>,
}

impl RuleLines {
    /// The line of the statement in `slot`, if the file states it.
    pub fn statement(&self, slot: &str) -> Option<usize> {
        self.statements.get(slot).copied()
    }

    /// The line of the outcome rule for `mover` meeting `meets` (none
    /// when the rule is left to its default).
    pub fn outcome(&self, mover: Mover, meets: Meets) -> Option<usize> {
        self.statement(&outcome_slot(mover, meets))
    }

    /// What line `line` states, as written: its comment cut, its spacing
    /// normalised (empty past the end of the file).
    pub fn written(&self, line: usize) -> String {
        let text = self.text.lines().nth(line.saturating_sub(1)).unwrap_or("");
        let code = text.split('#').next().unwrap_or("");
        code.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// `name:line`.
    pub fn at(&self, line: usize) -> String {
        format!("{}:{line}", self.name)
    }
}

/// The slot of the outcome rule for `mover` meeting `meets`, as
/// [`slot_of`] names it.
pub fn outcome_slot(mover: Mover, meets: Meets) -> String {
    let mover = match mover {
        Mover::Player => "player",
        Mover::PushedDebris => "pushed debris",
        Mover::Robot => "robot",
    };
    let meets = match meets {
        Meets::Empty => "into empty",
        Meets::Robot => "into robot",
        Meets::Debris => "into debris",
        Meets::Player => "into player",
        Meets::OffBoard => "off board",
    };
    format!("outcome {mover} {meets}")
}

/// The lines of `source`'s statements. A file that was accepted by
/// [`super::load`] gives its keys and fallbacks in the table's order.
pub fn lines(source: &Source) -> RuleLines {
    let parsed = super::syntax::parse(source);
    let line = |offset: usize| source.line_col(offset).0;
    let mut found = RuleLines {
        name: source.name.clone(),
        text: source.text.clone(),
        ..RuleLines::default()
    };
    for statement in &parsed.file.statements {
        if let StatementKind::Strategy(items) = &statement.node {
            for item in items {
                let list = match item.node {
                    StrategyItem::Reject(_) => &mut found.filters,
                    StrategyItem::Minimize(_) | StrategyItem::Maximize(_) => &mut found.keys,
                    StrategyItem::Fallback(_) => &mut found.fallbacks,
                };
                list.push(line(item.span.start));
            }
        }
        found
            .statements
            .entry(slot_of(&statement.node))
            .or_insert_with(|| line(statement.span.start));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_canonical_strategy_and_outcomes_are_found_on_their_lines() {
        let text = super::super::CANONICAL;
        let source = Source::new("rules/robots.rules", text);
        let found = lines(&source);
        // Each found line must hold the words it is found for.
        let holds = |n: usize, words: &str| text.lines().nth(n - 1).unwrap().contains(words);
        assert_eq!(found.filters.len(), 1);
        assert!(holds(found.filters[0], "reject immediate loss"));
        let keys = [
            "minimize robots",
            "maximize nearest robot",
            "minimize row",
            "minimize column",
        ];
        assert_eq!(found.keys.len(), keys.len());
        for (&n, words) in found.keys.iter().zip(keys) {
            assert!(holds(n, words), "line {n}: {words}");
        }
        assert!(holds(found.fallbacks[0], "else teleport first usable"));
        assert!(holds(found.fallbacks[1], "else stay"));
        let robot = found.outcome(Mover::Player, Meets::Robot).unwrap();
        assert!(holds(robot, "player into robot: blocked"));
        assert!(found.outcome(Mover::PushedDebris, Meets::Empty).is_none());
        assert!(holds(found.statement("steps").unwrap(), "robots step king"));
        assert_eq!(found.written(robot), "player into robot: blocked");
        assert_eq!(found.at(3), "rules/robots.rules:3");
    }
}
