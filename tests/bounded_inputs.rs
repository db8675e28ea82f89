//! Bounded reports and plain answers on odd inputs: a repeated entry
//! reported once however often it recurs, a closed output ending the
//! trace quietly, a shipped game's name never shadowed by a folder, and
//! the small things: an empty input, a line break in a file's name, a
//! number below the range.

use crate::bounded::scratch;
use crate::support::{read, repo, robots, text};
use std::io::Read;
use std::process::{Command, Stdio};

/// The Janken Tactics rules with `extra` lines added to its `terrain:`
/// block.
fn janken_with_terrain(extra: &str) -> String {
    let rules = read("rules/janken-tactics.rules");
    assert!(rules.contains("  U underwater\n"));
    rules.replace("  U underwater\n", &format!("  U underwater\n{extra}"))
}

// Guards: a block with repeated entries was compared line against every
// earlier line, one error a pair: 3,000 copies of one line gave 4.5
// million errors. Now each repeated name or symbol is reported once, at
// its second listing, with how often it is listed.
#[test]
fn a_legend_name_repeated_many_times_is_reported_once() {
    let rules = janken_with_terrain(&"  F field\n".repeat(3000));
    let out = robots(&["check", "-"], &rules);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1));
    // `F field` is listed once in the shipped block and 3,000 times more.
    assert_eq!(
        err.matches("this name is listed 3001 times").count(),
        1,
        "{err}"
    );
    assert_eq!(
        err.matches("robots::rules::repeated_name").count(),
        1,
        "{err}"
    );
}

// Guards: a symbol repeated under other names is one finding too, and a
// name and a symbol repeated apart are two.
#[test]
fn repeated_symbols_and_names_are_each_reported_once() {
    let rules = janken_with_terrain("  W wetland\n  W waste\n  Q field\n  Z field\n");
    let out = robots(&["check", "-"], &rules);
    let err = text(&out.stderr);
    // `W` is listed three times (woods, wetland, waste); `field` three
    // times (F, Q, Z).
    assert_eq!(
        err.matches("this symbol is listed 3 times").count(),
        1,
        "{err}"
    );
    assert_eq!(
        err.matches("this name is listed 3 times").count(),
        1,
        "{err}"
    );
    assert_eq!(
        err.matches("robots::rules::repeated_name").count(),
        2,
        "{err}"
    );
}

// Guards: every line of a block past its 4,096 was refused on its own,
// thousands of the same error.
#[test]
fn a_block_past_its_line_limit_is_refused_once() {
    let lines = "  F field\n".repeat(5000);
    let out = robots(&["check", "-"], &janken_with_terrain(&lines));
    let err = text(&out.stderr);
    assert_eq!(
        err.matches("more than 4096 lines in one block").count(),
        1,
        "{err}"
    );
    // The lines past the limit are not read: `F field` is listed once in
    // the shipped block and 4,091 times more before the limit.
    assert!(err.contains("this name is listed 4092 times"), "{err}");
    assert!(err.contains("2 errors in the rules"), "{err}");
}

// Guards: `robots run --trace` into a closed pipe ended with exit 1 and
// "Broken pipe", unlike `run` (`| head -1`).
#[test]
fn a_closed_output_ends_the_trace_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(["run", "--trace", "scenarios/sample.in"])
        .current_dir(repo(""))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 8];
    child.stdout.take().unwrap().read_exact(&mut first).unwrap();
    // The pipe is closed here, with most of the trace unwritten.
    let out = child.wait_with_output().unwrap();
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("Broken pipe"), "{err}");
}

// Guards: a folder named like a shipped game shadowed it (`--rules
// crosses` inside `tests/`, which has a folder `crosses`: "Is a
// directory"). A regular file of that name is read instead, with a note.
#[test]
fn a_shipped_game_s_name_is_shadowed_by_a_file_never_by_a_folder() {
    let dir = scratch("shadow");
    std::fs::create_dir_all(dir.join("crosses")).unwrap();
    std::fs::write(dir.join("robot-race"), "not rules\n").unwrap();
    let run = |game: &str| {
        Command::new(env!("CARGO_BIN_EXE_robots"))
            .args(["check", game])
            .current_dir(&dir)
            .env("NO_COLOR", "1")
            .output()
            .unwrap()
    };
    let out = run("crosses");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(err.contains("playing the shipped game `crosses`"), "{err}");
    let out = run("robot-race");
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "the file, not the game: {err}");
    assert!(
        err.contains("reading the file robot-race in this folder"),
        "{err}"
    );
    assert!(err.contains("robot-race:1:"), "{err}");
    // Where nothing is named so, the game is read without a note.
    let out = run("janken-tactics");
    assert_eq!(out.status.code(), Some(0));
    assert!(!text(&out.stderr).contains("note"), "{}", text(&out.stderr));
    std::fs::remove_dir_all(&dir).ok();
}

// Guards: an empty input was exit 1 for Crosses and 0 (no cases) for the
// other games.
#[test]
fn an_empty_input_is_no_cases_in_every_game() {
    for game in ["robots", "janken-tactics", "robot-race", "crosses"] {
        let out = robots(&["run", "--rules", game], "");
        assert_eq!(out.status.code(), Some(0), "{game}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), "", "{game}");
    }
}

// Guards: a line break in an input's name split the diagnostic's first
// line; a number below the range was "too large".
#[test]
fn names_are_one_line_and_numbers_below_the_range_are_too_small() {
    let dir = scratch("newline-name");
    let input = dir.join("a\nb.in");
    std::fs::write(&input, "1 0\nx 1\n0 0\n").unwrap();
    let out = robots(&["run", input.to_str().unwrap()], "");
    let err = text(&out.stderr);
    assert!(
        err.contains("a\\u{a}b.in:2:1: `x` is not a whole number"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).ok();
    let out = robots(&["run"], "1 0\n-9223372036854775809 3\n");
    let err = text(&out.stderr);
    assert!(
        err.contains("<stdin>:2:1: the number -9223372036854775809 is too small"),
        "{err}"
    );
    let out = robots(
        &["run", "--rules", "crosses"],
        "1\n-99999999999999999999 0 0\n",
    );
    assert!(
        text(&out.stderr).contains("is too small"),
        "{}",
        text(&out.stderr)
    );
}
