//! The command line's conventions, through the real binary: `-` for
//! standard input, `--jobs 0`, `--color`, shell completions, and a word to
//! a person typing at a terminal.

use crate::bounded::{assert_terminal_safe, at_a_terminal, finish_within};
use crate::support::{read, robots, text};
use std::process::{Command, Stdio};
use std::time::Duration;

#[test]
fn check_dash_reads_the_rules_from_standard_input() {
    let out = robots(&["check", "-"], &read("rules/robots.rules"));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "<stdin>: ok\n");
    let broken = read("rules/robots.rules").replace("manhattan", "manhatan");
    let out = robots(&["check", "rules/robots.rules", "-"], &broken);
    assert_eq!(out.status.code(), Some(1));
    // Each file's result in order, then the tally.
    assert_eq!(
        text(&out.stdout),
        "rules/robots.rules: ok\n<stdin>: refused\n2 files: 1 ok, 1 refused\n"
    );
    let err = text(&out.stderr);
    let line = 1 + broken.lines().position(|l| l.contains("manhatan")).unwrap();
    let column = 1 + broken
        .lines()
        .nth(line - 1)
        .unwrap()
        .find("manhatan")
        .unwrap();
    let headline = format!("<stdin>:{line}:{column}: unknown distance `manhatan`");
    assert!(err.contains(&headline), "{err}");
}

#[test]
fn rules_dash_reads_the_rules_from_standard_input() {
    let rules = read("rules/variants/rook-player.rules");
    let out = robots(
        &["run", "--rules", "-", "scenarios/variants/rook-player.in"],
        &rules,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        read("scenarios/variants/rook-player.out")
    );
    let out = robots(&["gen", "--rules", "-", "--cases", "3"], &rules);
    assert_eq!(text(&out.stdout).lines().filter(|l| *l == "0 0").count(), 1);
}

#[test]
fn standard_input_named_twice_is_a_usage_error() {
    for args in [
        &["run", "--rules", "-"][..],
        &["run", "--rules", "-", "-"],
        &["check", "-", "-"],
    ] {
        let out = robots(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains("standard input"), "{args:?}");
    }
}

#[test]
fn jobs_zero_plays_on_every_core_with_the_serial_output() {
    let input = read("tests/data/public-mixed.in");
    let out = robots(&["run", "--jobs", "0"], &input);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), read("tests/data/public-mixed.out"));
    assert_eq!(
        text(&out.stderr),
        "",
        "no note: 0 asks for the cores there are"
    );
}

#[test]
fn color_always_colours_a_pipe_and_never_or_auto_do_not() {
    let broken = read("rules/robots.rules").replace("manhattan", "manhatan");
    let coloured = |args: &[&str]| text(&robots(args, &broken).stderr).contains("\x1b[");
    assert!(coloured(&["--color", "always", "check", "-"]));
    assert!(coloured(&["check", "--color=always", "-"]));
    assert!(!coloured(&["--color", "never", "check", "-"]));
    assert!(
        !coloured(&["--color", "auto", "check", "-"]),
        "stderr is a pipe here"
    );
    assert!(!coloured(&["check", "-"]));
    let err = text(&robots(&["--color", "always", "check", "-"], &broken).stderr);
    assert_terminal_safe(&err, "--color always");
    let out = robots(&["--color", "sometimes", "check", "-"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn completions_are_printed_for_bash_zsh_and_fish() {
    for (shell, marker) in [
        ("bash", "complete -F _robots"),
        ("zsh", "#compdef robots"),
        ("fish", "complete -c robots"),
    ] {
        let out = robots(&["completions", shell], "");
        assert_eq!(out.status.code(), Some(0), "{shell}");
        let script = text(&out.stdout);
        assert!(script.contains(marker), "{shell}: {script}");
        // Fish names long flags without their dashes (`-l jobs`).
        for word in [
            "run",
            "check",
            "gen",
            "completions",
            "jobs",
            "color",
            "rules",
        ] {
            assert!(script.contains(word), "{shell} does not complete {word}");
        }
        // Where the shell is installed, the script must parse.
        let check = Command::new(shell)
            .arg("-n")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn();
        if let Ok(mut child) = check {
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(script.as_bytes())
                .unwrap();
            let parsed = child.wait_with_output().unwrap();
            assert!(parsed.status.success(), "{shell}: {}", text(&parsed.stderr));
        }
    }
    let out = robots(&["completions", "tcsh"], "");
    assert_eq!(out.status.code(), Some(2));
}

/// `robots run` with a terminal on stdin says what it waits for.
#[test]
fn run_at_a_terminal_says_what_it_waits_for() {
    let Some(mut command) = at_a_terminal("run") else {
        return;
    };
    let mut child = command.spawn().unwrap();
    use std::io::Write;
    child.stdin.take().unwrap().write_all(b"0 0\n").unwrap();
    let out = finish_within(child, Duration::from_secs(60), "script");
    let shown = text(&out.stdout);
    assert!(shown.contains("waiting for the contest input"), "{shown}");
    assert!(shown.contains("and `0 0`; end it with Ctrl-D"), "{shown}");
    // Without a terminal nothing is said.
    let out = robots(&["run"], "0 0\n");
    assert_eq!(text(&out.stderr), "");
}
