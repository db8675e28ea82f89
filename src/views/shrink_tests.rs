//! Tests of the shrinking of a case: each step keeps the difference and
//! makes the case smaller.

use super::*;

struct Board(i32, i32, Offset);

impl Fits for Board {
    fn fits(&self, (r, c): Offset, robot: bool) -> bool {
        (1..=self.0).contains(&r) && (1..=self.1).contains(&c) && !(robot && (r, c) == self.2)
    }
    fn size(&self) -> (i32, i32) {
        (self.0, self.1)
    }
}

fn case(robots: &[Offset], teleports: &[Offset]) -> Case {
    Case {
        robots: robots.to_vec(),
        teleports: teleports.to_vec(),
        line: 1,
    }
}

/// A difference that needs two robots in one row, at least one of
/// them right of column 3: the smallest such case is robots on (1,1)
/// and (1,4) (the start (1,2) is no robot's), no teleports.
#[test]
fn the_smallest_case_that_differs_is_found() {
    let board = Board(9, 9, (1, 2));
    let start = case(
        &[(5, 5), (7, 1), (7, 8), (2, 2), (9, 9), (7, 3)],
        &[(3, 3), (8, 8)],
    );
    let mut differs = |c: &Case| {
        c.robots
            .iter()
            .any(|&(r, col)| col > 3 && c.robots.iter().any(|&(r2, c2)| r2 == r && c2 != col))
    };
    assert!(differs(&start));
    let shrunk = shrink(&start, &board, &mut differs);
    let mut robots = shrunk.case.robots.clone();
    robots.sort();
    assert_eq!(robots, [(1, 1), (1, 4)]);
    assert!(shrunk.case.teleports.is_empty());
    assert!(!shrunk.stopped);
}

#[test]
fn a_large_board_halves_its_way_down() {
    let board = Board(1000, 1000, (500, 500));
    let start = case(&[(900, 700)], &[]);
    // Differs while the robot is on row 37 or below.
    let shrunk = shrink(&start, &board, &mut |c: &Case| {
        c.robots.len() == 1 && c.robots[0].0 >= 37
    });
    assert_eq!(shrunk.case.robots[0].0, 37);
    assert!(shrunk.case.robots[0].1 < 700);
}

#[test]
fn a_case_is_written_as_a_ready_input() {
    assert_eq!(input(&case(&[(1, 2)], &[(3, 4)])), "1 1\n1 2\n3 4\n0 0\n");
}
