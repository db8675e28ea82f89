//! Variants of pushing, of collisions, of teleports, of the strategy and of
//! the end: each shipped file in `rules/variants/` plays its scenario in
//! `scenarios/variants/` to the expected output reasoned out beside it, and
//! the canonical game, reasoned the same way, ends differently on the same
//! input.
//!
//! Common ground for every test here (31 x 31 board, start (15,15),
//! Manhattan distance, king walks and king steps): a robot steps by one on
//! each axis where it differs from the player, so it lands on the player's
//! new cell exactly when it stands on one of the 8 cells around that cell
//! ("adjacent" below). Candidates come in the order N, NE, E, SE, S, SW, W,
//! NW, stay; "rejected" means dropped by `reject immediate loss`.

use crate::support::check_variant as check;

/// One case's output block.
fn block(lines: &[&str]) -> String {
    let mut text = String::from("Case 1:\n");
    for line in lines {
        text += line;
        text += "\n";
    }
    text
}

/// Chain up to 3. Robots A (13,14), B (13,16), E (12,14), F (12,16),
/// C (11,15), D (17,15).
///
/// Move 1: N, NE, NW are next to A or B; SE, S, SW next to D: rejected. E
/// and W leave all six robots. Staying makes A and B meet on (14,15) and E
/// and F on (13,15), C steps to (12,15), D to (16,15): two robots, so the
/// player stays. Debris (14,15), (13,15) is a line of 2 north of the player
/// with C right after it.
///
/// Move 2: E, SE, SW, W are next to D, S is D's cell, staying lets D step
/// on. N pushes the line of 2 (allowed up to 3) onto C's cell (12,15): C is
/// destroyed, debris (13,15), (12,15), D steps to (15,15): one robot. NE
/// (14,16) and NW (14,14) keep both robots. N wins; the player is on
/// (14,15) with D right below.
///
/// Move 3: S is D's cell, E, SE, SW, W and staying are next to D; N pushes the
/// line of 2 to (11,15), NE (13,16) and NW (13,14) also keep D at distance 1;
/// the smallest column picks NW, D to (14,14). Move 4: NE (12,15) pushes the
/// debris on (12,15) to (11,16) and D, stepping toward (12,15), lands on the
/// debris (13,15) and is destroyed; every other walk keeps D or is stepped
/// onto. Won after 4 moves at (12,15), debris (13,15), (11,16).
///
/// Canonical: move 1 is the same. In move 2 N is illegal (a line of 2); NE and
/// NW keep both robots at distance 1, the smaller column picks NW (14,14) with
/// C at (13,14) above and D at (15,14) below. Move 3: N and S are their cells;
/// NE and E push the debris but C steps onto the player; every other walk and
/// staying is next to C or D: no candidate, no teleport, the player stays and
/// both robots step onto (14,14): lost after 3 moves, debris (14,15), (13,15),
/// (14,14), no robot.
#[test]
fn chain_push_moves_a_line_of_debris() {
    assert_eq!(
        check("chain-push"),
        block(&[
            "Lost game after making 3 moves.",
            "Final position: (14,14)",
            "Number of cells with debris: 3",
            "Number of robots remaining: 0",
        ])
    );
}

/// A push onto a robot is blocked. Robots A (13,14), B (13,16), C (12,15),
/// D (17,15).
///
/// Move 1 (no debris yet): N, NE, NW are next to A or B; SE, S, SW next to
/// D; E and W keep four robots; staying makes A and B meet on (14,15), C
/// steps to (13,15) and D to (16,15): two robots, so the player stays.
///
/// Move 2: NE (14,16) and NW (14,14) are next to C, E, SE, SW and W are
/// next to D, S is D's cell; staying sends C onto the debris (14,15) but D
/// onto the player. Only N is left: it pushes the debris (14,15) onto C's
/// cell (13,15), which `blocked` makes illegal. No candidate, no teleport:
/// the player stays, C is destroyed on the debris and D reaches the
/// player, alone on (15,15): lost after 2 moves, 1 debris, 1 robot.
///
/// Canonical: N crushes C (debris to (13,15)) and D follows to (15,15). Move 3
/// from (14,15): N (pushing to (12,15)), NE and NW keep D at distance 1, S is
/// D's cell, the rest are stepped onto; NW (13,14) has the smallest column, D
/// to (14,14). Move 4: NE (12,15) makes D step onto the debris (13,15); every
/// other walk keeps D or is stepped onto. Won after 4 moves at (12,15), 1
/// debris.
#[test]
fn soft_push_cannot_crush_a_robot() {
    assert_eq!(
        check("soft-push"),
        block(&[
            "Won game after making 4 moves.",
            "Final position: (12,15)",
            "Number of cells with debris: 1",
        ])
    );
}

/// Robots A (13,14), B (13,16), C (12,15).
///
/// Move 1 (the same under both rules: no debris yet, and the keys count
/// robots, not debris): N, NE, NW are next to A or B. Staying and S (16,15)
/// both make A and B meet on (14,15) and leave C on (13,15); S keeps it
/// at distance 3, staying at 2; E, SE, SW, W keep three robots. S wins.
///
/// Vanishing: (14,15) stays empty. Move 2 from (16,15), C at (13,15):
/// every walk keeps C; SE, S and SW leave it 3 away, the smallest column
/// picks SW (17,14) and C steps to (14,14), straight above at distance 3.
/// From then on S, SE and SW keep distance 3 and SW wins every move, C
/// following: after move m the player is at (15+m, 16-m). After move 15 at
/// (30,1), C (27,1); move 16: S (31,1) (distance 3, smaller column than
/// SE), C (28,1); move 17: E (31,2) and staying keep distance 2, staying
/// has the smaller column, C (29,1); move 18: E and staying keep distance
/// 1, staying again, C (30,1); move 19: every walk and staying is stepped
/// onto: lost after 19 moves at (31,1), no debris, 1 robot.
///
/// Canonical: move 2, C stands right above the debris (14,15); every
/// column-15 candidate (N, S, staying) sends C onto it: no robot left, and
/// N (15,15) has the smallest row: won after 2 moves, 1 debris.
#[test]
fn vanishing_robots_leave_no_debris() {
    assert_eq!(
        check("vanishing-robots"),
        block(&[
            "Won game after making 2 moves.",
            "Final position: (15,15)",
            "Number of cells with debris: 1",
        ])
    );
}

/// Same input as `vanishing_robots_leave_no_debris`: move 1 is S (16,15),
/// A and B meeting on (14,15) (debris), C on (13,15) right above it.
///
/// Sticky: a robot whose step ends on debris stays where it was. Move 2:
/// for the column-15 candidates C steps onto (14,15) and stays on (13,15):
/// N keeps it 2 away, staying 3, S (17,15) 4; NE and NW let it reach
/// (14,16) or (14,14) at distance 1, E and W 2, SE and SW 3. S wins, C
/// stuck. Every later move the same: S is 1 farther than anything else,
/// until the player reaches (31,15) after move 16. Move 17: staying keeps C
/// 18 away (N, E and W 17), so the player stays and C stays stuck: the
/// position after move 17 is the one after move 16. Final position
/// (31,15), 1 debris, 1 robot.
#[test]
fn sticky_debris_stops_a_robot() {
    assert_eq!(
        check("sticky-debris"),
        block(&[
            "Won game after making 2 moves.",
            "Final position: (15,15)",
            "Number of cells with debris: 1",
        ])
    );
}

/// Robots A (14,15) and B (16,15), right above and below the player; one
/// teleport entry (1,15).
///
/// Move 1: N and S are robot cells, every other walk and staying is next
/// to A or B: the player teleports to (1,15) (neither robot is next to
/// it). A steps to (13,15), B to (15,15), straight below.
///
/// Moves 2 to 12: with A straight below at distance d >= 2, staying, W and
/// E keep it d-1 away (the southward walks d-2); W has the smallest column.
/// A follows diagonally and is again straight below, B two rows under it:
/// after move m the player is at (1,16-m), A at (14-m,16-m). After move 12:
/// player (1,4), A (2,4), B (4,4). Move 13: S is A's cell, every other
/// walk and staying is next to A.
///
/// Reusable: the player teleports to (1,15) again; A steps to (1,5), B to
/// (3,5). Move 14: SE (2,16), S (2,15) and SW (2,14) all make A and B
/// meet on (2,6); E, W and staying keep both. Same row, smallest column:
/// won after 14 moves at (2,14), 1 debris.
///
/// Canonical: the entry is spent at move 13; the player stays and A steps
/// onto (1,4), B to (3,4): lost after 13 moves, no debris, 2 robots.
#[test]
fn reusable_teleports_take_an_entry_twice() {
    assert_eq!(
        check("reusable-teleports"),
        block(&[
            "Move 1: teleport to (1,15)",
            "Lost game after making 13 moves.",
            "Final position: (1,4)",
            "Number of cells with debris: 0",
            "Number of robots remaining: 2",
        ])
    );
}

/// Robots A (14,15), B (14,16); teleport entries (31,31), (1,15).
///
/// Walks: N and NE are robot cells; E, W, NW and staying are stepped onto;
/// SE (16,16) makes A and B meet on (15,16), S (16,15) on (15,15); SW
/// keeps both. Teleports are candidates: (31,31) keeps both (A to (15,16),
/// B to (15,17)); (1,15) makes them meet on (13,15). SE, S and the
/// teleport to (1,15) leave no robot; the smallest row picks the teleport:
/// won after 1 move at (1,15), 1 debris.
///
/// Canonical: teleports are only a fallback and S (16,15) wins the row and
/// column tie with SE: won after 1 move at (16,15), 1 debris.
#[test]
fn teleports_scored_as_candidates() {
    assert_eq!(
        check("teleport-candidates"),
        block(&[
            "Won game after making 1 moves.",
            "Final position: (16,15)",
            "Number of cells with debris: 1",
        ])
    );
}

/// Keys: maximize safe neighbours, maximize sum of distances, then the
/// canonical keys. Robots A (13,13), B (13,16).
///
/// Move 1: N, NE (next to B) and NW (next to A) are rejected; every other
/// candidate keeps both robots, A stepping to (14,14) and B to (14,16) for
/// E and SE, (14,15) for S, SW, W and staying. Safe neighbours (walks from
/// there that are legal and not stepped onto, no debris anywhere): a walk
/// is safe when no robot is next to its cell. E (15,16): SE, S, SW = 3. SE
/// (16,16): E, SE, S, SW, W = 5. S (16,15): E, SE, S, SW, W = 5. SW
/// (16,14): E, SE, S, SW, W = 5. W (15,14): SE, S, SW = 3. Staying: SE, S,
/// SW = 3. Among the fives the sum of distances decides: SE 4+2 = 6, S
/// 3+2 = 5, SW 2+3 = 5. SE (16,16), A (14,14), B (14,16).
///
/// Move 2: N, NE (next to B) and NW (next to A) are rejected. SW (17,15)
/// and W (16,15) make A and B meet on (15,15): no robot, and all 8 walks
/// are legal (the walk N from (16,15) pushes that debris to (14,15)) and
/// safe: 8. E, SE, S and staying keep both robots, and for each the walk N
/// is B's cell or next to B: fewer than 8 (SE would have the largest sum,
/// 6). SW and W tie on every key down to the row: won
/// after 2 moves at (16,15), 1 debris.
///
/// Canonical: in move 1 SE, S and SW keep the nearest robot 2 away, SW
/// (16,14) has the smallest column, A (14,14), B (14,15). Move 2: N, NE and
/// NW are next to A, SW and W keep both; E, SE, S and staying make them
/// meet (on (15,15), (15,15), (15,14), (15,14));
/// staying (16,14) has the smallest row and column: won after 2 moves at
/// (16,14), 1 debris.
#[test]
fn cautious_keeps_safe_neighbours() {
    assert_eq!(
        check("cautious"),
        block(&[
            "Won game after making 2 moves.",
            "Final position: (16,14)",
            "Number of cells with debris: 1",
        ])
    );
}

/// No filter. Robots A (14,15), B (14,16). N and NE are robot cells. E
/// (15,16): both step onto the player (and meet there), no robot left.
/// SE (16,16): they meet on (15,16); S (16,15): on (15,15); no robot left,
/// no loss. SW keeps both; W and NW: A steps onto the player, both
/// remain. Staying: both step onto (15,15) and meet, no robot left.
/// E, SE, S and staying tie on robots (0) and distance (none left); rows
/// 15 beat 16 and staying has the smaller column: the player stays and
/// loses after 1 move at (15,15), 1 debris, no robot.
///
/// Canonical: E and staying are rejected, S beats SE on the column: won
/// after 1 move at (16,15), 1 debris.
#[test]
fn reckless_scores_losing_moves() {
    assert_eq!(
        check("reckless"),
        block(&[
            "Won game after making 1 moves.",
            "Final position: (16,15)",
            "Number of cells with debris: 1",
        ])
    );
}

/// One robot at (1,1). Each move it steps diagonally toward the player,
/// and the walk SE keeps it 28 away, farther than any other walk: after
/// move m (m <= 16) the player is at (15+m,15+m), the robot at (1+m,1+m),
/// 28 apart. From the corner (31,31) only N, W, NW and staying remain, and
/// staying keeps the robot 1 farther than N or W: the player stays while
/// the robot comes on, (21,21) after move 20. Survival: won after surviving
/// 20 moves, at (31,31), no debris, 1 robot.
///
/// Canonical: the robot reaches (30,30) after move 29 (staying still beats
/// N and W, NW is stepped onto); in move 30 every walk and staying is
/// stepped onto: lost after 30 moves at (31,31), no debris, the robot alone
/// on the player's cell remaining.
#[test]
fn survival_ends_after_20_moves() {
    assert_eq!(
        check("survival"),
        block(&[
            "Lost game after making 30 moves.",
            "Final position: (31,31)",
            "Number of cells with debris: 0",
            "Number of robots remaining: 1",
        ])
    );
}
