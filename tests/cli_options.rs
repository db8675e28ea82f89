//! Options that once were accepted and ignored: `robots run --case` in
//! every output form, `robots run --expect`, and `robots gen`'s options of
//! another kind of game. Expected outputs come from the sample's stated
//! output (`scenarios/sample.out`): playing some cases must print those
//! cases' blocks of it, unchanged.

use crate::support::{cases, read, robots, text};

/// The blocks of `scenarios/sample.out` for cases `first..=last`, as a
/// run prints them: a blank line between blocks.
fn sample_blocks(first: usize, last: usize) -> String {
    let blocks = cases(&read("scenarios/sample.out"));
    format!("{}\n", blocks[first - 1..last].join("\n\n"))
}

// Guards: `--case` plays only the cases asked for in the plain contest
// output, each under its own number (it was accepted only with --trace).
#[test]
fn run_case_plays_only_that_case_or_range_in_the_contest_output() {
    let out = robots(&["run", "--case", "2", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), sample_blocks(2, 2));
    let out = robots(&["run", "--case", "2..3", "scenarios/sample.in"], "");
    assert_eq!(text(&out.stdout), sample_blocks(2, 3));
    let out = robots(
        &["run", "--case", "2..", "--jobs", "2", "scenarios/sample.in"],
        "",
    );
    assert_eq!(text(&out.stdout), sample_blocks(2, 3));
}

// Guards: `--case` with `--summary` counts only the case played: the
// sample's case 2 is one game, lost ("Lost game after making 2 moves").
#[test]
fn run_case_with_summary_counts_only_that_case() {
    let out = robots(
        &["run", "--case", "2", "--summary", "scenarios/sample.in"],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with(&sample_blocks(2, 2)), "{stdout}");
    assert!(stdout.contains("Summary of 1 games"), "{stdout}");
    assert!(stdout.contains("lost               1"), "{stdout}");
}

// Guards: `--case` with `--format json` writes one line, for that case.
#[test]
fn run_case_with_json_writes_only_that_case() {
    let out = robots(
        &[
            "run",
            "--case",
            "3",
            "--format",
            "json",
            "scenarios/sample.in",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    let case: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();
    assert_eq!(case["case"], 3);
    // sample.out: "Lost game after making 114 moves."
    assert_eq!(case["moves"], 114);
}

// Guards: `--trace --case K..L` traces every case of the range and no other.
#[test]
fn run_trace_takes_a_range_of_cases() {
    let out = robots(
        &[
            "run",
            "--trace",
            "--case",
            "2..3",
            "--moves",
            "0",
            "scenarios/sample.in",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let heads: Vec<String> = text(&out.stdout)
        .lines()
        .filter(|l| l.starts_with("Case "))
        .map(str::to_string)
        .collect();
    assert_eq!(heads, ["Case 2:", "Case 3:"]);
}

// Guards: a case past the end of the input is refused, not an empty run.
#[test]
fn run_case_past_the_end_is_refused() {
    let out = robots(&["run", "--case", "9", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("there is no case 9: the input has 3"),
        "{}",
        text(&out.stderr)
    );
}

// Guards: `--expect` says so when every case matches the file.
#[test]
fn run_expect_says_when_every_case_matched() {
    let out = robots(
        &[
            "run",
            "--expect",
            "scenarios/sample.out",
            "scenarios/sample.in",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "all 3 cases match scenarios/sample.out\n"
    );
}

// Guards: `--expect` names the first case that differs and shows both
// texts. The file is the sample's output with case 2's move count
// changed, so case 1 matches and case 2 is the first to differ.
#[test]
fn run_expect_shows_the_first_differing_case_with_both_texts() {
    let dir = std::env::temp_dir().join(format!("robots-expect-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("wrong.out");
    let wrong = read("scenarios/sample.out").replace(
        "Lost game after making 2 moves.",
        "Lost game after making 3 moves.",
    );
    std::fs::write(&file, wrong).unwrap();
    let out = robots(
        &[
            "run",
            "--expect",
            file.to_str().unwrap(),
            "scenarios/sample.in",
        ],
        "",
    );
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("case 2 differs from "), "{stdout}");
    let (played, expected) = stdout.split_once("expected:").unwrap();
    assert!(
        played.contains("Lost game after making 2 moves."),
        "{stdout}"
    );
    assert!(
        expected.contains("Lost game after making 3 moves."),
        "{stdout}"
    );
    assert!(!expected.contains("Case 3:"), "{stdout}");
}

// Guards: `gen` refuses options the chosen game's generator does not read,
// naming the option and the game's format.
#[test]
fn gen_refuses_options_of_another_kind_of_game() {
    for (args, option) in [
        (&["gen", "--sides", "3..5"][..], "`--sides`"),
        (&["gen", "--records"][..], "`--records`"),
        (
            &["gen", "--rules", "crosses", "--style", "dense"][..],
            "`--style`",
        ),
    ] {
        let out = robots(args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = text(&out.stderr);
        assert!(
            err.contains(option) && err.contains("these rules play `format"),
            "{err}"
        );
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    // The options of the game itself are still read.
    let out = robots(
        &[
            "gen", "--rules", "crosses", "--sides", "3..4", "--cases", "1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

/// Runs `robots ARGS 2>&1`: stdout and stderr as one stream, in the order
/// they were written.
fn merged(args: &str) -> (Option<i32>, String) {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("\"$0\" {args} 2>&1"))
        .arg(env!("CARGO_BIN_EXE_robots"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    (out.status.code(), text(&out.stdout))
}

const WARNED: &str = "tests/diagnostics/warnings/key-never-decides.rules";
const REFUSED: &str = "tests/diagnostics/rules/unknown-distance.rules";

// Guards: `check a bad b` prints each file's result in the order given
// with its diagnostics under it (they were all printed after every "ok"),
// and a tally at the end.
#[test]
fn check_prints_each_result_in_order_with_its_diagnostics_and_a_tally() {
    let (code, all) = merged(&format!("check rules/robots.rules {REFUSED} {WARNED}"));
    assert_eq!(code, Some(1), "{all}");
    let at = |needle: &str| {
        all.find(needle)
            .unwrap_or_else(|| panic!("no `{needle}` in:\n{all}"))
    };
    let first = at("rules/robots.rules: ok");
    let refused = at(&format!("{REFUSED}: refused"));
    let its_error = at(&format!("{REFUSED}:4:10: unknown distance"));
    let warned = at(&format!("{WARNED}: ok"));
    let its_warning = at(&format!("{WARNED}:26:3: this key can never decide"));
    assert!(first < refused && refused < its_error && its_error < warned);
    assert!(warned < its_warning, "{all}");
    assert!(
        all.trim_end()
            .ends_with("3 files: 2 ok, 1 refused, 1 warning"),
        "{all}"
    );
}

// Guards: `-q` silences warnings in `check` and in `run`; errors still show.
#[test]
fn quiet_silences_warnings_in_every_command() {
    let out = robots(&["check", "-q", WARNED], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stderr), "");
    let out = robots(
        &["--quiet", "run", "--rules", WARNED, "scenarios/sample.in"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stderr), "");
    // Without it the warning is there.
    let out = robots(&["run", "--rules", WARNED, "scenarios/sample.in"], "");
    assert!(text(&out.stderr).contains("this key can never decide"));
    let out = robots(&["check", "-q", REFUSED], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("unknown distance"));
}

// Guards: a file loaded twice in one run warns once (`diff` loads both
// files; the same file twice gave each warning twice).
#[test]
fn warnings_are_printed_once_per_file_per_run() {
    let out = robots(&["diff", WARNED, WARNED, "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert_eq!(
        err.matches(&format!("{WARNED}:26:3: this key can never decide"))
            .count(),
        1,
        "{err}"
    );
}

// Guards: `--case` in the other games: a Crosses record file's replay
// (it printed every record) and Janken Tactics' data sets print only the
// cases asked for, exactly as the full run prints them.
#[test]
fn run_case_plays_only_those_cases_in_every_game() {
    let records = text(
        &robots(
            &[
                "gen",
                "--rules",
                "crosses",
                "--records",
                "--seed",
                "1",
                "--cases",
                "3",
            ],
            "",
        )
        .stdout,
    );
    let all = text(&robots(&["run", "--rules", "crosses", "-"], &records).stdout);
    let lines: Vec<&str> = all.lines().collect();
    assert_eq!(lines.len(), 3, "{all}");
    let out = robots(&["run", "--rules", "crosses", "--case", "2", "-"], &records);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("{}\n", lines[1]));
    let out = robots(&["run", "--rules", "crosses", "--case", "4", "-"], &records);
    assert_eq!(out.status.code(), Some(1));
    let input = "tests/data/janken-tactics/public.in";
    let all = text(&robots(&["run", "--rules", "janken-tactics", input], "").stdout);
    let out = robots(
        &["run", "--rules", "janken-tactics", "--case", "2", input],
        "",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let second = text(&out.stdout);
    assert!(second.starts_with("Game #2\n"), "{second}");
    assert!(all.contains(&second), "{second}");
}
