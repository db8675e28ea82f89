//! What a rules file compiles to: the one game model (a pursuit's also
//! lowered onto the fast engine's table), and the kinds by the formats
//! that name them, read from the question the model's contest asks.

/// What a game's contest asks, named by its `format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `format robots`: a pursuit played under a strategy.
    Pursuit,
    /// `format janken-tactics`: moves validated by the cheapest path.
    Tactics,
    /// `format robot-race`: perfect play of a race for tokens.
    Race,
    /// `format crosses`: placement games replayed and re-enacted.
    Crosses,
    /// `format map`: any game of the one model, drawn by each scenario's map.
    Map,
}

/// The format names and the kinds they play.
pub(crate) const FORMATS: &[(&str, Kind)] = &[
    ("robots", Kind::Pursuit),
    ("janken-tactics", Kind::Tactics),
    ("robot-race", Kind::Race),
    ("crosses", Kind::Crosses),
    ("map", Kind::Map),
];

impl Kind {
    pub fn format(self) -> &'static str {
        FORMATS
            .iter()
            .find(|(_, k)| *k == self)
            .map_or("robots", |(n, _)| *n)
    }

    /// The kind of a game of the one model, by the question its contest
    /// asks (a pursuit played on the fast engine is [`Game::Robots`]).
    pub fn of(model: &crate::model::Model) -> Kind {
        use crate::model::Question;
        match model.question {
            Question::Play => Kind::Map,
            Question::Validate => Kind::Tactics,
            Question::Assign => Kind::Race,
            Question::Reenact { .. } => Kind::Crosses,
        }
    }

    /// What a game of this kind does, for messages.
    pub(crate) fn does(self) -> &'static str {
        match self {
            Kind::Pursuit => "plays a pursuit under a strategy",
            Kind::Tactics => "validates moves by the cheapest path",
            Kind::Race => "finds perfect play in a race for tokens",
            Kind::Crosses => "replays and re-enacts placement games",
            Kind::Map => "plays a game drawn on each scenario's map",
        }
    }
}

/// A compiled game: every file compiles to the one game model; a pursuit's
/// is also lowered onto the fast engine's table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Game {
    /// A pursuit: its model, lowered onto the fast engine's table.
    Robots(crate::engine::table::Table, Box<crate::model::Model>),
    /// A game of the one model.
    Model(crate::model::Model),
}

impl Game {
    /// The Robots table, for callers that play only pursuits.
    pub fn robots(&self) -> Option<&crate::engine::table::Table> {
        match self {
            Game::Robots(t, _) => Some(t),
            _ => None,
        }
    }

    /// The one game model.
    pub fn model(&self) -> &crate::model::Model {
        match self {
            Game::Robots(_, m) => m,
            Game::Model(m) => m,
        }
    }

    /// The kind of game.
    pub fn kind(&self) -> Kind {
        match self {
            Game::Robots(..) => Kind::Pursuit,
            Game::Model(m) => Kind::of(m),
        }
    }
}
