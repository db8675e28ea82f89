//! [`super::drive`] on the made-up game of `crate::views::frames::toy`,
//! whose moves, logs and results are stated there.

use super::{Request, drive};
use crate::run::CaseRange;
use crate::views::frames::toy::{Toy, cases};
use crate::views::style::Paint;
use serde_json::{Value, json};

fn driven(list: &[u32], request: Request<'_>) -> String {
    let mut out = Vec::new();
    drive(
        &mut Toy,
        &mut cases(list),
        request,
        Paint::new(false),
        &mut out,
    )
    .unwrap();
    String::from_utf8(out).unwrap()
}

fn run(
    only: Option<CaseRange>,
    json: bool,
    log: bool,
    each: bool,
    summary: bool,
) -> Request<'static> {
    Request::Run {
        kind: "map",
        only,
        json,
        log,
        cases: each,
        summary,
    }
}

#[test]
fn json_lines_and_the_summary_count_the_cases_asked_for() {
    // Cases 2 and 3 of three: case 2 wins, case 3 loses, two moves each.
    let text = driven(
        &[1, 2, 3],
        run(Some("2..3".parse().unwrap()), true, true, true, true),
    );
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0]["case"], 2);
    assert_eq!(lines[0]["log"][1], json!({"move": 2, "to": [2, 3]}));
    assert_eq!(lines[1]["result"], "Lost after 2 moves.");
    assert_eq!(
        lines[2],
        json!({"summary": {"kind": "map", "games": 2, "moves": 4,
               "results": {"Won after N moves.": 1, "Lost after N moves.": 1}}})
    );
}

#[test]
fn the_text_summary_follows_the_cases_and_stands_alone_under_summary_only() {
    let text = driven(&[1, 3], run(None, false, false, true, true));
    assert!(
        text.starts_with("Case 1:\nWon after 2 moves.\nCase 2:\nLost after 2 moves.\n\nSummary of 2 games (format map):\n"),
        "{text}"
    );
    let only = driven(&[1, 3], run(None, false, false, false, true));
    assert!(only.starts_with("Summary of 2 games"), "{only}");
    assert!(only.contains("  moves  "), "{only}");
}

#[test]
fn a_case_the_input_lacks_is_refused_with_how_many_it_has() {
    let mut out = Vec::new();
    let why = drive(
        &mut Toy,
        &mut cases(&[1, 2]),
        run(Some(CaseRange::one(5)), true, false, true, false),
        Paint::new(false),
        &mut out,
    )
    .unwrap_err();
    assert_eq!(why.to_string(), "there is no case 5: the input has 2");
}

#[test]
fn a_replay_is_the_page_of_the_case_asked_for() {
    let page = driven(
        &[1, 2],
        Request::Replay {
            kind: "map",
            case: 2,
            title: "Case 2 of toy.in",
        },
    );
    assert!(page.starts_with("<!DOCTYPE html>"));
    assert!(page.contains("<title>Case 2 of toy.in</title>"));
    // Case 2's second move ends on (2,3).
    assert!(page.contains("[2,3,\"@\",1]"), "case 2's frames");
}
