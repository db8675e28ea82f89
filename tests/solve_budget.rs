//! `robots solve`'s time budget holds on the largest board: the search
//! looks at the clock after fewer positions when each copies more cells.

use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::rules;
use robots::solve::{Budget, Verdict, solve};
use std::time::Duration;

/// On a 4096 x 4096 board every position the search makes copies 2^24
/// cells of debris, so the clock is looked at after every position (the
/// search looks after at most 2^18 cells' worth, and at most every 256
/// positions on small boards). Four robots in the corners, the player in
/// the middle: no line wins within a few hundred positions (the robots are
/// 2047 moves from meeting), so the 10 ms run out first, and they run out
/// well before 256 positions are made (256 copies of 16 MB would take
/// far longer than 10 ms); the search stops at the first look after.
#[test]
fn a_time_budget_is_looked_at_often_on_the_largest_board() {
    let text = std::fs::read_to_string("rules/variants/big-board.rules").unwrap();
    let table = rules::load(&Source::new("big-board.rules", text))
        .unwrap_or_else(|e| panic!("{e}"))
        .table();
    let mut engine = Engine::new(table);
    let robots = [(1, 1), (1, 4096), (4096, 1), (4096, 4096)];
    let budget = Budget {
        positions: None,
        time: Some(Duration::from_millis(10)),
    };
    let solution = solve(&mut engine, &robots, &[], budget);
    assert_eq!(solution.verdict, Verdict::Undecided);
    assert!(
        solution.positions < 256,
        "{} positions made in a 10 ms budget",
        solution.positions
    );
}
