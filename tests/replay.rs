//! `robots replay`: the page is one self-contained file, and in a real
//! headless browser it shows, at a given move, what the engine's log
//! (`robots run --format json --log`) says: the player's cell, the robots
//! left and the debris; its screenshot is not blank.
//!
//! The browser is Chromium (`CHROMIUM`, or `chromium` on the PATH; CI
//! installs Debian's package). Outside CI a machine without it skips the
//! browser test with a message; in CI (`CI` set) its absence fails.

use crate::support::{robots, text};
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The sample's case 3: 114 moves, three teleports, a loss.
const CASE: &str = "3";

fn page() -> String {
    let out = robots(
        &["replay", "scenarios/sample.in", "--case", CASE, "-o", "-"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

/// The engine's log of the case: move m is entry m - 1.
fn engine_log() -> Vec<Value> {
    let out = robots(
        &["run", "--format", "json", "--log", "scenarios/sample.in"],
        "",
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let line = stdout
        .lines()
        .nth(CASE.parse::<usize>().unwrap() - 1)
        .unwrap();
    let case: Value = serde_json::from_str(line).unwrap();
    case["log"].as_array().unwrap().clone()
}

/// What the page should show at move `m`: (player, robots left, debris).
fn expected(log: &[Value], m: usize) -> (String, u64, u64) {
    if m == 0 {
        // The start: (15,15), the case's 3 robots, no debris.
        return ("(15,15)".to_string(), 3, 0);
    }
    let entry = &log[m - 1];
    let to = &entry["to"];
    (
        format!("({},{})", to[0], to[1]),
        entry["robots"].as_u64().unwrap(),
        entry["debris"].as_u64().unwrap(),
    )
}

#[test]
fn the_page_is_self_contained_and_holds_every_position_of_the_game() {
    let html = page();
    for outside in [
        "<link",
        " src=",
        "@import",
        "url(http",
        "https://",
        "fetch(",
        "XMLHttpRequest",
    ] {
        assert!(
            !html.contains(outside),
            "the page reaches outside: {outside}"
        );
    }
    // The only address is the SVG namespace, which is a name, not a fetch.
    assert_eq!(
        html.matches("http://").count(),
        html.matches("http://www.w3.org/2000/svg").count()
    );
    let start = html
        .find(r#"<script type="application/json" id="game">"#)
        .unwrap();
    let data = &html[start..];
    let data = &data[data.find('>').unwrap() + 1..data.find("</script>").unwrap()];
    let game: Value = serde_json::from_str(data).unwrap();
    let log = engine_log();
    let frames = game["frames"].as_array().unwrap();
    // The sample output: lost after 114 moves.
    assert_eq!(frames.len(), 115);
    assert_eq!(log.len(), 114);
    for m in [0, 30, 58, 114] {
        let frame = &frames[m];
        let (player, robots, debris) = expected(&log, m);
        assert_eq!(
            format!("({},{})", frame["player"][0], frame["player"][1]),
            player
        );
        assert_eq!(frame["robots"].as_array().unwrap().len() as u64, robots);
        assert_eq!(frame["debris"].as_array().unwrap().len() as u64, debris);
    }
    assert!(
        game["explanations"][30]
            .as_str()
            .unwrap()
            .contains("entry 2 taken")
    );
}

/// Chromium, if this machine has it.
pub(crate) fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|dir| ["chromium", "chromium-browser"].map(|name| dir.join(name)))
        .find(|p| p.is_file())
}

/// Chromium, or a skip outside CI, where the replay must be tested in a
/// browser.
pub(crate) fn browser() -> Option<PathBuf> {
    let found = chromium();
    if found.is_none() {
        let ci = std::env::var_os("CI").is_some_and(|v| !v.is_empty());
        assert!(!ci, "CI must test the replay in a browser");
        eprintln!("skipped: no chromium on this machine");
    }
    found
}

/// Runs headless Chromium with `args` and a fresh profile, at most a
/// minute; its standard output.
pub(crate) fn headless(chromium: &Path, profile: &Path, args: &[String]) -> String {
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    // Read as it comes: a page's DOM fills a pipe long before the end.
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut stdout, &mut bytes).map(|_| bytes)
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("chromium did not finish within a minute: {args:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    text(&reader.join().unwrap().unwrap())
}

/// The text of the element with `id` in a dumped DOM.
pub(crate) fn element(dom: &str, id: &str) -> String {
    let at = dom
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id}"));
    let rest = &dom[at..];
    let open = rest.find('>').unwrap() + 1;
    let close = rest[open..].find('<').unwrap();
    rest[open..open + close].to_string()
}

#[test]
fn in_a_browser_the_page_shows_the_engines_position_at_a_given_move() {
    let Some(chromium) = chromium() else {
        let ci = std::env::var_os("CI").is_some_and(|v| !v.is_empty());
        assert!(
            !ci,
            "CI must test the replay in a browser: install Debian's `chromium` (.ci/run does)"
        );
        eprintln!(
            "skipped: no chromium on this machine (set CHROMIUM, or install Debian's `chromium`)"
        );
        return;
    };
    let dir = std::env::temp_dir().join(format!("robots-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.html");
    std::fs::write(&file, page()).unwrap();
    let log = engine_log();
    let url = |m: usize| format!("file://{}#move={m}", file.display());
    for m in [0, 30, 58, 114] {
        let dom = headless(
            &chromium,
            &dir.join(format!("profile-{m}")),
            &["--dump-dom".into(), url(m)],
        );
        let (player, robots, debris) = expected(&log, m);
        assert_eq!(element(&dom, "move"), format!("{m} of 114"), "move {m}");
        assert_eq!(element(&dom, "player"), player, "move {m}");
        assert_eq!(element(&dom, "robots"), robots.to_string(), "move {m}");
        assert_eq!(element(&dom, "debris"), debris.to_string(), "move {m}");
    }
    let shot = dir.join("move-58.png");
    headless(
        &chromium,
        &dir.join("profile-shot"),
        &[
            "--window-size=1200,900".into(),
            format!("--screenshot={}", shot.display()),
            url(58),
        ],
    );
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&shot).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    let step = info.color_type.samples();
    let colours: std::collections::HashSet<&[u8]> = pixels[..info.buffer_size()]
        .chunks(step)
        .map(|p| &p[..3])
        .collect();
    // A blank page has one colour; this one has the board's lines, text
    // and the glyphs: the player's green and the robot's red among them.
    assert!(colours.len() > 16, "{} colours", colours.len());
    assert!(
        colours.contains(&[0x23, 0x92, 0x2f][..]),
        "no player on the screenshot"
    );
    assert!(
        colours.contains(&[0xcc, 0x2a, 0x2a][..]),
        "no robot on the screenshot"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
