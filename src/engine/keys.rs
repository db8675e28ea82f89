//! Comparing candidates key by key, for a position whose keys do not pack
//! into one number even within the position's bounds (see `rank`): a
//! candidate's keys are compared one at a time, stopping at the first that
//! decides.

use super::moves::PlayerMove;
use super::pass::Reply;
use super::plan::Plan;
use super::rank::plain_value;
use super::table::{Goal, Key};

/// Key values of one candidate, as numbers where smaller is better: one
/// per key of the plan (at most one of each key; see `Plan::keys`).
pub(crate) type Score = [u64; Key::COUNT];

/// Whether candidate `mv` (its reply `reply`) beats the best so far under
/// `plan`'s keys; `values` holds the best's key values, and takes the
/// candidate's when it wins (there is no best before the first candidate:
/// `found` false).
#[inline(never)]
pub(crate) fn wins(
    plan: &Plan,
    mv: &PlayerMove,
    reply: &Reply,
    found: bool,
    values: &mut Score,
) -> bool {
    let value = |k: usize| {
        let (key, goal) = plan.keys[k];
        let value = plain_value(key, reply, mv.to);
        match goal {
            Goal::Minimize => value,
            Goal::Maximize => u64::MAX - value,
        }
    };
    let keys = plan.keys.len();
    if found {
        let mut k = 0;
        loop {
            if k == keys {
                return false;
            }
            let v = value(k);
            if v > values[k] {
                return false;
            }
            if v < values[k] {
                break;
            }
            k += 1;
        }
    }
    for (k, slot) in values.iter_mut().enumerate().take(keys) {
        *slot = value(k);
    }
    true
}
