//! Direction names and named movement sets, per board shape.
//!
//! On a rectangle the eight compass names mean the king's steps; on a
//! hexagon the six names `NE, E, SE, SW, W, NW` mean its six neighbours
//! (rows grow southward, and a hexagon's rows are offset so that `SE` is
//! `(1, 0)` and `NW` is `(-1, 0)`). Each list is in clockwise order, which
//! is also the order in which a facing turns clockwise.

use super::board::{Offset, Shape};

/// The names a rules file may use for directions on one board shape.
#[derive(Debug, Clone, Copy)]
pub struct Compass {
    /// Direction names and offsets, clockwise from north.
    pub directions: &'static [(&'static str, Offset)],
    /// Named movement sets, expanded to direction names in this order.
    pub sets: &'static [(&'static str, &'static [&'static str])],
}

impl Compass {
    /// The eight compass directions of a rectangle board.
    pub const SQUARE: Compass = Compass {
        directions: &[
            ("N", (-1, 0)),
            ("NE", (-1, 1)),
            ("E", (0, 1)),
            ("SE", (1, 1)),
            ("S", (1, 0)),
            ("SW", (1, -1)),
            ("W", (0, -1)),
            ("NW", (-1, -1)),
        ],
        sets: &[
            ("king", &["N", "NE", "E", "SE", "S", "SW", "W", "NW"]),
            ("rook", &["N", "E", "S", "W"]),
        ],
    };

    /// The six neighbours of a hexagon board's cell (the Janken Tactics
    /// statement: `E5` touches `D5, D6, E4, E6, F4, F5`).
    pub const HEX: Compass = Compass {
        directions: &[
            ("NE", (-1, 1)),
            ("E", (0, 1)),
            ("SE", (1, 0)),
            ("SW", (1, -1)),
            ("W", (0, -1)),
            ("NW", (-1, 0)),
        ],
        sets: &[("hex", &["NE", "E", "SE", "SW", "W", "NW"])],
    };

    /// The compass of a board shape.
    pub fn of(shape: Shape) -> Compass {
        match shape {
            Shape::Rectangle => Compass::SQUARE,
            Shape::Hexagon(_) => Compass::HEX,
        }
    }

    /// The offset of a direction name.
    pub fn direction(&self, name: &str) -> Option<Offset> {
        self.directions
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, o)| *o)
    }

    /// The offsets of a named movement set, in its order.
    pub fn set(&self, name: &str) -> Option<Vec<Offset>> {
        let (_, members) = self.sets.iter().find(|(n, _)| *n == name)?;
        members.iter().map(|m| self.direction(m)).collect()
    }

    /// The name of an offset, if it has one.
    pub fn name(&self, offset: Offset) -> Option<&'static str> {
        self.directions
            .iter()
            .find(|(_, o)| *o == offset)
            .map(|(n, _)| *n)
    }

    /// Every direction and set name, for suggestions.
    pub fn words(&self) -> Vec<&'static str> {
        let sets = self.sets.iter().map(|(n, _)| *n);
        sets.chain(self.directions.iter().map(|(n, _)| *n))
            .collect()
    }
}

/// An offset by its name on `shape` where it has one, else `(dr, dc)`.
pub fn offset_name(shape: Shape, offset: Offset) -> String {
    Compass::of(shape)
        .name(offset)
        .map_or_else(|| format!("({}, {})", offset.0, offset.1), str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Board;

    #[test]
    fn every_set_member_is_a_direction_of_its_compass() {
        for compass in [Compass::SQUARE, Compass::HEX] {
            for (name, members) in compass.sets {
                assert_eq!(compass.set(name).unwrap().len(), members.len());
            }
            let offsets: Vec<Offset> = compass.directions.iter().map(|(_, o)| *o).collect();
            for (i, o) in offsets.iter().enumerate() {
                assert!(*o != (0, 0) && !offsets[i + 1..].contains(o));
            }
        }
    }

    /// The neighbours of E5 are D5, D6, E4, E6, F4 and F5 (the Janken
    /// Tactics statement), with rows A..I as 1..9.
    #[test]
    fn hex_neighbours_of_e5_are_the_statements() {
        let board = Board::hexagon(5);
        let mut around: Vec<Offset> = Compass::HEX
            .set("hex")
            .unwrap()
            .iter()
            .map(|(dr, dc)| (5 + dr, 5 + dc))
            .collect();
        around.sort_unstable();
        assert_eq!(around, [(4, 5), (4, 6), (5, 4), (5, 6), (6, 4), (6, 5)]);
        assert!(around.iter().all(|&c| board.contains(c)));
    }

    /// Clockwise order: each direction's angle grows along the list.
    #[test]
    fn directions_are_listed_clockwise() {
        for compass in [Compass::SQUARE, Compass::HEX] {
            // Screen angle with rows growing down: atan2(dc, -dr), from north.
            let angles: Vec<f64> = compass
                .directions
                .iter()
                .map(|(_, (dr, dc))| {
                    // A hexagon's rows lean: its cell (r, c) sits at x = c + r/2.
                    let (x, y) = if compass.directions.len() == 6 {
                        (f64::from(*dc) + f64::from(*dr) / 2.0, f64::from(*dr))
                    } else {
                        (f64::from(*dc), f64::from(*dr))
                    };
                    x.atan2(-y).rem_euclid(std::f64::consts::TAU)
                })
                .collect();
            assert!(angles.windows(2).all(|w| w[0] < w[1]), "{angles:?}");
        }
    }
}
