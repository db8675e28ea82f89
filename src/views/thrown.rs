//! `robots explain --solve`: the move where the strategy threw a win
//! away, shown as `robots explain --move` shows a move (every candidate,
//! the keys, what separated the chosen one), with the candidate that kept
//! a win and that candidate's winning line.

use super::explain::one_move;
use super::style::{Ink, Paint};
use super::walk::Step;
use super::words;
use crate::engine::PlayerMove;
use crate::engine::table::Table;
use crate::oracle::MoveKind;
use crate::rules::lines::RuleLines;
use crate::solve::mistake::{Mistake, Thrown};

/// The text after the case's heading when no move is marked.
pub fn unmarked(mistake: &Mistake) -> String {
    match mistake {
        Mistake::NotLost => {
            "the strategy's game is not lost: there is no win to throw away\n".to_string()
        }
        Mistake::NoWin { positions } => format!(
            "no line wins from the start ({} searched): no move throws a win away\n",
            words::count(*positions as usize, "position")
        ),
        Mistake::Undecided { after, positions } => {
            let at = if *after == 0 {
                "the start".to_string()
            } else {
                format!("the position after move {after}")
            };
            format!(
                "undecided: the budget ran out deciding whether a line wins from {at} ({positions} positions searched); a larger `--budget` may decide it\n"
            )
        }
        Mistake::Thrown(_) => String::new(),
    }
}

/// The marked move: which it is and why, the move in full, and the line
/// that the candidate keeping a win begins. `names` are the line's moves
/// by name (as `robots solve` writes them).
pub fn marked(
    thrown: &Thrown,
    step: &Step,
    names: &[String],
    table: &Table,
    lines: &RuleLines,
    paint: Paint,
) -> String {
    let shape = table.board.shape();
    let made = words::made(&step.decision.mv, step.before.player, shape);
    let proof = if thrown.proof == 0 {
        "it loses at once".to_string()
    } else {
        format!(
            "proved by searching {}",
            words::count(thrown.proof as usize, "position")
        )
    };
    let keeps = match thrown.line.first().and_then(|mv| candidate(step, mv)) {
        Some(i) => {
            let c = &step.decision.candidates[i];
            format!(
                "candidate {} ({} to {})",
                i + 1,
                words::kind(c.kind, shape),
                words::cell(c.to)
            )
        }
        None => format!(
            "the move {} (not among the strategy's candidates here)",
            names.first().map_or("", String::as_str)
        ),
    };
    let head = paint.ink(
        Ink::Strong,
        &format!("Move {} throws the win away:", thrown.number),
    );
    let mut out = format!(
        "{head} after the strategy's {made}, no line wins ({proof}), while {keeps} keeps one\n\n"
    );
    out.push_str(&one_move(step, table, lines, paint));
    let repeat = thrown.repeats.map_or(String::new(), |k| {
        format!(" (its position then repeats the one after move {k}: survived)")
    });
    out.push_str(&format!(
        "\na win from the position before move {}, in {}{repeat}: {}\n",
        thrown.number,
        words::count(names.len(), "move"),
        names.join(" ")
    ));
    out
}

/// The index of the candidate of `step` that is the move `mv`, if the
/// strategy weighed it.
fn candidate(step: &Step, mv: &PlayerMove) -> Option<usize> {
    step.decision
        .candidates
        .iter()
        .position(|c| match (c.kind, mv.teleport()) {
            (MoveKind::Teleport(entry), Some(used)) => entry == used,
            (MoveKind::Teleport(_), None) | (_, Some(_)) => false,
            _ => c.to == mv.to,
        })
}
