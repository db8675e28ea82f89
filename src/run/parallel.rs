//! Playing in parallel, with the output of a serial run, byte for byte.
//!
//! Three parts run at once. The calling thread reads cases and hands them
//! out while the [`Budget`] has room, so memory is bounded by bytes held,
//! not by a count of cases. `jobs` players take cases in input order and
//! play them, each with its own clone of the player. A writer puts the
//! outputs back in input order and writes each as soon as it and all before
//! it are done; it flushes when output has waited a moment for the next
//! case (or after each case when someone is watching), so a person sees
//! every case as it is ready while a fast stream still leaves in blocks.

use super::budget::Budget;
use super::{Cases, Failure, Options, Play};
use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Mutex;
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

/// Output held this long without a new case ready is flushed.
const IDLE: Duration = Duration::from_millis(20);
/// Bytes counted for each case besides its own: its place in the queues.
const PER_CASE: usize = 64;

/// A case on its way to a player: number, case, bytes taken from the budget.
type Work<T> = (usize, T, usize);
/// A case played: number and output (or why it could not be played).
type Done<E> = (usize, Result<String, E>);

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
        let read = read_all(cases, work_tx, budget);
        let written = writer
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        // The writer stops at the first failing case, which comes before
        // anything the reader refused later in the input.
        written.and(read)
    })
}

/// Reads cases and queues them for the players while the budget has room.
/// Returns at the end of the input, at a refusal, or when the run stopped.
fn read_all<C: Cases>(
    cases: &mut C,
    work: Sender<Work<C::Case>>,
    budget: &Budget,
) -> Result<(), C::Error> {
    let mut number = 0;
    while let Some(case) = cases.next_case()? {
        number += 1;
        let cost = C::footprint(&case) + PER_CASE;
        if !budget.take(cost) || work.send((number, case, cost)).is_err() {
            break;
        }
    }
    Ok(())
}

/// One player: takes the next case in input order until the queue closes.
fn play_all<P: Play>(
    mut player: P,
    work: &Mutex<Receiver<Work<P::Case>>>,
    done: Sender<Done<P::Error>>,
    budget: &Budget,
) {
    loop {
        let next = work.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok((number, case, cost)) = next else {
            return;
        };
        if budget.stopped() {
            budget.give(cost);
            continue;
        }
        let mut text = String::new();
        let result = player.play(number, &case, &mut text);
        drop(case);
        budget.exchange(cost, text.capacity() + PER_CASE);
        if done.send((number, result.map(|()| text))).is_err() {
            return;
        }
    }
}

/// Writes outputs in input order as they become ready; stops at the first
/// case that failed, with its error.
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
    let mut next = 1;
    let mut unflushed = false;
    loop {
        let (number, result) = match done.recv_timeout(IDLE) {
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
        waiting.insert(number, result);
        while let Some(result) = waiting.remove(&next) {
            let text = result?;
            out.write_all(text.as_bytes()).map_err(output)?;
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
