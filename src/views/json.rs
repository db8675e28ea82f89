//! `robots run --format json`: one JSON object a case, a line each (JSON
//! lines), with serde. `--log` adds every move: what was made, what decided
//! it, and every candidate with its key values. The schema is in
//! `docs/views.md`; the same types read it back.

use super::walk::Step;
use super::words;
use crate::engine::table::{Offset, Table};
use crate::engine::{End, Record};
use crate::oracle::INFINITELY_FAR;
use crate::rules::lines::RuleLines;
use serde::{Deserialize, Serialize};

/// One case's game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseJson {
    /// The rules' `format`: `robots` (the same field as every other
    /// kind's case line, `super::frames::json`).
    #[serde(default = "pursuit")]
    pub kind: String,
    /// The case's number, from 1.
    pub case: usize,
    /// The case's result as the contest output writes it, without its
    /// `Case N:` line and its last line break (as every kind's line).
    #[serde(default)]
    pub result: String,
    /// `won`, `lost`, `survived` or `endless`.
    pub outcome: String,
    /// Moves made (for an endless game: up to the first repeated position).
    pub moves: u32,
    /// The player's final cell, `[row, column]`.
    #[serde(rename = "final")]
    pub final_cell: Offset,
    /// Cells holding debris at the end.
    pub debris: u32,
    /// Robots remaining at the end.
    pub robots: u32,
    /// Every teleport taken: the move and the cell.
    pub teleports: Vec<TeleportJson>,
    /// For an endless game: the earlier move whose position the last one
    /// repeats (0 is the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeats: Option<u32>,
    /// With `--log`: the strategy's keys, in order, naming the values of
    /// each candidate's `keys`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub strategy: Option<Vec<String>>,
    /// With `--log`: every move (the first moves, when `log_ends` is set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<MoveJson>>,
    /// With `--log`, when the game is too long for one case's log
    /// ([`MAX_LOGGED`]): the last move logged. `robots explain --moves`
    /// lists the rest.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_ends: Option<u32>,
}

/// A pursuit's `format`, the `kind` of its JSON.
fn pursuit() -> String {
    crate::rules::Kind::Pursuit.format().to_string()
}

/// The most a case's log holds, in candidates (each move counts its
/// candidates and one more): about 100 bytes of JSON each.
pub const MAX_LOGGED: usize = 200_000;

/// A teleport taken.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeleportJson {
    #[serde(rename = "move")]
    pub number: u32,
    pub to: Offset,
}

/// One move of a game, with `--log`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveJson {
    #[serde(rename = "move")]
    pub number: u32,
    /// The move made: `walk NE`, `stay`, `teleport 2` (entries from 1).
    pub made: String,
    pub from: Offset,
    pub to: Offset,
    /// What decided it, with the rule's `file:line`.
    pub decided_by: String,
    pub candidates: Vec<CandidateJson>,
    /// Robots and debris after the robots' reply.
    pub robots: u32,
    pub debris: u32,
}

/// A candidate of a move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CandidateJson {
    /// `walk N`, `stay`, `teleport 1`.
    #[serde(rename = "move")]
    pub kind: String,
    pub to: Offset,
    /// Why it is not legal; absent when legal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub blocked: Option<String>,
    /// The filter dropped it.
    #[serde(default)]
    pub dropped: bool,
    /// Each key's value, in the order of `strategy` (`null`: no robot
    /// left to be near); empty when not legal.
    #[serde(default)]
    pub keys: Vec<Option<u64>>,
}

impl CaseJson {
    /// The game as JSON, without a log.
    pub fn new(case: usize, record: &Record) -> Self {
        let (outcome, repeats) = match record.end {
            End::Won => ("won", None),
            End::Lost => ("lost", None),
            End::Survived => ("survived", None),
            End::Repeats { first, .. } => ("endless", Some(first)),
        };
        let mut result = String::new();
        crate::scenario::write_case(&mut result, case, record);
        let result = match result.split_once('\n') {
            Some((_, rest)) => rest.trim_end_matches('\n').to_string(),
            None => String::new(),
        };
        CaseJson {
            kind: pursuit(),
            case,
            result,
            outcome: outcome.to_string(),
            moves: record.moves,
            final_cell: record.player,
            debris: record.debris,
            robots: record.robots,
            teleports: record
                .teleports
                .iter()
                .map(|&(number, to)| TeleportJson { number, to })
                .collect(),
            repeats,
            strategy: None,
            log: None,
            log_ends: None,
        }
    }

    /// The record read back, as the contest output writes it; `None` for
    /// an outcome that is not one of the four.
    pub fn record(&self) -> Option<Record> {
        let end = match (self.outcome.as_str(), self.repeats) {
            ("won", None) => End::Won,
            ("lost", None) => End::Lost,
            ("survived", None) => End::Survived,
            ("endless", Some(first)) => End::Repeats {
                at: self.moves,
                first,
            },
            _ => return None,
        };
        Some(Record {
            teleports: self.teleports.iter().map(|t| (t.number, t.to)).collect(),
            end,
            moves: self.moves,
            player: self.final_cell,
            debris: self.debris,
            robots: self.robots,
        })
    }
}

/// The strategy's keys as the log names them: `maximize nearest robot`.
pub fn strategy(table: &Table) -> Vec<String> {
    table.keys.iter().map(|&k| words::key(k)).collect()
}

/// One move for the log.
pub fn logged(step: &Step, table: &Table, lines: &RuleLines) -> MoveJson {
    let shape = table.board.shape();
    let value = |v: u64| (v != INFINITELY_FAR).then_some(v);
    let candidates = step
        .decision
        .candidates
        .iter()
        .map(|c| {
            let (blocked, dropped, keys) = match &c.verdict {
                Ok(s) => (None, s.dropped, s.keys.iter().map(|&v| value(v)).collect()),
                Err(why) => (
                    Some(words::blocked(*why, c.kind, lines).0),
                    false,
                    Vec::new(),
                ),
            };
            CandidateJson {
                kind: words::kind(c.kind, shape),
                to: c.to,
                blocked,
                dropped,
                keys,
            }
        })
        .collect();
    MoveJson {
        number: step.number,
        made: words::kind(step.decision.mv.kind, shape),
        from: step.before.player,
        to: step.decision.mv.to,
        decided_by: words::decided(&step.decision, table, lines),
        candidates,
        robots: step.after.robots.len() as u32,
        debris: step.after.debris.len() as u32,
    }
}

/// Appends `value` as one line of JSON.
pub fn push_line<T: Serialize>(out: &mut String, value: &T) {
    // Serialising plain structs of numbers and strings cannot fail.
    if let Ok(text) = serde_json::to_string(value) {
        out.push_str(&text);
    }
    out.push('\n');
}
