//! A compiled game written back as a rules file: every rule the game
//! holds, defaults included, directions by name, in the language's own
//! words. `robots check --table` prints it; pasted back, it checks clean
//! and compiles to the same game, so it is also how two files are best
//! compared.

use super::game::Game;
use crate::model::Question;
use out::Out;
use pursuit::pursuit;
use questions::{crosses, race, tactics};

mod out;
mod pursuit;
mod questions;

pub use out::entry;

/// The game as a rules file.
pub fn rules_text(game: &Game) -> String {
    let mut out = Out::new();
    match game {
        Game::Robots(t, _) => pursuit(&mut out, t),
        Game::Model(m) => match m.question {
            Question::Reenact { side } => crosses(&mut out, m, side),
            Question::Validate => match crate::tactics::rules::Rules::of(m) {
                Some(t) => tactics(&mut out, &t),
                None => out.line(crate::model::describe(m)),
            },
            Question::Assign => match crate::race::rules::Rules::of(m) {
                Some(t) => race(&mut out, &t),
                None => out.line(crate::model::describe(m)),
            },
            _ => out.line(crate::model::describe(m)),
        },
    }
    out.text()
}
