//! Bounded on any input, through the real binary: no panic on a label far
//! along a line, no endless read, no unbounded threads or memory, a quiet
//! end when the output is closed, parallel output that streams and matches
//! the serial one, and no control character on the terminal.

use crate::support::{read, repo, robots, text};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

/// The binary, run from the repository, without colour unless asked.
fn binary(args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_robots"));
    command
        .args(args)
        .current_dir(repo(""))
        .env("NO_COLOR", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    command
}

/// Waits for a child, killing it (and failing) after `limit`.
pub fn finish_within(mut child: Child, limit: Duration, what: &str) -> Output {
    let start = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if start.elapsed() > limit {
            child.kill().ok();
            panic!("{what}: still running after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// A fresh folder for this test's files.
pub fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("robots-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Text with the colour sequences (`ESC [ digits ; m`) taken out.
pub fn without_colours(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("\x1b[") {
        out.push_str(&rest[..at]);
        let tail = &rest[at + 2..];
        let len = tail
            .find(|c: char| !(c.is_ascii_digit() || c == ';'))
            .filter(|&i| tail[i..].starts_with('m'));
        match len {
            Some(i) => rest = &tail[i + 1..],
            None => {
                out.push_str("\x1b[");
                rest = tail;
            }
        }
    }
    out.push_str(rest);
    out
}

/// No character that would act on a terminal: line breaks only.
pub fn assert_terminal_safe(text: &str, what: &str) {
    let plain = without_colours(text);
    if let Some(c) = plain.chars().find(|&c| c != '\n' && c.is_control()) {
        panic!("{what}: {c:?} reaches the terminal in {plain:?}");
    }
}

#[test]
fn a_label_past_column_65535_is_drawn_in_a_window_of_its_line() {
    // 15 characters, 69,999 spaces, then `x` at column 70,015.
    let dir = scratch("wide");
    let path = dir.join("w.rules");
    std::fs::write(&path, format!("player may stay{}x\n", " ".repeat(69_999))).unwrap();
    let path = path.to_str().unwrap();
    let out = binary(&["check", path]).output().unwrap();
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(err.contains(&format!("{path}:1:70015: ")), "{err}");
    // The snippet is numbered as the file is, and cut to a readable width.
    assert!(err.contains(&format!("[{path}:1:70015]")), "{err}");
    assert!(err.lines().all(|l| l.len() < 600), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn jobs_beyond_the_cores_are_capped_with_one_note() {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let input = read("tests/data/public-mixed.in");
    let start = Instant::now();
    let out = robots(&["run", "--jobs", "1000"], &input);
    // Uncapped, 1,000 threads took 19-39 s here; capped, well under a second.
    assert!(
        start.elapsed() < Duration::from_secs(60),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), read("tests/data/public-mixed.out"));
    let note = format!("--jobs 1000 is more than the {cores} cores available");
    assert_eq!(
        text(&out.stderr).matches(&note).count(),
        1,
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn endless_input_is_refused_once_past_the_limits() {
    let limit = Duration::from_secs(60);
    // A scenario line is refused a little past 1,024 bytes.
    let out = finish_within(binary(&["run", "/dev/zero"]).spawn().unwrap(), limit, "run");
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("/dev/zero:1:1: the line is longer than 1024 bytes"),
        "{err}"
    );
    // So is every other game's: the map formats take rows of up to 64 KiB.
    for (game, bytes) in [
        ("janken-tactics", 65536),
        ("robot-race", 65536),
        ("crosses", 1024),
    ] {
        let child = binary(&["run", "--rules", game, "/dev/zero"]).spawn();
        let out = finish_within(child.unwrap(), limit, game);
        assert_eq!(out.status.code(), Some(1), "{game}");
        let err = text(&out.stderr);
        let refusal = format!("/dev/zero:1:1: the line is longer than {bytes} bytes");
        assert!(err.contains(&refusal), "{game}: {err}");
    }
    // Rules are refused after 1 MiB and a byte, from a file or a pipe.
    let out = finish_within(
        binary(&["check", "/dev/zero"]).spawn().unwrap(),
        limit,
        "check",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("/dev/zero:1:1: the file is 1048577 bytes or more"),
        "{err}"
    );
    let zeros = std::fs::File::open("/dev/zero").unwrap();
    let child = binary(&["check", "-"]).stdin(zeros).spawn().unwrap();
    let out = finish_within(child, limit, "check -");
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("<stdin>:1:1: the file is 1048577 bytes or more"));
}

#[test]
fn a_closed_output_ends_every_command_quietly() {
    let variants: Vec<String> = std::fs::read_dir(repo("rules/variants"))
        .unwrap()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .collect();
    let mut check = vec!["check", "--table"];
    check.extend(variants.iter().map(String::as_str));
    // Each output is closed before the command writes (it has rules to
    // load first), or, for the long one, after one line, as `| head -1`.
    let commands: [(&[&str], bool); 4] = [
        (&check, false),
        (&["gen", "--cases", "200000"], true),
        (&["run", "--jobs", "1", "tests/data/public-mixed.in"], false),
        (&["run", "--jobs", "2", "tests/data/public-mixed.in"], false),
    ];
    for (args, read_first) in commands {
        let mut child = binary(args).spawn().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        if read_first {
            let mut line = String::new();
            stdout.read_line(&mut line).unwrap();
        }
        drop(stdout);
        let out = finish_within(child, Duration::from_secs(120), &args.join(" "));
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(
            !err.contains("panicked") && !err.contains("Broken pipe"),
            "{err}"
        );
    }
}

/// The binary with `args`, its stdin and stdout a terminal made by
/// `script` (util-linux); `None` where `script` is not installed. What is
/// written to the command's stdin is typed at that terminal.
pub fn at_a_terminal(args: &str) -> Option<Command> {
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("skipped: no `script` to make a terminal with");
        return None;
    }
    let mut command = Command::new("script");
    command
        .args([
            "-qec",
            &format!("{} {args}", env!("CARGO_BIN_EXE_robots")),
            "/dev/null",
        ])
        .current_dir(repo(""))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    Some(command)
}

#[test]
fn parallel_output_streams_at_a_terminal_before_the_input_ends() {
    let Some(mut command) = at_a_terminal("run --jobs 2") else {
        return;
    };
    let mut child = command.spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (lines, seen) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if lines.send(line.unwrap_or_default()).is_err() {
                return;
            }
        }
    });
    // Sample case 1, typed, and the input left open.
    stdin
        .write_all(b"4 0\n17 18\n13 18\n8 12\n10 12\n")
        .unwrap();
    stdin.flush().unwrap();
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut shown = Vec::new();
    while !shown
        .iter()
        .any(|l: &String| l.starts_with("Number of cells with debris"))
    {
        let left = deadline.saturating_duration_since(Instant::now());
        match seen.recv_timeout(left) {
            Ok(line) => shown.push(line.trim_end().to_string()),
            Err(_) => {
                child.kill().ok();
                panic!("case 1 was not shown while the input stayed open: {shown:?}");
            }
        }
    }
    let case = shown
        .iter()
        .position(|l| l == "Case 1:")
        .expect("a case heading");
    assert_eq!(shown[case + 1], "Won game after making 5 moves.");
    stdin.write_all(b"0 0\n").unwrap();
    drop(stdin);
    let out = finish_within(child, Duration::from_secs(60), "run --jobs 2");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_refusal_mid_run_leaves_the_same_output_and_error_in_parallel() {
    let mut input = read("tests/data/public-mixed.in");
    input = input.trim_end().trim_end_matches("0 0").to_string();
    input.push_str("\n1 0\n3 x\n");
    let serial = robots(&["run", "--jobs", "1"], &input);
    let parallel = robots(&["run", "--jobs", "2"], &input);
    assert_eq!(serial.status.code(), Some(1));
    assert_eq!(parallel.status.code(), Some(1));
    assert_eq!(text(&parallel.stdout), text(&serial.stdout));
    assert_eq!(text(&parallel.stderr), text(&serial.stderr));
    assert!(text(&serial.stderr).contains("is not a whole number"));
}

#[test]
fn control_bytes_in_rules_scenarios_and_names_are_escaped() {
    let dir = scratch("controls");
    let rules = dir.join("e.rules");
    std::fs::write(&rules, "board 31 rows x 31 columns x\x1b]0;PWNED\x07\n").unwrap();
    let rules = rules.to_str().unwrap();
    let odd_name = dir.join("odd\x1b[2J.rules");
    let odd_name = odd_name.to_str().unwrap();
    let runs: [(&[&str], &str); 4] = [
        (&["check", rules], ""),
        (&["--color", "always", "check", rules], ""),
        (&["check", odd_name], ""),
        (&["run"], "1 0\n1 \x1b[31m\r\u{202e}5\n"),
    ];
    for (args, stdin) in runs {
        let out = robots(args, stdin);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert_terminal_safe(&err, &format!("{args:?}"));
    }
    let err = text(&robots(&["check", rules], "").stderr);
    assert!(
        err.contains("x\\u{1b}]0;PWNED\\u{7}"),
        "the message names the bytes: {err}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
