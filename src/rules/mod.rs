//! The rules language: text -> syntax tree -> checked, compiled game.
//!
//! | stage | module   | output |
//! |-------|----------|--------|
//! | parse | `syntax` | [`ast::RulesFile`] with spans, and the errors of the lines that did not parse |
//! | check | `check`  | the compiled game ([`Game`]): the one game model, for every kind, and warnings |
//! | lower | `lower`  | a model that fits the fast pursuit engine, lowered onto its table |
//!
//! Every error of a file, syntax or meaning, is reported in one run.

pub mod ast;
pub mod check;
pub mod codes;
pub mod game;
pub mod lines;
pub mod lower;
pub mod print;
pub mod report;
pub mod syntax;
pub mod vocab;

use crate::diagnostics::Source;
pub use game::{Game, Kind};
pub use report::{Finding, RulesError};

/// The canonical game, embedded in the binary.
pub const CANONICAL: &str = include_str!("../../rules/robots.rules");

/// Every game shipped in `rules/`, embedded: its name (what `--rules`
/// accepts instead of a path), its text, and one line about it.
pub const SHIPPED: &[(&str, &str, &str)] = &[
    (
        "robots",
        CANONICAL,
        "Robots (ECNA 2001): escape pursuing robots on a 31 x 31 board (the default)",
    ),
    (
        "janken-tactics",
        include_str!("../../rules/janken-tactics.rules"),
        "Janken Tactics (South Central USA 2005): validate moves on a hex map with terrain",
    ),
    (
        "robot-race",
        include_str!("../../rules/robot-race.rules"),
        "RobotRace (TopCoder SRM 263): perfect play of robots racing for tokens",
    ),
    (
        "crosses",
        include_str!("../../rules/crosses.rules"),
        "Crosses & Crosses (SPOJ CROSSES): re-enact a placement game for its score",
    ),
    (
        "fenced-robots",
        include_str!("../../rules/fenced-robots.rules"),
        "Fenced Robots: Robots on a drawn map with walls and electrified fences",
    ),
    (
        "twin-robots",
        include_str!("../../rules/twin-robots.rules"),
        "Twin Robots: Robots with slow robots and fast robots that step twice",
    ),
    (
        "sokoban",
        include_str!("../../rules/sokoban.rules"),
        "Sokoban: push every box onto a goal, replayed from a list of moves",
    ),
    (
        "k-in-a-row",
        include_str!("../../rules/k-in-a-row.rules"),
        "K in a Row: two sides place stones until one has 5 in a line (Gomoku)",
    ),
    (
        "lights-out",
        include_str!("../../rules/lights-out.rules"),
        "Lights Out: press cells to toggle lights until every light is off",
    ),
];

/// A rules file that was accepted: its game and any warnings.
#[derive(Debug, Clone)]
pub struct Compiled {
    pub game: Game,
    pub warnings: Vec<Finding>,
}

impl Compiled {
    /// The Robots table of a pursuit (every other kind panics: for tests
    /// and benchmarks of the canonical engine).
    pub fn table(self) -> crate::engine::table::Table {
        match self.game {
            Game::Robots(t, _) => t,
            other => panic!("not a pursuit: {:?}", other.kind()),
        }
    }
}

/// Parses, checks and compiles a rules file, reporting every error at once.
pub fn load(source: &Source) -> Result<Compiled, RulesError> {
    let parsed = syntax::parse(source);
    let checked = check::check(source, parsed)?;
    Ok(Compiled {
        game: checked.game,
        warnings: checked.warnings,
    })
}

/// The canonical game.
pub fn canonical() -> Compiled {
    load(&Source::new("rules/robots.rules", CANONICAL))
        .expect("the embedded canonical rules are valid")
}

/// A shipped game by name.
pub fn shipped(name: &str) -> Option<(&'static str, &'static str)> {
    SHIPPED
        .iter()
        .find(|(n, _, _)| *n == name)
        .map(|(n, text, _)| (*n, *text))
}
