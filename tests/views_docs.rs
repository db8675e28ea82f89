//! The README's excerpts of the views are what the views print (the
//! values themselves are reasoned in `views.rs`), and the language
//! reference links to them.

use crate::support::{read, robots, text};

/// The code block of `doc` that follows the line holding `after`.
fn block_after(doc: &str, after: &str) -> Vec<String> {
    let rest = &doc[doc.find(after).unwrap_or_else(|| panic!("no `{after}`"))..];
    let open = rest.find("```\n").unwrap() + 4;
    let close = rest[open..].find("```").unwrap();
    rest[open..open + close]
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_shows_a_trace_excerpt_and_an_explain_table_as_printed() {
    let readme = read("README.md");
    let explained = robots(
        &[
            "explain",
            "scenarios/sample.in",
            "--case",
            "1",
            "--move",
            "1",
        ],
        "",
    );
    let explained: Vec<String> = text(&explained.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    assert_eq!(
        block_after(
            &readme,
            "robots explain scenarios/sample.in --case 1 --move 1"
        ),
        explained
    );
    let trace = robots(
        &[
            "run",
            "--trace",
            "--case",
            "1",
            "--moves",
            "2",
            "scenarios/sample.in",
        ],
        "",
    );
    let trace = text(&trace.stdout);
    let mut lines = trace.lines();
    // Each line of the excerpt but the cuts comes in the trace, in order.
    for line in block_after(&readme, "robots run --trace --case 1 --moves 2") {
        if line != "..." {
            assert!(lines.any(|l| l == line), "not in the trace: {line}");
        }
    }
    let reference = read("docs/rules-language.md");
    assert!(reference.contains("(views.md)"));
    assert!(reference.contains("README.md#seeing-why-trace-explain-diff-summary-json-replay"));
    assert!(readme.contains("\n## Seeing why: trace, explain, diff, summary, JSON, replay\n"));
}
