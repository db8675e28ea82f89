//! The run machinery on its own, with stand-in cases and players: memory
//! held within the budget, and a failing case that stops parallel output
//! exactly where serial output stops (no stray blank line), whatever the
//! chunking.

use crate::support::text;
use robots::run::{Cases, Failure, Options, Play, RunError};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Cases for the machinery, whose footprint is `SIZE` bytes, each counted
/// while alive.
struct Counted<const SIZE: usize> {
    left: usize,
    alive: Arc<AtomicUsize>,
    most: Arc<AtomicUsize>,
}

const MIB: usize = 1 << 20;

struct Token(Arc<AtomicUsize>);

impl Drop for Token {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

impl<const SIZE: usize> Cases for Counted<SIZE> {
    type Case = Token;
    type Error = RunError;

    fn next_case(&mut self) -> Result<Option<Token>, RunError> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        let now = self.alive.fetch_add(1, Ordering::SeqCst) + 1;
        self.most.fetch_max(now, Ordering::SeqCst);
        Ok(Some(Token(Arc::clone(&self.alive))))
    }

    fn footprint(_: &Token) -> usize {
        SIZE
    }
}

/// Plays slowly, and fails case `fails` with an error naming it.
#[derive(Clone)]
struct Slow {
    fails: usize,
}

impl Play for Slow {
    type Case = Token;
    type Error = RunError;

    fn play(&mut self, number: usize, _: &Token, out: &mut String) -> Result<(), RunError> {
        std::thread::sleep(Duration::from_millis(2));
        if number == self.fails {
            return Err(RunError::TooLong {
                location: format!("t.in:{number}:1"),
                case: number,
            });
        }
        if number > 1 {
            out.push('\n');
        }
        out.push_str(&format!("Case {number}:\n"));
        Ok(())
    }
}

/// Plays 300 counted cases of `SIZE` bytes: the output, the error, and the
/// most cases alive at once.
fn play_counted<const SIZE: usize>(
    jobs: usize,
    budget: usize,
    fails: usize,
) -> (String, Option<String>, usize) {
    let most = Arc::new(AtomicUsize::new(0));
    let mut cases = Counted::<SIZE> {
        left: 300,
        alive: Arc::default(),
        most: Arc::clone(&most),
    };
    let options = Options {
        jobs,
        flush_each_case: false,
        budget,
        ..Options::new(1, false)
    };
    let mut out = Vec::new();
    let result = robots::run::run(&mut cases, Slow { fails }, &mut out, options);
    let error = result.err().map(|e| e.to_string());
    (text(&out), error, most.load(Ordering::SeqCst))
}

#[test]
fn parallel_playing_holds_cases_within_the_budget() {
    // 300 cases of 1 MiB each against a budget of 8 MiB: at most 8 cases
    // are queued or played at once (batches of 1,024 held all 300), and one
    // more may be read and waiting for room.
    let (output, error, most) = play_counted::<MIB>(2, 8 * MIB + 8 * 1024, 0);
    assert_eq!(error, None);
    assert!(most <= 9, "{most} cases alive at once");
    assert_eq!(output, play_counted::<MIB>(1, 8 * MIB, 0).0);
    assert_eq!(output.matches("Case ").count(), 300);
}

#[test]
fn a_failing_case_stops_parallel_output_exactly_where_serial_stops() {
    // Large cases travel alone; small ones in chunks, the failing case in
    // the middle of one.
    let small = |jobs| play_counted::<100>(jobs, 8 * MIB, 120);
    let large = |jobs| play_counted::<MIB>(jobs, 8 * MIB, 120);
    let (serial, serial_error, _) = small(1);
    assert!(
        serial.ends_with("Case 119:\n"),
        "no blank line after the last case"
    );
    let error = serial_error.unwrap();
    assert!(
        error.starts_with("t.in:120:1: case 120: the game went on"),
        "{error}"
    );
    for (output, parallel_error, _) in [small(2), small(3), large(2), large(1)] {
        assert_eq!(output, serial);
        assert_eq!(parallel_error.as_ref(), Some(&error));
    }
}

#[test]
fn a_failure_to_start_threads_says_so() {
    let failure = Failure::Threads {
        jobs: 3,
        error: std::io::Error::other("out of threads"),
    };
    let shown = RunError::from(failure).to_string();
    assert_eq!(
        shown,
        "cannot start 3 threads to play in parallel: out of threads"
    );
}
