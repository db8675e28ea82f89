//! A game whose scenarios draw the board (`board from scenario`), lowered
//! onto the pursuit engine: the board and the start come with each case,
//! and each terrain is an entry of the engine's grid, when its rules have
//! a shape the engine plays. A walk or a push must be blocked by it as by
//! the board's edge, and a robot must either never enter it (`robot into
//! wall: blocked`), meet it as it meets debris (`robot into fence:
//! destroyed`, where debris destroys; `stopped`, where debris stops), or
//! be stopped by it where debris destroys. A terrain no rule names is
//! floor.

use super::{Misfit, lower_on};
use crate::engine::state::{FIXED, SOLID, STOPPING};
use crate::engine::table::{Meets, Mover as TableMover, Outcome as TableOutcome, Table};
use crate::geometry::Board;
use crate::model::{Key, KindId, Model, Mover, Outcome, Target, TerrainId};

/// The pursuit engine's table of a game whose scenarios draw the board
/// (its board and start stand for any: each case brings its own), and
/// each terrain's entry in the engine's grid (0 for floor, else
/// [`FIXED`], [`SOLID`] or [`STOPPING`]).
#[derive(Debug, Clone)]
pub struct Drawn {
    pub table: Table,
    pub terrain: Vec<u8>,
    /// The chasers' kind, and the kind their meetings leave (the debris
    /// of the engine's grid), if any.
    pub robot: KindId,
    pub left: Option<KindId>,
}

/// The engine's table of `m`, whose scenarios draw the board, or why it
/// does not fit the engine.
pub fn lower_drawn(m: &Model) -> Result<Drawn, Misfit> {
    let misfit = |what: &str| Err(Misfit::Drawn(what.to_string()));
    if m.board.is_some() {
        return misfit("the rules fix the board");
    }
    if m.hexagon {
        return misfit("each scenario draws a hexagon");
    }
    let mut table = lower_on(m, Board::new(1, 1), (1, 1))?;
    // `lower_on` took exactly one kind of chaser and at most one other.
    let robot = m.chasers.first().map_or(0, |c| c.kind);
    let left = (0..m.kinds.len() as KindId).find(|&k| Some(k) != m.player && k != robot);
    if table.teleports.is_some() {
        return misfit("teleports on a board each scenario draws");
    }
    let terrain: Vec<u8> = (0..m.terrains.len() as TerrainId)
        .map(|t| entry(m, &table, (robot, left), t))
        .collect::<Result<_, _>>()?;
    let any = terrain.iter().any(|&e| e != 0);
    if any
        && m.legend
            .entries
            .iter()
            .any(|e| e.piece.is_some() && terrain[usize::from(e.terrain)] != 0)
    {
        return misfit("a piece drawn on terrain other than floor");
    }
    if any && !m.legend.classes.is_empty() {
        return misfit("pieces named by a class of symbols on a board with terrain");
    }
    let safe = matches!(&m.control, crate::model::Control::Strategy(s)
        if s.keys.iter().any(|&(k, _)| k == Key::SafeNeighbours));
    if any && safe {
        return misfit("`safe neighbours` on a board with terrain");
    }
    // A pair no rule names moves (see the model's outcomes).
    for row in &mut table.outcomes {
        if row[Meets::Empty as usize] == TableOutcome::Undefined {
            row[Meets::Empty as usize] = TableOutcome::Move;
        }
    }
    table.terrain = any;
    Ok(Drawn {
        table,
        terrain,
        robot,
        left,
    })
}

/// Terrain `t`'s entry in the engine's grid, from the outcome rules that
/// name it (`robot` the chasers' kind, `left` what their meetings leave).
fn entry(
    m: &Model,
    table: &Table,
    (robot, left): (KindId, Option<KindId>),
    t: TerrainId,
) -> Result<u8, Misfit> {
    let rule = |mover: Mover| {
        let named = |&&((who, target), _): &&((Mover, Target), Outcome)| {
            who == mover && target == Target::Terrain(t)
        };
        m.outcomes.rules.iter().find(named).map(|&(_, o)| o)
    };
    let named = m
        .outcomes
        .rules
        .iter()
        .any(|&((_, target), _)| target == Target::Terrain(t));
    if !named {
        return Ok(0);
    }
    let name = &m.terrains[usize::from(t)];
    let refuse = |what: &str| Err(Misfit::Drawn(format!("terrain `{name}`: {what}")));
    let pushes = table.outcome(TableMover::Player, Meets::Debris) == TableOutcome::Push;
    let offboard = |mover: TableMover| table.outcome(mover, Meets::OffBoard);
    if rule(Mover::Walker) != Some(Outcome::Blocked)
        || offboard(TableMover::Player) != TableOutcome::Blocked
    {
        return refuse("a walk into it is not blocked as one off the board is");
    }
    if let (true, Some(left)) = (pushes, left)
        && (rule(Mover::Pushed(left)) != Some(Outcome::Blocked)
            || offboard(TableMover::PushedDebris) != TableOutcome::Blocked)
    {
        return refuse("a push into it is not blocked as one off the board is");
    }
    let stopped = table.outcome(TableMover::Robot, Meets::Debris) == TableOutcome::Stopped;
    match rule(Mover::Chaser(robot)) {
        Some(Outcome::Blocked) => Ok(SOLID),
        Some(Outcome::Destroyed) if !stopped => Ok(FIXED),
        Some(Outcome::Stopped) if stopped => Ok(FIXED),
        Some(Outcome::Stopped) => Ok(STOPPING),
        _ => refuse("a robot destroyed by it where debris stops robots, or another outcome"),
    }
}
