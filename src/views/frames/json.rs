//! `robots run --format json [--log]` for any kind of game: one JSON
//! object a case, a line each, in the schema every kind shares
//! (`docs/views.md`): the kind (its rules' `format`), the case's number,
//! its result as the contest output writes it, its moves, and with
//! `--log` each move's frame log (what the kind records of the move).

use crate::views::style::Paint;
use crate::views::trace::{Moves, Traced};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One case's game, as every kind writes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CaseLine {
    /// The rules' `format`: `robots`, `janken-tactics`, `robot-race`,
    /// `crosses` or `map`.
    pub kind: String,
    /// The case's number in the input, from 1.
    pub case: usize,
    /// The case's result as the contest output writes it, without its
    /// `Case N:` line and its last line break.
    pub result: String,
    /// The moves after the start.
    pub moves: u32,
    /// With `--log`: each move's log, move 1 first.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log: Option<Vec<Value>>,
    /// With `--log`, when the game is longer than a log holds
    /// ([`MAX_LOGGED`]): the last move logged.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub log_ends: Option<u32>,
}

/// The most moves one case's log holds.
pub const MAX_LOGGED: usize = 100_000;

/// A case played for its line: its result, its moves and (when `log`)
/// the logs of its first [`MAX_LOGGED`] moves.
pub struct Played {
    pub result: String,
    pub moves: u32,
    pub log: Option<Vec<Value>>,
}

/// Plays case `number` with `viewer`, keeping each move's log when `log`.
pub fn play<T: Traced>(
    viewer: &mut T,
    number: usize,
    case: &T::Case,
    log: bool,
) -> miette::Result<Played> {
    let mut moves = 0;
    let mut logs = Vec::new();
    let mut show = |m: u32, frame: crate::views::trace::Frame| {
        moves = moves.max(m);
        if log && m > 0 && logs.len() < MAX_LOGGED {
            logs.push(frame.log);
        }
        Ok(())
    };
    // Only the frames' logs are kept: their boards are not drawn.
    viewer.draw_boards(false);
    let result = viewer.trace(number, case, Moves::default(), Paint::new(false), &mut show);
    viewer.draw_boards(true);
    let result = result?;
    Ok(Played {
        result: result.trim_end_matches('\n').to_string(),
        moves,
        log: log.then_some(logs),
    })
}

impl CaseLine {
    /// The line of case `number` of a game of `kind`.
    pub fn new(kind: &str, number: usize, played: Played) -> Self {
        let log_ends = match &played.log {
            Some(l) if (l.len() as u32) < played.moves => Some(l.len() as u32),
            _ => None,
        };
        CaseLine {
            kind: kind.to_string(),
            case: number,
            result: played.result,
            moves: played.moves,
            log: played.log,
            log_ends,
        }
    }
}
