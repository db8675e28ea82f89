//! Criterion benchmarks of the engine on fixed scenarios: whole generated
//! games of the canonical rules, and single moves (the player's choice and
//! the robots' reply) on the canonical and on a 4096 x 4096 board.
//!
//! `cargo bench --bench engine`

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use robots::engine::Engine;
use std::hint::black_box;

fn games(c: &mut Criterion) {
    let table = common::canonical();
    let cases = common::generated(&table, 42, 200);
    let mut engine = Engine::new(table);
    c.bench_function("canonical/200 generated games", |b| {
        b.iter(|| {
            let mut moves = 0;
            for case in &cases {
                let record = engine.play(&case.robots, &case.teleports).unwrap();
                moves += record.moves;
            }
            black_box(moves)
        })
    });
}

fn one_move(c: &mut Criterion) {
    let mut group = c.benchmark_group("one move");
    for (name, table, robots, spread) in [
        ("canonical, 10 robots", common::canonical(), 10, 15),
        ("canonical, 40 robots", common::canonical(), 40, 15),
        ("4096 x 4096, 40 robots", common::big_board(), 40, 15),
        ("4096 x 4096, 5000 robots", common::big_board(), 5000, 2047),
    ] {
        let state = common::position(&table, &common::swarm(&table, robots, spread));
        let mut engine = Engine::new(table);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut next = state.clone();
                let choice = engine.choose(&next);
                black_box(engine.apply(&mut next, choice))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, games, one_move);
criterion_main!(benches);
