//! One data set as read from the contest input: the map, the units and
//! the moves to validate, with the moves' cells as written.

use crate::geometry::Offset;

/// A unit as a data set places it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unit {
    /// Index into the table's `kinds`.
    pub kind: usize,
    /// Index into the table's `sides`.
    pub side: usize,
    pub cell: Offset,
}

/// A move to validate. Either cell may lie off the board (the move is then
/// unsuccessful); the names are kept as written, for the output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Move {
    pub from: Offset,
    pub to: Offset,
    /// `from`'s name ends here in [`DataSet::names`], `to`'s at `to_end`.
    from_end: u32,
    to_end: u32,
}

/// One data set: the map, the units, the moves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DataSet {
    /// Per grid index of the board: the terrain kind (index into the
    /// table's `terrain.kinds`); cells off the board hold 0.
    pub terrain: Vec<u16>,
    pub units: Vec<Unit>,
    pub moves: Vec<Move>,
    /// The moves' cell names, as written, one after another.
    names: String,
}

impl DataSet {
    /// An empty data set for a board of `area` grid cells.
    pub fn new(area: usize) -> Self {
        DataSet {
            terrain: vec![0; area],
            ..DataSet::default()
        }
    }

    /// A move's two cell names as the input wrote them.
    pub fn names(&self, index: usize) -> (&str, &str) {
        let m = &self.moves[index];
        let from_start = match index {
            0 => 0,
            i => self.moves[i - 1].to_end as usize,
        };
        let (a, b) = (m.from_end as usize, m.to_end as usize);
        (&self.names[from_start..a], &self.names[a..b])
    }

    /// Forgets the moves read so far (a data set played as it is read).
    pub fn clear_moves(&mut self) {
        self.moves.clear();
        self.names.clear();
    }

    /// Adds a move with its names as written.
    pub fn push_move(&mut self, from: Offset, to: Offset, from_name: &str, to_name: &str) {
        self.names.push_str(from_name);
        let from_end = self.names.len() as u32;
        self.names.push_str(to_name);
        self.moves.push(Move {
            from,
            to,
            from_end,
            to_end: self.names.len() as u32,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_keep_their_names() {
        let mut set = DataSet::default();
        set.push_move((5, 5), (5, 9), "E5", "E9");
        set.push_move((1, 1), (26, 10), "A1", "Z10");
        assert_eq!(set.names(0), ("E5", "E9"));
        assert_eq!(set.names(1), ("A1", "Z10"));
        assert_eq!(set.moves[1].to, (26, 10));
    }
}
