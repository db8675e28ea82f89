//! Untrusted input never panics: random bytes and random edits of the
//! canonical rules give either a game or a located refusal, and random
//! bytes as a scenario give either cases or a located refusal. Rules edits
//! that are accepted play a short game without panicking (hostile bytes
//! through the renderer and the binary: `hostile.rs`). `FUZZ_CASES=5000`
//! searches longer.

use crate::diagnostics::{assert_located, assert_spans_inside};
use proptest::prelude::*;
use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::rules::{self, CANONICAL, Compiled};
use robots::scenario::CaseReader;

mod words;

use words::{apply_words, word_edit};

pub const NAME: &str = "fuzz.rules";

/// Loads `text` as a rules file; a refusal must be located and its spans
/// must lie inside the text.
fn load_checked(text: &str) -> Option<Compiled> {
    match rules::load(&Source::new(NAME, text)) {
        Ok(compiled) => {
            for warning in &compiled.warnings {
                assert_located(&warning.to_string(), NAME);
                assert_spans_inside(warning, text.len());
            }
            Some(compiled)
        }
        Err(error) => {
            assert_located(&error.to_string(), NAME);
            assert_spans_inside(&error, text.len());
            {
                let failed = &error;
                assert!(!failed.errors.is_empty(), "refused without an error");
                for finding in &failed.errors {
                    assert_located(&finding.to_string(), NAME);
                    let span = finding.span();
                    assert!(span.start <= span.end && span.end <= text.len());
                }
            }
            None
        }
    }
}

/// One character-level edit at a position given as a fraction of the text.
#[derive(Debug, Clone, Copy)]
enum Edit {
    Delete(f64),
    Insert(f64, char),
    Swap(f64),
    Truncate(f64),
}

/// Characters that matter to the grammar, and a few that do not belong.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select(vec![
            ' ', '\n', '\r', '\t', ':', ',', '(', ')', '-', '#', '"', '0', '1', '9', 'x', 'N', 'a',
            'é', '\u{feff}', '\0', ';', '_',
        ]),
        any::<char>(),
    ]
}

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        4 => at.clone().prop_map(Edit::Delete),
        4 => (at.clone(), interesting_char()).prop_map(|(p, c)| Edit::Insert(p, c)),
        3 => at.clone().prop_map(Edit::Swap),
        1 => at.prop_map(Edit::Truncate),
    ]
}

/// Applies edits to the text's characters.
fn apply(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    let index = |p: f64, len: usize| ((p * len as f64) as usize).min(len.saturating_sub(1));
    for edit in edits {
        let len = chars.len();
        match *edit {
            Edit::Delete(p) if len > 0 => {
                chars.remove(index(p, len));
            }
            Edit::Insert(p, c) => chars.insert(index(p, len + 1), c),
            Edit::Swap(p) if len > 1 => {
                let i = index(p, len - 1);
                chars.swap(i, i + 1);
            }
            Edit::Truncate(p) => chars.truncate(index(p, len + 1)),
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// Plays two short games on an accepted table: robots spread over the
/// board, a teleport list, and no robot on the start.
fn play_a_little(compiled: Compiled, seed: u64) {
    let mut engine = match compiled.game {
        robots::rules::Game::Robots(t, _) => Engine::new(t),
        _ => return,
    };
    let board = engine.board();
    let start = engine.table().start;
    let cell = |k: u64| {
        let r = (k % board.rows as u64) as i32 + 1;
        let c = ((k / 7) % board.columns as u64) as i32 + 1;
        (r, c)
    };
    let mut robots = Vec::new();
    for k in 0..6u64 {
        let at = cell(seed.wrapping_mul(31).wrapping_add(k * 97));
        if at != start && !robots.contains(&at) {
            robots.push(at);
        }
    }
    let teleports: Vec<_> = (0..3u64).map(|k| cell(seed ^ (k * 13 + 5))).collect();
    let _ = engine.play(&robots, &teleports);
    let _ = engine.play(&robots[..robots.len().min(1)], &[]);
}

/// 200 cases a property, or `FUZZ_CASES` for a longer search.
pub fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200)
}

/// The settings of the property tests: `cases` cases a property, and no
/// files of failures written into the tree.
pub fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(cases()))]

    #[test]
    fn random_bytes_as_rules_are_refused_with_a_location(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        load_checked(&text);
    }

    #[test]
    fn edited_canonical_rules_never_panic(edits in prop::collection::vec(edit(), 1..6)) {
        let text = apply(CANONICAL, &edits);
        load_checked(&text);
    }

    #[test]
    fn word_edits_that_are_accepted_play_without_panicking(
        edits in prop::collection::vec(word_edit(), 1..5),
        seed in any::<u64>(),
    ) {
        let text = apply_words(&edits);
        if let Some(compiled) = load_checked(&text) {
            play_a_little(compiled, seed);
        }
    }

    #[test]
    fn random_bytes_as_a_scenario_give_cases_or_a_located_refusal(
        bytes in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        read_scenario(&bytes);
    }

    #[test]
    fn random_number_lines_as_a_scenario_give_cases_or_a_located_refusal(
        lines in prop::collection::vec(
            prop_oneof![
                8 => (-2i64..35, -2i64..35).prop_map(|(a, b)| format!("{a} {b}")),
                1 => Just(String::new()),
                1 => "[0-9 x\t-]{0,8}",
            ],
            0..20,
        ),
    ) {
        read_scenario(lines.join("\n").as_bytes());
    }
}

fn read_scenario(bytes: &[u8]) {
    let canonical = rules::canonical();
    let board = Engine::new(canonical.clone().table()).board();
    let mut reader = CaseReader::new(bytes, "fuzz.in", board, canonical.clone().table().start);
    let longest = bytes.split(|&b| b == b'\n').map(<[u8]>::len).max();
    for _ in 0..bytes.len() + 1 {
        match reader.next_case() {
            Ok(Some(case)) => {
                for cell in case.robots.iter().chain(&case.teleports) {
                    assert!(board.contains(*cell));
                }
                assert!(!case.robots.contains(&canonical.clone().table().start));
            }
            Ok(None) => return,
            Err(error) => {
                assert_located(&error.to_string(), "fuzz.in");
                // The shown line may hold replacement characters, 3 bytes
                // for each bad byte.
                assert_spans_inside(&error, 3 * longest.unwrap_or(0));
                return;
            }
        }
    }
    panic!("the reader neither ended nor refused");
}
