//! The Crosses game: `rules/crosses.rules` compiled to the one game
//! model, and the same built by hand line by line, which the checker must
//! match; and in-process runs.

use robots::crosses::{self, CrossesError};
use robots::model::{
    Blocked, Condition, Control, Effect, End, EndResult, Kind, Model, Mover, Outcome, Outcomes,
    Placement, Question, Target,
};
use std::sync::{Arc, Mutex};

/// `rules/crosses.rules`, compiled.
pub fn table() -> Model {
    match crate::tables::compiled("crosses", &[]) {
        robots::rules::Game::Model(m) if m.question != Question::Play => m,
        other => panic!("not a placement game: {:?}", other.kind()),
    }
}

/// The checker compiles `rules/crosses.rules` as built by hand.
#[test]
fn the_checker_compiles_crosses_as_built_by_hand() {
    assert_eq!(table(), by_hand());
}

/// `rules/crosses.rules`, line by line.
pub fn by_hand() -> Model {
    // sides: red, black
    let sides: Vec<String> = vec!["red".into(), "black".into()];
    // sides place crosses: each side's crosses are one kind of piece
    let kinds = sides
        .iter()
        .enumerate()
        .map(|(i, side)| Kind {
            name: format!("cross of {side}"),
            class: "cross".into(),
            side: Some(i),
        })
        .collect();
    let mut rules = Vec::new();
    for k in 0..2 {
        for j in 0..2 {
            // cross into cross: blocked
            rules.push(((Mover::Placed(k), Target::Piece(j)), Outcome::Blocked));
        }
        // cross off board: blocked
        rules.push(((Mover::Placed(k), Target::OffBoard), Outcome::Blocked));
    }
    let mut outcomes = Outcomes { rules };
    outcomes.settle();
    Model {
        // game "Crosses & Crosses"
        name: "Crosses & Crosses".into(),
        // board from scenario
        board: None,
        cell_names: Default::default(),
        beats: Vec::new(),
        start: None,
        metric: None,
        terrains: Vec::new(),
        kinds,
        sides,
        legend: Default::default(),
        player: None,
        walker: None,
        placement: Some(Placement::Place { class_kind: 0 }),
        chasers: Vec::new(),
        travel: None,
        // the contest's input gives every move of the sides not re-enacted
        control: Control::Input(Blocked::Refused),
        // sides take turns, red first
        first_side: Some(0),
        outcomes,
        meeting: None,
        // after each move: cut off full rectangles of at least 2 x 2
        effects: vec![Effect::CutOff {
            rows: 2,
            columns: 2,
            lines: false,
        }],
        // game ends when no free cell; score: crosses standing
        ends: vec![End {
            result: EndResult::Scored,
            condition: Condition::NoFreeCell,
            at_start: false,
        }],
        endless: false,
        hexagon: false,
        // re-enact black for the stated score
        values: None,
        question: Question::Reenact { side: 1 },
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

pub fn run_with(table: &Model, input: &str, jobs: usize) -> Ran {
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
