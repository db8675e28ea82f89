//! Every diagnostic a rules file can get, as one enum of errors and one of
//! warnings. Each has a stable code (`robots::rules::unknown_name`), listed
//! with an example in `docs/diagnostics.md` (a test checks that every code
//! is there).

use std::fmt;

/// Why a rules file is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Error {
    /// A line that does not follow the grammar.
    Syntax,
    /// A strategy line outside `strategy:`, or a block line with no block.
    OutsideBlock,
    /// A number that does not fit in 64 bits.
    NumberTooLarge,
    /// More statements, block lines or list items than the limit.
    TooMany,
    /// A file larger than the limit.
    TooLarge,
    /// A file with no statement.
    Empty,
    /// A statement the game needs is not there.
    Missing,
    /// One statement stated twice, differently.
    Restated,
    /// A word in a value position that the language does not know.
    UnknownName,
    /// A number outside its range.
    OutOfRange,
    /// An offset that moves nowhere or too far.
    BadOffset,
    /// A direction listed twice in one movement set.
    RepeatedDirection,
    /// A direction name of the other board shape (`N` on a hexagon).
    WrongBoardDirection,
    /// A tie order naming a direction the robots never step.
    NotAStep,
    /// Robot steps that can tie with no stated resolution.
    UnresolvedTie,
    /// A start cell off the board.
    StartOffBoard,
    /// An outcome rule for a pair that cannot happen.
    NoSuchRule,
    /// Strategy lines out of order (filters, keys, fallbacks).
    StrategyOrder,
    /// A strategy key or fallback named twice.
    RepeatedKey,
    /// A strategy with no key.
    NoKeys,
    /// A fallback to teleports without a teleport rule.
    NoTeleports,
    /// Teleports both as candidates and as a fallback.
    TeleportBothWays,
    /// A teleport rule missing its reuse or its mode.
    TeleportIncomplete,
    /// A statement of another kind of game than the file's format plays.
    NotInThisGame,
    /// A symbol or a name listed twice in a legend, or a side twice.
    RepeatedName,
    /// A legend symbol that is not one character or a letter class.
    BadSymbol,
    /// Facings not listed in clockwise order.
    NotClockwise,
    /// A combination the format cannot read or write.
    FormatNeeds,
}

/// Rules a file may keep, though they look like a mistake.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Warning {
    /// The same statement twice, with the same text.
    Repeated,
    /// A rule that can never fire under the others.
    NeverFires,
    /// A strategy key after `row` and `column`.
    KeyNeverDecides,
    /// A tie rule for steps that never tie.
    TieRuleUnused,
    /// More warnings than are shown.
    MoreWarnings,
}

/// An error or a warning.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Code {
    Error(Error),
    Warning(Warning),
}

impl From<Error> for Code {
    fn from(e: Error) -> Self {
        Code::Error(e)
    }
}

impl From<Warning> for Code {
    fn from(w: Warning) -> Self {
        Code::Warning(w)
    }
}

impl Code {
    /// Every code, for the documentation test.
    pub const ALL: &'static [Code] = &[
        Code::Error(Error::Syntax),
        Code::Error(Error::OutsideBlock),
        Code::Error(Error::NumberTooLarge),
        Code::Error(Error::TooMany),
        Code::Error(Error::TooLarge),
        Code::Error(Error::Empty),
        Code::Error(Error::Missing),
        Code::Error(Error::Restated),
        Code::Error(Error::UnknownName),
        Code::Error(Error::OutOfRange),
        Code::Error(Error::BadOffset),
        Code::Error(Error::RepeatedDirection),
        Code::Error(Error::WrongBoardDirection),
        Code::Error(Error::NotAStep),
        Code::Error(Error::UnresolvedTie),
        Code::Error(Error::StartOffBoard),
        Code::Error(Error::NoSuchRule),
        Code::Error(Error::StrategyOrder),
        Code::Error(Error::RepeatedKey),
        Code::Error(Error::NoKeys),
        Code::Error(Error::NoTeleports),
        Code::Error(Error::TeleportBothWays),
        Code::Error(Error::TeleportIncomplete),
        Code::Error(Error::NotInThisGame),
        Code::Error(Error::RepeatedName),
        Code::Error(Error::BadSymbol),
        Code::Error(Error::NotClockwise),
        Code::Error(Error::FormatNeeds),
        Code::Warning(Warning::Repeated),
        Code::Warning(Warning::NeverFires),
        Code::Warning(Warning::KeyNeverDecides),
        Code::Warning(Warning::TieRuleUnused),
        Code::Warning(Warning::MoreWarnings),
    ];

    /// The stable code, as diagnostics print it.
    pub fn as_str(self) -> &'static str {
        match self {
            Code::Error(e) => match e {
                Error::Syntax => "robots::rules::syntax",
                Error::OutsideBlock => "robots::rules::outside_block",
                Error::NumberTooLarge => "robots::rules::number_too_large",
                Error::TooMany => "robots::rules::too_many",
                Error::TooLarge => "robots::rules::too_large",
                Error::Empty => "robots::rules::empty",
                Error::Missing => "robots::rules::missing",
                Error::Restated => "robots::rules::restated",
                Error::UnknownName => "robots::rules::unknown_name",
                Error::OutOfRange => "robots::rules::out_of_range",
                Error::BadOffset => "robots::rules::bad_offset",
                Error::RepeatedDirection => "robots::rules::repeated_direction",
                Error::WrongBoardDirection => "robots::rules::wrong_board_direction",
                Error::NotAStep => "robots::rules::not_a_step",
                Error::UnresolvedTie => "robots::rules::unresolved_tie",
                Error::StartOffBoard => "robots::rules::start_off_board",
                Error::NoSuchRule => "robots::rules::no_such_rule",
                Error::StrategyOrder => "robots::rules::strategy_order",
                Error::RepeatedKey => "robots::rules::repeated_key",
                Error::NoKeys => "robots::rules::no_keys",
                Error::NoTeleports => "robots::rules::no_teleports",
                Error::TeleportBothWays => "robots::rules::teleport_both_ways",
                Error::TeleportIncomplete => "robots::rules::teleport_incomplete",
                Error::NotInThisGame => "robots::rules::not_in_this_game",
                Error::RepeatedName => "robots::rules::repeated_name",
                Error::BadSymbol => "robots::rules::bad_symbol",
                Error::NotClockwise => "robots::rules::not_clockwise",
                Error::FormatNeeds => "robots::rules::format_needs",
            },
            Code::Warning(w) => match w {
                Warning::Repeated => "robots::rules::repeated",
                Warning::NeverFires => "robots::rules::never_fires",
                Warning::KeyNeverDecides => "robots::rules::key_never_decides",
                Warning::TieRuleUnused => "robots::rules::tie_rule_unused",
                Warning::MoreWarnings => "robots::rules::more_warnings",
            },
        }
    }
}

impl fmt::Display for Code {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
