//! The words the views use for a map game: its pieces and terrain by the
//! rules' own names, moves, why a move could not be made (with the rule
//! that says so, found in the rules file by its words), a chaser's step,
//! a game's end. One place, so the trace, the explanation and the log say
//! things alike.

use crate::geometry::{Offset, Shape, offset_name};
use crate::interpreter::{Asked, ChaserStep, Ending, Fate, Why};
use crate::model::Model;
use crate::rules::lines::RuleLines;
use crate::views::words::{Cited, cite};

/// A map game's names and the lines of its rules file.
pub(super) struct Said {
    pub(super) model: Model,
    pub(super) lines: RuleLines,
    /// How many lines the rules file has.
    count: usize,
}

/// `(r,c)`.
pub(super) fn cell((r, c): Offset) -> String {
    format!("({r},{c})")
}

/// `1 box`, `3 boxes`, `2 robots`: a count and its noun, in English.
pub(super) fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        return format!("1 {noun}");
    }
    let es = ["s", "x", "z", "ch", "sh"]
        .iter()
        .any(|end| noun.ends_with(end));
    format!("{n} {noun}{}", if es { "es" } else { "s" })
}

impl Said {
    pub(super) fn new(model: &Model, lines: RuleLines, count: usize) -> Said {
        Said {
            model: model.clone(),
            lines,
            count,
        }
    }

    fn shape(&self) -> Shape {
        if self.model.hexagon {
            Shape::Hexagon(2)
        } else {
            Shape::Rectangle
        }
    }

    /// A kind by its name (`box`, `fast robot`).
    pub(super) fn kind(&self, k: u8) -> &str {
        self.model
            .kinds
            .get(k as usize)
            .map_or("?", |k| k.name.as_str())
    }

    /// A kind's class, as rules about it are written (`robot`).
    fn class(&self, k: u8) -> &str {
        self.model
            .kinds
            .get(k as usize)
            .map_or("?", |k| k.class.as_str())
    }

    pub(super) fn terrain(&self, t: u8) -> &str {
        self.model
            .terrains
            .get(t as usize)
            .map_or("floor", String::as_str)
    }

    pub(super) fn side(&self, s: Option<usize>) -> Option<&str> {
        s.and_then(|s| self.model.sides.get(s)).map(String::as_str)
    }

    /// The player's name.
    pub(super) fn player(&self) -> &str {
        self.model.player.map_or("player", |k| self.kind(k))
    }

    /// The kind that a move moves, as rules about it are written: the
    /// player, or the class a move by cell places (`stone`).
    pub(super) fn mover(&self, asked: Asked) -> String {
        match (asked, self.model.placement) {
            (Asked::Cell(..), Some(crate::model::Placement::Place { class_kind })) => {
                self.class(class_kind).to_string()
            }
            _ => self.player().to_string(),
        }
    }

    /// A direction by its name on the game's board (`NE`).
    pub(super) fn direction(&self, d: Offset) -> String {
        offset_name(self.shape(), d)
    }

    /// What was asked: `walk E`, `stay`, `(1,2)`, `teleport to (3,4)`.
    pub(super) fn asked(&self, asked: Asked) -> String {
        match asked {
            Asked::Walk(d) => format!("walk {}", self.direction(d)),
            Asked::Stay => "stay".to_string(),
            Asked::Cell(r, c) => format!("({r},{c})"),
            Asked::Teleport(at) => format!("teleport to {}", cell(at)),
        }
    }

    /// The first line of the rules file that starts with one of `words`
    /// (tried in order), cited; the first words as a default rule.
    pub(super) fn rule(&self, words: &[String]) -> Cited {
        for w in words {
            let found = (1..=self.count).find(|&n| {
                let written = self.lines.written(n);
                written == *w
                    || written.starts_with(&format!("{w}:"))
                    || written.starts_with(&format!("{w} "))
            });
            if found.is_some() {
                return cite(&self.lines, found, w);
            }
        }
        cite(&self.lines, None, words.first().map_or("", String::as_str))
    }

    /// Why a move could not be made, and the rule that says so; `mover`
    /// is the kind that moves (the player, or the kind a move places).
    pub(super) fn why(&self, why: Why, mover: &str) -> (String, Cited) {
        let both = |a: String, b: String| vec![a, b];
        match why {
            Why::NoPlayer => (
                "there is no player on the board".to_string(),
                self.rule(&[]),
            ),
            Why::OffBoard(at) => (
                format!("{} is off the board", cell(at)),
                self.rule(&[format!("{mover} off board")]),
            ),
            Why::Terrain(at, t) => (
                format!("{} is {}", cell(at), self.terrain(t)),
                self.rule(&[format!("{mover} into {}", self.terrain(t))]),
            ),
            Why::Piece(at, k) => (
                format!("{} holds a {}", cell(at), self.kind(k)),
                self.rule(&both(
                    format!("{mover} into {}", self.kind(k)),
                    format!("{mover} into {}", self.class(k)),
                )),
            ),
            Why::PushOffBoard(at, k) => (
                format!(
                    "the pushed {} would leave the board at {}",
                    self.kind(k),
                    cell(at)
                ),
                self.rule(&[format!("pushed {} off board", self.kind(k))]),
            ),
            Why::PushTerrain(at, k, t) => (
                format!(
                    "the pushed {} would enter the {} at {}",
                    self.kind(k),
                    self.terrain(t),
                    cell(at)
                ),
                self.rule(&[format!("pushed {} into {}", self.kind(k), self.terrain(t))]),
            ),
            Why::PushPiece(at, k, there) => (
                format!(
                    "the pushed {} would run into the {} at {}",
                    self.kind(k),
                    self.kind(there),
                    cell(at)
                ),
                self.rule(&both(
                    format!("pushed {} into {}", self.kind(k), self.kind(there)),
                    format!("pushed {} into {}", self.kind(k), self.class(there)),
                )),
            ),
            Why::PushTooLong(at, k, limit) => (
                format!(
                    "the line of {}s from {} is longer than {limit}",
                    self.kind(k),
                    cell(at)
                ),
                self.rule(&[format!("{mover} into {}", self.kind(k))]),
            ),
        }
    }

    /// A chaser's step: `robot (1,1) -> (2,2)`, and what it met.
    pub(super) fn chaser(&self, s: &ChaserStep) -> String {
        let m = s.moved;
        let name = self.kind(m.kind);
        let class = self.class(m.kind).to_string();
        let step = if m.from == m.to {
            format!("{name} on {} stays", cell(m.from))
        } else {
            format!("{name} {} -> {}", cell(m.from), cell(m.to))
        };
        let into = |what: &str| format!("{class} into {what}");
        match s.fate {
            Fate::Stepped => step,
            Fate::Stopped(at) => format!("{name} on {} is stopped at {}", cell(m.from), cell(at)),
            Fate::DestroyedBy(at, t) => format!(
                "{name} {} -> {}: destroyed by the {}, by {}",
                cell(m.from),
                cell(at),
                self.terrain(t),
                self.rule(&[into(self.terrain(t))])
            ),
            Fate::DestroyedOn(k) => format!(
                "{step}: destroyed on the {}, by {}",
                self.kind(k),
                self.rule(&[into(self.kind(k)), into(self.class(k))])
            ),
            Fate::Met(became) => {
                let became = became.map_or("nothing".to_string(), |k| a_piece(self.kind(k)));
                format!(
                    "{step}: meets another {class} there; the cell becomes {became}, by {}",
                    self.rule(&[format!("{class}s meeting")])
                )
            }
            Fate::Caught => format!(
                "{step}: reaches the {}, by {}",
                self.player(),
                self.rule(&[into(self.player())])
            ),
        }
    }

    /// How a game ended, as a word of the result.
    pub(super) fn ending(&self, e: Ending) -> String {
        match e {
            Ending::Won(side) => match self.side(side) {
                Some(s) => format!("{s} won"),
                None => "won".to_string(),
            },
            Ending::Lost => "lost".to_string(),
            Ending::Draw => "draw".to_string(),
            Ending::Stopped => "stopped".to_string(),
            Ending::Survived => "survived".to_string(),
        }
    }
}

/// A piece of kind `name` with its article: `a heap`, `an obstacle`, and
/// `debris` alone (a name that is its own plural counts no pieces).
fn a_piece(name: &str) -> String {
    if crate::model::plural(name) == name {
        name.to_string()
    } else if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {name}")
    } else {
        format!("a {name}")
    }
}
