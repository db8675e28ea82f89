//! Placement and removal on small boards, outcomes worked by hand beside
//! each test.

use super::{Cell, Game, Occupied, Refusal, Rules};
use crate::geometry::{Board, Offset};

/// Two sides taking turns from the first, onto free cells only, cutting
/// off full rectangles of at least `removal` (rows, columns); the
/// re-enactment tests play these rules too.
pub(crate) fn rules(removal: (usize, usize)) -> Rules {
    Rules {
        sides: 2,
        first: 0,
        onto_occupied: Occupied::Refused,
        removal,
        lines: false,
    }
}

fn play(game: &mut Game, moves: &[Offset]) {
    for &m in moves {
        game.place(m).unwrap_or_else(|r| panic!("{m:?}: {r:?}"));
    }
}

#[test]
fn the_statement_example_cuts_six_cells_at_move_eight() {
    // Red 1 1, Black 3 1, Red 2 3, Black 1 3, Red 2 2, Black 2 1, Red 3 3:
    // every block still has an empty cell (3 2 or 1 2). Black's 3 2 fills
    // the lower left block {2 1, 2 2, 3 1, 3 2} and the lower right one
    // {2 2, 2 3, 3 2, 3 3} together: six cells go at once.
    let mut game = Game::new(rules((2, 2)), Board::new(3, 3));
    play(
        &mut game,
        &[(1, 1), (3, 1), (2, 3), (1, 3), (2, 2), (2, 1), (3, 3)],
    );
    assert_eq!(game.standing(), [4, 3]);
    let placed = game.place((3, 2)).unwrap();
    assert_eq!((placed.side, placed.cut), (1, 6));
    let mut cut: Vec<Offset> = game.last_cut().collect();
    cut.sort_unstable();
    assert_eq!(cut, [(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)]);
    assert_eq!(game.cell((2, 2)), Some(Cell::Cut(0)));
    assert_eq!(game.cell((3, 1)), Some(Cell::Cut(1)));
    assert_eq!(game.standing(), [1, 1]);
    // Red's last cross, 1 2, sits in the two upper blocks, each with a cut
    // cell: nothing goes, and the game ends 2:1.
    assert_eq!(game.place((1, 2)).unwrap().cut, 0);
    assert!(game.is_over());
    assert_eq!(game.standing(), [2, 1]);
    assert_eq!(game.place((1, 1)), Err(Refusal::Over));
}

#[test]
fn blocks_filled_by_one_move_are_cut_all_at_once() {
    // The eight outer cells of a 3 x 3 board leave every block one cell
    // short (each block holds the centre). The centre fills all four: the
    // whole board goes. Cutting the blocks one by one would cut the first
    // and leave the others, each then holding a cut cell.
    let mut game = Game::new(rules((2, 2)), Board::new(3, 3));
    play(
        &mut game,
        &[
            (1, 1),
            (1, 2),
            (1, 3),
            (2, 1),
            (2, 3),
            (3, 1),
            (3, 2),
            (3, 3),
        ],
    );
    assert_eq!(game.standing(), [4, 4]);
    assert_eq!(game.place((2, 2)).unwrap().cut, 9);
    assert_eq!(game.standing(), [0, 0]);
}

#[test]
fn a_cut_cell_an_occupied_cell_and_a_cell_off_the_board_are_refused() {
    let mut game = Game::new(rules((2, 2)), Board::new(3, 3));
    play(&mut game, &[(1, 1), (1, 2), (2, 1)]);
    assert_eq!(game.place((1, 2)), Err(Refusal::Occupied(1)));
    assert_eq!(game.place((0, 2)), Err(Refusal::OffBoard));
    assert_eq!(game.place((2, 4)), Err(Refusal::OffBoard));
    // Black's 2 2 fills the top left block: its four cells go.
    assert_eq!(game.place((2, 2)).unwrap().cut, 4);
    assert_eq!(game.place((1, 1)), Err(Refusal::CutOff(0)));
    assert_eq!(game.place((2, 2)), Err(Refusal::CutOff(1)));
    assert_eq!(game.to_move(), Some(0), "refusals do not pass the turn");
}

#[test]
fn wider_minimum_rectangles_leave_full_blocks_standing() {
    // Rectangles of at least 2 rows and 3 columns on a 3 x 3 board: the
    // full 2 x 2 block {1 1, 1 2, 2 1, 2 2} stays; 2 3 then fills the top
    // two rows, a 2 x 3 rectangle, and those six cells go.
    let mut game = Game::new(rules((2, 3)), Board::new(3, 3));
    play(&mut game, &[(1, 1), (1, 2), (2, 1), (2, 2), (1, 3)]);
    assert_eq!(game.standing(), [3, 2]);
    assert_eq!(game.place((2, 3)).unwrap().cut, 6);
    // The bottom row alone is one row high: it never goes.
    play(&mut game, &[(3, 1), (3, 2), (3, 3)]);
    assert!(game.is_over());
    assert_eq!(game.standing(), [2, 1]);
}

#[test]
fn a_rectangle_larger_than_the_minimum_goes_whole() {
    // 2 x 2 minimum on a 2 x 4 board, filled left to right by columns:
    // 1 1, 2 1, 1 2 leave the first block short; 2 2 fills it and it goes.
    // Then 1 3, 2 3: block {1 2 ...} holds cut cells; 1 4, 2 4 fill the
    // last block, which goes. Every cell is cut: 0:0.
    let mut game = Game::new(rules((2, 2)), Board::new(2, 4));
    play(&mut game, &[(1, 1), (2, 1), (1, 2)]);
    assert_eq!(game.place((2, 2)).unwrap().cut, 4);
    play(&mut game, &[(1, 3), (2, 3), (1, 4)]);
    assert_eq!(game.place((2, 4)).unwrap().cut, 4);
    assert_eq!(game.standing(), [0, 0]);
}

#[test]
fn a_piece_may_replace_another_when_the_rules_say_so() {
    let rules = Rules {
        onto_occupied: Occupied::Replaces,
        ..rules((2, 2))
    };
    let mut game = Game::new(rules, Board::new(2, 2));
    play(&mut game, &[(1, 1), (1, 1)]);
    assert_eq!(game.cell((1, 1)), Some(Cell::Held(1)));
    assert_eq!(game.standing(), [0, 1]);
    assert_eq!(game.to_move(), Some(0));
}

#[test]
fn three_sides_take_turns_from_the_first() {
    let rules = Rules {
        sides: 3,
        first: 2,
        ..rules((2, 2))
    };
    let order: Vec<usize> = (0..5).map(|k| rules.side_of_move(k)).collect();
    assert_eq!(order, [2, 0, 1, 2, 0]);
}
