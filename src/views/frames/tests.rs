//! The views over frames on the made-up game of [`super::toy`], whose
//! moves, logs and results are stated there.

use super::toy::{Toy, cases};
use super::{diff, json, page};
use crate::views::style::Paint;
use serde_json::{Value, json};

#[test]
fn a_case_line_has_the_kind_the_result_the_moves_and_each_moves_log() {
    let played = json::play(&mut Toy, 1, &1, true).unwrap();
    let line = serde_json::to_value(json::CaseLine::new("map", 1, played)).unwrap();
    // Case 1: two moves, to (1,2) then (2,2); the start has no log.
    assert_eq!(
        line,
        json!({"kind": "map", "case": 1, "result": "Won after 2 moves.", "moves": 2,
               "log": [{"move": 1, "to": [1, 2]}, {"move": 2, "to": [2, 2]}]})
    );
    let played = json::play(&mut Toy, 3, &3, false).unwrap();
    let line = serde_json::to_value(json::CaseLine::new("map", 3, played)).unwrap();
    assert!(line.get("log").is_none(), "no log without --log: {line}");
    assert_eq!(line["result"], "Lost after 2 moves.");
}

/// The game data embedded in a page.
fn data(page: &str) -> Value {
    let start = page.find("id=\"game\">").unwrap() + "id=\"game\">".len();
    let end = start + page[start..].find("</script>").unwrap();
    serde_json::from_str(&page[start..end]).unwrap()
}

#[test]
fn a_page_holds_every_frame_with_its_cells_path_steps_and_notes() {
    let held = page::page(&mut Toy, "map", 2, &2, "Case 2 of toy.in").unwrap();
    assert_eq!((held.held, held.moves), (2, 2));
    // Nothing loaded from elsewhere: no script, style or image by address.
    for outside in [" src=", "<link", "@import", "url(http"] {
        assert!(!held.page.contains(outside), "{outside}");
    }
    assert!(!held.page.contains("__"), "every placeholder filled");
    let game = data(&held.page);
    assert_eq!(game["kind"], "map");
    assert_eq!(game["result"], "Won after 2 moves.");
    assert_eq!(game["hexagon"], false);
    assert_eq!(game["window"]["rows"], json!([1, 2]));
    assert_eq!(game["window"]["columns"], json!([1, 3]));
    let frames = game["frames"].as_array().unwrap();
    assert_eq!(frames.len(), 3, "the start and two moves");
    // Each frame: its marked cells in row order, each with its ink's
    // place in `inks`: the piece (the player's ink, filled in the
    // pursuit page's green) where it stands, the wall on (2,1).
    assert_eq!(frames[1]["cells"], json!([[1, 2, "@", 1], [2, 1, "#", 0]]));
    assert_eq!(frames[2]["cells"], json!([[2, 1, "#", 0], [2, 3, "@", 1]]));
    let player = crate::views::replay::color(crate::views::style::Ink::Player);
    assert_eq!(game["inks"][1], json!({"color": player, "filled": true}));
    assert_eq!(frames[1]["path"], json!([[1, 1], [1, 2]]));
    assert_eq!(frames[2]["steps"], json!([[[1, 2], [2, 3]]]));
    assert_eq!(frames[2]["touched"], json!([[1, 3]]));
    assert_eq!(frames[2]["notes"], json!(["Move 2: south"]));
    assert_eq!(game["legend"][0]["glyph"], "@");
}

#[test]
fn a_diff_reports_the_first_move_whose_log_differs_and_counts_as_a_pursuits_does() {
    let mut out = Vec::new();
    // B plays each case as A plays the next one.
    struct Shifted(Toy);
    impl crate::views::trace::Traced for Shifted {
        type Case = u32;
        fn legend(&self) -> Vec<(crate::views::board::Mark, &'static str)> {
            self.0.legend()
        }
        fn trace(
            &mut self,
            number: usize,
            case: &u32,
            moves: crate::views::trace::Moves,
            paint: Paint,
            show: &mut dyn FnMut(u32, crate::views::trace::Frame) -> miette::Result<()>,
        ) -> miette::Result<String> {
            // Case 1 is played as case 2 (the same result by another
            // second move), case 2 as case 3 (another result).
            self.0.trace(number, &(case + 1), moves, paint, show)
        }
    }
    let mut shifted = Shifted(Toy);
    diff::write(
        diff::Side {
            viewer: &mut Toy,
            name: "a.rules",
        },
        diff::Side {
            viewer: &mut shifted,
            name: "b.rules",
        },
        &mut cases(&[1, 2, 1]),
        false,
        Paint::new(false),
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    // Case 1 parts at move 2 but ends alike (not shown without --every);
    // case 2: A goes to (2,3) and wins, B plays case 3's moves (to (2,2))
    // and loses: they part at move 2 and the results differ; case 3 is
    // case 1 again, parting like it.
    assert_eq!(
        text,
        "case 2: the games part at move 2\n  a.rules  Move 2: south\n  b.rules  Move 2: south\n  ends: a.rules: Won after 2 moves.; b.rules: Lost after 2 moves.\n3 cases: 2 identical (2 of them by other moves), 1 differ\n"
    );
}
