//! Every game's scenario reader on random bytes and on near-valid text
//! with random edits: each gives cases or a refusal naming the file, line
//! and column, renders safely, and never panics or hangs. Run longer with
//! `FUZZ_CASES`.

use crate::diagnostics::assert_located;
use crate::properties::cases;
use crate::tables::compiled;
use proptest::prelude::*;
use robots::rules::Game;

/// Bytes that matter to the three formats, and any others.
fn bytes(len: usize) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(
        prop_oneof![
            2 => any::<u8>(),
            4 => prop::sample::select(b" \n\n0123456789 :*abcxyzABCXYZ-record".to_vec()),
            1 => prop::sample::select(vec![0x1b, 0x07, b'\r', b'\t', 0x7f]),
        ],
        0..len,
    )
}

/// Applies random byte edits to a valid input.
fn edited(base: &[u8], edits: &[(f64, u8, bool)]) -> Vec<u8> {
    let mut out = base.to_vec();
    for &(at, byte, insert) in edits {
        let i = ((at * out.len() as f64) as usize).min(out.len());
        if insert || i == out.len() {
            out.insert(i, byte);
        } else {
            out[i] = byte;
        }
    }
    out
}

/// Reads every case of `input` with `game`'s reader; a refusal must be
/// located in `fuzz.in` and render safely.
fn read_all(game: &Game, input: &[u8]) {
    let mut out = Vec::new();
    let options = robots::run::Options::new(1, false);
    let result: Result<(), Box<dyn miette::Diagnostic + Send + Sync>> = match game {
        Game::Model(m) if m.question == robots::model::Question::Validate => {
            let t = &robots::tactics::rules::Rules::of(m).expect("a tactics game");
            let mut reader = robots::scenario::tactics::Reader::new(input, "fuzz.in", t);
            robots::tactics::run(t, &mut reader, &mut out, options).map_err(|e| Box::new(e) as _)
        }
        Game::Model(m) if m.question == robots::model::Question::Assign => {
            let t = &robots::race::rules::Rules::of(m).expect("a race");
            let mut reader = robots::scenario::race::Reader::new(input, "fuzz.in", t);
            robots::race::run(t, &mut reader, &mut out, options).map_err(|e| Box::new(e) as _)
        }
        Game::Model(t) if t.question != robots::model::Question::Play => {
            let notes: robots::crosses::contest::Notes =
                std::sync::Arc::new(std::sync::Mutex::new(std::io::sink()));
            robots::crosses::run(t, input, "fuzz.in", &mut out, notes, options)
                .map_err(|e| Box::new(e) as _)
        }
        Game::Model(m) => {
            let mut reader = robots::scenario::map::MapReader::new(input, "fuzz.in", m);
            robots::run::map::run(m, &mut reader, &mut out, options).map_err(|e| Box::new(e) as _)
        }
        Game::Robots(..) => unreachable!("the Robots reader has its own properties"),
    };
    if let Err(error) = result {
        assert_located(&error.to_string(), "fuzz.in");
        use robots::cli::render::{Target, render};
        let text = render(
            &*error,
            Target {
                terminal: true,
                color: false,
            },
        );
        crate::bounded::assert_terminal_safe(&text, "a game's scenario diagnostic");
    }
}

fn games() -> [Game; 3] {
    [
        compiled("janken-tactics", &[]),
        compiled("robot-race", &[]),
        compiled("crosses", &[]),
    ]
}

/// A small valid input of each game, to edit.
const VALID: [&str; 3] = [
    "1\n    U U U W W\n   U F F F F W\n  W F H H H F W\n W F H F F H F W\nW F H F F F F F W\n W F H F F H H H\n  W F H M M M M\n   W F F F F F\n    W W W W W\n1 1\nG E5\nM D5\n2\nE5 E9\nD5 F8\n",
    "2\nb Cx\na D \n3\na:CD\nb:DC\nx:C\n",
    "1\n3 2 1\n1 1\n2 3\n2 2\n3 3\n1 2\n",
];

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_bytes_as_any_games_input_are_read_or_refused_at_a_place(
        input in bytes(300),
        which in 0usize..3,
    ) {
        read_all(&games()[which], &input);
    }

    #[test]
    fn edited_valid_inputs_are_read_or_refused_at_a_place(
        edits in prop::collection::vec((0.0..1.0f64, prop::sample::select(b" \n09AzR:*-x".to_vec()), any::<bool>()), 1..6),
        which in 0usize..3,
    ) {
        read_all(&games()[which], &edited(VALID[which].as_bytes(), &edits));
    }
}

/// The shipped rules files, to edit.
const RULES: [&str; 4] = ["robots", "janken-tactics", "robot-race", "crosses"];

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Any shipped rules file with random byte edits is accepted, or
    /// refused with every error located and every label inside the text;
    /// an accepted tactics, race or placement game reads its valid input.
    #[test]
    fn edited_rules_of_every_game_are_accepted_or_refused_at_a_place(
        edits in prop::collection::vec((0.0..1.0f64, prop::sample::select(b" \n:,()#\"-x0123456789aAzZ".to_vec()), any::<bool>()), 1..6),
        which in 0usize..4,
    ) {
        let (_, text) = robots::rules::shipped(RULES[which]).unwrap();
        let bytes = edited(text.as_bytes(), &edits);
        let text = String::from_utf8_lossy(&bytes);
        let source = robots::diagnostics::Source::new("fuzz.rules", text.as_ref());
        match robots::rules::load(&source) {
            Ok(compiled) => {
                // Still the same kind of game: it reads its valid input.
                use robots::rules::Kind;
                let same = matches!(
                    (which, compiled.game.kind()),
                    (1, Kind::Tactics) | (2, Kind::Race) | (3, Kind::Crosses)
                );
                if same {
                    read_all(&compiled.game, VALID[which - 1].as_bytes());
                }
            }
            Err(error) => {
                assert_located(&error.to_string(), "fuzz.rules");
                crate::diagnostics::assert_spans_inside(&error, text.len());
                for finding in &error.errors {
                    assert_located(&finding.to_string(), "fuzz.rules");
                }
            }
        }
    }
}
