//! Refusals as the binary prints them: plain text with or without
//! colour, warnings that do not fail a check, every refused file
//! reported, a scenario's refusal after the cases before it, hostile
//! rules files; and every code documented and exercised.

use crate::diagnostics::assert_located;
use crate::support::repo;

/// Runs the binary with `args`; `no_color` sets or removes `NO_COLOR`.
/// Standard error is a pipe, never a terminal.
fn robots_binary(args: &[&str], no_color: bool) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_robots"));
    command.args(args).current_dir(repo(""));
    if no_color {
        command.env("NO_COLOR", "1");
    } else {
        command.env_remove("NO_COLOR");
    }
    command.output().expect("the binary runs")
}

fn stderr(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn refusals_from_the_binary_are_plain_text_with_or_without_no_color() {
    let file = "tests/diagnostics/rules/unknown-distance.rules";
    for no_color in [false, true] {
        let out = robots_binary(&["check", file], no_color);
        assert_eq!(out.status.code(), Some(1));
        let err = stderr(&out);
        assert!(!err.contains('\x1b'), "escape codes on a pipe: {err:?}");
        assert!(
            err.contains(&format!("{file}:4:10: unknown distance `manhatan`")),
            "{err}"
        );
        assert!(err.contains("did you mean `manhattan`?"), "{err}");
    }
}

#[test]
fn check_shows_warnings_without_failing() {
    let file = "tests/diagnostics/warnings/key-never-decides.rules";
    let out = robots_binary(&["check", file], false);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("{file}: ok\n")
    );
    let err = stderr(&out);
    assert!(
        err.contains(&format!("{file}:26:3: this key can never decide")),
        "{err}"
    );
    assert!(!err.contains('\x1b'));
}

#[test]
fn every_refused_file_of_a_check_is_reported() {
    let a = "tests/diagnostics/rules/unknown-distance.rules";
    let b = "tests/diagnostics/rules/misspelt-keyword.rules";
    let out = robots_binary(&["check", a, "rules/robots.rules", b], false);
    assert_eq!(out.status.code(), Some(1));
    let err = stderr(&out);
    assert!(err.contains(&format!("{a}:4:10:")), "{err}");
    assert!(err.contains(&format!("{b}:2:1:")), "{err}");
}

#[test]
fn a_scenario_refusal_comes_after_the_cases_before_it() {
    let file = "tests/diagnostics/scenarios/error-after-good-cases.in";
    let out = robots_binary(&["run", file], false);
    assert_eq!(out.status.code(), Some(1));
    let played = String::from_utf8_lossy(&out.stdout);
    assert!(played.starts_with("Case 1:\n"), "{played}");
    assert!(played.contains("Case 2:\n"), "{played}");
    let err = stderr(&out);
    assert!(
        err.contains(&format!(
            "{file}:10:1: the robot cell (40,1) is off the board"
        )),
        "{err}"
    );
}

/// Files a user should never write, refused quickly with a location:
/// bytes that are not text, a file over the size limit, and files with
/// far too many statements or list items.
#[test]
fn hostile_rules_files_are_refused_with_a_location() {
    let dir = std::env::temp_dir().join(format!("robots-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let canonical = robots::rules::CANONICAL;
    let cases: Vec<(&str, Vec<u8>, &str)> = vec![
        (
            "not-text.rules",
            [&b"board 31 rows x 31 columns\nplayer \xff\n"[..]].concat(),
            ":2:8: the file holds bytes that are not text",
        ),
        (
            "too-large.rules",
            vec![b'#'; (1 << 20) + 1],
            ":1:1: the file is 1048577 bytes",
        ),
        (
            "many-statements.rules",
            format!("{canonical}{}", "player may stay\n".repeat(5000)).into_bytes(),
            ": more than 4096 statements",
        ),
        (
            "long-list.rules",
            canonical
                .replace(
                    "walks king",
                    &format!("walks {}", vec!["N"; 5000].join(", ")),
                )
                .into_bytes(),
            ": more than 4096 directions in one list",
        ),
        (
            "many-outcomes.rules",
            format!(
                "{canonical}{}",
                (0..4000)
                    .map(|i| format!("player into a{i}: x\n"))
                    .collect::<String>()
            )
            .into_bytes(),
            ": unknown cell content `a0`",
        ),
    ];
    for (name, bytes, expected) in cases {
        let path = dir.join(name);
        std::fs::write(&path, bytes).unwrap();
        let path = path.to_str().unwrap();
        let out = robots_binary(&["check", path], false);
        assert_eq!(out.status.code(), Some(1), "{name}");
        let err = stderr(&out);
        let headline = err
            .lines()
            .find(|l| l.contains(path) && !l.contains("─["))
            .unwrap_or_else(|| panic!("{name}: no headline in {err}"));
        let headline = headline
            .trim_start_matches([' ', '×', 'x', '│', '|'])
            .trim_start();
        assert_located(headline, path);
        assert!(err.contains(expected), "{name}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

/// Every code is documented in docs/diagnostics.md, and every code a rules
/// file can get has a file in tests/diagnostics/ that gets it (its
/// snapshot shows the code), but for the three tested elsewhere.
#[test]
fn every_code_is_documented_and_exercised() {
    use robots::rules::codes::Code;
    let doc = std::fs::read_to_string(repo("docs/diagnostics.md")).unwrap();
    let mut snapshots = String::new();
    for entry in std::fs::read_dir(repo("tests/snapshots")).unwrap() {
        snapshots.push_str(&std::fs::read_to_string(entry.unwrap().path()).unwrap());
    }
    // Tested where they arise: a file over 1 MiB and a list of 4,097
    // directions (src/rules/syntax/tests.rs), and the command line's count
    // of warnings past the twentieth (tests/cli.rs).
    let elsewhere = [
        "robots::rules::too_large",
        "robots::rules::too_many",
        "robots::rules::more_warnings",
    ];
    for code in Code::ALL {
        let name = code.as_str();
        assert!(
            doc.contains(&format!("### {name}\n")),
            "{name} is not in docs/diagnostics.md"
        );
        assert!(
            elsewhere.contains(&name) || snapshots.contains(&format!("{name}\n")),
            "no file in tests/diagnostics/ gets {name}"
        );
    }
}
