//! The incremental selection against the game itself, and re-enactments
//! checked by an independent replay.

use super::selection::Selection;
use super::{Answer, Effort, Question, reenact, reenact_searched};
use crate::geometry::{Board, Offset};
use crate::placement::tests::rules;
use crate::placement::{Game, Rules, Shapes};
use crate::random::Rng;

/// Each side's pieces cut off in the game whose moves are the cells in
/// order of `time`.
fn game_cut(rules: Rules, n: usize, time: &[u32]) -> Vec<i64> {
    let board = Board::new(n as i32, n as i32);
    let mut order: Vec<usize> = (0..n * n).collect();
    order.sort_by_key(|&i| time[i]);
    let mut game = Game::new(rules, board);
    for i in order {
        game.place(board.cell(i)).unwrap();
    }
    let pieces = [(n * n).div_ceil(2), n * n / 2];
    (0..2)
        .map(|s| (pieces[s] - game.standing()[s]) as i64)
        .collect()
}

#[test]
fn exchanges_and_undos_agree_with_the_game() {
    let mut rng = Rng::new(3);
    // Rectangles of three sizes, and lines (rows and columns) of 3 and 2.
    let removals = [
        ((2, 2), false),
        ((2, 3), false),
        ((3, 3), false),
        ((3, 3), true),
        ((2, 2), true),
    ];
    for (removal, lines) in removals {
        for n in 3..=9 {
            let rules = Rules {
                lines,
                ..rules(removal)
            };
            let mut time: Vec<u32> = (0..(n * n) as u32).collect();
            rng.shuffle(&mut time);
            let side: Vec<u32> = time.iter().map(|&t| t % 2).collect();
            let windows = Shapes::new(n, n, &rules.shapes());
            let mut sel = Selection::new(windows.clone(), 2, time, side.clone());
            for step in 0..200 {
                let (a, b) = (rng.below(n * n), rng.below(n * n));
                if side[a] != side[b] {
                    // The game gives each move to the side whose turn it is.
                    continue;
                }
                let before = sel.cut().to_vec();
                sel.exchange(a, b);
                if step % 3 == 0 {
                    sel.undo();
                    assert_eq!(sel.cut(), before, "undo restores the counts");
                }
                let expected = game_cut(rules, n, sel.times());
                assert_eq!(
                    sel.cut(),
                    expected,
                    "{removal:?} lines {lines} n={n} step {step}"
                );
            }
            let mut fresh = sel.clone();
            fresh.rebuild();
            for w in 0..windows.count() {
                assert_eq!(sel.is_taken(w), fresh.is_taken(w), "window {w}");
            }
        }
    }
}

/// A random game on an `n x n` board: Red's moves, Black's, the score.
fn random_game(rng: &mut Rng, n: usize) -> (Vec<Offset>, Vec<Offset>, Vec<usize>) {
    let board = Board::new(n as i32, n as i32);
    let mut cells: Vec<Offset> = board.cells().collect();
    rng.shuffle(&mut cells);
    let mut game = Game::new(rules((2, 2)), board);
    for &c in &cells {
        game.place(c).unwrap();
    }
    let red = cells.iter().step_by(2).copied().collect();
    let black = cells.iter().skip(1).step_by(2).copied().collect();
    (red, black, game.standing().to_vec())
}

#[test]
fn found_orders_use_blacks_cells_and_replay_to_the_score() {
    let mut rng = Rng::new(11);
    for case in 0..60 {
        let n = 3 + case % 10;
        let (red, black, score) = random_game(&mut rng, n);
        let board = Board::new(n as i32, n as i32);
        let question = Question {
            board,
            given: &red,
            score: &score,
        };
        let effort = Effort {
            exchanges: 200_000,
            seed: case as u64,
        };
        let Answer::Yes(found) = reenact(&rules((2, 2)), 1, &question, effort) else {
            panic!("case {case}: a random game's score is reachable");
        };
        let (mut a, mut b) = (found.clone(), black.clone());
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b, "Black plays exactly the cells Red leaves");
        let mut game = Game::new(rules((2, 2)), board);
        for k in 0..n * n {
            let cell = if k % 2 == 0 { red[k / 2] } else { found[k / 2] };
            game.place(cell).unwrap();
        }
        assert_eq!(game.standing(), score, "case {case}");
    }
}

#[test]
fn questions_without_a_valid_game_say_why() {
    let board = Board::new(3, 3);
    let effort = Effort {
        exchanges: 1000,
        seed: 1,
    };
    let ask = |given: &[Offset], score: &[usize]| {
        let question = Question {
            board,
            given,
            score,
        };
        match reenact(&rules((2, 2)), 1, &question, effort) {
            Answer::No(Some(reason)) => reason,
            other => panic!("{other:?}"),
        }
    };
    let five = [(1, 1), (2, 3), (2, 2), (3, 3), (1, 2)];
    assert_eq!(
        ask(&[(1, 1), (2, 3), (1, 1), (3, 3), (1, 2)], &[2, 1]),
        "move 3 (1 1) repeats move 1's cell"
    );
    assert_eq!(
        ask(&[(1, 1), (2, 3), (2, 2), (3, 4), (1, 2)], &[2, 1]),
        "move 4 (3 4) is off the board"
    );
    assert_eq!(
        ask(&five[..4], &[2, 1]),
        "a game on this board has 5 moves besides the re-enacted side's, not 4"
    );
    assert_eq!(
        ask(&five, &[6, 1]),
        "side 1 cannot have 6 pieces standing out of 5"
    );
}

#[test]
fn an_unreachable_score_is_a_plain_no() {
    // On a 3 x 3 board the statement's Red moves with 5:4 would need no cut
    // at all, but the board's last move always completes a block whose
    // other cells stand (every block is full at the end unless one of its
    // cells went earlier): some cell is always cut.
    let question = Question {
        board: Board::new(3, 3),
        given: &[(1, 1), (2, 3), (2, 2), (3, 3), (1, 2)],
        score: &[5, 4],
    };
    let effort = Effort {
        exchanges: 20_000,
        seed: 1,
    };
    // Black's 4 moves have 24 orders, every one tried: the answer says so.
    let (answer, searched) = reenact_searched(&rules((2, 2)), 1, &question, effort);
    assert!(
        matches!(&answer, Answer::No(Some(why)) if why.contains("every one was tried")),
        "{answer:?}"
    );
    assert!(searched.every_order);
    assert_eq!(searched.exchanges, 23);
}

#[test]
fn a_search_that_runs_out_says_so() {
    // Guards: a search out of budget answered `N` without saying why. On
    // a 5 x 5 board Black has 12 moves, too many to try every order; the
    // game of the test above shows some cell is always cut at the end, so
    // a score with every piece standing (13:12) is out of reach.
    let given: Vec<(i32, i32)> = (1..=5)
        .flat_map(|r| (1..=5).map(move |c| (r, c)))
        .step_by(2)
        .collect();
    assert_eq!(given.len(), 13);
    let question = Question {
        board: Board::new(5, 5),
        given: &given,
        score: &[13, 12],
    };
    let effort = Effort {
        exchanges: 5_000,
        seed: 1,
    };
    let (answer, searched) = reenact_searched(&rules((2, 2)), 1, &question, effort);
    assert!(
        matches!(&answer, Answer::No(Some(why)) if why.contains("was found in 5000 exchanges")),
        "{answer:?}"
    );
    assert!(!searched.every_order);
}

#[test]
fn a_side_of_few_moves_is_searched_through_every_order() {
    // Guards: 1,000 tiny cases took 30 s, each spending 300,000
    // exchanges where only 4! orders exist. The score of the statement's
    // sample-like game on 3 x 3 (5:4 unreachable above) is found or
    // refused within 4! - 1 = 23 exchanges whatever the budget.
    let question = Question {
        board: Board::new(3, 3),
        given: &[(1, 1), (2, 3), (2, 2), (3, 3), (1, 2)],
        score: &[5, 4],
    };
    let effort = Effort {
        exchanges: u64::MAX,
        seed: 7,
    };
    let (_, searched) = reenact_searched(&rules((2, 2)), 1, &question, effort);
    assert!(searched.exchanges <= 23, "{searched:?}");
}

#[test]
fn windows_closing_together_never_stop_each_other() {
    // Move numbers that are not a permutation: every cell at move 0. All
    // four blocks of a 3 x 3 board close together and all are taken, so
    // every cell is cut (5 of side 0, 4 of side 1).
    let side: Vec<u32> = (0..9).map(|i| i % 2).collect();
    let sel = Selection::new(Shapes::new(3, 3, &[(2, 2)]), 2, vec![0; 9], side);
    assert_eq!(sel.cut(), [5, 4]);
    assert!((0..4).all(|w| sel.is_taken(w)));
}
