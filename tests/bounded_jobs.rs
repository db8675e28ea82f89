//! Memory bounded whatever the job count: `--jobs 2` on a big board holds
//! about what one job holds. Measured with `/usr/bin/time` where it is
//! installed (the tests say nothing where it is not).

use crate::bounded::scratch;
use crate::support::{read, repo, text};
use std::path::Path;
use std::process::Command;

/// Output and peak resident KiB of `robots run --jobs JOBS ARGS INPUT`.
fn run_measured(jobs: &str, args: &[&str], input: &Path) -> (String, Option<u64>) {
    let dir = input.parent().unwrap();
    let memory = dir.join(format!("memory{jobs}"));
    let time = Path::new("/usr/bin/time");
    let mut command = if time.exists() {
        let mut c = Command::new(time);
        c.args(["-f", "%M", "-o"])
            .arg(&memory)
            .arg(env!("CARGO_BIN_EXE_robots"));
        c
    } else {
        Command::new(env!("CARGO_BIN_EXE_robots"))
    };
    let out = command
        .args(["run", "--jobs", jobs])
        .args(args)
        .arg(input)
        .current_dir(repo(""))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let kib = std::fs::read_to_string(&memory)
        .ok()
        .and_then(|t| t.lines().last().and_then(|l| l.trim().parse().ok()));
    (text(&out.stdout), kib)
}

/// Asserts that two jobs give the serial output within a fifth more
/// memory than one.
fn assert_bounded(args: &[&str], input: &Path) {
    let (serial, one) = run_measured("1", args, input);
    let (parallel, two) = run_measured("2", args, input);
    assert_eq!(parallel, serial, "two jobs print the serial output");
    if let (Some(one), Some(two)) = (one, two) {
        assert!(
            two * 5 <= one * 6,
            "one job held {one} KiB, two held {two} KiB"
        );
    }
}

// Guards: each job held its own engine grids, 15 bytes a cell (215 MiB
// for `--jobs 2` on a 4096 x 4096 board in the fuzz run). A job of this
// run plays 64 cases, so its two chunks went to two jobs at once: the
// first case and the last each walk the player 32,718 moves around a
// big board (case 88 of the mixed public input, which writes some 90 MB
// of grids); the cases between are short. Now a board whose grids take
// more than 96 MiB is played by one job.
#[test]
fn two_jobs_on_a_big_board_hold_about_one_job_s_grids() {
    let public = read("tests/data/public-mixed.in");
    let lines: Vec<&str> = public.lines().collect();
    let mut at = 0;
    let mut cases = Vec::new();
    loop {
        let counts: Vec<usize> = lines[at]
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        if counts == [0, 0] {
            break;
        }
        let end = at + 1 + counts[0] + counts[1];
        cases.push(lines[at..end].join("\n"));
        at = end;
    }
    let walker = &cases[87];
    let mut input = vec![walker.as_str()];
    input.extend(std::iter::repeat_n("1 0\n2046 2046", 63));
    input.extend([walker.as_str(), "0 0\n"]);
    let dir = scratch("jobs-board");
    let path = dir.join("big.in");
    std::fs::write(&path, input.join("\n")).unwrap();
    assert_bounded(&["--rules", "rules/variants/big-board.rules"], &path);
}

/// A RobotRace case on a `side` x `side` board: robot `a` in one corner,
/// `b` in the other, the token `X` in the middle, both after it.
fn race_case(side: usize) -> String {
    let mut text = format!("{side}\n");
    for r in 0..side {
        let mut row = vec![b' '; side];
        if r == 0 {
            row[0] = b'a';
        }
        if r == side - 1 {
            row[side - 1] = b'b';
        }
        if r == side / 2 {
            row[side / 2] = b'X';
        }
        text.push_str(std::str::from_utf8(&row).unwrap());
        text.push('\n');
    }
    text.push_str("2\na:X\nb:X\n");
    text
}

// Guards: each job kept the search tables of the largest RobotRace board
// it had played (about 20 bytes a cell and facing: 47 MB on 768 x 768
// with 4 facings), so two jobs playing two big boards held twice that.
// Now the cases count their tables in the run's budget and the jobs
// share one set of large tables.
#[test]
fn two_jobs_on_big_race_boards_hold_about_one_job_s_tables() {
    let dir = scratch("jobs-race");
    let path = dir.join("race.in");
    std::fs::write(&path, race_case(768).repeat(2)).unwrap();
    assert_bounded(&["--rules", "robot-race"], &path);
}
