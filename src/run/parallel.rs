//! Playing in parallel, with the output of a serial run, byte for byte.
//!
//! Three parts run at once. The calling thread reads cases and hands them
//! out in chunks while the [`Budget`] has room, so memory is bounded by
//! bytes held, not by a count of cases. `jobs` players take chunks in input
//! order and play them, each with its own clone of the player. A writer
//! puts the outputs back in input order and writes each as soon as it and
//! all before it are done; it flushes when output has waited a moment for
//! the next chunk, or after each case when someone is watching.
//!
//! A case whose play needs large tables (a search over a big board)
//! counts them with itself ([`Cases::working`]), so that the jobs together
//! never play more of them at once than the budget holds.
//!
//! A chunk holds up to [`CHUNK_CASES`] cases or [`CHUNK_BYTES`] bytes, so
//! that short games do not pay a hand-over each; when someone is watching,
//! a chunk is one case, so each case is shown as soon as it is played.

use super::budget::Budget;
use super::{Cases, Failure, Options, Play};
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

/// Output held this long without a new chunk ready is flushed.
const IDLE: Duration = Duration::from_millis(20);
/// Bytes counted for each case besides its own: its place in the queues.
const PER_CASE: usize = 64;
/// The most cases in one chunk.
pub const CHUNK_CASES: usize = 64;
/// A chunk is closed once its cases hold this many bytes.
pub const CHUNK_BYTES: usize = 256 << 10;

/// Cases on their way to a player.
struct Work<T> {
    /// The chunk's place in the input, from 0.
    chunk: usize,
    /// The number of its first case, from 1.
    first: usize,
    cases: Vec<T>,
    /// Bytes taken from the budget.
    cost: usize,
}

/// A chunk played: its place, the outputs of its cases, and the error of
/// the case that could not be played, if one could not (the cases after it
/// are not played).
type Done<E> = (usize, String, Option<E>);

/// Plays every case with `options.jobs` players; see the module's docs.
pub fn run<C, P, W>(cases: &mut C, player: P, out: &mut W, options: Options) -> Result<(), C::Error>
where
    C: Cases,
    P: Play<Case = C::Case, Error = C::Error>,
    C::Error: From<Failure> + Send,
    W: Write + Send,
{
    let budget = Budget::new(options.budget);
    let (work_tx, work_rx) = mpsc::channel::<Work<C::Case>>();
    let work_rx = Mutex::new(work_rx);
    let (done_tx, done_rx) = mpsc::channel::<Done<C::Error>>();
    let threads = |error| Failure::Threads {
        jobs: options.jobs,
        error,
    };
    thread::scope(|scope| {
        let mut started = Ok(());
        let mut players = vec![player];
        while players.len() < options.jobs {
            players.push(players[0].clone());
        }
        for player in players {
            let (done, work, budget) = (done_tx.clone(), &work_rx, &budget);
            let spawned = thread::Builder::new()
                .name("player".into())
                .spawn_scoped(scope, move || play_all(player, work, done, budget));
            if let Err(error) = spawned {
                started = Err(threads(error));
                break;
            }
        }
        drop(done_tx);
        let budget = &budget;
        let writer = started.and_then(|()| {
            thread::Builder::new()
                .name("writer".into())
                .spawn_scoped(scope, move || {
                    let written = write_in_order(done_rx, out, budget, options.flush_each_case);
                    if written.is_err() {
                        budget.stop();
                    }
                    written
                })
                .map_err(threads)
        });
        let writer = match writer {
            Ok(writer) => writer,
            // Dropping the queue lets the players that did start finish.
            Err(failure) => return Err(failure.into()),
        };
        let read = read_all(cases, work_tx, budget, options.flush_each_case);
        let written = writer
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        // The writer stops at the first failing case, which comes before
        // anything the reader refused later in the input.
        written.and(read)
    })
}

/// Reads cases and queues them for the players in chunks while the budget
/// has room. Returns at the end of the input, at a refusal (after queueing
/// the cases before it), or when the run stopped.
fn read_all<C: Cases>(
    cases: &mut C,
    work: Sender<Work<C::Case>>,
    budget: &Budget,
    one_by_one: bool,
) -> Result<(), C::Error> {
    let (most, bytes) = if one_by_one {
        (1, 0)
    } else {
        (CHUNK_CASES, CHUNK_BYTES)
    };
    let mut chunk = Work {
        chunk: 0,
        first: 1,
        cases: Vec::new(),
        cost: 0,
    };
    let send = |chunk: &mut Work<C::Case>| {
        let next = Work {
            chunk: chunk.chunk + 1,
            first: chunk.first + chunk.cases.len(),
            cases: Vec::new(),
            cost: 0,
        };
        let full = std::mem::replace(chunk, next);
        budget.take(full.cost) && work.send(full).is_ok()
    };
    loop {
        let case = match cases.next_case() {
            Ok(Some(case)) => case,
            Ok(None) => break,
            Err(error) => {
                if !chunk.cases.is_empty() {
                    send(&mut chunk);
                }
                return Err(error);
            }
        };
        chunk.cost += C::footprint(&case) + cases.working(&case) + PER_CASE;
        chunk.cases.push(case);
        if (chunk.cases.len() >= most || chunk.cost >= bytes) && !send(&mut chunk) {
            return Ok(());
        }
    }
    if !chunk.cases.is_empty() {
        send(&mut chunk);
    }
    Ok(())
}

/// One player: takes the next chunk in input order until the queue closes.
fn play_all<P: Play>(
    mut player: P,
    work: &Mutex<Receiver<Work<P::Case>>>,
    done: Sender<Done<P::Error>>,
    budget: &Budget,
) {
    loop {
        let next = work.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok(chunk) = next else {
            return;
        };
        if budget.stopped() {
            budget.give(chunk.cost);
            continue;
        }
        let mut text = String::new();
        let mut failed = None;
        for (k, case) in chunk.cases.iter().enumerate() {
            if let Err(error) = player.play(chunk.first + k, case, &mut text) {
                failed = Some(error);
                break;
            }
        }
        drop(chunk.cases);
        budget.exchange(chunk.cost, text.capacity() + PER_CASE);
        if done.send((chunk.chunk, text, failed)).is_err() {
            return;
        }
    }
}

/// Writes outputs in input order as they become ready; stops at the first
/// case that failed, with its error, after the outputs before it.
fn write_in_order<E, W>(
    done: Receiver<Done<E>>,
    out: &mut W,
    budget: &Budget,
    flush_each_case: bool,
) -> Result<(), E>
where
    E: From<Failure>,
    W: Write,
{
    let output = |e| E::from(Failure::Output(e));
    let mut waiting = BTreeMap::new();
    let mut next = 0;
    let mut unflushed = false;
    loop {
        let (chunk, text, failed) = match done.recv_timeout(IDLE) {
            Ok(received) => received,
            Err(RecvTimeoutError::Timeout) => {
                if unflushed {
                    out.flush().map_err(output)?;
                    unflushed = false;
                }
                match done.recv() {
                    Ok(received) => received,
                    Err(_) => break,
                }
            }
            Err(RecvTimeoutError::Disconnected) => break,
        };
        waiting.insert(chunk, (text, failed));
        while let Some((text, failed)) = waiting.remove(&next) {
            out.write_all(text.as_bytes()).map_err(output)?;
            if let Some(error) = failed {
                out.flush().map_err(output)?;
                return Err(error);
            }
            budget.give(text.capacity() + PER_CASE);
            next += 1;
            unflushed = true;
        }
        if flush_each_case && unflushed {
            out.flush().map_err(output)?;
            unflushed = false;
        }
    }
    out.flush().map_err(output)
}
