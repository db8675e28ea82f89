//! `robots diff A.rules B.rules INPUT`: every case played under both rule
//! files, move by move, to the first move where they part: a different
//! choice (with the key or rule that decided each, cited in its own file,
//! and the candidates whose legality or filtering differs), the same move
//! answered differently by the robots (with the reply rules that differ),
//! or one game ending where the other goes on.
//!
//! | file | job |
//! |---|---|
//! | `choices` | two different choices in the same position, in words |
//! | `replies` | the same move answered differently, in words |

mod choices;
mod replies;

use super::pursuit::{record, walk};
use super::style::{Ink, Paint};
use super::walk::{Step, Walk};
use super::words;
use crate::engine::table::Table;
use crate::engine::{Engine, Record};
use crate::oracle::Position;
use crate::rules::lines::RuleLines;
use crate::scenario::Case;
use choices::choices;
use replies::replies;

/// One side of the comparison: its engine and where its rules are.
pub struct Side {
    pub engine: Engine,
    pub lines: RuleLines,
}

/// Whether a case fits a board: every cell on it and no robot on its
/// start; `None` when it does, else the first cell that does not.
pub fn misfit(table: &Table, case: &Case) -> Option<String> {
    let cells = case.robots.iter().chain(&case.teleports);
    if let Some(&cell) = cells.clone().find(|&&c| !table.board.contains(c)) {
        return Some(format!("{} is off its board", words::cell(cell)));
    }
    case.robots
        .contains(&table.start)
        .then(|| format!("a robot stands on its start {}", words::cell(table.start)))
}

/// Where two games of one case part.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parting {
    /// The first move, the choices and the rules behind them, the ends.
    pub text: String,
    /// The contest outputs differ (not only the moves on the way).
    pub results_differ: bool,
}

/// Where the two games of case `number` part; `None` when they are the
/// same game.
pub fn case(
    a: &mut Side,
    b: &mut Side,
    case: &Case,
    number: usize,
    input: &str,
    paint: Paint,
) -> miette::Result<Option<Parting>> {
    let mut wa = walk(&mut a.engine, case);
    let mut wb = walk(&mut b.engine, case);
    let (la, lb) = (&a.lines, &b.lines);
    let end = |w: &mut Walk| record(w, case, number, input);
    // Both games are made move by move at the engine's speed; only the
    // move where they part is weighed candidate by candidate (weighing
    // every move made the time grow with moves x candidates).
    let text = loop {
        let (ma, mb) = match (wa.made(), wb.made()) {
            (Some(ma), Some(mb)) => (ma?, mb?),
            (None, None) if end(&mut wa)? == end(&mut wb)? => return Ok(None),
            (None, None) => break heading(number, end(&mut wa)?.moves, paint),
            (_, _) => {
                let last = end(&mut wa)?.moves.min(end(&mut wb)?.moves);
                break heading(number, last, paint);
            }
        };
        // The choice first: a different kind of move is a different
        // choice, whatever the positions. Games on different cells
        // (different starts) compare by their choices alone: their moves
        // and replies differ by position. The same choice in the same
        // position may be made differently (a push under other rules).
        // The reply is to blame only for a board that differs after the
        // same move from the same board (teleport entries spent under one
        // file and not the other are not the reply's doing).
        let apart = !same_board(&ma.before, &mb.before);
        let parted = if ma.mv.kind != mb.mv.kind {
            Parted::Kind
        } else if apart {
            continue;
        } else if ma.mv != mb.mv {
            Parted::Choice
        } else if !same_board(&ma.after, &mb.after) {
            Parted::Reply
        } else {
            continue;
        };
        let (sa, sb) = (wa.explained(ma)?, wb.explained(mb)?);
        let (ta, tb) = ((wa.table(), la), (wb.table(), lb));
        let text = match parted {
            Parted::Kind => start_apart(&sa, &sb, la, lb) + &choices(&sa, &sb, ta, tb),
            Parted::Choice => choices(&sa, &sb, ta, tb),
            Parted::Reply => replies(&sa, &sb, ta, tb),
        };
        break heading(number, sa.number, paint) + &text;
    };
    let (ra, rb) = (end(&mut wa)?, end(&mut wb)?);
    Ok(Some(Parting {
        text: text + &ends(&ra, &rb, la, lb),
        results_differ: ra != rb,
    }))
}

/// How two games part at a move.
enum Parted {
    /// Different kinds of move.
    Kind,
    /// The same kind of move, made differently.
    Choice,
    /// The same move, answered differently.
    Reply,
}

/// The player, the robots and the debris are the same (the teleport
/// entries spent may differ).
fn same_board(a: &Position, b: &Position) -> bool {
    a.player == b.player && a.robots == b.robots && a.debris == b.debris
}

/// A note that the games were on different boards' cells before the
/// choices parted (the files start the player on different cells).
fn start_apart(sa: &Step, sb: &Step, la: &RuleLines, lb: &RuleLines) -> String {
    if same_board(&sa.before, &sb.before) {
        return String::new();
    }
    format!(
        "  the games start apart: the player starts on {} under {}, on {} under {}\n",
        words::cell(sa.before.player),
        la.name,
        words::cell(sb.before.player),
        lb.name
    )
}

fn heading(number: usize, at: u32, paint: Paint) -> String {
    let head = paint.ink(Ink::Strong, &format!("case {number}:"));
    format!("{head} the games part at move {at}\n")
}

/// How each game ends.
fn ends(ra: &Record, rb: &Record, la: &RuleLines, lb: &RuleLines) -> String {
    format!(
        "  ends: {}: {}; {}: {}\n",
        la.name,
        words::end(ra),
        lb.name,
        words::end(rb)
    )
}

/// The closing count: cases whose results are identical (and how many of
/// those reach them by other moves), and cases whose results differ.
pub fn count(identical: usize, other_moves: usize, differ: usize) -> String {
    format!(
        "{} cases: {identical} identical ({other_moves} of them by other moves), {differ} differ\n",
        identical + differ
    )
}

/// The closing count with the cases skipped for not fitting both boards.
pub fn count_skipped(
    identical: usize,
    other_moves: usize,
    differ: usize,
    skipped: usize,
) -> String {
    let counted = count(identical, other_moves, differ);
    if skipped == 0 {
        return counted;
    }
    format!(
        "{}; {skipped} more skipped: not on both boards\n",
        counted.trim_end()
    )
}
