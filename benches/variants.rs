//! Prints the time per move of every pursuit in `rules/`: the canonical
//! game and each file of `rules/variants/` (read from the folder, so a new
//! variant is measured with the rest), on generated games, and each one's
//! ratio to the canonical time. Files of other kinds of game (their
//! compiled game is not a pursuit) are named as skipped. Then, apart, the
//! configurations of `bench/rules/`: rules worth measuring that are not
//! shipped variants. Used by bench/run.sh.
//!
//! `cargo bench --bench variants [-- GAMES]`

mod common;

use robots::diagnostics::Source;
use robots::engine::Engine;
use robots::engine::table::Table;
use robots::rules;
use std::path::Path;
use std::time::Instant;

/// Moves played per file and round at most: long games (a 4096 x 4096
/// board's) stop the round after the game that passes it.
const MOVES: u64 = 400_000;

/// Rounds per file; the best is kept.
const ROUNDS: usize = 3;

/// The `.rules` files of `dir`, by name, with their text.
fn rules_files(dir: &Path) -> Vec<(String, String)> {
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rules"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&path).expect("a rules file"))
        })
        .collect()
}

/// The pursuit table of a rules file; `None` for another kind of game.
fn pursuit(name: &str, text: &str) -> Option<Table> {
    let compiled =
        rules::load(&Source::new(name, text)).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    compiled.game.robots().cloned()
}

/// The best time per move of `table` over `games` generated games, the
/// games played and the moves made in the best round.
fn measure(table: Table, games: usize) -> (f64, usize, u64) {
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
    (best, played, moves)
}

fn main() {
    let games: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(500);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![("robots.rules".to_string(), rules::CANONICAL.to_string())];
    files.extend(rules_files(&root.join("rules/variants")));
    let extra = rules_files(&root.join("bench/rules"));
    println!("{games} generated games per file (seed 42), at most {MOVES} moves, best of {ROUNDS}");
    let mut canonical = None;
    let mut skipped = Vec::new();
    let mut worst: (f64, String) = (0.0, String::new());
    let count = files.len();
    for (k, (name, text)) in files.into_iter().chain(extra).enumerate() {
        if k == count {
            println!("not shipped variants (bench/rules/):");
        }
        let Some(table) = pursuit(&name, &text) else {
            skipped.push(name);
            continue;
        };
        let (best, played, moves) = measure(table, games);
        let base = *canonical.get_or_insert(best);
        let ratio = best / base;
        if k < count && ratio > worst.0 {
            worst = (ratio, name.clone());
        }
        println!(
            "{name:<28} {played:>4} games {moves:>8} moves {best:>9.1} ns per move {ratio:>6.1}x"
        );
    }
    println!("skipped, not pursuits: {}", skipped.join(", "));
    println!(
        "slowest of rules/: {} at {:.1}x the canonical time per move (target: at most 4x)",
        worst.1, worst.0
    );
}
