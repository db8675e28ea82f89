//! Prints the cost of one robot step (one robot moved while scoring one
//! candidate move, or while making the chosen one) on the canonical board
//! and on a 4096 x 4096 board with 5,000 robots: target 2 of
//! docs/performance.md. Used by bench/run.sh.
//!
//! `cargo bench --bench scale`

mod common;

use robots::engine::Engine;
use std::time::Instant;

/// Nanoseconds per robot step of `engine` over `run`, best of `tries`.
fn per_step(engine: &mut Engine, tries: usize, mut run: impl FnMut(&mut Engine)) -> (f64, u64) {
    let mut best = f64::MAX;
    let mut steps = 0;
    for _ in 0..tries {
        let before = engine.robot_steps();
        let start = Instant::now();
        run(engine);
        let elapsed = start.elapsed().as_secs_f64();
        steps = engine.robot_steps() - before;
        best = best.min(elapsed * 1e9 / steps as f64);
    }
    (best, steps)
}

fn main() {
    // Canonical: 2,000 generated games (the 20,000-game run's mix).
    let table = common::canonical();
    let cases = common::generated(&table, 42, 2000);
    let mut engine = Engine::new(table);
    let (canonical, steps) = per_step(&mut engine, 5, |e| {
        for case in &cases {
            e.play(&case.robots, &case.teleports).unwrap();
        }
    });
    println!("canonical 31 x 31, 2000 games: {canonical:.2} ns per robot step ({steps} steps)");

    // 4096 x 4096 with 5,000 robots spread over the whole board: the first
    // 100 moves of the game.
    let table = common::big_board();
    let robots = common::swarm(&table, 5000, 2047);
    let start = common::position(&table, &robots);
    let mut engine = Engine::new(table);
    let (big, steps) = per_step(&mut engine, 3, |e| {
        let mut state = start.clone();
        for _ in 0..100 {
            let choice = e.choose(&state);
            if e.apply(&mut state, choice) || state.robots().is_empty() {
                break;
            }
        }
    });
    println!("4096 x 4096, 5000 robots, 100 moves: {big:.2} ns per robot step ({steps} steps)");
    println!(
        "ratio big / canonical: {:.2} (target: at most 2)",
        big / canonical
    );
}
