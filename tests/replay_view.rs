//! `robots replay` read in a real browser (headless Chromium, as in
//! `replay.rs`): a probe script added to the page reads its DOM and
//! layout at given moves and writes what it found into the page, which
//! Chromium dumps. What the page must show comes from the engine's log
//! (`robots run --format json --log`): the player's path, the robots'
//! steps, the cells a push touched; the address following the move shown;
//! nothing clipped at 1200 and 600 pixels; a hexagon board drawn as
//! hexagons.

use crate::replay::{browser, element, headless};
use crate::support::{robots, text};
use serde_json::Value;
use std::path::{Path, PathBuf};

/// A fresh directory for one test's files.
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("robots-replay-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The page of `case` of `input` under `rules`, with `probe` run after the
/// page's own script; the probe leaves its findings in `#probe` as JSON.
fn probed_page(rules: &str, input: &str, case: &str, probe: &str) -> String {
    let out = robots(
        &["replay", "--rules", rules, input, "--case", case, "-o", "-"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    let script = format!(
        "<script>\n(() => {{\nconst probe = {{}};\n{probe}\nconst pre = document.createElement(\"pre\");\npre.id = \"probe\";\npre.textContent = JSON.stringify(probe);\ndocument.body.appendChild(pre);\n}})();\n</script>\n</body>"
    );
    page.replacen("</body>", &script, 1)
}

/// Chromium's reading of `page` at `width` pixels: the probe's findings.
fn probe(chromium: &Path, dir: &Path, name: &str, page: &str, width: u32) -> Value {
    let file = dir.join(format!("{name}.html"));
    std::fs::write(&file, page).unwrap();
    let dom = headless(
        chromium,
        &dir.join(format!("profile-{name}")),
        &[
            format!("--window-size={width},900"),
            "--dump-dom".into(),
            format!("file://{}", file.display()),
        ],
    );
    let found = element(&dom, "probe")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    serde_json::from_str(&found).unwrap_or_else(|e| panic!("{e}: {found}"))
}

/// The engine's log of case `case` under `rules`: entry m - 1 is move m.
fn engine_log(rules: &str, input: &str, case: usize) -> Vec<Value> {
    let out = robots(
        &["run", "--rules", rules, "--format", "json", "--log", input],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let line = text(&out.stdout).lines().nth(case - 1).unwrap().to_string();
    let case: Value = serde_json::from_str(&line).unwrap();
    case["log"].as_array().unwrap().clone()
}

fn cell(v: &Value) -> String {
    format!("({},{})", v[0], v[1])
}

/// What the page draws at move `m`, read off its DOM by the probe.
const READ_MOVE: &str = r##"
const read = (m) => {
  show(m);
  const trail = document.getElementById("trail");
  return {
    caption: document.getElementById("caption").textContent,
    panel: document.getElementById("panel-title").textContent,
    move: document.getElementById("move").textContent,
    hash: location.hash,
    trail: trail && [trail.dataset.from, trail.dataset.to, trail.getAttribute("stroke-dasharray")],
    steps: [...document.querySelectorAll("#last-move .step")].map((s) => [s.dataset.from, s.dataset.to]),
    pushed: [...document.querySelectorAll("#last-move .pushed")].map((s) => s.dataset.cell),
  };
};
"##;

// Guards: the board and the panel describe the same move, which is drawn
// (the player's path, dashed for a teleport; an arrow a robot's step; the
// cells a push touched); the address follows the move shown (it stayed
// at the `#move=N` the page was opened with). The sample's case 3: move 5
// a walk, move 31 a push, move 58 a teleport (`scenarios/sample.out`:
// teleports at 30, 58 and 86).
#[test]
fn in_a_browser_the_last_move_is_drawn_and_the_address_follows_it() {
    let Some(chromium) = browser() else { return };
    let dir = scratch("moves");
    let rules = "rules/robots.rules";
    let probe_text = format!(
        "{READ_MOVE}\nprobe.moves = {{}};\nfor (const m of [5, 31, 58]) probe.moves[m] = read(m);\nprobe.frames = game.frames;\ndocument.getElementById(\"next\").click();\nprobe.after_next = [location.hash, document.getElementById(\"move\").textContent];"
    );
    let page = probed_page(rules, "scenarios/sample.in", "3", &probe_text);
    let found = probe(&chromium, &dir, "moves", &page, 1200);
    let log = engine_log(rules, "scenarios/sample.in", 3);
    for m in [5usize, 31, 58] {
        let seen = &found["moves"][m.to_string()];
        let entry = &log[m - 1];
        let (from, to) = (cell(&entry["from"]), cell(&entry["to"]));
        assert_eq!(seen["move"], format!("{m} of 114"));
        assert_eq!(seen["hash"], format!("#move={m}"), "the address follows");
        // The caption names the move the board shows, and the panel says
        // it explains that same move.
        let caption = seen["caption"].as_str().unwrap();
        assert!(
            caption.starts_with(&format!("After move {m} of 114: ")),
            "{caption}"
        );
        assert!(caption.contains(&to), "{caption}");
        assert!(
            seen["panel"]
                .as_str()
                .unwrap()
                .starts_with(&format!("Move {m}, the move drawn"))
        );
        // The player's path, from the cell before to the cell after.
        assert_eq!(seen["trail"][0], from.as_str(), "move {m}");
        assert_eq!(seen["trail"][1], to.as_str(), "move {m}");
        let teleport = entry["made"].as_str().unwrap().starts_with("teleport");
        assert_eq!(
            seen["trail"][2].is_string(),
            teleport,
            "move {m}: dashed iff a teleport"
        );
        // Each robot's step: from a robot's cell before the move to a
        // neighbouring cell (robots step king).
        let before: Vec<String> = found["frames"][m - 1]["robots"]
            .as_array()
            .unwrap()
            .iter()
            .map(cell)
            .collect();
        let steps = seen["steps"].as_array().unwrap();
        assert!(
            !steps.is_empty() || before.is_empty(),
            "move {m}: no robot drawn stepping"
        );
        for step in steps {
            assert!(
                before.contains(&step[0].as_str().unwrap().to_string()),
                "move {m}: {step}"
            );
        }
    }
    assert_eq!(found["moves"]["58"]["trail"][0], "(2,31)");
    // Move 31 pushes the debris on the cell the player walks into.
    let pushed = found["moves"]["31"]["pushed"].as_array().unwrap();
    assert!(pushed.len() >= 2, "{pushed:?}");
    assert_eq!(pushed[0], cell(&log[30]["to"]).as_str());
    assert!(found["moves"]["5"]["pushed"].as_array().unwrap().is_empty());
    // One move on from move 58: the address says 59.
    assert_eq!(found["after_next"][0], "#move=59");
    assert_eq!(found["after_next"][1], "59 of 114");
    let _ = std::fs::remove_dir_all(&dir);
}

/// What the probe measures of the layout: whatever sticks out of the
/// window or scrolls inside its box, and the explanation's font size.
const LAYOUT: &str = r##"
show(58);
const width = document.documentElement.clientWidth;
probe.page_scrolls = document.documentElement.scrollWidth - width;
probe.clipped = [...document.querySelectorAll("#board, #caption, .controls, #status, #explanation, #explanation pre, #explanation table")]
  .map((e) => ({ what: e.id || e.className || e.tagName, right: e.getBoundingClientRect().right, hidden: e.scrollWidth - e.clientWidth }))
  .filter((e) => e.right > width + 0.5 || e.hidden > 0);
probe.font = parseFloat(getComputedStyle(document.querySelector("#explanation td")).fontSize);
probe.board = document.getElementById("board").getBoundingClientRect().width;
"##;

// Guards: at 1200 and at 600 pixels nothing is clipped or scrolled out of
// sight (the verdict column was cut off inside a scroll box at 1200), the
// explanation is at least 12 px (it was 0.75em of monospace), the board
// at least 280 px wide. Move 58 of the sample's case 3 has the longest
// lines: verdicts of a push off the board.
#[test]
fn in_a_browser_the_page_is_readable_at_1200_and_600_pixels() {
    let Some(chromium) = browser() else { return };
    let dir = scratch("layout");
    let page = probed_page("rules/robots.rules", "scenarios/sample.in", "3", LAYOUT);
    for width in [1200, 600] {
        let found = probe(&chromium, &dir, &format!("w{width}"), &page, width);
        assert!(
            found["page_scrolls"].as_f64().unwrap() <= 0.0,
            "{width}: {found}"
        );
        assert_eq!(found["clipped"], serde_json::json!([]), "{width}: {found}");
        assert!(found["font"].as_f64().unwrap() >= 12.0, "{width}: {found}");
        assert!(
            found["board"].as_f64().unwrap() >= 280.0,
            "{width}: {found}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The hexagon cells the page draws: each one's name and vertices.
const HEX_CELLS: &str = r##"
show(3);
probe.cells = [...document.querySelectorAll("#board polygon.cell")].map((p) => [
  p.dataset.cell,
  p.getAttribute("points").trim().split(/\s+/).map((xy) => xy.split(",").map(Number)),
]);
probe.player = [...document.querySelectorAll("#board [data-glyph='@'], #board [data-glyph='X']")].map((p) => [p.tagName, p.dataset.cell]);
const trail = document.getElementById("trail");
probe.trail = [trail.dataset.from, trail.dataset.to];
"##;

// Guards: a hexagon board is drawn as hexagons (it was drawn as sheared
// squares): every cell of `board hexagon 8 cells a side` (3 x 8 x 7 + 1 =
// 169) is a six-cornered polygon whose corners are equally far from its
// centre, and the six neighbours of the centre cell (8,8) by the rules'
// `hex` steps (-1,0), (-1,1), (0,-1), (0,1), (1,-1), (1,0) are the cells
// drawn one cell-width from it, no other. The player after move 3 stands
// where the engine's log says, drawn as a hexagon.
#[test]
fn in_a_browser_a_hexagon_board_is_drawn_as_hexagons() {
    let Some(chromium) = browser() else { return };
    let dir = scratch("hexagon");
    let rules = "rules/variants/hex-robots.rules";
    let input = "tests/data/replay/hex-robots.in";
    let page = probed_page(rules, input, "1", HEX_CELLS);
    let found = probe(&chromium, &dir, "hexagon", &page, 1200);
    let cells = found["cells"].as_array().unwrap();
    assert_eq!(cells.len(), 169);
    let mut centres = std::collections::HashMap::new();
    for c in cells {
        let corners: Vec<(f64, f64)> = c[1]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p[0].as_f64().unwrap(), p[1].as_f64().unwrap()))
            .collect();
        assert_eq!(corners.len(), 6, "{c}");
        let (x, y) = corners
            .iter()
            .fold((0.0, 0.0), |(x, y), p| (x + p.0 / 6.0, y + p.1 / 6.0));
        let radii: Vec<f64> = corners.iter().map(|p| (p.0 - x).hypot(p.1 - y)).collect();
        assert!(
            radii.iter().all(|r| (r - radii[0]).abs() < 0.01),
            "{c}: {radii:?}"
        );
        centres.insert(c[0].as_str().unwrap().to_string(), (x, y));
    }
    let centre = centres["(8,8)"];
    let mut near: Vec<&String> = centres
        .iter()
        .filter(|(name, p)| {
            *name != "(8,8)" && ((p.0 - centre.0).hypot(p.1 - centre.1) - 1.0).abs() < 0.02
        })
        .map(|(name, _)| name)
        .collect();
    near.sort();
    assert_eq!(near, ["(7,8)", "(7,9)", "(8,7)", "(8,9)", "(9,7)", "(9,8)"]);
    let log = engine_log(rules, input, 1);
    assert_eq!(found["player"][0][0], "polygon");
    assert_eq!(found["player"][0][1], cell(&log[2]["to"]).as_str());
    assert_eq!(found["trail"][0], cell(&log[2]["from"]).as_str());
    let _ = std::fs::remove_dir_all(&dir);
}
