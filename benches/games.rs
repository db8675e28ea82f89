//! The speed of the Janken Tactics and RobotRace engines (docs/performance.md):
//!
//! - Janken: moves validated per second over 10,000 generated data sets
//!   (`tactics::generate`, seed 42), reading and printing included, and
//!   validation alone; then the cheapest-path search alone on every one of
//!   those moves' graphs, by the shared bucket queue (Dial) and by a
//!   binary-heap Dijkstra, on identical inputs.
//! - RobotRace: milliseconds per case on 50 x 50 boards with 26 robots and
//!   26 tokens (`race::generate`, `Spec::largest`), reading included.
//!
//! `cargo bench --bench games` runs everything; `cargo bench --bench games
//! -- dial` (or `heap`, `janken`, `race`) runs one part, for callgrind.

#[path = "games/search.rs"]
mod search;
#[path = "../tests/tables.rs"]
mod tables;

use robots::scenario::tactics::{DataSet, Reader};
use robots::tactics::Game;
use robots::tactics::rules::Rules;
use std::time::Instant;

/// Best wall time of `tries` runs of `run`, in seconds.
fn best(tries: usize, mut run: impl FnMut()) -> f64 {
    (0..tries)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed().as_secs_f64()
        })
        .fold(f64::MAX, f64::min)
}

fn janken_input(sets: usize) -> Vec<u8> {
    let mut text = Vec::new();
    let spec = robots::tactics::generate::Spec::new(42, sets);
    robots::tactics::generate::write(&tables::janken(), &spec, &mut text).unwrap();
    text
}

fn read_sets(table: &Rules, text: &[u8]) -> Vec<DataSet> {
    let mut reader = Reader::new(text, "gen.in", table);
    let mut sets = Vec::new();
    while let Some(set) = reader.next_set().unwrap() {
        sets.push(set);
    }
    sets
}

/// How much to run: the documented figures, or a tenth of the input and
/// one try (`quick`, for callgrind).
#[derive(Clone, Copy)]
struct Scale {
    sets: usize,
    cases: usize,
    tries: usize,
}

fn janken(scale: Scale) {
    let table = tables::janken();
    let text = janken_input(scale.sets);
    let sets = read_sets(&table, &text);
    let moves: usize = sets.iter().map(|s| s.moves.len()).sum();
    let whole = best(scale.tries, || {
        let mut reader = Reader::new(&text[..], "gen.in", &table);
        let mut out = Vec::with_capacity(1 << 22);
        robots::tactics::run(
            &table,
            &mut reader,
            &mut out,
            robots::run::Options::new(1, false),
        )
        .unwrap();
    });
    let mut out = String::with_capacity(1 << 22);
    let mut game = Game::new(table.clone());
    let validation = best(scale.tries, || play_all(&mut game, &sets, &mut out));
    let ok = out.matches("Successful").count();
    println!(
        "janken: {} data sets, {moves} moves ({ok} successful), {} bytes of input",
        scale.sets,
        text.len()
    );
    println!(
        "janken: run (read, validate, print): {:.1} ms, {:.2} M moves/s, {:.0} ns/move",
        whole * 1e3,
        moves as f64 / whole / 1e6,
        whole * 1e9 / moves as f64
    );
    println!(
        "janken: validate and print only:     {:.1} ms, {:.2} M moves/s, {:.0} ns/move",
        validation * 1e3,
        moves as f64 / validation / 1e6,
        validation * 1e9 / moves as f64
    );
}

/// Validates and prints every data set (a function of its own, for
/// callgrind's inclusive count).
#[inline(never)]
fn play_all(game: &mut Game, sets: &[DataSet], out: &mut String) {
    out.clear();
    for (k, set) in sets.iter().enumerate() {
        game.play(k as u64 + 1, set, out);
    }
}

fn race(scale: Scale) {
    let table = tables::race();
    let cases = scale.cases;
    let mut text = Vec::new();
    robots::race::generate::write(
        &table,
        &robots::race::generate::Spec::largest(42, cases),
        &mut text,
    )
    .unwrap();
    let mut out = Vec::new();
    let t = best(scale.tries, || run_race(&table, &text, &mut out));
    let surrendered = String::from_utf8_lossy(&out).matches(" 20\n").count();
    println!(
        "race: {cases} cases of 50 x 50, 26 robots, 26 tokens: {:.1} ms, {:.2} ms/case ({surrendered} of {} robots surrender)",
        t * 1e3,
        t * 1e3 / cases as f64,
        cases * 26
    );
}

/// Reads and plays every case (a function of its own, for callgrind's
/// inclusive count).
#[inline(never)]
fn run_race(table: &robots::race::rules::Rules, text: &[u8], out: &mut Vec<u8>) {
    out.clear();
    let mut reader = robots::scenario::race::Reader::new(text, "gen.in", table);
    robots::race::run(table, &mut reader, out, robots::run::Options::new(1, false)).unwrap();
}

fn main() {
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let quick = words.iter().any(|w| w == "quick");
    let scale = if quick {
        Scale {
            sets: 1000,
            cases: 10,
            tries: 1,
        }
    } else {
        Scale {
            sets: 10_000,
            cases: 100,
            tries: 5,
        }
    };
    let which = words
        .iter()
        .find(|w| *w != "quick")
        .cloned()
        .unwrap_or_default();
    if which.is_empty() || which == "janken" {
        janken(scale);
    }
    if which.is_empty() || which == "dial" || which == "heap" {
        search::searches(&which, scale);
    }
    if which.is_empty() || which == "race" {
        race(scale);
    }
}
