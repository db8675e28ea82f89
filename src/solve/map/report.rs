//! `robots solve`'s output for map games, one case at a time on the run
//! machinery (so `--jobs` solves cases in parallel): the game as the case
//! plays it (by its strategy or its input's moves), then a shortest win
//! with its moves, written as tokens of a `moves:` line, `no win`, or
//! `undecided`; as text or the JSON object a pursuit's case is written as.

use super::search::{Found, Searched, search};
use super::sides::{Best, best_play};
use crate::geometry::{Compass, Shape};
use crate::interpreter::{Ending, Interpreter, Room};
use crate::model::{Control, Model};
use crate::run::Play;
use crate::run::map::MapError;
use crate::scenario::map::{MapCase, Move};
use crate::solve::answer::Budget;
use crate::solve::report::CaseJson;
use crate::views::play::Format;
use crate::views::words;
use std::sync::Arc;

/// Solves map cases into `robots solve`'s output.
#[derive(Debug)]
pub struct MapSolver {
    interpreter: Arc<Interpreter>,
    model: Arc<Model>,
    budget: Budget,
    format: Format,
    input: Arc<str>,
    room: Room,
}

impl MapSolver {
    pub fn new(model: &Model, budget: Budget, format: Format, input: &str) -> Self {
        MapSolver {
            interpreter: Arc::new(Interpreter::new(model)),
            model: Arc::new(model.clone()),
            budget,
            format,
            input: input.into(),
            room: Room::default(),
        }
    }
}

/// Another job's solver: the same interpreter, its own buffers.
impl Clone for MapSolver {
    fn clone(&self) -> Self {
        MapSolver {
            interpreter: Arc::clone(&self.interpreter),
            model: Arc::clone(&self.model),
            budget: self.budget,
            format: self.format,
            input: Arc::clone(&self.input),
            room: Room::default(),
        }
    }
}

impl Play for MapSolver {
    type Case = MapCase;
    type Error = MapError;

    fn play(&mut self, number: usize, case: &MapCase, out: &mut String) -> Result<(), MapError> {
        let played = self
            .interpreter
            .play_in(case, &self.input, &mut self.room)?;
        let (ending, moves) = (played.ending, played.moves);
        self.room.keep(played.position);
        if self.model.sides.len() == 2 {
            let solved = match self.interpreter.explorer(case) {
                Ok(mut explorer) => {
                    let turns = case.turns.map_or(u64::MAX, u64::from);
                    best_play(&mut explorer, turns, self.budget)
                }
                Err(_) => (Best::Undecided, 0),
            };
            let json = sides_json(number, &self.model, (ending, moves), &solved);
            match self.format {
                Format::Text => out.push_str(&sides_text(&json)),
                Format::Json => crate::views::json::push_line(out, &json),
            }
            return Ok(());
        }
        let searched = match self.interpreter.explorer(case) {
            Ok(mut explorer) => {
                let turns = case.turns.map_or(u64::MAX, u64::from);
                search(&mut explorer, turns, self.budget)
            }
            // The command refuses such games before any case is read.
            Err(_) => Searched {
                found: Found::Undecided,
                positions: 0,
                elapsed: Default::default(),
                eliminated: false,
            },
        };
        let solved = case_json(number, &self.model, (ending, moves), &searched);
        match self.format {
            Format::Text => out.push_str(&text(&self.model, &solved)),
            Format::Json => crate::views::json::push_line(out, &solved),
        }
        Ok(())
    }
}

/// How a game ended, as one word.
pub fn ending_word(ending: Ending) -> &'static str {
    match ending {
        Ending::Won(_) => "won",
        Ending::Lost => "lost",
        Ending::Draw => "drawn",
        Ending::Stopped => "stopped",
        Ending::Survived => "survived",
    }
}

/// A move as a token of a `moves:` line: a walk's direction, `stay`, or
/// `(row,column)`.
pub fn token(model: &Model, mv: Move) -> String {
    let shape = if model.hexagon {
        Shape::Hexagon(0)
    } else {
        Shape::Rectangle
    };
    match mv {
        Move::Walk(d) => Compass::of(shape)
            .name(d)
            .map_or_else(|| format!("{d:?}"), str::to_string),
        Move::Stay => "stay".to_string(),
        Move::Cell(r, c) => format!("({r},{c})"),
    }
}

/// The case's game and what the search found, as `--format json` writes
/// it.
pub fn case_json(
    number: usize,
    model: &Model,
    (ending, moves): (Ending, u64),
    searched: &Searched,
) -> CaseJson {
    let (result, line) = match &searched.found {
        Found::Win(line) => ("win", line.iter().map(|&m| token(model, m)).collect()),
        Found::NoWin => ("none", Vec::new()),
        Found::Undecided => ("undecided", Vec::new()),
    };
    CaseJson {
        case: number,
        strategy: ending_word(ending).to_string(),
        strategy_moves: u32::try_from(moves).unwrap_or(u32::MAX),
        result: result.to_string(),
        moves: line,
        repeats: None,
        positions: searched.positions,
        eliminated: searched.eliminated,
    }
}

/// One case as text: `Case 2: the input's moves stopped after 4 moves; a
/// win in 9 moves: E E S W ...`.
pub fn text(model: &Model, solved: &CaseJson) -> String {
    let who = match model.control {
        Control::Strategy(_) => "the strategy",
        _ => "the input's moves",
    };
    let played = format!(
        "{} after {}",
        solved.strategy,
        words::count(solved.strategy_moves as usize, "move")
    );
    let found = match solved.result.as_str() {
        "win" if solved.moves.is_empty() => "won before the first move".to_string(),
        _ => crate::solve::report::found(solved),
    };
    format!("Case {}: {who} {played}; {found}\n", solved.case)
}

/// How a game of sides ended, in words: `X won`, `a draw`, `stopped`.
pub fn sides_ending(model: &Model, ending: Ending) -> String {
    match ending {
        Ending::Won(Some(side)) => format!("{} won", model.sides[side]),
        Ending::Draw => "a draw".to_string(),
        other => ending_word(other).to_string(),
    }
}

/// A game of sides' case as `--format json` writes it: `strategy` is how
/// the case's game ended (`X won`), `result` best play's (`X wins`,
/// `neither wins` or `undecided`) and `moves` a line of best play.
pub fn sides_json(
    number: usize,
    model: &Model,
    (ending, moves): (Ending, u64),
    (best, positions): &(Best, u64),
) -> CaseJson {
    let tokens = |line: &[Move]| line.iter().map(|&m| token(model, m)).collect();
    let (result, line) = match best {
        Best::Wins(side, line) => (format!("{} wins", model.sides[*side]), tokens(line)),
        Best::Neither(line) => ("neither wins".to_string(), tokens(line)),
        Best::Undecided => ("undecided".to_string(), Vec::new()),
    };
    CaseJson {
        case: number,
        strategy: sides_ending(model, ending),
        strategy_moves: u32::try_from(moves).unwrap_or(u32::MAX),
        result,
        moves: line,
        repeats: None,
        positions: *positions,
        eliminated: false,
    }
}

/// A game of sides' case as text: `Case 1: X won after 23 moves; with
/// best play, neither wins (5478 positions searched): (2,2) (1,1) ...`.
pub fn sides_text(solved: &CaseJson) -> String {
    let played = format!(
        "{} after {}",
        solved.strategy,
        words::count(solved.strategy_moves as usize, "move")
    );
    let searched = words::count(solved.positions as usize, "position");
    let found = match solved.result.as_str() {
        "undecided" => format!("undecided after {} positions", solved.positions),
        best if solved.moves.is_empty() => format!("with best play, {best} before any move"),
        best => format!(
            "with best play, {best} ({searched} searched), in {}: {}",
            words::count(solved.moves.len(), "move"),
            solved.moves.join(" ")
        ),
    };
    format!("Case {}: {played}; {found}\n", solved.case)
}
