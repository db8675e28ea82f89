//! The contest question: the statement's example and the 30 shared cases
//! are answered `Y`, and every answer, replayed as a full record, gives the
//! case's stated score; the checks of semantics point 5.

use super::support::{answers, questions, record, refusal, replayed, run, run_with, table};
use crate::support::read;

/// Runs `stem.in` and checks every answer is `Y` and replays to the score.
fn all_answered_and_replayed(stem: &str, jobs: usize) {
    let input = read(&format!("tests/data/crosses/{stem}.in"));
    let ran = run_with(&table(), &input, jobs);
    assert!(ran.result.is_ok(), "{:?}", ran.result);
    let cases = questions(&input);
    let found = answers(&ran.out);
    assert_eq!(found.len(), cases.len(), "{stem}: one answer per case");
    for (i, ((n, score, red), black)) in cases.iter().zip(&found).enumerate() {
        let black = black
            .as_ref()
            .unwrap_or_else(|| panic!("{stem}: case {} is N", i + 1));
        assert_eq!(
            black.len(),
            n * n / 2,
            "{stem}: case {}: Black's move count",
            i + 1
        );
        let got = replayed(&record(*n, red, black));
        assert_eq!(
            got,
            [(score[0], score[1])],
            "{stem}: case {} replays",
            i + 1
        );
    }
}

#[test]
fn the_statement_example_is_answered_and_replays_to_2_1() {
    all_answered_and_replayed("sample", 1);
}

#[test]
fn the_30_shared_cases_are_answered_and_replay_to_their_scores() {
    all_answered_and_replayed("public", 1);
}

#[test]
fn parallel_answers_are_the_serial_answers() {
    let input = read("tests/data/crosses/public.in");
    let serial = run_with(&table(), &input, 1).out;
    assert_eq!(run_with(&table(), &input, 3).out, serial);
    all_answered_and_replayed("public", 2);
}

/// The shared answers come from the games that made the cases: replaying
/// them through our engine must give the stated scores, which checks the
/// engine's removal rule against the case generator's.
#[test]
fn the_shared_known_answers_replay_to_the_stated_scores() {
    for stem in ["sample", "public"] {
        let cases = questions(&read(&format!("tests/data/crosses/{stem}.in")));
        let known = answers(&read(&format!("tests/data/crosses/{stem}.ans")));
        assert_eq!(known.len(), cases.len());
        for (i, ((n, score, red), black)) in cases.iter().zip(&known).enumerate() {
            let got = replayed(&record(*n, red, black.as_ref().unwrap()));
            assert_eq!(got, [(score[0], score[1])], "{stem}: case {}", i + 1);
        }
    }
}

#[test]
fn a_repeated_or_off_board_red_move_is_an_n_with_its_reason() {
    // Case 1 repeats (1, 1); case 2 plays row 4 on a 3 x 3 board; case 3 is
    // the statement's example and still gets its answer.
    let input = "3\n\
                 3 2 1\n1 1\n2 3\n1 1\n3 3\n1 2\n\
                 3 2 1\n1 1\n2 3\n4 2\n3 3\n1 2\n\
                 3 2 1\n1 1\n2 3\n2 2\n3 3\n1 2\n";
    let ran = run(input);
    assert!(ran.result.is_ok(), "{:?}", ran.result);
    let found = answers(&ran.out);
    assert_eq!((found[0].is_none(), found[1].is_none()), (true, true));
    assert!(found[2].is_some());
    assert_eq!(
        ran.notes,
        "case 1: move 3 (line 5) plays 1 1, as move 1 did\n\
         case 2: move 3 (line 11) plays 4 2, off the 3 x 3 board\n"
    );
}

#[test]
fn a_score_beyond_the_pieces_is_an_n_with_its_reason() {
    // Black has 4 crosses on a 3 x 3 board; it cannot have 5 standing.
    let ran = run("1\n3 0 5\n1 1\n2 3\n2 2\n3 3\n1 2\n");
    assert_eq!(ran.out, "case 1 N\n");
    assert_eq!(
        ran.notes,
        "case 1: black cannot keep 5 pieces standing: it plays 4\n"
    );
}

#[test]
fn malformed_input_is_located_and_earlier_cases_are_printed() {
    let example = "3 2 1\n1 1\n2 3\n2 2\n3 3\n1 2\n";
    // The second case's third move is not a number: line 11, column 3.
    let ran = run(&format!("2\n{example}3 2 1\n1 1\n2 3\n2 x\n"));
    assert_eq!(refusal(&ran), "test.in:11:3: `x` is not a whole number");
    assert_eq!(answers(&ran.out).len(), 1, "the first case is answered");
    // The input ends inside the second case, after two of its five moves.
    let ran = run(&format!("2\n{example}3 2 1\n1 1\n2 3\n"));
    assert_eq!(
        refusal(&ran),
        "test.in:11:1: the input ends inside a case: expected a move"
    );
    assert_eq!(answers(&ran.out).len(), 1);
    // Fewer cases than promised.
    let ran = run(&format!("3\n{example}"));
    assert_eq!(
        refusal(&ran),
        "test.in:8:1: the input ends after 1 of its 3 cases"
    );
    // A case line with a third score.
    let ran = run("1\n3 2 1 0\n");
    assert_eq!(
        refusal(&ran),
        "test.in:2:7: extra token `0` after a case's first line `n` and the score"
    );
    // A board side out of range, and a negative score.
    assert_eq!(
        refusal(&run("1\n0 2 1\n")),
        "test.in:2:1: 0 is not the board's side"
    );
    assert_eq!(
        refusal(&run("1\n3 -2 1\n")),
        "test.in:2:3: -2 is not red's score"
    );
    // Content after the promised cases.
    let ran = run(&format!("1\n{example}1 1\n"));
    assert_eq!(
        refusal(&ran),
        "test.in:8:1: the input promised 1 case, and this line follows them"
    );
    assert_eq!(answers(&ran.out).len(), 1);
}

#[test]
fn an_empty_input_is_no_cases_and_a_bad_case_count_is_refused() {
    // An empty input has no cases, as in every other game's format.
    let ran = run("");
    assert!(ran.result.is_ok());
    assert_eq!(ran.out, "");
    assert_eq!(
        refusal(&run("x\n")),
        "test.in:1:1: `x` is not a whole number"
    );
}

#[test]
fn the_smallest_boards_have_their_one_answer() {
    // 1 x 1: Red's only cross stands, Black has no move; 1:0 is the game.
    let ran = run("1\n1 1 0\n1 1\n");
    assert_eq!(ran.out, "case 1 Y\n");
    // 2 x 2: the fourth move fills the only block and all four cells go,
    // in either order of Black's moves: 0:0 is the only score, 1:1 none.
    let ran = run("2\n2 0 0\n1 1\n2 2\n2 1 1\n1 1\n2 2\n");
    let found = answers(&ran.out);
    let mut black = found[0].clone().expect("0:0 is answered");
    black.sort_unstable();
    assert_eq!(black, [(1, 2), (2, 1)]);
    assert_eq!(found[1], None);
}
