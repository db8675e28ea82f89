//! Generated games: games Red won, whose contest question is answered and
//! whose records replay to the score the game had.

use super::support::{answers, questions, record, replayed, run, table};
use robots::crosses::generate::{Spec, games, write};

fn spec(records: bool) -> Spec {
    Spec {
        seed: 5,
        cases: 12,
        sides: (3, 9),
        records,
    }
}

#[test]
fn generated_games_are_won_by_red_and_replay_to_their_scores() {
    let played = games(&table(), &spec(true)).unwrap();
    assert_eq!(played.len(), 12);
    let mut text = Vec::new();
    write(&table(), &spec(true), &mut text).unwrap();
    let scores = replayed(&String::from_utf8(text).unwrap());
    for (game, score) in played.iter().zip(&scores) {
        assert!((3..=9).contains(&game.n));
        assert_eq!(game.moves.len(), game.n * game.n);
        assert_eq!([score.0, score.1], game.score[..]);
        assert!(score.0 > score.1, "Red won: {score:?}");
    }
}

#[test]
fn a_generated_question_is_answered_and_every_answer_replays() {
    let mut text = Vec::new();
    write(&table(), &spec(false), &mut text).unwrap();
    let input = String::from_utf8(text).unwrap();
    let ran = run(&input);
    assert!(ran.result.is_ok(), "{:?}", ran.result);
    let cases = questions(&input);
    assert_eq!(cases.len(), 12);
    for ((n, score, red), black) in cases.iter().zip(answers(&ran.out)) {
        let black = black.expect("a generated game has an answer");
        assert_eq!(replayed(&record(*n, red, &black)), [(score[0], score[1])]);
    }
}
