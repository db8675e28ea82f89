//! The fallbacks, tried in order when no candidate is left: the first
//! usable teleport entry the filter would not drop, or staying.

use super::full::Buffers;
use super::moves::{Legal, PlayerMove};
use super::plan::Plan;
use super::table::Fallback;

/// The move the fallbacks make in the position of `legal`; `full`'s
/// buffers serve the filter's look at a teleport's reply, and `steps`
/// counts the robots stepped.
pub(crate) fn fall_back<const M: u8>(
    plan: &Plan,
    legal: Legal,
    full: &mut Buffers,
    steps: &mut u64,
) -> PlayerMove {
    let state = legal.state;
    for fallback in &plan.table.fallbacks {
        match fallback {
            Fallback::Stay => break,
            Fallback::TeleportFirstUsable => {
                // One entry per cell, and none spent (see `teleports`).
                for i in state.heads() {
                    let Some(mv) = legal.teleport(i) else {
                        continue;
                    };
                    if !plan.table.reject_immediate_loss {
                        return mv;
                    }
                    let (reply, stepped) = full.lend(plan).reply::<M>(state, &mv, true);
                    *steps += stepped as u64;
                    if !reply.lost {
                        return mv;
                    }
                }
            }
        }
    }
    PlayerMove::stay(state.player())
}
