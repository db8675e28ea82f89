//! The syntax tree of a rules file: what was written, where, and nothing more.
//!
//! Values in word positions stay words here (a distance name, an outcome,
//! a terrain kind); the checker gives them meaning, so a misspelling can be
//! reported against the vocabulary it should have come from.

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

/// A number as written.
pub type Number = Spanned<i64>;

/// One direction as written: a compass name or an explicit offset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Direction {
    Named(String),
    Offset(i64, i64),
}

/// A movement set as written: `king`, or a list of directions.
pub type DirectionSet = Spanned<Vec<Spanned<Direction>>>;

/// A board's shape and size as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardSize {
    /// `board 31 rows x 31 columns`
    Rectangle { rows: Number, columns: Number },
    /// `board hexagon 5 cells a side`
    Hexagon { side: Number },
    /// `board from scenario`
    FromScenario,
    /// `board hexagon from scenario`: each case draws a hexagon
    HexagonFromScenario,
}

/// How an outcome rule relates the mover to what it meets.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Meets {
    /// `MOVER into TARGET`
    Into(Phrase),
    /// `MOVER next to TARGET`: a cell one step from the target.
    NextTo(Phrase),
    /// `MOVER off board`
    OffBoard(Span),
}

/// The symbol of a legend line: a quoted character (`"*"`) or words
/// (`F`, `lower-case letter`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Symbol {
    Quoted(String),
    Words(String),
}

/// A line of `terrain:`, `units:` or `pieces:`: a symbol and a name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegendItem {
    pub symbol: Spanned<Symbol>,
    pub name: Spanned<String>,
}

/// One line of the strategy block.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StrategyItem {
    Reject(Phrase),
    Minimize(Phrase),
    Maximize(Phrase),
    Fallback(Phrase),
}

impl StrategyItem {
    pub fn phrase(&self) -> &Phrase {
        match self {
            StrategyItem::Reject(p)
            | StrategyItem::Minimize(p)
            | StrategyItem::Maximize(p)
            | StrategyItem::Fallback(p) => p,
        }
    }
}

/// The tie resolution of the robots' step.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TieRule {
    FirstOf(DirectionSet),
    Phrase(Phrase),
}

/// The kind of block a header opens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Block {
    Strategy,
    Terrain,
    Units,
    Pieces,
}

/// One statement, without its span (see [`Statement`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StatementKind {
    Game(Spanned<String>),
    Format(Spanned<String>),
    Board(BoardSize),
    /// `cells named ...`: the naming as written.
    Cells(Phrase),
    Distance(Spanned<String>),
    /// `terrain:`, `units:` or `pieces:` with its lines.
    Legend(Block, Vec<Spanned<LegendItem>>),
    Sides(Vec<Spanned<String>>),
    Beats {
        winner: Spanned<String>,
        loser: Spanned<String>,
    },
    Outcome {
        mover: Spanned<String>,
        meets: Meets,
        outcome: Phrase,
    },
    Start {
        row: Number,
        column: Number,
    },
    Walks(DirectionSet),
    MayStay,
    Teleports(Vec<Phrase>),
    /// `robots step king toward player`, `units step hex`.
    Steps {
        who: Spanned<String>,
        set: DirectionSet,
        toward: Option<Spanned<String>>,
    },
    Ties(TieRule),
    /// `robots meeting: debris`, `robots meeting on token: ...`.
    Meeting {
        on: Option<Spanned<String>>,
        outcome: Phrase,
    },
    WonNoRobots,
    WonSurviving(Number),
    Strategy(Vec<Spanned<StrategyItem>>),
    /// `units have 10 points a move`
    Points {
        who: Spanned<String>,
        points: Number,
    },
    /// `validate moves by the cheapest path`
    Validate(Phrase),
    /// `robots start facing any of rook`
    Facing {
        who: Spanned<String>,
        set: DirectionSet,
    },
    /// `robot commands: forward 1 second, ...`
    Commands(Vec<Phrase>),
    /// `token values: 100, then 1 less each`
    TokenValues {
        first: Number,
        less: Number,
    },
    Surrender(Number),
    /// `perfect play: stable assignment, robots propose`
    PerfectPlay(Vec<Phrase>),
    /// `sides take turns, red first`
    TakeTurns(Spanned<String>),
    /// `sides place crosses`
    Place(Spanned<String>),
    /// `after each move: cut off full rectangles of at least 2 x 2`, or
    /// (`lines`) `... full rows and columns of at least 3 cells`, whose
    /// length is both numbers
    Removal {
        rows: Number,
        columns: Number,
        lines: bool,
    },
    /// `game ends when no free cell`
    GameEnds(Phrase),
    /// `score: crosses standing`
    Score(Phrase),
    /// `re-enact black for the stated score`
    Reenact(Spanned<String>),
    /// `won when every box on goal, checked before the first move too`,
    /// `lost when ...`, `draw when no free cell`: an end condition and who
    /// it is for (`won`, `lost`, `draw`), with an optional clause.
    EndWhen {
        result: Spanned<String>,
        condition: Phrase,
        clause: Option<Phrase>,
    },
    /// `moves from input`
    FromInput,
    /// `blocked moves: skipped`
    BlockedMoves(Spanned<String>),
    /// `player presses cells`
    Presses(Spanned<String>),
    /// `fast robots take 2 steps a turn`
    Speed {
        who: Phrase,
        steps: Number,
    },
    /// `robots step every 2 turns`
    Period {
        who: Phrase,
        turns: Number,
    },
    /// `after each move: toggle light on the cell and its rook neighbours`
    Effect(Phrase),
}

impl StatementKind {
    /// Whether the statement is a block (a header and its lines).
    pub fn is_block(&self) -> bool {
        matches!(self, StatementKind::Strategy(_) | StatementKind::Legend(..))
    }
}

/// A statement and the text it spans (for a block, its header line and
/// every line under it).
pub type Statement = Spanned<StatementKind>;

/// A parsed rules file: the statements of the lines that parsed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RulesFile {
    pub statements: Vec<Statement>,
}
