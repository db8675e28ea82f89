//! A pursuit (Robots): the player's start, walks, stay and teleports, the
//! robots' steps and ties, what meets what, how the game is won, and the
//! strategy; checked and built into the one game model, which
//! [`crate::rules::lower`] lowers onto the fast engine's table.

use super::checker::{Checker, MAX_SURVIVE};
use super::common::{self, expect_word, game_name, on_board_help};
use super::outcomes;
use super::pursuit_model::{Checked, model};
use super::pursuit_outcomes::{not_rules, rules};
use super::{directions, strategy, ties};
use crate::engine::table::{Meeting, Teleports};
use crate::geometry::{Board, Offset};
use crate::model::Model;
use crate::rules::ast::StatementKind;
use crate::rules::codes::Error;
use crate::rules::vocab::{self, lookup, names};

/// Checks a pursuit and builds its model.
pub(super) fn check(c: &mut Checker) -> Option<Model> {
    let name = game_name(c);
    let board = common::fixed_board(c);
    common::cells(c, crate::rules::game::Kind::Pursuit, None);
    let shape = common::shape_of(board.map(crate::geometry::BoardSize::Fixed));
    let start = start(c, board);
    let metric = common::distance(c);
    let walks = match c.get("walks").map(|s| &s.node) {
        Some(StatementKind::Walks(set)) => directions::resolve(c, set, "walk", shape),
        _ => {
            c.missing("player walks", "how the player walks");
            None
        }
    };
    let teleports = teleports(c);
    let meeting = meeting(c);
    let rules = rules();
    let outcomes = outcomes::check(c, &rules, &not_rules())
        .and_then(|stated| super::warnings::needed(c, &rules, stated, meeting));
    let steps_statement = c.get("steps");
    let robot_steps = robot_steps(c, shape);
    let tie_break = ties::tie_break(c, robot_steps.as_deref(), shape);
    let (won_when_no_robots, survive_moves) = won(c);
    let strategy = strategy::check(c, teleports);
    if let (Some(steps), Some(metric), Some(tie), Some(board), Some(stmt)) =
        (&robot_steps, metric, &tie_break, board, steps_statement)
    {
        let stated = c.get("ties").map(|s| s.span);
        ties::check(c, steps, metric, tie, board, stmt.span, stated);
    }
    let words = match c.get("steps").map(|s| &s.node) {
        Some(StatementKind::Steps {
            who,
            toward: Some(toward),
            ..
        }) => (who.node.clone(), toward.node.clone()),
        _ => return None,
    };
    let meeting_word = match c.get("meeting").map(|s| &s.node) {
        Some(StatementKind::Meeting { outcome, .. }) => outcome.node.clone(),
        _ => return None,
    };
    Some(model(
        Checked {
            name,
            board: board?,
            start: start?,
            metric: metric?,
            walks: walks?,
            may_stay: c.get("may stay").is_some(),
            teleports: teleports?,
            outcomes: outcomes?,
            robot_steps: robot_steps?,
            tie_break: tie_break?,
            meeting: (meeting?, meeting_word),
            won_when_no_robots,
            survive_moves,
            strategy: strategy?,
        },
        &rules,
        words,
    ))
}

fn start(c: &mut Checker, board: Option<Board>) -> Option<Offset> {
    let Some(StatementKind::Start { row, column }) = c.get("start").map(|s| &s.node) else {
        c.missing("player starts", "where the player starts");
        return None;
    };
    let board = board?;
    let fits = |n: i64| i32::try_from(n).ok();
    if let Some(cell) = fits(row.node)
        .zip(fits(column.node))
        .filter(|&cell| board.contains(cell))
    {
        return Some(cell);
    }
    let f = c
        .error(
            Error::StartOffBoard,
            row.span.join(column.span),
            format!(
                "the start cell ({}, {}) is off the board",
                row.node, column.node
            ),
        )
        .label(match board.shape() {
            crate::geometry::Shape::Rectangle => {
                format!("not on the {} x {} board", board.rows, board.columns)
            }
            crate::geometry::Shape::Hexagon(side) => {
                format!("not on the hexagon of {side} cells a side")
            }
        })
        .help(on_board_help(board));
    c.push(f);
    None
}

/// `None` when refused; `Some(None)` when the rules have no teleports.
fn teleports(c: &mut Checker) -> Option<Option<Teleports>> {
    let Some(statement) = c.get("teleports") else {
        return Some(None);
    };
    let StatementKind::Teleports(phrases) = &statement.node else {
        return Some(None);
    };
    let (mut reuse, mut mode) = (None, None);
    let mut ok = true;
    for phrase in phrases {
        if let Some(v) = lookup(vocab::TELEPORT_REUSE, &phrase.node) {
            reuse = Some(v);
        } else if let Some(v) = lookup(vocab::TELEPORT_MODE, &phrase.node) {
            mode = Some(v);
        } else {
            let known: Vec<&str> = names(vocab::TELEPORT_REUSE)
                .chain(names(vocab::TELEPORT_MODE))
                .collect();
            c.unknown("teleport option", phrase, &known);
            ok = false;
        }
    }
    if ok && (reuse.is_none() || mode.is_none()) {
        let f = c
            .error(
                Error::TeleportIncomplete,
                statement.span,
                "the teleport rule must say how often an entry may be used and when teleports are tried",
            )
            .label("incomplete")
            .help("write `player may teleport from list, each entry once, as fallback` (or `reusable`, `as candidates`)");
        c.push(f);
        ok = false;
    }
    ok.then(|| {
        Some(Teleports {
            each_once: reuse.unwrap_or(true),
            as_candidates: mode.unwrap_or(false),
        })
    })
}

/// `robots step SET toward player`.
fn robot_steps(c: &mut Checker, shape: crate::geometry::Shape) -> Option<Vec<Offset>> {
    let Some(StatementKind::Steps { who, set, toward }) = c.get("steps").map(|s| &s.node) else {
        c.missing("robots step", "how the robots step");
        return None;
    };
    let mut ok = expect_word(c, who, "robots", "who steps");
    match toward {
        Some(target) => ok &= expect_word(c, target, "player", "what robots step toward"),
        None => {
            let at = set.span;
            let f = c
                .error(Error::Syntax, at, "the robots' steps need a target")
                .label("toward what?")
                .help("write `robots step king toward player`");
            c.push(f);
            ok = false;
        }
    }
    let steps = directions::resolve(c, set, "step", shape);
    if ok { steps } else { None }
}

fn meeting(c: &mut Checker) -> Option<Meeting> {
    let Some(StatementKind::Meeting { outcome, .. }) = c.get("meeting").map(|s| &s.node) else {
        c.missing("robots meeting", "what robots that meet become");
        return None;
    };
    match outcome.node.as_str() {
        "debris" => Some(Meeting::Debris),
        "vanish" => Some(Meeting::Vanish),
        _ => {
            c.unknown("meeting outcome", outcome, vocab::MEETINGS);
            None
        }
    }
}

fn won(c: &mut Checker) -> (bool, Option<u32>) {
    let no_robots = c.get("won no robots").is_some();
    let surviving = c.get("won surviving");
    let survive = match surviving.map(|s| &s.node) {
        Some(StatementKind::WonSurviving(n)) => c
            .in_range(n, 1, MAX_SURVIVE, "a number of moves")
            .map(|n| n as u32),
        _ => None,
    };
    if !no_robots && surviving.is_none() {
        c.missing("won", "how the game is won");
    }
    (no_robots, survive)
}
