//! The screen's bound against full passes: a cell it drops never packs
//! below the best it was dropped against.

use super::*;
use crate::diagnostics::Source;
use crate::engine::choose::Chooser;
use crate::engine::plan::Plan;
use crate::engine::rank::{Bounds, Packing};
use crate::random::Rng;
use crate::rules;

/// The canonical rules with every teleport entry a candidate (the shipped
/// variant).
fn chooser() -> Chooser {
    let text = include_str!("../../../rules/variants/teleport-candidates.rules");
    let table = rules::load(&Source::new("teleport-candidates.rules", text))
        .expect("the rules load")
        .table();
    Chooser::new(Plan::new(table))
}

/// Readies `chooser`'s split and screen for `state`; the packing of its
/// keys for the position.
fn ready(chooser: &mut Chooser, state: &State) -> Packing {
    let board = chooser.plan.board();
    let bounds = Bounds::position(state.robots().len(), state.debris_count());
    let packing = Packing::within(&chooser.plan.table, bounds).expect("the keys pack");
    chooser.packing = Some(packing.clone());
    chooser.occupancy.forget();
    let occupancy = chooser.occupancy.mark(board, state);
    chooser.jumps.prepare(board, state, occupancy);
    let (_, risky, slack) = chooser.jumps.split();
    let margin = chooser.jumps.margin();
    let plan = chooser.plan.clone();
    assert!(
        chooser
            .screen
            .prepare::<0>(&plan, state, risky, margin, slack, &packing)
    );
    packing
}

/// One robot alone at (5,5) is safe, and a step takes 2 at most off a
/// Manhattan distance. A teleport to (30,30) leaves the robot at most
/// 50 + 2 = 52 away, keeps it, and lies on row 30: its bound is the keys
/// (1 robot, nearest 52, row 30, column 30). It cannot beat a best with
/// the same robots and nearest on row 1, nor one 53 away on its own
/// cell; it may beat one 51 away.
#[test]
fn a_lone_robots_bound_is_its_distance_plus_a_step() {
    let mut chooser = chooser();
    let state = State::new(chooser.plan.board(), (15, 15), &[(5, 5)], &[(30, 30)]);
    let packing = ready(&mut chooser, &state);
    let reply = |nearest| Reply {
        lost: false,
        robots: 1,
        debris: 0,
        nearest,
        sum: 0,
        safe: 0,
    };
    let (safe, risky, _) = chooser.jumps.split();
    let screen = &chooser.screen;
    let loses = |best| screen.loses::<0>((30, 30), (safe, &risky.robots), &packing, best);
    assert!(loses(packing.pack(&reply(52), (1, 1))));
    assert!(loses(packing.pack(&reply(53), (30, 30))));
    assert!(!loses(packing.pack(&reply(51), (30, 30))));
    assert!(!loses(packing.pack(&reply(52), (30, 31))));
}

/// Random positions with robots in clusters and alone, and lists naming
/// many cells: for every pair of legal teleports, when the screen drops
/// one against the other's packed keys, its own full pass packs no lower.
/// The screen drops some and keeps some, so the check is not empty.
#[test]
fn a_dropped_cell_never_beats_the_best() {
    let mut chooser = chooser();
    let board = chooser.plan.board();
    let mut rng = Rng::new(7);
    let (mut dropped, mut kept) = (0, 0);
    for _ in 0..60 {
        let mut robots: Vec<Offset> = Vec::new();
        let n = rng.uniform(1, 30) as usize;
        while robots.len() < n {
            let cell = if robots.is_empty() || rng.chance(50) {
                (rng.uniform(1, 31) as i32, rng.uniform(1, 31) as i32)
            } else {
                let (r, c) = robots[rng.below(robots.len())];
                let mut near = |x: i32| (x + rng.uniform(-2, 2) as i32).clamp(1, 31);
                (near(r), near(c))
            };
            if cell != (15, 15) && !robots.contains(&cell) {
                robots.push(cell);
            }
        }
        let list: Vec<Offset> = (0..80)
            .map(|_| (rng.uniform(1, 31) as i32, rng.uniform(1, 31) as i32))
            .collect();
        let state = State::new(board, (15, 15), &robots, &list);
        let packing = ready(&mut chooser, &state);
        let heads: Vec<usize> = state.heads().collect();
        let mut exact = Vec::new();
        for &i in &heads {
            let Some(mv) = chooser.legal(&state).teleport(i) else {
                continue;
            };
            if let Some(packed) = chooser.packed_in_full::<0>(&state, &mv) {
                exact.push((mv.to, packed));
            }
        }
        let (safe, risky, _) = chooser.jumps.split();
        for &(to, packed) in &exact {
            for &(_, best) in &exact {
                if chooser
                    .screen
                    .loses::<0>(to, (safe, &risky.robots), &packing, best)
                {
                    assert!(
                        packed >= best,
                        "{to:?} dropped against {best} packs {packed}"
                    );
                    dropped += 1;
                } else {
                    kept += 1;
                }
            }
        }
    }
    assert!(
        dropped > 1000 && kept > 1000,
        "dropped {dropped}, kept {kept}"
    );
}
