//! `robots solve`'s output, one case at a time on the run machinery (so
//! `--jobs` solves cases in parallel): the strategy's result, then a win
//! with its moves, `no win`, or `undecided`; as text or one JSON object a
//! case.

use super::answer::{Budget, Solution, Verdict};
use super::line;
use super::plan::solve;
use crate::engine::{Engine, Record};
use crate::run::{Play, RunError};
use crate::scenario::Case;
use crate::views::play::Format;
use crate::views::words;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One case solved, as `--format json` writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseJson {
    /// The case's number, from 1.
    pub case: usize,
    /// How the strategy's game ended: `won`, `lost`, `survived` or
    /// `endless`.
    pub strategy: String,
    /// The strategy's game's moves.
    pub strategy_moves: u32,
    /// `win`, `none` (no line wins: the whole tree was searched) or
    /// `undecided` (the budget ran out).
    pub result: String,
    /// The winning line, by move name (empty unless `result` is `win`).
    pub moves: Vec<String>,
    /// When the line survives by repetition: the move whose position the
    /// last move comes back to (0 is the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeats: Option<u32>,
    /// Positions the search made.
    pub positions: u64,
    /// Found by elimination over a game's presses, not by a search.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub eliminated: bool,
}

/// The strategy's result as one word.
pub fn outcome(record: &Record) -> &'static str {
    match record.end {
        crate::engine::End::Won => "won",
        crate::engine::End::Lost => "lost",
        crate::engine::End::Survived => "survived",
        crate::engine::End::Repeats { .. } => "endless",
    }
}

/// What the search found, for one case.
pub fn case_json(
    number: usize,
    record: &Record,
    solution: &Solution,
    moves: Vec<String>,
) -> CaseJson {
    let (result, repeats) = match &solution.verdict {
        Verdict::Win { repeats, .. } => ("win", *repeats),
        Verdict::NoWin => ("none", None),
        Verdict::Undecided => ("undecided", None),
    };
    CaseJson {
        case: number,
        strategy: outcome(record).to_string(),
        strategy_moves: record.moves,
        result: result.to_string(),
        moves,
        repeats,
        positions: solution.positions,
        eliminated: false,
    }
}

/// One case as text: `Case 3: the strategy lost after 57 moves; a win in
/// 23 moves: N N stay teleport (3,4) ...`.
pub fn text(record: &Record, solved: &CaseJson) -> String {
    format!(
        "Case {}: the strategy {}; {}\n",
        solved.case,
        words::end(record),
        found(solved)
    )
}

/// What the search found, in words: `a win in 23 moves: N N ...`, `no win
/// (42 positions searched)`, `undecided after 1840000 positions`.
pub fn found(solved: &CaseJson) -> String {
    match solved.result.as_str() {
        "win" => {
            let repeat = solved.repeats.map_or(String::new(), |k| {
                format!(" (its position then repeats the one after move {k}: survived)")
            });
            format!(
                "a win in {}{repeat}: {}",
                words::count(solved.moves.len(), "move"),
                solved.moves.join(" ")
            )
        }
        "none" if solved.eliminated => "no win (no set of presses clears the board)".to_string(),
        "none" => format!(
            "no win ({} searched)",
            words::count(solved.positions as usize, "position")
        ),
        _ => format!("undecided after {} positions", solved.positions),
    }
}

/// Solves cases into `robots solve`'s output.
#[derive(Debug)]
pub struct Solver {
    engine: Engine,
    budget: Budget,
    format: Format,
    input: Arc<str>,
}

impl Solver {
    pub fn new(engine: Engine, budget: Budget, format: Format, input: &str) -> Self {
        Solver {
            engine,
            budget,
            format,
            input: input.into(),
        }
    }
}

/// Another job's solver: a fresh engine for the same table.
impl Clone for Solver {
    fn clone(&self) -> Self {
        Solver {
            engine: Engine::new(self.engine.table().clone()),
            budget: self.budget,
            format: self.format,
            input: Arc::clone(&self.input),
        }
    }
}

impl Play for Solver {
    type Case = Case;
    type Error = RunError;

    fn play(&mut self, number: usize, case: &Case, out: &mut String) -> Result<(), RunError> {
        let record = self
            .engine
            .play(&case.robots, &case.teleports)
            .map_err(|_| RunError::TooLong {
                location: format!("{}:{}:1", self.input, case.line),
                case: number,
            })?;
        let solution = solve(&mut self.engine, &case.robots, &case.teleports, self.budget);
        let names = match &solution.verdict {
            Verdict::Win { moves, .. } => {
                line::names(&mut self.engine, &case.robots, &case.teleports, moves)
            }
            _ => Vec::new(),
        };
        let solved = case_json(number, &record, &solution, names);
        match self.format {
            Format::Text => out.push_str(&text(&record, &solved)),
            Format::Json => crate::views::json::push_line(out, &solved),
        }
        Ok(())
    }

    fn held(&self) -> usize {
        self.engine.grid_bytes()
    }
}
