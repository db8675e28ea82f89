//! What a map game's cases may hold, from its model: the legend's
//! symbols, the moves of a `moves:` line (the walks by the compass of the
//! board's shape, `stay`, cells), whether the game needs `turns N`, and
//! the board's shape; and the reading of a `moves:` line by it.

use super::case::{Move, MoveToken, Moves};
use crate::geometry::{Compass, Shape};
use crate::model::{Control, Model};
use crate::scenario::error::ScenarioError;
use crate::scenario::lines::Line;

/// No legend entry has this ASCII symbol.
pub(super) const UNKNOWN: u16 = u16::MAX - 1;

/// What the reader accepts, from the model.
pub(super) struct Accepts {
    pub(super) symbols: Vec<char>,
    /// The entry of each ASCII symbol, as `symbols` finds it first
    /// ([`UNKNOWN`] where none is), read by index.
    pub(super) ascii: [u16; 128],
    /// Direction names and offsets the player walks by.
    walks: Vec<(&'static str, (i32, i32))>,
    stay: bool,
    cells: bool,
    pub(super) from_input: bool,
    pub(super) endless: bool,
    /// Each case draws a hexagon.
    pub(super) hexagon: bool,
}

impl Accepts {
    pub(super) fn of(model: &Model) -> Accepts {
        let compass = Compass::of(if model.hexagon {
            Shape::Hexagon(0)
        } else {
            Shape::Rectangle
        });
        let walks = model.walker.as_ref().map_or(Vec::new(), |w| {
            w.walks
                .iter()
                .filter_map(|&o| compass.name(o).map(|n| (n, o)))
                .collect()
        });
        let symbols: Vec<char> = model
            .legend
            .entries
            .iter()
            .map(|e| if e.when_lost { '\0' } else { e.symbol })
            .collect();
        let mut ascii = [UNKNOWN; 128];
        for (entry, &symbol) in symbols.iter().enumerate().rev() {
            if symbol.is_ascii() {
                ascii[symbol as usize] = entry as u16;
            }
        }
        Accepts {
            symbols,
            ascii,
            walks,
            stay: model.walker.as_ref().is_some_and(|w| w.may_stay),
            cells: model.placement.is_some(),
            from_input: matches!(model.control, Control::Input(_)),
            endless: model.endless,
            hexagon: model.hexagon,
        }
    }

    /// The tokens of a `moves:` line.
    pub(super) fn moves(&self, line: &Line, name: &str) -> Result<Moves, ScenarioError> {
        let mut tokens = Vec::with_capacity(line.tokens.len() - 1);
        for k in 1..line.tokens.len() {
            let text = line.token(k);
            let (start, end) = line.tokens[k];
            let mv = if text == "stay" && self.stay {
                Some(Move::Stay)
            } else if let Some((_, o)) = self.walks.iter().find(|(n, _)| *n == text) {
                Some(Move::Walk(*o))
            } else if self.cells {
                cell(text).map(|(r, c)| Move::Cell(r, c))
            } else {
                None
            };
            let Some(mv) = mv else {
                let wanted = if self.cells {
                    "a cell `(row,column)`".to_string()
                } else {
                    let mut names: Vec<&str> = self.walks.iter().map(|(n, _)| *n).collect();
                    if self.stay {
                        names.push("stay");
                    }
                    format!("one of {}", names.join(" "))
                };
                let other = if self.hexagon {
                    Compass::SQUARE
                } else {
                    Compass::HEX
                };
                let label = if other.direction(text).is_some() && !self.cells {
                    let here = if self.hexagon {
                        "a hexagon"
                    } else {
                        "a rectangle"
                    };
                    format!("names no neighbour on {here}")
                } else {
                    "not a move".to_string()
                };
                return Err(line.at_token(name, k).says(
                    format!("`{text}` is not a move of this game"),
                    label,
                    format!("a move here is {wanted}"),
                ));
            };
            tokens.push(MoveToken { mv, start, end });
        }
        Ok(Moves {
            line: line.number,
            text: line.text.clone(),
            tokens,
        })
    }
}

/// `(r,c)`: two whole numbers in parentheses, no spaces.
fn cell(text: &str) -> Option<(i64, i64)> {
    let inner = text.strip_prefix('(')?.strip_suffix(')')?;
    let (r, c) = inner.split_once(',')?;
    let number = |s: &str| -> Option<i64> {
        let digits = s.strip_prefix('-').unwrap_or(s);
        (!digits.is_empty() && digits.len() < 12 && digits.bytes().all(|b| b.is_ascii_digit()))
            .then(|| s.parse().ok())
            .flatten()
    };
    Some((number(r)?, number(c)?))
}
