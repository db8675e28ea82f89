//! A line of moves by name, as `robots solve` prints it: a walk by its
//! compass name (`N`, `SE`), `stay`, or `teleport (r,c)` by the cell (the
//! first unspent entry naming it is taken); and a line played out again
//! through the engine, to say how it ends.

use crate::engine::state::State;
use crate::engine::table::Offset;
use crate::engine::{End, Engine, PlayerMove};
use crate::geometry::offset_name;

/// The name of `mv`, made by a player on `from`.
pub fn name(engine: &Engine, from: Offset, mv: &PlayerMove) -> String {
    let (r, c) = mv.to;
    if mv.teleport().is_some() {
        format!("teleport ({r},{c})")
    } else if mv.to == from {
        "stay".to_string()
    } else {
        offset_name(engine.board().shape(), (r - from.0, c - from.1))
    }
}

/// The names of `moves`, a line from the start of the game of `robots`
/// and `teleports`.
pub fn names(
    engine: &mut Engine,
    robots: &[Offset],
    teleports: &[Offset],
    moves: &[PlayerMove],
) -> Vec<String> {
    let start = engine.start(robots, teleports);
    names_from(engine, &start, moves)
}

/// The names of `moves`, a line from `state`.
pub fn names_from(engine: &mut Engine, state: &State, moves: &[PlayerMove]) -> Vec<String> {
    let mut state = state.clone();
    moves
        .iter()
        .map(|mv| {
            let named = name(engine, state.player(), mv);
            engine.make(&mut state, *mv);
            named
        })
        .collect()
}

/// The legal move named `name` in `state`, if any.
pub fn parse(engine: &mut Engine, state: &State, name: &str) -> Option<PlayerMove> {
    let mut moves = Vec::new();
    crate::engine::Explorer::new(engine).moves(engine, state, &mut moves);
    moves
        .into_iter()
        .find(|mv| self::name(engine, state.player(), mv) == name)
}

/// Plays the moves named `names` from the start of the game of `robots`
/// and `teleports`: how the game stands after them (`None` while it goes
/// on), or the first name that is not a legal move there, by its index.
pub fn replay(
    engine: &mut Engine,
    robots: &[Offset],
    teleports: &[Offset],
    names: &[String],
) -> Result<Option<End>, usize> {
    let start = engine.start(robots, teleports);
    replay_from(engine, start, 0, names)
}

/// [`replay`] from `state`, the position after `made` moves of a game.
pub fn replay_from(
    engine: &mut Engine,
    mut state: State,
    made: u32,
    names: &[String],
) -> Result<Option<End>, usize> {
    let table = engine.table().clone();
    for (i, named) in names.iter().enumerate() {
        let mv = parse(engine, &state, named).ok_or(i)?;
        let end = if engine.make(&mut state, mv) {
            Some(End::Lost)
        } else if table.won_when_no_robots && state.robots().is_empty() {
            Some(End::Won)
        } else if table.survive_moves == Some(made + i as u32 + 1) {
            Some(End::Survived)
        } else {
            None
        };
        if end.is_some() {
            return if i + 1 == names.len() {
                Ok(end)
            } else {
                Err(i + 1)
            };
        }
    }
    Ok(None)
}
