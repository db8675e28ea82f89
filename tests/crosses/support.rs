//! The Crosses table: `rules/crosses.rules` compiled, and the same built by
//! hand line by line, which the checker must match; and in-process runs.

use robots::crosses::{self, CrossesError, table::Removal, table::Table};
use robots::geometry::BoardSize;
use robots::paths::Entry;
use std::sync::{Arc, Mutex};

/// `rules/crosses.rules`, compiled.
pub fn table() -> Table {
    match crate::tables::compiled("crosses", &[]) {
        robots::rules::Game::Crosses(t) => t,
        other => panic!("not a placement game: {:?}", other.kind()),
    }
}

/// The checker compiles `rules/crosses.rules` as built by hand.
#[test]
fn the_checker_compiles_crosses_as_built_by_hand() {
    assert_eq!(table(), by_hand());
}

/// `rules/crosses.rules`, line by line.
pub fn by_hand() -> Table {
    Table {
        // game "Crosses & Crosses"
        name: "Crosses & Crosses".into(),
        // board from scenario
        board: BoardSize::FromScenario,
        // sides: red, black
        sides: vec!["red".into(), "black".into()],
        // sides take turns, red first
        first: 0,
        // cross into cross: blocked
        into_cross: Entry::Blocked,
        // after each move: cut off full rectangles of at least 2 x 2
        removal: Removal {
            rows: 2,
            columns: 2,
            lines: false,
        },
        // re-enact black for the stated score
        reenact: 1,
    }
}

/// What a run printed: the output, the notes, and how it ended.
pub struct Ran {
    pub out: String,
    pub notes: String,
    pub result: Result<(), CrossesError>,
}

/// A sink for the reasons of `N` that a test can read afterwards.
pub fn notes() -> (Arc<Mutex<Vec<u8>>>, crosses::contest::Notes) {
    let kept = Arc::new(Mutex::new(Vec::new()));
    let notes: crosses::contest::Notes = kept.clone();
    (kept, notes)
}

pub fn run_with(table: &Table, input: &str, jobs: usize) -> Ran {
    let mut out = Vec::new();
    let (kept, notes) = notes();
    let options = robots::run::Options::new(jobs, false);
    let result = crosses::run(table, input.as_bytes(), "test.in", &mut out, notes, options);
    let notes = kept.lock().unwrap().clone();
    Ran {
        out: String::from_utf8(out).expect("UTF-8 output"),
        notes: String::from_utf8(notes).expect("UTF-8 notes"),
        result,
    }
}

pub fn run(input: &str) -> Ran {
    run_with(&table(), input, 1)
}

/// The error's one-line form (location and message).
pub fn refusal(ran: &Ran) -> String {
    match &ran.result {
        Ok(()) => panic!("the input was accepted; output:\n{}", ran.out),
        Err(e) => e.to_string(),
    }
}

/// A case of a contest input: n, the score, Red's moves.
pub type Case = (usize, Vec<usize>, Vec<(i32, i32)>);

/// The cases of a contest input.
pub fn questions(input: &str) -> Vec<Case> {
    let mut numbers = input.split_whitespace().map(|t| t.parse::<i64>().unwrap());
    let t = numbers.next().unwrap();
    (0..t)
        .map(|_| {
            let n = numbers.next().unwrap() as usize;
            let score = vec![
                numbers.next().unwrap() as usize,
                numbers.next().unwrap() as usize,
            ];
            let red = (0..(n * n).div_ceil(2))
                .map(|_| {
                    (
                        numbers.next().unwrap() as i32,
                        numbers.next().unwrap() as i32,
                    )
                })
                .collect();
            (n, score, red)
        })
        .collect()
}

/// The answers of a contest output: per case, Black's moves if `Y`.
pub fn answers(output: &str) -> Vec<Option<Vec<(i32, i32)>>> {
    let mut out = Vec::new();
    for line in output.lines() {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        match tokens.as_slice() {
            ["case", _, "Y"] => out.push(Some(Vec::new())),
            ["case", _, "N"] => out.push(None),
            [r, c] => out
                .last_mut()
                .and_then(|a: &mut Option<Vec<_>>| a.as_mut())
                .expect("a move inside a Y case")
                .push((r.parse().unwrap(), c.parse().unwrap())),
            _ => panic!("unexpected output line `{line}`"),
        }
    }
    out
}

/// A full record of the game Red's and Black's moves make, Red first.
pub fn record(n: usize, red: &[(i32, i32)], black: &[(i32, i32)]) -> String {
    let mut text = format!("record {n}\n");
    for k in 0..n * n {
        let (side, (r, c)) = if k % 2 == 0 {
            ("red", red[k / 2])
        } else {
            ("black", black[k / 2])
        };
        text.push_str(&format!("{side} {r} {c}\n"));
    }
    text
}

/// The score a record file replays to, one `(red, black)` per game.
pub fn replayed(records: &str) -> Vec<(usize, usize)> {
    let ran = run(records);
    if let Err(e) = &ran.result {
        panic!("the record was refused: {e}");
    }
    ran.out
        .lines()
        .map(|line| {
            // record i: red R, black B
            let t: Vec<&str> = line.split([' ', ',']).filter(|t| !t.is_empty()).collect();
            assert_eq!((t[0], t[2], t[4]), ("record", "red", "black"), "{line}");
            (t[3].parse().unwrap(), t[5].parse().unwrap())
        })
        .collect()
}
