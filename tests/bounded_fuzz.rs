//! Fuzzing every game's format and every view through the real binary:
//! valid inputs (the shipped data and generated games) edited at random
//! (a number replaced by an extreme one, a line dropped or repeated,
//! bytes inserted, the input cut short), each given to a command that
//! reads its format. Every run must end within 10 s and 200 MB resident
//! (measured by `/usr/bin/time` where it is installed), with exit 0 or 1,
//! no panic, and every refusal located (`NAME:LINE:COLUMN: ` or at least
//! `NAME: `).
//!
//! The run ends by naming its longest run and its largest, with their
//! time and peak memory. CI runs 300 inputs (about 10 s); the long run is `cargo build
//! --release && FUZZ_RUNS=10000 FUZZ_BIN=target/release/robots cargo test
//! bounded_fuzz -- --nocapture` (seed `FUZZ_SEED`, 24 by default).

use crate::bounded::scratch;
use crate::bounded_fuzz_inputs::{Rng, Seeds, mutate, seeds};
use crate::support::{repo, text};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The most a run may take: `FUZZ_SECONDS`, else 10 s optimised, six
/// times as long in a test build (its binary is several times slower).
fn time_limit() -> Duration {
    let default = if cfg!(debug_assertions) { 60 } else { 10 };
    let seconds = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    Duration::from_secs(seconds)
}
/// The most a run may hold, in KiB.
const MEMORY_KIB: u64 = 200 * 1024;

/// What a run checks: the command and the input it reads from a file.
struct Trial {
    args: Vec<String>,
    input: Vec<u8>,
}

/// A random command for a random format, with its valid input edited.
fn trial(rng: &mut Rng, seeds: &Seeds) -> Trial {
    let s = |v: &[&str]| v.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    let case = (1 + rng.below(3)).to_string();
    let first = rng.below(40);
    let moves = format!("{first}..{}", first + rng.below(40));
    let (args, base) = match rng.below(10) {
        0 | 1 => {
            let rules = rng.pick(&seeds.pursuits).clone();
            let view = rng.below(8);
            let mut args = match view {
                0 => s(&["run"]),
                1 => s(&["run", "--jobs", "2"]),
                // The views of every move, one case at a time: all of a
                // hundred cases' moves is output in proportion, not a hang.
                2 => s(&["run", "--trace", "--case", &case, "--moves", &moves]),
                3 => s(&["run", "--format", "json", "--log", "--case", &case]),
                4 => s(&["run", "--summary"]),
                5 => s(&["explain", "--case", &case]),
                6 => s(&["replay", "--case", &case, "-o", "-"]),
                _ => s(&["diff", "rules/robots.rules"]),
            };
            if view == 7 {
                args.push(rules);
            } else {
                args.extend(["--rules".to_string(), rules]);
            }
            (args, rng.pick(&seeds.robots).clone())
        }
        2 => (
            s(&[
                "run",
                "--rules",
                *rng.pick(&["janken-tactics", "rules/variants/square-janken.rules"]),
            ]),
            rng.pick(&seeds.janken).clone(),
        ),
        3 => (
            s(&[
                "run",
                "--rules",
                *rng.pick(&[
                    "robot-race",
                    "rules/variants/race-hex.rules",
                    "rules/variants/race-costly.rules",
                ]),
            ]),
            rng.pick(&seeds.race).clone(),
        ),
        4 => (
            s(&["run", "--rules", "crosses"]),
            rng.pick(&seeds.crosses).clone(),
        ),
        5 => (
            s(&[
                "run", "--trace", "--rules", "crosses", "--case", &case, "--moves", &moves,
            ]),
            rng.pick(&seeds.crosses).clone(),
        ),
        6 => {
            let low = 1 + rng.below(6);
            let sides = format!("{low}..{}", low + rng.below(30));
            let cases = rng.pick(&["0", "1", "5"]).to_string();
            let rules = rng.pick(&["crosses", "robots", "janken-tactics", "robot-race"]);
            let mut args = s(&[
                "gen",
                "--seed",
                &rng.next().to_string(),
                "--cases",
                &cases,
                "--rules",
                rules,
            ]);
            if *rules == "crosses" {
                args.extend(s(&["--sides", &sides]));
            }
            (args, String::new())
        }
        7 => {
            let (rules, cases) = rng.pick(&seeds.maps);
            let jobs = rng.pick(&["1", "2"]);
            (
                s(&["run", "--jobs", jobs, "--rules", rules, "--case", &case]),
                cases.clone(),
            )
        }
        _ => (s(&["check"]), rng.pick(&seeds.rules).clone()),
    };
    let input = if args[0] == "gen" {
        Vec::new()
    } else {
        mutate(rng, &base)
    };
    Trial { args, input }
}

/// Whether a diagnostic's headline names where it is: `NAME:L:C: ` or
/// `NAME: `.
fn located(err: &str) -> bool {
    let Some(headline) = err.lines().find_map(|l| l.trim_start().strip_prefix("x ")) else {
        return false;
    };
    let Some((place, _)) = headline.split_once(": ") else {
        return false;
    };
    !place.is_empty() && !place.contains(' ')
}

/// The binary tried: `FUZZ_BIN` (the long run gives the release build),
/// else the test build's.
fn binary() -> String {
    std::env::var("FUZZ_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_robots").to_string())
}

/// What one run took: its wall time and its peak resident KiB (0 where
/// it is not measured).
#[derive(Default, Clone, Copy)]
struct Cost {
    time: Duration,
    kib: u64,
}

/// Runs one trial; what went wrong, if anything, and what it took.
fn run(trial: &Trial, dir: &Path, k: usize, time_tool: bool) -> (Option<String>, Cost) {
    let mut cost = Cost::default();
    let why = run_measured(trial, dir, k, time_tool, &mut cost);
    (why, cost)
}

fn run_measured(
    trial: &Trial,
    dir: &Path,
    k: usize,
    time_tool: bool,
    cost: &mut Cost,
) -> Option<String> {
    let input = dir.join(format!("in{}", k % 4));
    std::fs::write(&input, &trial.input).unwrap();
    let memory = dir.join(format!("mem{}", k % 4));
    let mut command = if time_tool {
        let mut c = Command::new("/usr/bin/time");
        c.args(["-f", "%M", "-o"]).arg(&memory).arg(binary());
        c
    } else {
        Command::new(binary())
    };
    command.args(&trial.args);
    match trial.args[0].as_str() {
        "gen" => {}
        "check" => {
            command.arg(&input);
        }
        _ => {
            command.arg(&input);
        }
    }
    // Output into files: a pipe nobody reads would stop a long output.
    let (stdout, stderr) = (dir.join("out"), dir.join("err"));
    let mut child = command
        .current_dir(repo(""))
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&stdout).unwrap())
        .stderr(std::fs::File::create(&stderr).unwrap())
        .spawn()
        .unwrap();
    let start = Instant::now();
    let limit = time_limit();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > limit {
            child.kill().ok();
            child.wait().ok();
            return Some(format!("still running after {limit:?}"));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let out = std::process::Output {
        status,
        stdout: Vec::new(),
        stderr: std::fs::read(&stderr).unwrap_or_default(),
    };
    let err = text(&out.stderr);
    let elapsed = start.elapsed();
    cost.time = elapsed;
    if elapsed > limit {
        return Some(format!("took {elapsed:?}"));
    }
    if err.contains("panicked") || !matches!(out.status.code(), Some(0 | 1)) {
        return Some(format!("ended {:?}: {err}", out.status.code()));
    }
    if out.status.code() == Some(1) && !located(&err) {
        return Some(format!("an unlocated refusal: {err}"));
    }
    if time_tool {
        let kib: u64 = std::fs::read_to_string(&memory)
            .ok()
            .and_then(|t| t.lines().last().and_then(|l| l.trim().parse().ok()))
            .unwrap_or(0);
        cost.kib = kib;
        if kib > MEMORY_KIB {
            return Some(format!("held {kib} KiB"));
        }
    }
    None
}

#[test]
fn fuzzed_inputs_to_every_format_and_view_end_bounded_and_located() {
    let runs: usize = std::env::var("FUZZ_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let seed: u64 = std::env::var("FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(24);
    let time_tool = Path::new("/usr/bin/time").exists();
    let seeds = seeds(runs > 1000);
    let dir = scratch("fuzz");
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut failures = Vec::new();
    let start = Instant::now();
    // The longest run and the largest, each with its command.
    let (mut longest, mut largest) = ((Duration::ZERO, String::new()), (0, String::new()));
    for k in 0..runs {
        let trial = trial(&mut rng, &seeds);
        let (failed, cost) = run(&trial, &dir, k, time_tool);
        let command = || format!("robots {}", trial.args.join(" "));
        if cost.time > longest.0 {
            longest = (cost.time, command());
        }
        if cost.kib > largest.0 {
            largest = (cost.kib, command());
        }
        if let Some(why) = failed {
            let kept = dir.join(format!("failure{k}"));
            std::fs::write(&kept, &trial.input).unwrap();
            failures.push(format!(
                "run {k}: robots {} {}: {why}",
                trial.args.join(" "),
                kept.display()
            ));
            if failures.len() >= 5 {
                break;
            }
        }
    }
    eprintln!("fuzz: {runs} runs (seed {seed}) in {:?}", start.elapsed());
    eprintln!("fuzz: longest run {:?}: {}", longest.0, longest.1);
    eprintln!("fuzz: largest run {} KiB: {}", largest.0, largest.1);
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
    std::fs::remove_dir_all(&dir).ok();
}
