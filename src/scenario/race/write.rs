//! The RobotRace output of one case: `<robot> <prize>` a line, robots in
//! letter order (the order of [`Case::robots`]).

use super::case::Case;
use crate::scenario::numbers::push_signed;

/// Appends one line per robot; `prizes` holds each robot's prize.
pub fn write_case(out: &mut String, case: &Case, prizes: &[i64]) {
    for (robot, &prize) in case.robots.iter().zip(prizes) {
        out.push(robot.letter);
        out.push(' ');
        push_signed(out, prize);
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::super::case::{Piece, Square};
    use super::*;
    use crate::geometry::Board;

    /// The statement's example 1: `{"a 99", "b 20", "x 100"}`.
    #[test]
    fn one_line_per_robot() {
        let piece = |letter| Piece {
            letter,
            cell: (1, 1),
        };
        let case = Case {
            board: Board::new(1, 1),
            squares: vec![Square::Terrain(0)],
            robots: vec![piece('a'), piece('b'), piece('x')],
            tokens: vec![],
            lists: vec![vec![]; 3],
        };
        let mut out = String::new();
        write_case(&mut out, &case, &[99, 20, 100]);
        assert_eq!(out, "a 99\nb 20\nx 100\n");
    }
}
