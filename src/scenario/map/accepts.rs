//! What a map game's cases may hold, from its model: the legend's
//! symbols, the moves of a `moves:` line (the walks by the compass of the
//! board's shape, `stay`, cells), whether the game needs `turns N`, and
//! the board's shape; and the reading of a `moves:` line by it.

use super::case::{Move, MoveToken, Moves};
use super::player_entries::Players;
use crate::geometry::{Compass, Shape};
use crate::model::{Control, Model};
use crate::scenario::error::ScenarioError;
use crate::scenario::lines::Line;

/// No legend entry has this ASCII symbol.
pub(super) const UNKNOWN: u16 = u16::MAX - 1;

/// What the reader accepts, from the model.
pub(super) struct Accepts {
    pub(super) symbols: Vec<char>,
    /// The entry of each byte that is an ASCII symbol, as `symbols` finds
    /// it first ([`UNKNOWN`] where none is, and for every other byte), read
    /// by index.
    pub(super) ascii: [u16; 256],
    /// Direction names and offsets the player walks by.
    walks: Vec<(&'static str, (i32, i32))>,
    /// Each walk's name packed in a number ([`packed`]), beside its offset:
    /// a token is matched by one comparison a walk.
    keys: Vec<(u64, (i32, i32))>,
    /// The move each token of one byte names, by the byte.
    pub(super) single: Box<[Option<Move>; 256]>,
    stay: bool,
    pub(super) cells: bool,
    pub(super) from_input: bool,
    pub(super) endless: bool,
    /// Each case draws a hexagon.
    pub(super) hexagon: bool,
    /// The legend entries that lay the player, counted on every map.
    pub(super) players: Players,
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
        let mut ascii = [UNKNOWN; 256];
        for (entry, &symbol) in symbols.iter().enumerate().rev() {
            if symbol.is_ascii() {
                ascii[symbol as usize] = entry as u16;
            }
        }
        let keys = walks
            .iter()
            .filter_map(|&(n, o)| packed(n.as_bytes()).map(|k| (k, o)))
            .collect();
        let mut accepts = Accepts {
            symbols,
            ascii,
            walks,
            keys,
            single: Box::new([None; 256]),
            stay: model.walker.as_ref().is_some_and(|w| w.may_stay),
            cells: model.placement.is_some(),
            from_input: matches!(model.control, Control::Input(_)),
            endless: model.endless,
            hexagon: model.hexagon,
            players: Players::of(model),
        };
        for b in 0..=u8::MAX {
            accepts.single[usize::from(b)] = accepts.token(&[b]);
        }
        accepts
    }

    /// The move a token names, if any: `stay`, a walk's name, a cell.
    pub(super) fn token(&self, text: &[u8]) -> Option<Move> {
        if self.stay && text == b"stay" {
            return Some(Move::Stay);
        }
        let walk = match packed(text) {
            Some(key) => self.keys.iter().find(|(k, _)| *k == key).map(|w| w.1),
            None => self
                .walks
                .iter()
                .find(|(n, _)| n.as_bytes() == text)
                .map(|w| w.1),
        };
        if let Some(o) = walk {
            return Some(Move::Walk(o));
        }
        if self.cells {
            return cell(text).map(|(r, c)| Move::Cell(r, c));
        }
        None
    }

    /// The tokens of a `moves:` line.
    pub(super) fn moves(&self, line: &Line, name: &str) -> Result<Moves, ScenarioError> {
        let mut tokens = Vec::with_capacity(line.tokens.len() - 1);
        if self.quick_moves(line.text.as_bytes(), &mut tokens) {
            let text = line.text.clone();
            return Ok(Moves {
                line: line.number,
                text,
                tokens,
            });
        }
        for k in 1..line.tokens.len() {
            let text = line.token(k);
            let (start, end) = line.tokens[k];
            let mv = self.token(text.as_bytes());
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
                // `(1, 1)`: a cell split by a space.
                if self.cells && k + 1 < line.tokens.len() {
                    let whole = format!("{text}{}", line.token(k + 1));
                    if self.token(whole.as_bytes()).is_some() {
                        return Err(line.at_tokens(name, k, k + 1).says(
                            format!("a space inside the cell `{text} {}`", line.token(k + 1)),
                            "one cell, two tokens",
                            format!("write a cell with no space inside: `{whole}`"),
                        ));
                    }
                }
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

/// Whether an ASCII byte separates tokens (as `char::is_whitespace`).
#[inline]
pub(super) fn is_space(b: u8) -> bool {
    SPACES[usize::from(b)]
}

/// The bytes that separate tokens: a space, `\t`, `\n`, `\x0b`, `\x0c`, `\r`.
static SPACES: [bool; 256] = {
    let mut spaces = [false; 256];
    let mut b = b'\t';
    while b <= b'\r' {
        spaces[b as usize] = true;
        b += 1;
    }
    spaces[b' ' as usize] = true;
    spaces
};

/// A name of up to 7 bytes as one number: its bytes and its length.
fn packed(name: &[u8]) -> Option<u64> {
    (name.len() <= 7).then(|| {
        let bytes = name.iter().rev().fold(0u64, |k, &b| k << 8 | u64::from(b));
        bytes | (name.len() as u64) << 56
    })
}

/// `(r,c)`: two whole numbers in parentheses, no spaces; each an optional
/// `-` and 1 to 11 digits.
pub(super) fn cell(text: &[u8]) -> Option<(i64, i64)> {
    let [b'(', inner @ .., b')'] = text else {
        return None;
    };
    let mut k = 0;
    // The number at `k`, which `then` must follow (`None`: the end).
    let mut number = |then: Option<u8>| -> Option<i64> {
        let negative = inner.get(k) == Some(&b'-');
        k += usize::from(negative);
        let (start, mut n) = (k, 0i64);
        while let Some(&b) = inner.get(k).filter(|b| b.is_ascii_digit()) {
            if k - start == 11 {
                return None;
            }
            n = n * 10 + i64::from(b - b'0');
            k += 1;
        }
        if k == start || inner.get(k).copied() != then {
            return None;
        }
        k += 1;
        Some(if negative { -n } else { n })
    };
    let r = number(Some(b','))?;
    Some((r, number(None)?))
}
