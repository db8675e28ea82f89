//! `robots lsp` through the real binary and the protocol: diagnostics of a
//! file with ten mistakes and their end after a fix, hover, completion,
//! definition, references, outline, formatting and highlighting.

use crate::lsp_client::Client;
use crate::support::read;
use serde_json::{Value, json};

pub const URI: &str = "file:///tmp/ten-mistakes.rules";

/// The canonical game with ten mistakes, one a line; beside each, the
/// columns (from 0) of the word it is about, and the code.
const MISTAKES: &[(&str, &str, u32, u32, &str)] = &[
    (
        "distance manhattan",
        "distance manhatan",
        9,
        17,
        "unknown_name",
    ),
    (
        "player walks king",
        "player walks kingg",
        13,
        18,
        "unknown_name",
    ),
    ("player may stay", "player mai stay", 7, 10, "syntax"),
    (
        "player into empty: move",
        "player into empty: moov",
        19,
        23,
        "unknown_name",
    ),
    (
        "player into debris: push",
        "player into debris: pushh",
        20,
        25,
        "unknown_name",
    ),
    (
        "robots meeting: debris",
        "robots meeting: debriss",
        16,
        23,
        "unknown_name",
    ),
    (
        "robot into player: lost",
        "robot into player: lots",
        19,
        23,
        "unknown_name",
    ),
    (
        "  minimize robots",
        "  minimize robotz",
        11,
        17,
        "unknown_name",
    ),
    (
        "  maximize nearest robot",
        "  maximize nearest robott",
        11,
        25,
        "unknown_name",
    ),
    ("  minimize row", "  minimize roww", 11, 15, "unknown_name"),
];

/// The canonical rules with the mistakes made, and each mistake's line.
fn broken() -> (String, Vec<u32>) {
    let canonical = read("rules/robots.rules");
    let mut lines: Vec<String> = canonical.lines().map(str::to_string).collect();
    let mut at = Vec::new();
    for (right, wrong, ..) in MISTAKES {
        let n = lines.iter().position(|l| l == right).expect(right);
        lines[n] = wrong.to_string();
        at.push(n as u32);
    }
    (lines.join("\n") + "\n", at)
}

fn range(d: &Value) -> (u64, u64, u64, u64) {
    let r = &d["range"];
    let n = |v: &Value| v.as_u64().unwrap();
    (
        n(&r["start"]["line"]),
        n(&r["start"]["character"]),
        n(&r["end"]["line"]),
        n(&r["end"]["character"]),
    )
}

pub fn position(line: u32, character: u32) -> Value {
    json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": character}})
}

fn labels(result: &Value) -> Vec<String> {
    result
        .as_array()
        .expect("a list of completions")
        .iter()
        .map(|i| i["label"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn ten_mistakes_are_diagnosed_fixed_hovered_completed_and_formatted() {
    let mut client = Client::start();
    let (text, lines) = broken();
    client.open(URI, &text);
    let found = client.diagnostics(URI, 1);
    let mut got: Vec<(u64, u64, u64, u64, String)> = found
        .iter()
        .map(|d| {
            let (l, s, el, e) = range(d);
            (l, s, el, e, d["code"].as_str().unwrap().to_string())
        })
        .collect();
    got.sort();
    let mut expected: Vec<(u64, u64, u64, u64, String)> = MISTAKES
        .iter()
        .zip(&lines)
        .map(|((_, _, start, end, code), line)| {
            let line = u64::from(*line);
            (
                line,
                u64::from(*start),
                line,
                u64::from(*end),
                format!("robots::rules::{code}"),
            )
        })
        .collect();
    expected.sort();
    assert_eq!(got, expected, "{found:#?}");
    // Each says what is wrong and what would be right.
    let pushh = found
        .iter()
        .find(|d| d["message"].as_str().unwrap().contains("pushh"));
    let message = pushh.expect("the outcome's diagnostic")["message"]
        .as_str()
        .unwrap();
    assert!(
        message.contains("help: did you mean `push`? The outcomes for `player into debris` are"),
        "{message}"
    );
    assert!(
        found
            .iter()
            .all(|d| d["severity"] == 1 && d["source"] == "robots")
    );

    // A change that fixes every mistake clears them. Two changes sent at
    // once: the check of the first may be superseded by the second (or
    // done before it arrives); the newest text's diagnostics come either way.
    client.change(URI, 2, &text.replace("manhatan", "manhattan"));
    client.change(URI, 3, &read("rules/robots.rules"));
    assert_eq!(client.diagnostics(URI, 3), Vec::<Value>::new());

    // Hover on `toward`: the statement, its meaning and an example.
    let toward = read("rules/robots.rules")
        .lines()
        .position(|l| l == "robots step king toward player")
        .unwrap() as u32;
    let hover = client.request("textDocument/hover", position(toward, 18));
    let value = hover["contents"]["value"].as_str().unwrap();
    assert!(
        value.starts_with("**the robots' steps** (`robots step`)"),
        "{value}"
    );
    assert!(value.contains("Example: `robots step king toward player`"));
    assert_eq!(hover["range"]["start"]["character"], 17);

    // Completions: a line's first word; the directions after `robots step`
    // (a rectangle's, no hexagon's); a strategy key after `minimize`.
    let first = labels(&client.request("textDocument/completion", position(toward, 0)));
    assert!(first.contains(&"robots meeting".to_string()), "{first:?}");
    assert!(!first.contains(&"minimize".to_string()));
    let set = labels(&client.request("textDocument/completion", position(toward, 12)));
    for direction in ["king", "rook", "N", "NW"] {
        assert!(set.contains(&direction.to_string()), "{set:?}");
    }
    assert!(!set.contains(&"hex".to_string()));
    let minimize = read("rules/robots.rules")
        .lines()
        .position(|l| l == "  minimize robots")
        .unwrap() as u32;
    let keys = labels(&client.request("textDocument/completion", position(minimize, 11)));
    for key in ["robots", "nearest robot", "safe neighbours"] {
        assert!(keys.contains(&key.to_string()), "{keys:?}");
    }
    client.stop();
}

#[test]
fn definitions_references_outline_formatting_and_tokens() {
    let mut client = Client::start();
    let janken = read("rules/janken-tactics.rules");
    client.open(URI, &janken);
    assert_eq!(client.diagnostics(URI, 1), Vec::<Value>::new());
    let line_of = |text: &str| janken.lines().position(|l| l == text).unwrap() as u32;

    // `woods` in an outcome rule is the kind the terrain declares.
    let use_line = line_of("unit into woods: costs 2");
    let found = client.request("textDocument/definition", position(use_line, 12));
    assert_eq!(found["uri"], URI);
    let declared = line_of("  W woods");
    assert_eq!(
        found["range"],
        json!({"start": {"line": declared, "character": 4}, "end": {"line": declared, "character": 9}})
    );
    let mut params = position(use_line, 12);
    params["context"] = json!({"includeDeclaration": true});
    let uses = client.request("textDocument/references", params);
    assert_eq!(uses.as_array().unwrap().len(), 2, "{uses}");

    let outline = client.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": URI}}),
    );
    let units = outline
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "units:")
        .expect("the units block");
    let kinds: Vec<&str> = units["children"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["G guardian", "M mage", "S swordsman"]);

    // Formatting: one edit, the whole messy text replaced by the layout.
    let messy = janken
        .replace("units step hex", "units   step\thex")
        .replace('\n', "\r\n");
    client.change(URI, 2, &messy);
    let edits = client.request(
        "textDocument/formatting",
        json!({"textDocument": {"uri": URI}, "options": {"tabSize": 2, "insertSpaces": true}}),
    );
    let edits = edits.as_array().unwrap();
    assert_eq!(edits.len(), 1);
    assert_eq!(edits[0]["newText"], janken.as_str());
    assert_eq!(
        edits[0]["range"]["start"],
        json!({"line": 0, "character": 0})
    );
    assert_eq!(edits[0]["range"]["end"]["line"], janken.lines().count());

    let tokens = client.request(
        "textDocument/semanticTokens/full",
        json!({"textDocument": {"uri": URI}}),
    );
    let data = tokens["data"].as_array().unwrap();
    assert_eq!(data.len() % 5, 0);
    assert!(data.len() > 5 * 100, "every word of the file");
    client.stop();
}

#[test]
fn a_contradiction_relates_both_lines() {
    let mut client = Client::start();
    // The canonical distance (line 11, 0-based 10) stated again, otherwise.
    let text = read("rules/robots.rules").replace(
        "distance manhattan\n",
        "distance manhattan\ndistance chebyshev\n",
    );
    client.open(URI, &text);
    let found = client.diagnostics(URI, 1);
    assert_eq!(found.len(), 1, "{found:#?}");
    let d = &found[0];
    assert_eq!(d["code"], "robots::rules::restated");
    assert_eq!(range(d), (11, 0, 11, 18), "the second line, whole");
    assert!(
        d["message"]
            .as_str()
            .unwrap()
            .contains("help: a game says each thing once"),
        "{d}"
    );
    let related = d["relatedInformation"].as_array().expect("the other line");
    assert_eq!(related.len(), 1);
    assert_eq!(related[0]["location"]["uri"], URI);
    assert_eq!(
        related[0]["location"]["range"],
        json!({"start": {"line": 10, "character": 0}, "end": {"line": 10, "character": 18}})
    );
    assert_eq!(related[0]["message"], "first stated here");
    client.stop();
}
