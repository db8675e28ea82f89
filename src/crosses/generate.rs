//! Random games for tests and measurements: every cell of an `n x n`
//! board in a random order, the sides taking turns as the rules say, kept
//! when every side but the re-enacted one ends with more pieces standing
//! than the re-enacted side (for Crosses & Crosses: games Red won, as the
//! contest's cases are). Printed as a contest question, or as full records.

use super::setup::{CrossesError, format};
use crate::geometry::{Board, Offset};
use crate::model::Model;
use crate::placement::Game;
use crate::random::Rng;
use crate::scenario::crosses::write_answer;
use std::io::Write;

/// What to generate.
#[derive(Debug, Clone)]
pub struct Spec {
    pub seed: u64,
    pub cases: usize,
    /// The smallest and largest board side; each game's is drawn uniformly.
    pub sides: (usize, usize),
    /// Full records instead of a contest question.
    pub records: bool,
}

/// One generated game: its board side, every move in order, and the score.
#[derive(Debug, Clone)]
pub struct Played {
    pub n: usize,
    pub moves: Vec<Offset>,
    pub score: Vec<usize>,
}

/// The most random games in a row that may be thrown away (not lost by
/// the re-enacted side) before generating gives up: the rules and sides
/// then leave nothing to generate (on 2 x 2 every game of Crosses &
/// Crosses ends 0:0).
pub const MAX_TRIES: usize = 1_000;

/// Random games that the re-enacted side lost, as [`Spec`] says, held
/// together (for tests; [`each`] streams them).
pub fn games(model: &Model, spec: &Spec) -> Result<Vec<Played>, CrossesError> {
    let mut out = Vec::new();
    each(model, spec, &mut |game| {
        out.push(game);
        Ok(())
    })?;
    Ok(out)
}

/// Gives `f` each random game that the re-enacted side lost, as [`Spec`]
/// says, as it is found; refuses after [`MAX_TRIES`] games in a row
/// thrown away.
pub fn each(
    model: &Model,
    spec: &Spec,
    f: &mut dyn FnMut(Played) -> Result<(), CrossesError>,
) -> Result<(), CrossesError> {
    let format = format(model)?;
    let rules = format.rules;
    let (low, high) = (spec.sides.0.max(1), spec.sides.1.max(spec.sides.0.max(1)));
    let mut rng = Rng::new(spec.seed);
    let mut found = 0;
    let mut thrown = 0;
    while found < spec.cases {
        let n = low + rng.below(high - low + 1);
        let board = Board::new(n as i32, n as i32);
        let mut moves: Vec<Offset> = board.cells().collect();
        rng.shuffle(&mut moves);
        let mut game = Game::new(rules, board);
        for &cell in &moves {
            if game.place(cell).is_err() {
                return Err(CrossesError::Table("a random game refused a move".into()));
            }
        }
        let score = game.standing().to_vec();
        let lost = score[format.reenacted];
        let kept = rules.sides == 1
            || score
                .iter()
                .enumerate()
                .all(|(s, &v)| s == format.reenacted || v > lost);
        if kept {
            found += 1;
            thrown = 0;
            f(Played { n, moves, score })?;
        } else {
            thrown += 1;
            if thrown == MAX_TRIES {
                return Err(CrossesError::NothingToGenerate {
                    tried: MAX_TRIES,
                    sides: (low, high),
                    side: format.sides[format.reenacted].clone(),
                });
            }
        }
    }
    Ok(())
}

/// Writes the games of `spec`, each as soon as it is found.
pub fn write(model: &Model, spec: &Spec, out: &mut impl Write) -> Result<(), CrossesError> {
    let format = format(model)?;
    let rules = format.rules;
    if !spec.records {
        // The count comes first; the games follow it as they are found.
        writeln!(out, "{}", spec.cases)?;
    }
    let mut text = String::new();
    each(model, spec, &mut |game| {
        if spec.records {
            text.push_str(&format!("record {}\n", game.n));
        } else {
            text.push_str(&format!("{}", game.n));
            for s in &game.score {
                text.push_str(&format!(" {s}"));
            }
            text.push('\n');
        }
        for (k, &(r, c)) in game.moves.iter().enumerate() {
            let side = rules.side_of_move(k);
            if spec.records {
                text.push_str(&format!("{} {r} {c}\n", format.sides[side]));
            } else if side != format.reenacted {
                text.push_str(&format!("{r} {c}\n"));
            }
        }
        out.write_all(text.as_bytes())?;
        text.clear();
        Ok(())
    })?;
    out.flush()?;
    Ok(())
}

/// The re-enacted side's moves of `game`, as the contest answer prints
/// them (case `number`).
pub fn answer_of(model: &Model, game: &Played, number: usize) -> Result<String, CrossesError> {
    let format = format(model)?;
    let rules = format.rules;
    let moves: Vec<Offset> = game
        .moves
        .iter()
        .enumerate()
        .filter(|&(k, _)| rules.side_of_move(k) == format.reenacted)
        .map(|(_, &m)| m)
        .collect();
    let mut text = String::new();
    write_answer(&mut text, number, Some(&moves));
    Ok(text)
}
