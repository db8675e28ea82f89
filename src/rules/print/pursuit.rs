//! A pursuit's rules file, written from the fast engine's table it plays.

use super::out::{Out, board, header, set};
use crate::engine::table::{Goal, Meets, Mover, Outcome, Table, TieBreak};
use crate::geometry::{BoardSize, Metric};
use crate::rules::vocab;

fn metric(m: Metric) -> &'static str {
    vocab::METRICS
        .iter()
        .find(|(_, v)| *v == m)
        .map_or("manhattan", |(n, _)| n)
}

pub(super) fn pursuit(out: &mut Out, t: &Table) {
    header(out, &t.name, "robots");
    board(out, BoardSize::Fixed(t.board));
    let shape = t.board.shape();
    out.line(format!("player starts at ({}, {})", t.start.0, t.start.1));
    out.line(format!("distance {}", metric(t.metric)));
    out.line(format!("player walks {}", set(shape, &t.walks)));
    if t.may_stay {
        out.line("player may stay");
    }
    if let Some(tp) = t.teleports {
        let reuse = if tp.each_once {
            "each entry once"
        } else {
            "reusable"
        };
        let mode = if tp.as_candidates {
            "as candidates"
        } else {
            "as fallback"
        };
        out.line(format!("player may teleport from list, {reuse}, {mode}"));
    }
    for (mover, name) in [
        (Mover::Player, "player"),
        (Mover::PushedDebris, "pushed debris"),
        (Mover::Robot, "robot"),
    ] {
        for (meets, target) in [
            (Meets::Empty, " into empty"),
            (Meets::Robot, " into robot"),
            (Meets::Debris, " into debris"),
            (Meets::Player, " into player"),
            (Meets::OffBoard, " off board"),
        ] {
            if let Some(words) = outcome(t.outcome(mover, meets)) {
                out.line(format!("{name}{target}: {words}"));
            }
        }
    }
    out.line(format!(
        "robots step {} toward player",
        set(shape, &t.robot_steps)
    ));
    match &t.tie_break {
        TieBreak::None => {}
        TieBreak::FirstOf(order) => out.line(format!("robot ties: first of {}", set(shape, order))),
        TieBreak::RowsBeforeColumns => out.line("robot ties: rows before columns"),
    }
    out.line(match t.meeting {
        crate::engine::table::Meeting::Debris => "robots meeting: debris",
        crate::engine::table::Meeting::Vanish => "robots meeting: vanish",
    });
    if t.won_when_no_robots {
        out.line("won when no robots");
    }
    if let Some(n) = t.survive_moves {
        out.line(format!("won after surviving {n} moves"));
    }
    out.line("strategy:");
    if t.reject_immediate_loss {
        out.line("  reject immediate loss");
    }
    for (key, goal) in &t.keys {
        let verb = match goal {
            Goal::Minimize => "minimize",
            Goal::Maximize => "maximize",
        };
        let word = vocab::KEYS
            .iter()
            .find(|(_, k)| k == key)
            .map_or("robots", |(n, _)| n);
        out.line(format!("  {verb} {word}"));
    }
    for fallback in &t.fallbacks {
        let word = vocab::FALLBACKS
            .iter()
            .find(|(_, f)| f == fallback)
            .map_or("stay", |(n, _)| n);
        out.line(format!("  else {word}"));
    }
}

/// An outcome's words; `None` where the rules say nothing.
fn outcome(o: Outcome) -> Option<String> {
    Some(match o {
        Outcome::Move => "move".into(),
        Outcome::Blocked => "blocked".into(),
        Outcome::Push => "push".into(),
        Outcome::Chain(n) => format!("chain up to {n}"),
        Outcome::DestroyRobot => "robot destroyed".into(),
        Outcome::Destroyed => "destroyed".into(),
        Outcome::Stopped => "stopped".into(),
        Outcome::Lost => "lost".into(),
        Outcome::Undefined => return None,
    })
}
