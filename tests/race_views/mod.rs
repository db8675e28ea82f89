//! The views of a race (`robots run --trace`, `robots explain`): the
//! assignment's rounds, who was turned away and why, the token each
//! robot wins and the round it was settled in, each robot's program, and
//! a hexagon board drawn. Expected content is reasoned from the
//! statement beside each test.

use crate::race_variants::race_hex;
use crate::support::{read, robots, text};
use crate::tables::race;
use robots::race::rules::Rules;
use robots::scenario::race::Reader;
use robots::views::race::RaceViews;
use robots::views::style::Paint;
use robots::views::trace::{Frame, Moves, Traced};
use serde_json::json;

/// The statement's example 1: `b Cx` over `a D `, lists a:CD, b:DC, x:C.
const EXAMPLE_1: &str = "2\nb Cx\na D \n3\na:CD\nb:DC\nx:C\n";

/// The statement's example 2: `b C x` over `a D  `, the same lists.
const EXAMPLE_2: &str = "2\nb C x\na D  \n3\na:CD\nb:DC\nx:C\n";

/// Every frame of the first case of `input`, and the case's result.
fn frames(table: &Rules, input: &str) -> (Vec<(u32, Frame)>, String) {
    let mut reader = Reader::new(input.as_bytes(), "test.in", table);
    let case = reader.next_case().unwrap().unwrap();
    let mut shown = Vec::new();
    let result = RaceViews::new(table)
        .trace(
            1,
            &case,
            Moves::default(),
            Paint::new(false),
            &mut |m, f| {
                shown.push((m, f));
                Ok(())
            },
        )
        .unwrap();
    (shown, result)
}

/// Example 1's seconds (one second a command, the first facing free):
/// a -> C 4 (north, turn, two east), a -> D 2 (two east), b -> C 2,
/// b -> D 4, x -> C 1 (one west).
///
/// Round 1: a -> C, b -> D, x -> C; C keeps x (1 < 4), turns a away.
/// Round 2: a -> D, its next; D keeps a (2 < 4) and turns b away.
/// Round 3: b -> C, its next; C keeps x (1 < 2).
/// Round 4: b's list has run out: b surrenders.
/// So a wins D (settled in round 2) for $99, x wins C (round 1) for $100,
/// b surrenders (round 4) for $20: the statement's `a 99, b 20, x 100`.
/// The moves are the four rounds, then a's, b's and x's programs.
#[test]
fn each_robot_wins_its_token_in_the_round_it_was_settled() {
    let (shown, result) = frames(&race(), EXAMPLE_1);
    assert_eq!(result, "a 99\nb 20\nx 100\n");
    let numbers: Vec<u32> = shown.iter().map(|(m, _)| *m).collect();
    assert_eq!(numbers, [0, 1, 2, 3, 4, 5, 6, 7]);
    assert!(shown[0].1.log.is_null());
    let fate = |m: usize| {
        let log = &shown[m].1.log;
        (
            log["robot"].clone(),
            log["token"].clone(),
            log["round"].clone(),
            log["prize"].clone(),
        )
    };
    assert_eq!(fate(5), (json!("a"), json!("D"), json!(2), json!(99)));
    assert_eq!(fate(6), (json!("b"), json!(null), json!(4), json!(20)));
    assert_eq!(fate(7), (json!("x"), json!("C"), json!(1), json!(100)));
}

/// a's program in example 1: placed facing east, two forwards to D (the
/// only way in 2 seconds), over (2,2); x's: facing west, one forward.
/// b surrenders: its program is the one command `surrender`.
#[test]
fn each_robot_s_program_and_path() {
    let (shown, _) = frames(&race(), EXAMPLE_1);
    let a = &shown[5].1;
    assert_eq!(a.path, [(2, 1), (2, 2), (2, 3)]);
    assert_eq!(a.steps, [((2, 1), (2, 2)), ((2, 2), (2, 3))]);
    assert_eq!(a.log["program"], json!(["face E", "forward", "forward"]));
    assert_eq!(a.log["seconds"], json!(2));
    assert_eq!(shown[6].1.log["program"], json!(["surrender"]));
    assert!(shown[6].1.path.is_empty());
    assert_eq!(shown[7].1.log["program"], json!(["face W", "forward"]));
    assert_eq!(shown[7].1.log["path"], json!([[1, 4], [1, 3]]));
}

/// Round 2 of example 1 as data: a proposes to D ($99, its second token;
/// 2 seconds); D turns away b, which held it since round 1 (4 seconds
/// against a's 2); after it C is x's and D a's.
#[test]
fn the_log_of_a_round() {
    let (shown, _) = frames(&race(), EXAMPLE_1);
    assert_eq!(
        shown[2].1.log,
        json!({
            "move": 2,
            "round": 2,
            "proposals": [{"robot": "a", "token": "D", "worth": 99, "seconds": 2}],
            "turned_away": [{"robot": "b", "token": "D", "for": "a", "displaced": true,
                             "seconds": 4, "for_seconds": 2}],
            "ran_out": [],
            "holds": {"C": "x", "D": "a"}
        })
    );
    // The round's proposal is drawn over its token's cell.
    assert_eq!(shown[2].1.touched, [(2, 3)]);
}

mod explain;
