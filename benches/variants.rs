//! Prints the time per move of every rules file in `rules/`: the canonical
//! game and each file of `rules/variants/` (read from the folder, so a new
//! variant is measured with the rest), on generated games, and each one's
//! ratio to the canonical time. Used by bench/run.sh.
//!
//! `cargo bench --bench variants [-- GAMES]`

mod common;

use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::rules;
use std::time::Instant;

/// Moves played per file and round at most: long games (a 4096 x 4096
/// board's) stop the round after the game that passes it.
const MOVES: u64 = 400_000;

/// Rounds per file; the best is kept.
const ROUNDS: usize = 3;

fn main() {
    let games: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(500);
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/rules");
    let mut files = vec![("robots.rules".to_string(), rules::CANONICAL.to_string())];
    let mut variants: Vec<_> = std::fs::read_dir(format!("{root}/variants"))
        .expect("rules/variants")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    variants.sort();
    for path in variants {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        files.push((name, std::fs::read_to_string(&path).expect("a rules file")));
    }
    println!("{games} generated games per file (seed 42), at most {MOVES} moves, best of {ROUNDS}");
    let mut canonical = None;
    for (name, text) in files {
        let table = rules::load(&Source::new(name.as_str(), text.as_str()))
            .unwrap_or_else(|e| panic!("{name}: {e:?}"))
            .table();
        let cases = common::generated(&table, 42, games);
        let mut engine = Engine::new(table);
        let mut best = f64::MAX;
        let (mut played, mut moves) = (0, 0);
        for _ in 0..ROUNDS {
            let before = engine.moves_made();
            let start = Instant::now();
            played = 0;
            for case in &cases {
                let _ = engine.play(&case.robots, &case.teleports);
                played += 1;
                if engine.moves_made() - before >= MOVES {
                    break;
                }
            }
            let elapsed = start.elapsed().as_secs_f64();
            moves = engine.moves_made() - before;
            best = best.min(elapsed * 1e9 / moves as f64);
        }
        let base = *canonical.get_or_insert(best);
        println!(
            "{name:<28} {played:>4} games {moves:>8} moves {best:>9.1} ns per move {:>6.1}x",
            best / base
        );
    }
}
