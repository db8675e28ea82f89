//! Making a chosen move: with the reply the choice carries when it was
//! made for this very position, else stepping every robot.

use super::choice::{Cache, Choice};
use super::full::Buffers;
use super::metric::with_metric;
use super::moves::PlayerMove;
use super::pass::CRUSHED;
use super::plan::Plan;
use super::state::State;

/// Makes `choice` in `state` and the robots' reply: whether a robot
/// reached the player, and the robot steps accounted for. A cache's
/// buffer goes back to `spare` for the next choice.
pub(crate) fn apply(
    plan: &Plan,
    full: &mut Buffers,
    spare: &mut Vec<u32>,
    state: &mut State,
    choice: Choice,
) -> (bool, u64) {
    let Choice {
        mv,
        made_for,
        cache,
    } = choice;
    match cache {
        Some(cache) if made_for == state.stamp() => cached(plan, full, spare, state, mv, cache),
        cache => {
            if let Some(cache) = cache {
                *spare = cache.cells;
            }
            let (lost, stepped) = with_metric!(plan.table.metric, plan.table.terrain, M => {
                full.lend(plan).make::<M>(plan.settle, state, &mv)
            });
            (lost, stepped as u64)
        }
    }
}

/// [`apply`] with the reply `choose` worked out: the robots' final cells.
/// Where robots may have met, their arrivals are counted again from those
/// cells.
fn cached(
    plan: &Plan,
    full: &mut Buffers,
    spare: &mut Vec<u32>,
    state: &mut State,
    mv: PlayerMove,
    cache: Cache,
) -> (bool, u64) {
    let n = state.robots().len();
    let cells = cache.cells;
    if cache.met {
        let mut arrivals = full.arrivals.fresh();
        for &cell in cells[..n].iter().filter(|&&c| c != CRUSHED) {
            arrivals.arrive(cell as usize);
        }
    }
    plan.settle
        .apply(state, &mv, &cells[..n], cache.met, &mut full.arrivals);
    *spare = cells;
    (cache.lost, n as u64)
}
