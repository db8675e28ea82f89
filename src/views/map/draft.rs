//! A map case as something to edit: its board's legend entries, its moves
//! and its turns, made into a case to play and written back as the map
//! format's input (the symbols the legend reads, a `moves:` line with the
//! tokens the format reads, `turns N`).

use crate::geometry::{Compass, Shape};
use crate::model::Model;
use crate::scenario::map::layout;
use crate::scenario::map::{MapCase, Move, MoveToken, Moves, OFF};

/// A case being edited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub rows: usize,
    pub columns: usize,
    pub hexagon: Option<usize>,
    /// Each cell's legend entry, row by row ([`OFF`] off a hexagon).
    pub cells: Vec<u16>,
    pub moves: Vec<Move>,
    pub turns: Option<u32>,
    /// Whether the case has a `moves:` line to write.
    pub from_input: bool,
}

impl Draft {
    pub fn of(case: &MapCase, from_input: bool) -> Draft {
        Draft {
            rows: case.rows,
            columns: case.columns,
            hexagon: case.hexagon,
            cells: case.cells.clone(),
            moves: case.moves.tokens.iter().map(|t| t.mv).collect(),
            turns: case.turns,
            from_input,
        }
    }

    /// The case to play.
    pub fn case(&self) -> MapCase {
        let token = |&mv| MoveToken {
            mv,
            start: 0,
            end: 0,
        };
        MapCase {
            line: 1,
            rows: self.rows,
            columns: self.columns,
            cells: self.cells.clone(),
            moves: Moves {
                line: usize::from(self.from_input),
                text: String::new(),
                tokens: self.moves.iter().map(token).collect(),
            },
            turns: self.turns,
            hexagon: self.hexagon,
        }
    }

    /// The case as the map format's input, for the game of `model`.
    pub fn input(&self, model: &Model) -> String {
        let mut out = match self.hexagon {
            Some(side) => format!("map hexagon {side}\n"),
            None => format!("map {} {}\n", self.rows, self.columns),
        };
        let board = self.case().board();
        let entries = &model.legend.entries;
        let symbol = |cell: usize| match self.cells[cell] {
            OFF => ' ',
            e => entries.get(usize::from(e)).map_or('?', |e| e.symbol),
        };
        layout(board, &mut out, symbol);
        if self.from_input {
            let shape = if self.hexagon.is_some() {
                Shape::Hexagon(0)
            } else {
                Shape::Rectangle
            };
            let compass = Compass::of(shape);
            let tokens: Vec<String> = self
                .moves
                .iter()
                .map(|&mv| match mv {
                    Move::Walk(d) => compass.name(d).unwrap_or("?").to_string(),
                    Move::Stay => "stay".to_string(),
                    Move::Cell(r, c) => format!("({r},{c})"),
                })
                .collect();
            out.push_str(&format!("moves: {}\n", tokens.join(" ")));
        }
        if let Some(turns) = self.turns {
            out.push_str(&format!("turns {turns}\n"));
        }
        out
    }
}
