//! Property tests: whatever the text and wherever the cursor, every
//! answer of the server is given without a panic (a panic would end the
//! server, and with it every open editor's help).

use super::complete::complete;
use super::highlight::tokens_of;
use super::hover::hover;
use super::names::{declared, outline, parse};
use super::text::Lines;
use lsp_types::Position;
use proptest::prelude::*;

/// Pieces of rules files and of what breaks them.
fn piece() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "board",
        " ",
        "\t",
        "\n",
        "\r\n",
        "\r",
        ":",
        ",",
        "(",
        ")",
        "\"",
        "#",
        "x",
        "-1",
        "5",
        "rows",
        "columns",
        "player",
        "into",
        "walks",
        "king",
        "strategy:\n",
        "terrain:\n",
        "  F field\n",
        "é",
        "😀",
        "\u{0}",
        "\u{feff}",
        "minimize",
        "robots",
        "sides: a, b\n",
        "unit",
        "format janken-tactics\n",
    ])
}

fn text() -> impl Strategy<Value = String> {
    prop::collection::vec(piece(), 0..40).prop_map(|p| p.concat())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn any_text_any_position(text in text(), line in 0u32..6, character in 0u32..30) {
        let lines = Lines::new(&text);
        let offset = lines.offset(Position::new(line, character));
        prop_assert!(text.is_char_boundary(offset));
        let _ = hover(&text, offset);
        let _ = complete(&text, offset);
        let _ = tokens_of(&text);
        let parsed = parse(&text);
        let _ = declared(&parsed);
        let _ = outline(&text, &parsed);
        let _ = lines.word_at(offset);
    }
}
