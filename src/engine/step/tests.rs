//! The robots' step ranking and its lookup, held to the ranking computed
//! directly.

use super::*;

const KING: [Offset; 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];
const ROOK: [Offset; 4] = [(-1, 0), (0, 1), (1, 0), (0, -1)];

/// Every distance.
const METRICS: [Metric; 4] = [
    Metric::Manhattan,
    Metric::Chebyshev,
    Metric::Euclidean,
    Metric::Hex,
];

/// King steps with rows before columns, rook steps in an order of their
/// own: the step sets and tie breaks the lookups are held to.
fn sets_and_ties() -> [(&'static [Offset], TieBreak); 2] {
    [
        (&KING[..], TieBreak::RowsBeforeColumns),
        (
            &ROOK[..],
            TieBreak::FirstOf(vec![(0, 1), (1, 0), (0, -1), (-1, 0)]),
        ),
    ]
}

/// Direct computation: the closest step, ties by the written order.
fn direct(s: &Stepper, a: i32, b: i32) -> usize {
    s.best(a, b, |_| true).unwrap()
}

#[test]
fn king_manhattan_steps_one_toward_the_player_on_each_axis() {
    let s = Stepper::new(&KING, Metric::Manhattan, &TieBreak::None, Shape::Rectangle);
    for (a, b) in [(5, 3), (-7, 0), (0, 30), (-2, -9), (1, -1)] {
        let (dr, dc) = KING[s.choose(a, b)];
        assert_eq!((dr, dc), (a.signum(), b.signum()), "at {a},{b}");
    }
}

#[test]
fn lookup_agrees_with_direct_computation_far_away() {
    for metric in METRICS {
        for (steps, tie) in &sets_and_ties() {
            let s = Stepper::new(steps, metric, tie, Shape::Rectangle);
            for a in (-300..=300).step_by(7) {
                for b in (-300..=300).step_by(11) {
                    assert_eq!(s.choose(a, b), direct(&s, a, b), "{metric:?} {a},{b}");
                }
            }
        }
    }
}

/// A stepper made for a board reads, for every robot and player on it,
/// the entry of the fixed window; under Euclidean and hex distance its
/// window is no wider than the board's cells lie apart, and none of
/// those entries is left to be computed.
#[test]
fn a_stepper_on_a_board_agrees_with_the_fixed_window_there() {
    let boards = [
        Board::new(1, 1),
        Board::new(3, 9),
        Board::new(31, 31),
        Board::new(70, 20),
        Board::hexagon(8),
    ];
    for metric in METRICS {
        for (steps, tie) in &sets_and_ties() {
            for board in boards {
                let full = Stepper::new(steps, metric, tie, board.shape());
                let s = Stepper::on_board(steps, metric, tie, board);
                let apart = board.rows.max(board.columns) - 1;
                if matches!(metric, Metric::Euclidean | Metric::Hex) {
                    assert_eq!(s.view().radius, apart.clamp(2, 64), "{metric:?} {board:?}");
                }
                let (ra, rb) = (board.rows - 1, board.columns - 1);
                for a in -ra..=ra {
                    for b in -rb..=rb {
                        let e = s.view().entry(metric, a, b);
                        assert_eq!(e, full.view().entry(metric, a, b), "{metric:?} {a},{b}");
                        assert_eq!(s.choose(a, b), direct(&s, a, b), "{metric:?} {a},{b}");
                        if a.abs() <= 64 && b.abs() <= 64 {
                            assert_ne!(e, COMPUTE, "{metric:?} {board:?} {a},{b}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn rook_manhattan_ties_unless_resolved() {
    let open = Stepper::new(&ROOK, Metric::Manhattan, &TieBreak::None, Shape::Rectangle);
    assert_eq!(open.unresolved(3, 2), vec![1, 2]);
    let rows = Stepper::new(
        &ROOK,
        Metric::Manhattan,
        &TieBreak::RowsBeforeColumns,
        Shape::Rectangle,
    );
    assert_eq!(rows.unresolved(3, 2), vec![2]);
    assert_eq!(ROOK[rows.choose(3, 2)], (1, 0));
}

/// A set of more steps than a lookup serves has every entry computed
/// directly, with the same choices.
#[test]
fn a_set_beyond_the_lookup_is_computed_directly() {
    let steps: Vec<Offset> = (-6..=6)
        .flat_map(|r| (-6..=6).map(move |c| (r, c)))
        .filter(|&o| o != (0, 0))
        .collect();
    assert!(steps.len() > LOOKUP_STEPS);
    let s = Stepper::new(&steps, Metric::Chebyshev, &TieBreak::None, Shape::Rectangle);
    assert!(s.lookup.iter().all(|&e| e == COMPUTE));
    for (a, b) in [(20, 3), (-9, -40), (2, 2), (0, -7)] {
        let (dr, dc) = steps[s.choose(a, b)];
        // The step that lands closest: on the player when in reach.
        let expected = (a.clamp(-6, 6), b.clamp(-6, 6));
        let (er, ec) = expected;
        assert_eq!(
            Metric::Chebyshev.distance(a - dr, b - dc),
            Metric::Chebyshev.distance(a - er, b - ec),
            "at {a},{b}"
        );
        assert_eq!(s.choose(a, b), direct(&s, a, b));
    }
}

#[test]
fn first_of_prefers_the_earliest_listed() {
    let order = TieBreak::FirstOf(vec![(0, -1), (-1, 0)]);
    let s = Stepper::new(&ROOK, Metric::Manhattan, &order, Shape::Rectangle);
    assert_eq!(ROOK[s.choose(-4, -4)], (0, -1));
}

/// Under Manhattan distance the ranked steps of a relative position, read
/// through its representative in the window, are the steps sorted by the
/// ranking computed there directly, for every position of a wide square,
/// several step sets and both tie rules.
#[test]
fn ranking_orders_the_steps_as_the_ranking_does() {
    let odd = [(-1, 0), (2, 1), (0, -1), (-1, -2), (1, 0)];
    let ties = [
        TieBreak::FirstOf(KING.iter().rev().copied().collect()),
        TieBreak::RowsBeforeColumns,
    ];
    let mut checked = 0;
    for steps in [&KING[..], &ROOK[..], &odd[..]] {
        for tie in &ties {
            let s = Stepper::new(steps, Metric::Manhattan, tie, Shape::Rectangle);
            for a in -9..=9 {
                for b in -9..=9 {
                    let mut direct: Vec<usize> = (0..steps.len()).collect();
                    direct.sort_by_key(|&i| s.rank(a, b, i));
                    let read: Vec<usize> = s
                        .ranking(a, b)
                        .map(|r| r.iter().map(|&k| usize::from(k)).collect())
                        .unwrap_or_default();
                    assert_eq!(read, direct, "{steps:?} {tie:?} at {a}, {b}");
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 3 * 2 * 19 * 19);
    let chebyshev = Stepper::new(&KING, Metric::Chebyshev, &ties[0], Shape::Rectangle);
    assert!(chebyshev.ranking(3, 4).is_none());
}
