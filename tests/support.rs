//! Helpers shared by the integration tests.

use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::rules::{self, CANONICAL};
use robots::scenario::{CaseReader, format_case};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// A path inside the repository.
pub fn repo(path: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(path)
}

pub fn read(path: &str) -> String {
    std::fs::read_to_string(repo(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The canonical rules with each `(from, to)` replacement applied; every
/// `from` must occur, so a test cannot silently edit nothing.
pub fn edited(replacements: &[(&str, &str)]) -> String {
    let mut text = CANONICAL.to_string();
    for (from, to) in replacements {
        assert!(text.contains(from), "the canonical rules have no `{from}`");
        text = text.replace(from, to);
    }
    text
}

/// Plays `input` under the rules `text` in-process; the contest output.
pub fn play(rules_text: &str, input: &str) -> String {
    let compiled =
        rules::load(&Source::new("test.rules", rules_text)).unwrap_or_else(|e| panic!("{e}"));
    let mut engine = Engine::new(compiled.table());
    let mut reader = CaseReader::new(
        input.as_bytes(),
        "test.in",
        engine.board(),
        engine.table().start,
    );
    let mut blocks = Vec::new();
    while let Some(case) = reader.next_case().unwrap_or_else(|e| panic!("{e}")) {
        let record = engine
            .play(&case.robots, &case.teleports)
            .expect("game ends");
        blocks.push(format_case(blocks.len() + 1, &record));
    }
    blocks.join("\n")
}

/// Runs the `robots` binary with `args` and `stdin`.
pub fn robots(args: &[&str], stdin: &str) -> Output {
    robots_bytes(args, stdin.as_bytes())
}

/// Runs the `robots` binary with `args` and raw bytes on stdin.
pub fn robots_bytes(args: &[&str], stdin: &[u8]) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(args)
        .current_dir(repo(""))
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().unwrap();
    let bytes = stdin.to_vec();
    // The binary may stop reading early (a refusal): write from a thread.
    let writer = std::thread::spawn(move || input.write_all(&bytes));
    let out = child.wait_with_output().unwrap();
    let _ = writer.join();
    out
}

/// Runs a game with one job into a buffer: what it wrote, as text, and
/// how the run ended.
pub fn one_job<E>(
    run: impl FnOnce(&mut Vec<u8>, robots::run::Options) -> Result<(), E>,
) -> (String, Result<(), E>) {
    let mut out = Vec::new();
    let result = run(&mut out, robots::run::Options::new(1, false));
    (String::from_utf8(out).unwrap(), result)
}

/// A run's output, or its refusal as text.
pub fn outcome<E: std::fmt::Display>(
    (text, result): (String, Result<(), E>),
) -> Result<String, String> {
    result.map(|()| text).map_err(|e| e.to_string())
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Splits contest output into its case blocks.
pub fn cases(output: &str) -> Vec<String> {
    output
        .trim_end()
        .split("\n\n")
        .map(|b| b.trim_end().to_string())
        .collect()
}

/// Plays `rules/variants/NAME.rules` on `scenarios/variants/NAME.in`,
/// checks `NAME.out`, and returns the canonical game's output on the same
/// input for comparison.
pub fn check_variant(name: &str) -> String {
    let rules = read(&format!("rules/variants/{name}.rules"));
    let input = read(&format!("scenarios/variants/{name}.in"));
    let expected = read(&format!("scenarios/variants/{name}.out"));
    assert_eq!(play(&rules, &input), expected, "{name}");
    play(CANONICAL, &input)
}

/// `robots run --rules RULES -` on `input`: stdout, or stderr on a refusal.
pub fn run_rules(rules: &str, input: &str) -> String {
    let out = robots(&["run", "--rules", rules, "-"], input);
    if out.status.success() {
        text(&out.stdout)
    } else {
        text(&out.stderr)
    }
}

/// The path of `rules/variants/NAME.rules`.
pub fn variant(name: &str) -> String {
    format!("rules/variants/{name}.rules")
}

/// Runs `robots` with `args` on `input` (`-` added), killed after 20 s:
/// its output and how long it took.
pub fn timed(args: &[&str], input: &str) -> (String, std::time::Duration) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer =
        std::thread::spawn(move || std::io::Write::write_all(&mut stdin, input.as_bytes()));
    let out = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || std::io::read_to_string(out).unwrap());
    let start = std::time::Instant::now();
    while child.try_wait().unwrap().is_none()
        && start.elapsed() < std::time::Duration::from_secs(20)
    {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let _ = child.kill();
    child.wait().unwrap();
    let took = start.elapsed();
    let _ = writer.join();
    (reader.join().unwrap(), took)
}
