//! RobotRace under edited rules, with outputs reasoned beside each test:
//! the race on a hexagon board with six facings (60-degree turns), and
//! with turns costing 2 seconds and tokens worth 10 less per place.

use crate::race::{play, times};
use crate::tables::{compiled, race};
use robots::race::rules::Rules;

fn race_table(game: robots::rules::Game) -> Rules {
    match game {
        robots::rules::Game::Model(m) => Rules::of(&m).expect("a race"),
        other => panic!("not a race: {:?}", other.kind()),
    }
}

/// `rules/variants/race-hex.rules` on a hexagon of `side` cells a side: the
/// map's lines hold each row's cells; robots face the six hex directions,
/// clockwise `NE, E, SE, SW, W, NW` (a turn is 60 degrees).
pub fn race_hex(side: i32) -> Rules {
    let board = format!("board hexagon {side} cells a side");
    race_table(compiled(
        "variants/race-hex",
        &[("board hexagon 4 cells a side", board.as_str())],
    ))
}

/// `rules/variants/race-costly.rules`: turns cost 2 seconds; tokens are
/// worth 100, 90, 80, ... by place.
pub fn race_costly() -> Rules {
    race_table(compiled("variants/race-costly", &[]))
}

/// A hexagon of 2 cells a side: row 1 holds columns 2..3, row 2 columns
/// 1..3, row 3 columns 1..2. Robot a on (1,2), b on (1,3), an obstacle on
/// (2,2), token A on (3,1), token B on (3,2).
///
/// a -> A, offset (2,-1): two steps SE + SW; SE first meets the obstacle,
/// so SW to (2,1), turn counter-clockwise to SE (one 60-degree turn), SE
/// to (3,1): 3 seconds (SW twice leaves the board).
/// b -> A, offset (2,-2): SW twice crosses the obstacle; three steps SW,
/// SE, W in an order needing only 60-degree turns: W (through a's start),
/// SW, SE, or SE, SW, W: 3 forwards + 2 turns = 5 seconds.
/// b -> B, offset (2,-1): SE to (2,3), turn clockwise to SW, to (3,2): 3.
/// Lists a:AB, b:AB: A keeps a (3 < 5); b takes B: a 100, b 99.
#[test]
fn a_hexagon_board_with_six_facings() {
    let input = "3\nab\n * \nAB\n2\na:AB\nb:AB\n";
    // a -> B, offset (2,0): SE twice crosses the obstacle; E (through b's
    // start), SE, SW: 3 forwards + 2 turns = 5.
    assert_eq!(times(&race_hex(2), input), [[3, 5], [5, 3]]);
    assert_eq!(play(&race_hex(2), input).unwrap(), "a 100\nb 99\n");
}

/// The hexagon's rows hold only their own cells: a third cell on row 1
/// (columns 2..3) is refused, and so is a board of the wrong row count.
#[test]
fn a_hexagon_board_refuses_rows_of_another_shape() {
    let err = play(&race_hex(2), "3\nab \n * \nAB\n2\na:AB\nb:AB\n").unwrap_err();
    assert!(
        err.starts_with("test.in:2:3: row 1 of the board holds 2 cells"),
        "{err}"
    );
    let err = play(&race_hex(2), "2\nab\n * \n").unwrap_err();
    assert!(
        err.starts_with("test.in:1:1: this board has 3 rows, not 2"),
        "{err}"
    );
}

/// Row 1 `a   A`, row 2 `B  b` (padded to five cells). Lists a:AB, b:AB.
///
/// a -> A: facing east, four forwards: 4 seconds either way. b (2,4) -> A
/// (1,5): one forward, a turn, one forward: 3 seconds with 1-second turns,
/// 4 with 2-second turns. a -> B (2,1): facing south, 1. b -> B: facing
/// west, 3.
///
/// Original: A keeps b (3 < 4); a takes B, its second token: a 99, b 100.
/// Costly: a and b tie on A at 4; the earlier letter, a, keeps it; b takes
/// B, its second token, worth 100 - 10: a 100, b 90.
#[test]
fn turns_of_two_seconds_change_who_is_first() {
    let input = "2\na   A\nB  b\n2\na:AB\nb:AB\n";
    assert_eq!(times(&race(), input), [[4, 1], [3, 3]]);
    assert_eq!(times(&race_costly(), input), [[4, 1], [4, 3]]);
    assert_eq!(play(&race(), input).unwrap(), "a 99\nb 100\n");
    assert_eq!(play(&race_costly(), input).unwrap(), "a 100\nb 90\n");
}

/// A robot never collects a token worth no more to it than surrendering.
/// Row 1 `aK b`, row 2 nine obstacles, row 3 tokens B..J (walled off, so
/// unreachable). a:BCDEFGHIJK puts K tenth: worth 100 - 9 = 91 in the
/// original, 100 - 90 = 10 when each place is worth 10 less. b:K.
/// a reaches K in 1 second (east), b in 2 (west twice).
///
/// Original: K keeps a (1 < 2): a 91, b 20. Costly: K is worth 10 < 20 to
/// a, who surrenders rather than take it; b takes K: a 20, b 100.
#[test]
fn tokens_worth_less_than_surrender_are_left() {
    let input = "3\naK b\n*********\nBCDEFGHIJ\n2\na:BCDEFGHIJK\nb:K\n";
    assert_eq!(play(&race(), input).unwrap(), "a 91\nb 20\n");
    assert_eq!(play(&race_costly(), input).unwrap(), "a 20\nb 100\n");
}
