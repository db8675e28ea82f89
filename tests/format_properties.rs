//! Property tests of `robots fmt`: on files made of shipped lines and
//! pieces of lines, indented, spaced and joined at random, formatting is
//! idempotent and keeps what the file means (its compiled table, or the
//! codes and messages of its findings).

use crate::format::{meaning, shipped_files};
use crate::properties::{cases, config};
use crate::support::read;
use proptest::prelude::*;
use robots::format::format;
use std::sync::OnceLock;

/// Every line of every shipped file, and a few that do not parse.
fn pool() -> &'static Vec<String> {
    static POOL: OnceLock<Vec<String>> = OnceLock::new();
    POOL.get_or_init(|| {
        let mut lines: Vec<String> = shipped_files()
            .iter()
            .flat_map(|f| read(f).lines().map(str::to_string).collect::<Vec<_>>())
            .collect();
        for odd in [
            "player  walsk king",
            "\"unclosed # quote",
            "(",
            ":",
            "#",
            "x",
        ] {
            lines.push(odd.to_string());
        }
        lines
    })
}

/// A line from the pool with its blanks changed: `spaces` picks, blank
/// by blank, what it becomes.
fn respaced(line: &str, spaces: &[u8], indent: u8) -> String {
    const BLANKS: [&str; 4] = [" ", "  ", "\t", " \t "];
    let mut out = String::from(["", "  ", "\t", "    "][usize::from(indent % 4)]);
    let mut quoted = false;
    let mut n = 0;
    for c in line.trim_start().chars() {
        if c == '"' {
            quoted = !quoted;
        }
        if c == ' ' && !quoted {
            out.push_str(BLANKS[usize::from(spaces[n % spaces.len()] % 4)]);
            n += 1;
        } else {
            out.push(c);
        }
    }
    out
}

fn file() -> impl Strategy<Value = String> {
    let line = (
        0..pool().len(),
        prop::collection::vec(any::<u8>(), 1..8),
        any::<u8>(),
        0..4u8,
    );
    prop::collection::vec(line, 0..40).prop_map(|lines| {
        let mut text = String::new();
        for (i, spaces, indent, end) in lines {
            text.push_str(&respaced(&pool()[i], &spaces, indent));
            text.push_str(["\n", "\r\n", "\n\n", " \n"][usize::from(end)]);
        }
        text
    })
}

proptest! {
    #![proptest_config(config(cases()))]

    #[test]
    fn formatting_is_idempotent_and_keeps_the_meaning(text in file()) {
        let formatted = format(&text);
        prop_assert_eq!(format(&formatted), formatted.clone());
        prop_assert_eq!(meaning(&formatted), meaning(&text));
    }

    // Guards: "\r\t\t" (a line kept as written) formatted to "\r\n", which
    // read its `\r` as part of the line break and formatted to "".
    #[test]
    fn any_bytes_format_without_panicking(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        let formatted = format(&text);
        prop_assert_eq!(format(&formatted), formatted);
    }
}

/// A kept line ending in a carriage return before blanks formats once and
/// for all (it formatted to "\r\n", then to "").
#[test]
fn a_kept_line_with_a_carriage_return_formats_idempotently() {
    let once = robots::format::format("\r\t\t");
    assert_eq!(robots::format::format(&once), once);
}
