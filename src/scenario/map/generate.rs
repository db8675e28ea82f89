//! `robots gen` for map games: random cases of the map format drawn from
//! the rules' legend (terrain often, pieces now and then, one player where
//! the game has one), with random moves of the kinds the game takes and a
//! bound on the turns where the game needs one. It knows no game.

use crate::geometry::{Board, Compass};
use crate::model::{Control, Model};
use crate::random::Rng;
use std::io::{self, Write};

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub seed: u64,
    pub cases: usize,
}

/// Writes `spec.cases` random cases.
pub fn write(model: &Model, spec: &Spec, out: &mut impl Write) -> io::Result<()> {
    let mut rng = Rng::new(spec.seed);
    let plain: Vec<char> = model
        .legend
        .entries
        .iter()
        .filter(|e| e.piece.is_none())
        .map(|e| e.symbol)
        .collect();
    let pieces: Vec<char> = model
        .legend
        .entries
        .iter()
        .filter(|e| e.piece.is_some() && e.piece != model.player && !e.when_lost)
        .map(|e| e.symbol)
        .collect();
    let player: Vec<char> = model
        .legend
        .entries
        .iter()
        .filter(|e| e.piece.is_some() && e.piece == model.player && !e.when_lost)
        .map(|e| e.symbol)
        .collect();
    let first_plain = plain.first().copied().unwrap_or('.');
    for _ in 0..spec.cases {
        let board = if model.hexagon {
            let side = rng.range(1, 6);
            writeln!(out, "map hexagon {side}")?;
            Board::hexagon(side as i32)
        } else {
            let (rows, columns) = (rng.range(1, 12), rng.range(1, 12));
            writeln!(out, "map {rows} {columns}")?;
            Board::new(rows as i32, columns as i32)
        };
        let on: Vec<(i32, i32)> = board.cells().collect();
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        let mut cells: Vec<char> = (0..rows * columns)
            .map(|_| {
                if !pieces.is_empty() && rng.below(5) == 0 {
                    pieces[rng.below(pieces.len())]
                } else if rng.below(6) == 0 && !plain.is_empty() {
                    plain[rng.below(plain.len())]
                } else {
                    first_plain
                }
            })
            .collect();
        if !player.is_empty() {
            let at = board.index(on[rng.below(on.len())]);
            cells[at] = player[rng.below(player.len())];
        }
        let mut drawn = String::new();
        super::write::layout(board, &mut drawn, |cell| cells[cell]);
        write!(out, "{drawn}")?;
        if matches!(model.control, Control::Input(_)) {
            let count = rng.range(0, on.len() as i64 + 4);
            let mut tokens: Vec<String> = Vec::new();
            let names: Vec<&str> = model.walker.as_ref().map_or(Vec::new(), |w| {
                let compass = Compass::of(board.shape());
                w.walks.iter().filter_map(|&o| compass.name(o)).collect()
            });
            for _ in 0..count {
                if model.placement.is_some() {
                    let (r, c) = if model.hexagon {
                        on[rng.below(on.len())]
                    } else {
                        (
                            rng.range(1, rows as i64) as i32,
                            rng.range(1, columns as i64) as i32,
                        )
                    };
                    tokens.push(format!("({r},{c})"));
                } else if !names.is_empty() {
                    tokens.push(names[rng.below(names.len())].to_string());
                }
            }
            writeln!(out, "moves: {}", tokens.join(" "))?;
        }
        if model.endless {
            writeln!(out, "turns {}", rng.range(0, 40))?;
        }
        writeln!(out)?;
    }
    Ok(())
}
