//! The syntax tree of a rules file: what was written, where, and nothing more.
//!
//! Values in word positions stay words here (a distance name, an outcome);
//! the checker gives them meaning, so a misspelling can be reported against
//! the vocabulary it should have come from.

use crate::diagnostics::Span;

/// A value together with the source text it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned<T> {
    pub node: T,
    pub span: Span,
}

impl<T> Spanned<T> {
    pub fn new(node: T, span: Span) -> Self {
        Spanned { node, span }
    }
}

/// Words written in a value position, such as `robot destroyed` or
/// `chain up to 3`, joined by single spaces.
pub type Phrase = Spanned<String>;

/// One direction as written: a compass name or an explicit offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Direction {
    Named(String),
    Offset(i64, i64),
}

/// A movement set as written: `king`, or a list of directions.
pub type DirectionSet = Spanned<Vec<Spanned<Direction>>>;

/// Who moves in an outcome rule (`player into debris: push`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mover {
    Player,
    PushedDebris,
    Robot,
}

/// What the mover meets: a named cell content, or the board's edge.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    Named(Spanned<String>),
    OffBoard(Span),
}

/// One line of the strategy block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StrategyItem {
    Reject(Phrase),
    Minimize(Phrase),
    Maximize(Phrase),
    Fallback(Phrase),
}

/// The tie resolution of the robots' step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TieRule {
    FirstOf(DirectionSet),
    Phrase(Phrase),
}

/// A board's shape and size as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSize {
    /// `board 31 rows x 31 columns`
    Rectangle {
        rows: Spanned<i64>,
        columns: Spanned<i64>,
    },
    /// `board hexagon 5 cells a side`
    Hexagon { side: Spanned<i64> },
}

/// One statement, without its span (see [`Statement`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatementKind {
    Game(Spanned<String>),
    Board(BoardSize),
    Start {
        row: Spanned<i64>,
        column: Spanned<i64>,
    },
    Distance(Spanned<String>),
    Walks(DirectionSet),
    MayStay,
    Teleports(Vec<Phrase>),
    Outcome {
        mover: Spanned<Mover>,
        target: Target,
        outcome: Phrase,
    },
    Steps(DirectionSet),
    Ties(TieRule),
    Meeting(Phrase),
    WonNoRobots,
    WonSurviving(Spanned<i64>),
    Strategy(Vec<Spanned<StrategyItem>>),
}

/// A statement and the text it spans.
pub type Statement = Spanned<StatementKind>;

/// A parsed rules file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulesFile {
    pub statements: Vec<Statement>,
}
