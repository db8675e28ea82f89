//! What a game's outcome rules are: each kind of game lists the rules it
//! has ([`Rule`]), each a mover, what it meets ([`Relation`]) and a menu of
//! outcomes ([`Item`]), and the pairs that are no rule ([`NotARule`]);
//! checking a file against the list (`outcomes`) gives what it states for
//! each ([`Stated`]). A rule is named as a file writes it ([`name`]).

use crate::diagnostics::Span;

/// What a rule's mover meets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Relation {
    Into(String),
    NextTo(String),
    OffBoard,
}

/// One outcome a rule may have: its words and its value. A numbered
/// outcome's words end in ` N` (`costs N`, `chain up to N`).
pub(super) struct Item<T> {
    pub words: &'static str,
    pub value: Value<T>,
}

pub(super) enum Value<T> {
    Fixed(T),
    /// The value for a number from `low` to `high`.
    Numbered(fn(u32) -> T, u32, u32),
}

pub(super) const fn fixed<T>(words: &'static str, value: T) -> Item<T> {
    Item {
        words,
        value: Value::Fixed(value),
    }
}

/// A rule a game has.
pub(super) struct Rule<T> {
    pub mover: &'static str,
    pub relation: Relation,
    pub menu: Vec<Item<T>>,
    pub required: bool,
}

/// A pair that is no rule, and why.
pub(super) struct NotARule {
    pub mover: &'static str,
    pub relation: Relation,
    pub why: &'static str,
}

/// What the file states for one rule.
#[derive(Debug, Clone, Copy)]
pub(super) struct Stated<T> {
    pub value: T,
    pub span: Span,
}

/// `player into debris`, `unit next to enemy`, `robot off board`.
pub(super) fn name(mover: &str, relation: &Relation) -> String {
    match relation {
        Relation::Into(t) => format!("{mover} into {t}"),
        Relation::NextTo(t) => format!("{mover} next to {t}"),
        Relation::OffBoard => format!("{mover} off board"),
    }
}
