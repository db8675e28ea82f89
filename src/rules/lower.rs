//! Choosing the fast engine: a compiled game ([`Model`]) lowered onto the
//! pursuit engine's table ([`Table`]) when it fits that engine's shape,
//! or the reason it does not ([`Misfit`]).
//!
//! The pursuit engine plays one walker under a strategy on a fixed board
//! with no terrain, one kind of chaser stepping once a turn, and at most
//! one other kind: what chasers that meet leave, which the walker may push.
//! Every outcome rule must be one of its table's pairs, and the game must
//! end when no chaser is left or after surviving a number of moves. A game
//! that fits plays on that engine; any other plays on the general
//! interpreter ([`crate::interpreter`]).

use crate::engine::table::{
    Goal, Key as TableKey, Meeting as TableMeeting, Meets, Mover as TableMover,
    Outcome as TableOutcome, Table, TieBreak,
};
use crate::geometry::Board;
use crate::model::{
    Condition, Control, EndResult, Key, KindId, Meeting, Model, Mover, Outcome, Target, TieOrder,
};
use std::fmt;

mod drawn;
pub use drawn::{Drawn, lower_drawn};

/// Why a game does not fit the pursuit engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Misfit {
    /// Each scenario's map draws the board.
    BoardFromScenario,
    /// The rules fix no start cell for the player.
    NoStart,
    /// No piece walks under a strategy.
    NoWalker,
    /// The moves come from the input.
    MovesFromInput,
    /// The solver of the contest's question chooses the moves.
    MovesBySolver,
    /// The board has a terrain layer.
    Terrain,
    /// Sides take turns, pieces are placed, or the board changes after a move.
    Placement,
    /// Not exactly one kind of chaser.
    Chasers(usize),
    /// A chaser takes more than one step a turn, or skips turns.
    Speed,
    /// More kinds of piece than walker, chaser and what chasers leave.
    Kinds(usize),
    /// An outcome rule the engine's table has no place for.
    Outcome(String),
    /// An end condition other than no chasers left or surviving N moves.
    End(String),
    /// On a board each scenario draws, something the engine does not
    /// play there (a hexagon, teleports, a terrain rule of another shape).
    Drawn(String),
}

impl fmt::Display for Misfit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Misfit::BoardFromScenario => write!(f, "each scenario's map draws the board"),
            Misfit::NoStart => write!(f, "the rules fix no start cell"),
            Misfit::NoWalker => write!(f, "no piece walks under a strategy"),
            Misfit::MovesFromInput => write!(f, "the moves come from the input"),
            Misfit::MovesBySolver => write!(f, "the contest's question chooses the moves"),
            Misfit::Terrain => write!(f, "the board has terrain"),
            Misfit::Placement => write!(f, "pieces are placed or the board changes after a move"),
            Misfit::Chasers(n) => write!(f, "{n} kinds of chaser (the engine steps one)"),
            Misfit::Speed => write!(f, "a chaser steps more or less than once a turn"),
            Misfit::Kinds(n) => write!(f, "{n} kinds of piece (the engine knows three)"),
            Misfit::Outcome(what) => write!(f, "the outcome rule {what}"),
            Misfit::End(what) => write!(f, "the end condition {what}"),
            Misfit::Drawn(what) => write!(f, "{what}"),
        }
    }
}

/// The pursuit engine's table of `m`, or why `m` does not fit it.
pub fn lower(m: &Model) -> Result<Table, Misfit> {
    let board = m.board.ok_or(Misfit::BoardFromScenario)?;
    let start = m.start.ok_or(Misfit::NoStart)?;
    if !m.terrains.is_empty() {
        return Err(Misfit::Terrain);
    }
    lower_on(m, board, start)
}

/// [`lower`] on `board` from `start`, the outcome rules of terrain left
/// to the caller (see `drawn`).
fn lower_on(m: &Model, board: Board, start: (i32, i32)) -> Result<Table, Misfit> {
    let (Some(walker), Some(player)) = (&m.walker, m.player) else {
        return Err(Misfit::NoWalker);
    };
    let strategy = match &m.control {
        Control::Strategy(s) => s,
        Control::Input(_) => return Err(Misfit::MovesFromInput),
        Control::Solver => return Err(Misfit::MovesBySolver),
    };
    if m.placement.is_some() || !m.effects.is_empty() || !m.sides.is_empty() {
        return Err(Misfit::Placement);
    }
    let [chaser] = m.chasers.as_slice() else {
        return Err(Misfit::Chasers(m.chasers.len()));
    };
    if chaser.speed != 1 || chaser.period != 1 {
        return Err(Misfit::Speed);
    }
    let robot = chaser.kind;
    let others: Vec<KindId> = (0..m.kinds.len() as KindId)
        .filter(|&k| k != player && k != robot)
        .collect();
    if others.len() > 1 || player == robot {
        return Err(Misfit::Kinds(m.kinds.len()));
    }
    let left = others.first().copied();
    let meeting = match m.meeting {
        Some(Meeting::Becomes(k)) if Some(k) == left => TableMeeting::Debris,
        Some(Meeting::Vanish) => TableMeeting::Vanish,
        _ => return Err(Misfit::Kinds(m.kinds.len())),
    };
    let mut outcomes = [[TableOutcome::Undefined; Meets::COUNT]; TableMover::COUNT];
    for &((mover, target), outcome) in &m.outcomes.rules {
        if matches!(target, Target::Terrain(_)) {
            continue;
        }
        let what = || {
            let line = crate::model::outcome_line(m, mover, target, outcome);
            Misfit::Outcome(format!("`{line}`"))
        };
        let (row, column, lowered) =
            cell(mover, target, outcome, (player, robot, left)).ok_or_else(what)?;
        outcomes[row as usize][column as usize] = lowered;
    }
    let (mut won_when_no_robots, mut survive_moves) = (false, None);
    for (i, end) in m.ends.iter().enumerate() {
        match (&end.result, &end.condition, end.at_start) {
            (EndResult::Won, Condition::NoneOf(kinds), false) if *kinds == [robot] => {
                won_when_no_robots = true;
            }
            // The engine checks no chasers left before survival.
            (EndResult::Won, Condition::Survived(n), false)
                if survive_moves.is_none() && (i + 1 == m.ends.len()) =>
            {
                survive_moves = Some(*n);
            }
            _ => return Err(Misfit::End(format!("{:?}", end.condition))),
        }
    }
    let mut keys = Vec::new();
    for &(key, max) in &strategy.keys {
        let goal = if max { Goal::Maximize } else { Goal::Minimize };
        keys.push((
            match key {
                Key::Chasers => TableKey::Robots,
                Key::NearestChaser => TableKey::NearestRobot,
                Key::SumOfDistances => TableKey::SumOfDistances,
                Key::Count(k) if Some(k) == left => TableKey::Debris,
                Key::SafeNeighbours => TableKey::SafeNeighbours,
                Key::Row => TableKey::Row,
                Key::Column => TableKey::Column,
                Key::Count(_) => return Err(Misfit::Kinds(m.kinds.len())),
            },
            goal,
        ));
    }
    Ok(Table {
        name: m.name.clone(),
        board,
        start,
        metric: m.metric.unwrap_or(crate::geometry::Metric::Manhattan),
        walks: walker.walks.clone(),
        may_stay: walker.may_stay,
        teleports: walker.teleports,
        outcomes,
        robot_steps: chaser.steps.clone(),
        tie_break: match &chaser.ties {
            TieOrder::Unresolved => TieBreak::None,
            TieOrder::FirstOf(order) => TieBreak::FirstOf(order.clone()),
            TieOrder::RowsBeforeColumns => TieBreak::RowsBeforeColumns,
        },
        meeting,
        won_when_no_robots,
        survive_moves,
        reject_immediate_loss: strategy.reject_immediate_loss,
        keys,
        fallbacks: strategy.fallbacks.clone(),
        terrain: false,
    })
}

/// The table cell of one outcome rule, and its value there.
fn cell(
    mover: Mover,
    target: Target,
    outcome: Outcome,
    (player, robot, left): (KindId, KindId, Option<KindId>),
) -> Option<(TableMover, Meets, TableOutcome)> {
    let row = match mover {
        Mover::Walker => TableMover::Player,
        Mover::Pushed(k) if Some(k) == left => TableMover::PushedDebris,
        Mover::Chaser(k) if k == robot => TableMover::Robot,
        _ => return None,
    };
    let column = match target {
        Target::Empty => Meets::Empty,
        Target::OffBoard => Meets::OffBoard,
        Target::Piece(k) if k == robot => Meets::Robot,
        Target::Piece(k) if Some(k) == left => Meets::Debris,
        Target::Piece(k) if k == player => Meets::Player,
        _ => return None,
    };
    // Only the outcomes the engine plays, on the pairs it plays them.
    use {Meets as M, TableMover as R, TableOutcome as T};
    let value = match (row, column, outcome) {
        (R::Player | R::PushedDebris | R::Robot, M::Empty, Outcome::Move) => T::Move,
        (R::Player, M::Robot | M::Debris | M::OffBoard, Outcome::Blocked) => T::Blocked,
        (R::Player, M::Debris, Outcome::Push(_)) => T::Push,
        (R::PushedDebris, M::Debris | M::Robot | M::OffBoard, Outcome::Blocked) => T::Blocked,
        (R::PushedDebris, M::Debris, Outcome::Push(n)) => T::Chain(n),
        (R::PushedDebris, M::Robot, Outcome::DestroyTarget) => T::DestroyRobot,
        (R::Robot, M::Debris, Outcome::Destroyed) => T::Destroyed,
        (R::Robot, M::Debris, Outcome::Stopped) => T::Stopped,
        (R::Robot, M::Player, Outcome::Lost) => T::Lost,
        _ => return None,
    };
    Some((row, column, value))
}

/// Which engine a compiled game plays on, and why, as `robots check
/// --table` says it.
pub fn engine_of(game: &crate::rules::game::Game) -> String {
    use crate::rules::game::Game;
    match game {
        Game::Robots(..) => "plays on the pursuit engine (its model fits it)".to_string(),
        Game::Model(m) if m.question != crate::model::Question::Play => {
            let kind = crate::rules::game::Kind::of(m);
            format!(
                "plays on its own solver over the model (it {})",
                kind.does()
            )
        }
        Game::Model(m) if m.board.is_none() => match lower_drawn(m) {
            Ok(_) => {
                "plays on the pursuit engine (its model fits it, each scenario drawing the board)"
                    .to_string()
            }
            Err(misfit) => {
                format!("plays on the general interpreter (not the pursuit engine: {misfit})")
            }
        },
        Game::Model(m) => match lower(m) {
            Ok(_) => {
                "plays on the general interpreter (its model fits the pursuit engine)".to_string()
            }
            Err(misfit) => {
                format!("plays on the general interpreter (not the pursuit engine: {misfit})")
            }
        },
    }
}
