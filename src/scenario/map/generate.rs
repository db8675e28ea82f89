//! `robots gen` for map games: random cases of the map format drawn from
//! the rules' legend (terrain often, pieces now and then, one player where
//! the game has one), with random moves of the kinds the game takes and a
//! bound on the turns where the game needs one. It knows no game. A board's
//! size, its number of pieces and its number of moves (or turns) can be
//! fixed, to measure large games.

use crate::geometry::{Board, Compass};
use crate::model::{Control, Model, Mover, Outcome, Placement, Target};
use crate::random::Rng;
use std::io::{self, Write};

/// What to generate.
#[derive(Debug, Clone, Copy)]
pub struct Spec {
    pub seed: u64,
    pub cases: usize,
    /// Every board this many rows and columns (else 1 to 12 each).
    pub size: Option<(usize, usize)>,
    /// Exactly this many pieces besides the player on distinct cells (else
    /// a fifth of the cells, at random).
    pub pieces: Option<usize>,
    /// Exactly this many moves, or this bound on the turns (else random).
    pub moves: Option<usize>,
}

impl Spec {
    /// Random sizes, pieces and moves.
    pub fn new(seed: u64, cases: usize) -> Spec {
        Spec {
            seed,
            cases,
            size: None,
            pieces: None,
            moves: None,
        }
    }
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
    // Most cells are of the first terrain the game's movers all enter
    // (Sokoban's floor, not its wall, listed first): a board mostly of
    // walls leaves the player nowhere to go.
    let open_terrain = model
        .legend
        .entries
        .iter()
        .find(|e| e.piece.is_none() && !e.when_lost && enterable(model, e.terrain))
        .map(|e| e.symbol);
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
    let first_plain = open_terrain.or(plain.first().copied()).unwrap_or('.');
    for _ in 0..spec.cases {
        let board = if model.hexagon {
            let side = spec.size.map_or_else(|| rng.range(1, 6), |s| s.0 as i64);
            writeln!(out, "map hexagon {side}")?;
            Board::hexagon(side as i32)
        } else {
            let (rows, columns) = match spec.size {
                Some((r, c)) => (r as i64, c as i64),
                None => (rng.range(1, 12), rng.range(1, 12)),
            };
            writeln!(out, "map {rows} {columns}")?;
            Board::new(rows as i32, columns as i32)
        };
        let on: Vec<(i32, i32)> = board.cells().collect();
        let (rows, columns) = (board.rows as usize, board.columns as usize);
        let mut cells: Vec<char> = (0..rows * columns)
            .map(|_| {
                if !pieces.is_empty() && spec.pieces.is_none() && rng.below(5) == 0 {
                    pieces[rng.below(pieces.len())]
                } else if rng.below(6) == 0 && !plain.is_empty() {
                    plain[rng.below(plain.len())]
                } else {
                    first_plain
                }
            })
            .collect();
        if let Some(count) = spec.pieces.filter(|_| !pieces.is_empty()) {
            // Distinct cells: the first `count` of a shuffle.
            let mut order: Vec<usize> = on.iter().map(|&at| board.index(at)).collect();
            rng.shuffle(&mut order);
            for &at in order.iter().take(count) {
                cells[at] = pieces[rng.below(pieces.len())];
            }
        }
        if !player.is_empty() {
            let at = board.index(on[rng.below(on.len())]);
            cells[at] = player[rng.below(player.len())];
        }
        let mut drawn = String::new();
        super::write::layout(board, &mut drawn, |cell| cells[cell]);
        write!(out, "{drawn}")?;
        if matches!(model.control, Control::Input(_)) {
            let count = match spec.moves {
                Some(n) => n as i64,
                None => rng.range(0, on.len() as i64 + 4),
            };
            let mut tokens: Vec<String> = Vec::new();
            let names: Vec<&str> = model.walker.as_ref().map_or(Vec::new(), |w| {
                let compass = Compass::of(board.shape());
                w.walks.iter().filter_map(|&o| compass.name(o)).collect()
            });
            let on_board: Vec<usize> = on.iter().map(|&at| board.index(at)).collect();
            let mut open = placeable(model, &cells, on_board, &mut rng);
            // The `moves:` line stays within the reader's longest line.
            let mut bytes = "moves:".len();
            for _ in 0..count {
                if bytes + 16 > super::read::LINE_LIMIT {
                    break;
                }
                if let Some(t) = tokens.last() {
                    bytes += t.len() + 1;
                }
                if let Some(Placement::Place { .. }) = model.placement {
                    // Distinct free cells: a placement on a piece is refused.
                    let Some(at) = open.pop() else { break };
                    tokens.push(format!("({},{})", at / columns + 1, at % columns + 1));
                } else if model.placement.is_some() {
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
            let turns = spec.moves.map_or_else(|| rng.range(0, 40), |n| n as i64);
            writeln!(out, "turns {turns}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// Whether terrain `terrain` blocks none of the game's movers that a
/// move sends onto a cell: the walker, and the pieces placed.
fn enterable(model: &Model, terrain: crate::model::TerrainId) -> bool {
    let target = Target::Terrain(terrain);
    let walker =
        model.walker.is_none() || model.outcomes.get(Mover::Walker, target) != Outcome::Blocked;
    let placed = match model.placement {
        Some(Placement::Place { class_kind }) => {
            model.outcomes.get(Mover::Placed(class_kind), target) != Outcome::Blocked
        }
        _ => true,
    };
    walker && placed
}

/// The cells of `on_board` a side may place on (no piece, a terrain that
/// takes the placed kind), in random order; empty when the game places
/// nothing.
fn placeable(model: &Model, cells: &[char], on_board: Vec<usize>, rng: &mut Rng) -> Vec<usize> {
    let Some(Placement::Place { class_kind }) = model.placement else {
        return Vec::new();
    };
    let entry = |symbol: char| model.legend.entries.iter().find(|e| e.symbol == symbol);
    let mover = Mover::Placed(class_kind);
    let mut open: Vec<usize> = on_board
        .into_iter()
        .filter(|&at| {
            entry(cells[at]).is_some_and(|e| {
                e.piece.is_none()
                    && model.outcomes.get(mover, Target::Terrain(e.terrain)) != Outcome::Blocked
            })
        })
        .collect();
    rng.shuffle(&mut open);
    open
}
