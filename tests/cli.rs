//! The command line end to end: the real binary, its arguments, standard
//! input, exit codes and help.

use crate::support::{read, robots, text};

#[test]
fn run_reproduces_the_sample_from_a_file() {
    let out = robots(&["run", "scenarios/sample.in"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), read("scenarios/sample.out"));
}

#[test]
fn run_reproduces_the_sample_from_stdin() {
    let sample = read("scenarios/sample.in");
    for args in [&["run"][..], &["run", "-"][..]] {
        let out = robots(args, &sample);
        assert_eq!(out.status.code(), Some(0));
        assert_eq!(text(&out.stdout), read("scenarios/sample.out"), "{args:?}");
    }
}

#[test]
fn run_with_jobs_keeps_input_order() {
    let input = read("tests/data/public-mixed.in");
    let out = robots(&["run", "--jobs", "2"], &input);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), read("tests/data/public-mixed.out"));
}

#[test]
fn explicit_canonical_rules_file_gives_the_same_result() {
    let out = robots(
        &[
            "run",
            "--rules",
            "rules/robots.rules",
            "scenarios/sample.in",
        ],
        "",
    );
    assert_eq!(text(&out.stdout), read("scenarios/sample.out"));
}

#[test]
fn bad_input_prints_the_cases_before_it_then_fails_with_a_location() {
    // Case 1 of the sample, then a case whose robot line is not numbers.
    let input = "4 0\n17 18\n13 18\n8 12\n10 12\n1 0\n3 x\n0 0\n";
    let out = robots(&["run"], input);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).starts_with("Case 1:\nWon game after making 5 moves."));
    let err = text(&out.stderr);
    assert!(
        err.contains("<stdin>:7:3: `x` is not a whole number"),
        "{err}"
    );
}

#[test]
fn check_accepts_the_canonical_rules_and_prints_the_table() {
    let out = robots(&["check", "rules/robots.rules"], "");
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let out = robots(&["check", "--table", "rules/robots.rules"], "");
    let table = text(&out.stdout);
    assert!(table.contains("\nboard 31 rows x 31 columns\n"), "{table}");
    assert!(table.contains("\ndistance manhattan\n"), "{table}");
    // King steps by their names, in the set's order.
    assert!(
        table.contains("\nrobots step N, NE, E, SE, S, SW, W, NW toward player\n"),
        "{table}"
    );
}

#[test]
fn check_refuses_a_broken_file_with_exit_code_one() {
    let dir = std::env::temp_dir().join(format!("robots-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("broken.rules");
    std::fs::write(
        &path,
        read("rules/robots.rules").replace("manhattan", "manhatan"),
    )
    .unwrap();
    let out = robots(&["check", path.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.contains("unknown distance `manhatan`"), "{err}");
    assert!(err.contains("did you mean `manhattan`?"), "{err}");
}

#[test]
fn usage_errors_exit_with_two() {
    let out = robots(&["run", "--no-such-flag"], "");
    assert_eq!(out.status.code(), Some(2));
    let out = robots(&["check"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn help_teaches_with_examples_and_exit_codes() {
    for command in ["run", "check", "gen"] {
        let out = robots(&[command, "--help"], "");
        let help = text(&out.stdout);
        assert!(help.contains("Examples:"), "{command}: {help}");
        assert!(help.contains("robots "), "{command}: {help}");
    }
    let help = text(&robots(&["--help"], "").stdout);
    assert!(help.contains("Exit codes: 0"), "{help}");
}

#[test]
fn gen_is_deterministic_and_its_output_plays() {
    let a = robots(&["gen", "--seed", "5", "--cases", "30"], "");
    let b = robots(&["gen", "--seed", "5", "--cases", "30"], "");
    assert_eq!(a.stdout, b.stdout);
    let c = robots(&["gen", "--seed", "6", "--cases", "30"], "");
    assert_ne!(a.stdout, c.stdout);
    let played = robots(&["run"], &text(&a.stdout));
    assert_eq!(played.status.code(), Some(0), "{}", text(&played.stderr));
    assert_eq!(text(&played.stdout).matches("Case ").count(), 30);
}

/// Every generated case has a robot, since a case of none (`0 0`) reads
/// as the end of the input: on a 1 x 2 board, the smallest with room, the
/// one free cell takes it in all 40 cases, and `stats --gen` counts all
/// 40 games; a board whose only cell is the start has nothing to
/// generate (a case of no robots would read as the input's end), and
/// `gen` and `stats --gen` say so at the `board` line (line 8).
#[test]
fn gen_gives_every_case_a_robot_or_refuses_the_board() {
    let canonical = crate::support::read("rules/robots.rules");
    let dir = std::env::temp_dir().join(format!("robots-gen-room-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sized = |columns: u32| {
        let text = canonical
            .replace(
                "board 31 rows x 31 columns",
                &format!("board 1 rows x {columns} columns"),
            )
            .replace("player starts at (15, 15)", "player starts at (1, 1)");
        let path = dir.join(format!("one-by-{columns}.rules"));
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let pair = sized(2);
    let out = robots(
        &["gen", "--rules", &pair, "--seed", "3", "--cases", "40"],
        "",
    );
    let generated = text(&out.stdout);
    let mut lines = generated.lines();
    let mut cases = 0;
    while let Some(counts) = lines.next() {
        let n: Vec<usize> = counts.split(' ').map(|t| t.parse().unwrap()).collect();
        if n == [0, 0] {
            break;
        }
        assert_eq!(n[0], 1, "case {}: {counts}", cases + 1);
        assert_eq!(lines.next(), Some("1 2"), "case {}", cases + 1);
        lines.by_ref().take(n[1]).for_each(drop);
        cases += 1;
    }
    assert_eq!(cases, 40);
    let stats = robots(&["stats", "--rules", &pair, "--gen", "3", "40"], "");
    assert!(
        text(&stats.stdout).starts_with("40 games"),
        "{}",
        text(&stats.stdout)
    );
    let single = sized(1);
    for args in [
        vec!["gen", "--rules", &single, "--cases", "3"],
        vec!["stats", "--rules", &single, "--gen", "1", "10"],
    ] {
        let out = robots(&args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains(":8:1: nothing to generate"), "{err}");
    }
}

/// Every file an example in `--help` names exists, so the examples run
/// as written from the repository.
#[test]
fn help_examples_name_files_that_exist() {
    for command in ["run", "check", "gen"] {
        let help = text(&robots(&[command, "--help"], "").stdout);
        let files = help
            .split_whitespace()
            .filter(|w| w.starts_with("rules/") || w.starts_with("scenarios/"))
            .filter(|w| !w.contains('*'));
        for file in files {
            assert!(
                crate::support::repo(file).exists(),
                "`{command} --help` names {file}"
            );
        }
    }
}

/// Past twenty warnings, one more line counts the rest (25 repeated lines:
/// 20 shown, then "5 more warnings").
#[test]
fn warnings_past_twenty_are_counted_not_shown() {
    let dir = std::env::temp_dir().join(format!("robots-warn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("many.rules");
    let rules = format!(
        "{}{}",
        read("rules/robots.rules"),
        "player may stay\n".repeat(25)
    );
    std::fs::write(&path, rules).unwrap();
    let out = robots(&["check", &path.display().to_string()], "");
    assert_eq!(out.status.code(), Some(0));
    let err = text(&out.stderr);
    assert_eq!(
        err.matches("this rule is stated twice").count(),
        20,
        "{err}"
    );
    assert!(err.contains("robots::rules::more_warnings"), "{err}");
    assert!(err.contains("5 more warnings"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

/// A scenario file or a file to format that does not exist is said so,
/// with a code and a help line naming what to give instead.
#[test]
fn a_missing_input_file_is_named_with_what_to_give() {
    for (args, help) in [
        (
            vec!["run", "no-such-scenarios.in"],
            "the path of a scenario file",
        ),
        (
            vec!["fmt", "no-such-file.rules"],
            "the path of a rules file to format",
        ),
    ] {
        let out = robots(&args, "");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.contains("robots::input::no_such_file"), "{err}");
        assert!(err.contains("there is no such file"), "{err}");
        assert!(err.contains(help), "{err}");
    }
}
