//! The far robots' split and quadrant totals, checked against direct distances.

use super::*;
use crate::engine::kernel::Robots;
use crate::rules;

/// The far robots of the canonical game around (15,15): walk reach 1,
/// step reach 1, so the margin is 1 + 1 + 1 = 3.
fn split(robots: &[Offset]) -> Far {
    let table = rules::canonical().table();
    let kernel_owner = Robots::new(&table);
    let state = State::new(table.board, (15, 15), robots, &[]);
    let mut far = Far::default();
    let mut marks = Tally::new(table.board.area());
    far.prepare::<0>(
        kernel_owner.kernel(),
        &state,
        Some(Margin::new(kernel_owner.kernel(), 3)),
        None,
        Meeting::Debris,
        &mut marks,
        None,
    );
    far
}

/// Far robots' distances by quadrant equal the distances computed one
/// robot at a time, for every king walk.
#[test]
fn quadrant_totals_match_direct_distances() {
    // Robots far on both axes in all four quadrants.
    let robots = [(5, 5), (4, 25), (27, 6), (28, 29), (25, 24)];
    let far = split(&robots);
    assert!(far.on && far.near.is_empty());
    assert_eq!(far.alive, 5);
    for dr in -1..=1 {
        for dc in -1..=1 {
            let (p, q) = (15 + dr, 15 + dc);
            // Each far robot steps one toward (15,15) on both axes.
            let direct: Vec<u64> = robots
                .iter()
                .map(|&(r, c)| {
                    let (r, c) = (r + (15 - r).signum(), c + (15 - c).signum());
                    u64::from((p - r).unsigned_abs() + (q - c).unsigned_abs())
                })
                .collect();
            let expected = (*direct.iter().min().unwrap(), direct.iter().sum());
            assert_eq!(far.distances((dr, dc)), expected, "walk ({dr},{dc})");
        }
    }
}

/// Robots within the margin on either axis are near.
#[test]
fn robots_close_on_one_axis_are_near() {
    let far = split(&[(15, 2), (2, 13), (12, 12), (11, 28)]);
    let near: Vec<u32> = far.near.iter().map(|n| n.index).collect();
    assert_eq!(near, vec![0, 1]);
    assert_eq!(far.alive, 2);
}
