//! Hostile bytes (control characters, a token past column 65,535) as
//! rules and scenarios: their diagnostics render as the binary renders them
//! without a panic or a control character on the terminal, and the binary
//! itself (`check -`, `run --jobs 2`) refuses them with a location.

use crate::properties::{NAME, cases, config};
use crate::support::robots_bytes;
use proptest::prelude::*;
use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::rules;
use robots::scenario::CaseReader;

/// Control bytes, line breaks and plain bytes, for inputs meant to reach a
/// terminal through a diagnostic.
fn hostile_bytes(len: usize) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(
        prop_oneof![
            3 => any::<u8>(),
            2 => prop::sample::select(vec![0x1b, 0x07, b'\r', b'\n', 0x08, 0x7f, 0x9b, b'[', b']']),
            3 => prop::sample::select(b"board 31 rows x columns player may stay 0123456789".to_vec()),
        ],
        0..len,
    )
}

/// `bytes` with `pad` spaces inserted at a fraction of its length, to put
/// what follows far along a line.
fn padded(bytes: &[u8], pad: usize, at: f64) -> Vec<u8> {
    let i = ((at * bytes.len() as f64) as usize).min(bytes.len());
    let mut out = bytes[..i].to_vec();
    out.extend(std::iter::repeat_n(b' ', pad));
    out.extend_from_slice(&bytes[i..]);
    out
}

/// Renders a diagnostic as the binary does, in every target, and checks
/// that nothing but line breaks and colour sequences is a control.
fn render_everywhere(diagnostic: &dyn miette::Diagnostic) {
    use robots::cli::render::{Target, render};
    for terminal in [false, true] {
        for color in [false, true] {
            let text = render(diagnostic, Target { terminal, color });
            crate::bounded::assert_terminal_safe(&text, "a rendered diagnostic");
        }
    }
}

/// The longest padding: past column 65,535, where an unbounded renderer
/// fails.
const FAR: usize = 80_000;

proptest! {
    #![proptest_config(config(cases()))]

    #[test]
    fn hostile_rules_render_safely_at_any_column(
        bytes in hostile_bytes(200),
        pad in prop_oneof![3 => Just(0usize), 1 => 0..FAR],
        at in 0.0..1.0f64,
    ) {
        let bytes = padded(&bytes, pad, at);
        let text = String::from_utf8_lossy(&bytes);
        if let Err(error) = rules::load(&Source::new(NAME, text.as_ref())) {
            render_everywhere(&error);
        }
        if let Err(error) = robots::diagnostics::text_of(NAME, bytes) {
            render_everywhere(&error);
        }
    }

    #[test]
    fn hostile_scenarios_render_safely(bytes in hostile_bytes(300), pad in 0..2000usize, at in 0.0..1.0f64) {
        let bytes = padded(&bytes, pad, at);
        let canonical = rules::canonical();
        let board = Engine::new(canonical.clone().table()).board();
        let mut reader = CaseReader::new(&bytes[..], "fuzz.in", board, canonical.clone().table().start);
        for _ in 0..bytes.len() + 1 {
            match reader.next_case() {
                Ok(Some(_)) => {}
                Ok(None) => break,
                Err(error) => {
                    render_everywhere(&error);
                    break;
                }
            }
        }
    }
}

proptest! {
    // Each case runs the binary twice: fewer cases.
    #![proptest_config(config((cases() / 8).max(8)))]

    #[test]
    fn the_binary_refuses_hostile_stdin_with_a_location(
        bytes in hostile_bytes(400),
        pad in prop_oneof![1 => Just(0usize), 1 => 0..FAR],
        at in 0.0..1.0f64,
    ) {
        let bytes = padded(&bytes, pad, at);
        for args in [&["check", "-"][..], &["run", "--jobs", "2"]] {
            let out = robots_bytes(args, &bytes);
            let err = String::from_utf8_lossy(&out.stderr);
            prop_assert!(matches!(out.status.code(), Some(0 | 1)), "{args:?}: {err}");
            prop_assert!(!err.contains("panicked"), "{args:?}: {err}");
            crate::bounded::assert_terminal_safe(&err, &format!("{args:?}"));
            if out.status.code() == Some(1) {
                prop_assert!(err.contains("<stdin>:"), "{args:?}: not located: {err}");
            }
        }
    }
}
