//! `robots replay` of games that are not pursuits, read in headless
//! Chromium as `replay_view.rs` reads a pursuit's: a probe script added
//! to the page shows it at given moves and writes what the page then
//! shows (the caption, the move's notes, the cells drawn with their
//! glyphs, the path, the steps, the touched cells, the address) into the
//! page, which Chromium dumps. What each page must show is reasoned from
//! the game's statement beside each test.

use crate::replay::{browser, element, headless};
use crate::support::{robots, text};
use serde_json::Value;
use std::path::Path;

/// What the page shows at each move of `moves`, opened at `#move=N`
/// where `open` is N, read off its DOM.
const READ: &str = r##"
const read = (m) => {
  show(game.frames.findIndex((f) => f.move === m));
  const path = document.getElementById("path");
  return {
    caption: document.getElementById("caption").textContent,
    move: document.getElementById("move").textContent,
    hash: location.hash,
    notes: document.getElementById("notes").textContent,
    cells: Object.fromEntries([...document.querySelectorAll("#board .mark")].map((e) => [e.dataset.cell, e.dataset.glyph])),
    colors: Object.fromEntries([...document.querySelectorAll("#board .mark")].map((e) => [e.dataset.cell, e.dataset.color])),
    hexagons: document.querySelectorAll("#board polygon.cell").length,
    path: path && path.dataset.cells,
    steps: [...document.querySelectorAll("#last-move .step")].map((s) => [s.dataset.from, s.dataset.to]),
    touched: [...document.querySelectorAll("#last-move .touched")].map((s) => s.dataset.cell),
  };
};
probe.opened = [document.getElementById("move").textContent, location.hash];
probe.moves = {};
for (const m of MOVES) probe.moves[m] = read(m);
"##;

/// The page of case `case` of `input` under `rules`, opened at move
/// `open` in headless Chromium, read at each of `moves`.
fn shown(
    tag: &str,
    rules: &str,
    input: &str,
    case: usize,
    open: u32,
    moves: &[u32],
) -> Option<Value> {
    let chromium = browser()?;
    let out = robots(
        &[
            "replay",
            "--rules",
            rules,
            input,
            "--case",
            &case.to_string(),
            "-o",
            "-",
        ],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    let list: Vec<String> = moves.iter().map(u32::to_string).collect();
    let probe = format!(
        "<script>\n(() => {{\nconst probe = {{}};\nconst MOVES = [{}];\n{READ}\nconst pre = document.createElement(\"pre\");\npre.id = \"probe\";\npre.textContent = JSON.stringify(probe);\ndocument.body.appendChild(pre);\n}})();\n</script>\n</body>",
        list.join(", ")
    );
    let page = page.replacen("</body>", &probe, 1);
    let dir = std::env::temp_dir().join(format!("robots-replay-kind-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let found = read_page(&chromium, &dir, &page, open);
    let _ = std::fs::remove_dir_all(&dir);
    Some(found)
}

fn read_page(chromium: &Path, dir: &Path, page: &str, open: u32) -> Value {
    let file = dir.join("page.html");
    std::fs::write(&file, page).unwrap();
    let dom = headless(
        chromium,
        &dir.join("profile"),
        &[
            "--window-size=1200,900".into(),
            "--dump-dom".into(),
            format!("file://{}#move={open}", file.display()),
        ],
    );
    let found = element(&dom, "probe")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    serde_json::from_str(&found).unwrap_or_else(|e| panic!("{e}: {found}"))
}

// Guards: a Janken Tactics game is drawn on a hexagon of 61 hexagonal
// cells (5 a side: 3 * 5 * 4 + 1), opens at the `#move=N` of its
// address, and at move 1 shows the guardian's cheapest path. The sample
// (`tests/data/janken-tactics/sample.in`, the statement's example) moves
// the first side's guardian E5 -> E9: along row E (row 5) the cells E6,
// E7, E8 are fields (1 point each) and E9 woods (2), 5 of its 10 points,
// so the path is (5,5) (5,6) (5,7) (5,8) (5,9) and the guardian `G`
// stands on (5,9) after it. Move 2, the mage D5 -> F8, is refused: F8 is
// held by the second side's guardian.
#[test]
fn in_a_browser_a_janken_move_shows_its_cheapest_path_on_hexagons() {
    let Some(found) = shown(
        "janken",
        "janken-tactics",
        "tests/data/janken-tactics/sample.in",
        1,
        1,
        &[1, 2],
    ) else {
        return;
    };
    assert_eq!(found["opened"][0], "1 of 2", "opened at #move=1");
    let one = &found["moves"]["1"];
    assert_eq!(one["hexagons"], 61);
    assert_eq!(one["path"], "(5,5) (5,6) (5,7) (5,8) (5,9)");
    assert_eq!(one["cells"]["(5,9)"], "G");
    assert_ne!(one["cells"]["(5,5)"], "G", "the guardian left E5");
    let notes = one["notes"].as_str().unwrap();
    assert!(notes.contains("E5 -> E9: Successful"), "{notes}");
    assert!(notes.contains("cost 5 of 10 points"), "{notes}");
    assert_eq!(one["hash"], "#move=1");
    let two = &found["moves"]["2"];
    assert_eq!(two["move"], "2 of 2");
    let notes = two["notes"].as_str().unwrap();
    assert!(notes.contains("D5 -> F8: Unsuccessful"), "{notes}");
    assert!(
        notes.contains("occupied by the guardian (second)"),
        "{notes}"
    );
    // The refused move moved nobody: the guardian is still on E9.
    assert_eq!(two["cells"]["(5,9)"], "G");
}

// Guards: a Sokoban push drawn on the page. Case 1 of
// `tests/data/map-games/sokoban.in`: the player starts on the goal
// (3,2); moves 1 to 9 walk N S S S N N S S N, ending on (4,2) beside
// the box on (4,3); move 10, E, walks to (4,3) and pushes the box onto
// the goal (4,4), where it is a box on a goal `*`; every box is then on
// a goal ((2,5) and (5,5) started there): won after 10 moves.
#[test]
fn in_a_browser_a_sokoban_push_shows_the_box_moved_onto_its_goal() {
    let Some(found) = shown(
        "sokoban",
        "sokoban",
        "tests/data/map-games/sokoban.in",
        1,
        10,
        &[9, 10],
    ) else {
        return;
    };
    assert_eq!(found["opened"][0], "10 of 10", "opened at #move=10");
    let nine = &found["moves"]["9"];
    assert_eq!(nine["cells"]["(4,2)"], "@");
    assert_eq!(nine["cells"]["(4,3)"], "$");
    let ten = &found["moves"]["10"];
    assert_eq!(ten["hexagons"], 0, "a rectangle's cells are squares");
    assert_eq!(ten["cells"]["(4,3)"], "@");
    assert_eq!(ten["cells"]["(4,4)"], "*");
    assert_eq!(ten["path"], "(4,2) (4,3)");
    assert_eq!(ten["steps"], serde_json::json!([["(4,3)", "(4,4)"]]));
    let notes = ten["notes"].as_str().unwrap();
    assert!(notes.contains("push box from (4,3) to (4,4)"), "{notes}");
    assert_eq!(ten["hash"], "#move=10");
}

// Guards: a pursuit on a hexagon map (`rules/variants/hex-map-robots.rules`)
// drawn as hexagons: a hexagon of 2 cells a side has 7 cells. The case is
// case 1 of `hex_map_robots_keep_off_mountains_and_water`
// (tests/map_hex.rs, reasoned there): mountains on (2,1) and (2,2) keep
// the robot on (3,1) from stepping NE or NW, so it steps E to (3,2); the
// player stays on (1,2); the robot's old cell shows its field `F`.
#[test]
fn in_a_browser_a_hexagon_robots_game_shows_the_robots_step_on_hexagons() {
    let Some(found) = shown(
        "hex-robots",
        "rules/variants/hex-map-robots.rules",
        "tests/data/replay/hex-map-robots.in",
        1,
        0,
        &[0, 1],
    ) else {
        return;
    };
    assert_eq!(found["opened"][0], "0 of 1", "opened at the start");
    let start = &found["moves"]["0"];
    assert_eq!(start["hexagons"], 7);
    assert_eq!(start["cells"]["(3,1)"], "R");
    assert_eq!(start["cells"]["(2,1)"], "M");
    let one = &found["moves"]["1"];
    assert_eq!(one["steps"], serde_json::json!([["(3,1)", "(3,2)"]]));
    assert_eq!(one["cells"]["(3,2)"], "R");
    assert_eq!(one["cells"]["(3,1)"], "F");
    assert_eq!(one["cells"]["(1,2)"], "@");
    assert!(
        one["notes"].as_str().unwrap().contains("stay"),
        "{}",
        one["notes"]
    );
    // The player's ink is the pursuit page's green, the robot's its red.
    assert_eq!(one["colors"]["(1,2)"], "#23922f");
    assert_eq!(one["colors"]["(3,2)"], "#cc2a2a");
}

// Guards: a race drawn on the page. Case 1 of
// `tests/data/robot-race/examples.in` (the statement's first example):
// robot a on (2,1), robot b on (1,1), token C on (1,3), token D on
// (2,3); a prefers C, b prefers D, each token worth $100. Moving forward
// and turning take a second each: a faces N, goes forward to (1,1),
// turns clockwise and goes forward twice to C, 4 seconds; b reaches D
// the same way. Each wins the token it prefers: `a 100`, `b 100`.
#[test]
fn in_a_browser_a_race_shows_each_robots_walk_to_its_token() {
    let Some(found) = shown(
        "race",
        "robot-race",
        "tests/data/robot-race/examples.in",
        1,
        2,
        &[0, 2],
    ) else {
        return;
    };
    assert_eq!(found["opened"][0], "2 of 3", "opened at #move=2");
    let start = &found["moves"]["0"];
    assert_eq!(start["cells"]["(2,1)"], "a");
    assert_eq!(start["cells"]["(1,3)"], "C");
    let two = &found["moves"]["2"];
    assert_eq!(two["path"], "(2,1) (1,1) (1,2) (1,3)");
    let notes = two["notes"].as_str().unwrap();
    assert!(
        notes.contains("collects C after 4 seconds: $100"),
        "{notes}"
    );
}
