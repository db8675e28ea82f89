//! Prints the time per case and per reported move of every pursuit in
//! `rules/` (the canonical game and each file of `rules/variants/`, read
//! from the folder, so a new variant is measured with the rest) and of
//! `bench/rules/` (configurations worth measuring that are not shipped), on
//! games that stress each: the generated mix, many robots packed around the
//! start (games of one or two moves), one to three robots (long games, and
//! games that never end), and long teleport lists. Each figure's ratio is to
//! the canonical rules' time per move on their own mix, measured side by
//! side: every round of an input follows a round of the canonical mix, and
//! the ratio printed is the median of the rounds' ratios, so that the
//! machine's drift over the run (a tenth and more) cancels out. Files of
//! other kinds of game are named as skipped. Used by bench/run.sh.
//!
//! A move is a move as the output reports it: the `N` of "after making N
//! moves", "after move N" and "Survived N moves", so a game that repeats
//! costs what finding that out costs, and a survival worked out from its
//! cycle counts every move to its goal.
//!
//! `cargo bench --bench variants [-- GAMES] [NAME...]`: with names, only
//! the files whose name contains one of them (and the canonical rules,
//! the ratios' base).

mod common;

use robots::diagnostics::Source;
use robots::engine::table::{Offset, Table};
use robots::engine::{Engine, Record};
use robots::generate::Style;
use robots::rules;
use robots::scenario::Case;
use std::path::Path;
use std::time::Instant;

/// Moves the engine makes per input and round at most (replays
/// included): long games stop the round after the game that passes it.
const MOVES: u64 = 200_000;

/// Rounds per input: the best time is printed, and the median of the
/// rounds' ratios to the canonical round before each.
const ROUNDS: usize = 3;

/// Entries of a long teleport list.
const LONG_LIST: usize = 1000;

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

/// The stress inputs of `table`: name and cases.
fn inputs(table: &Table, games: usize) -> Vec<(&'static str, Vec<Case>)> {
    let mix = common::generated(table, 42, games);
    let dense = common::generated_in(table, 43, games, Style::Dense);
    let few = common::generated_in(table, 44, games, Style::Few);
    // Cells of the board (whatever its shape) from the generated robots.
    let pool: Vec<Offset> = common::generated_in(table, 45, 40, Style::Many)
        .into_iter()
        .flat_map(|c| c.robots)
        .collect();
    let long = mix
        .iter()
        .take(games / 5 + 1)
        .map(|case| {
            let mut case = case.clone();
            let extra = pool.iter().cycle().skip(case.robots.len());
            case.teleports
                .extend(extra.take(LONG_LIST - case.teleports.len().min(LONG_LIST)));
            case
        })
        .collect();
    vec![
        ("mix", mix),
        ("dense", dense),
        ("few", few),
        ("teleports", long),
    ]
}

/// What one input cost: games played and moves reported in the best
/// round, its time per case and per reported move (ns).
struct Cost {
    played: usize,
    reported: u64,
    per_case: f64,
    per_move: f64,
}

/// One round of `cases` on `engine`, stopped after the game that passes
/// [`MOVES`] moves made.
fn round(engine: &mut Engine, cases: &[Case]) -> Cost {
    let mut record = None::<Record>;
    let before = engine.moves_made();
    let (mut played, mut reported) = (0, 0);
    let start = Instant::now();
    for case in cases {
        let (robots, list) = (&case.robots, &case.teleports);
        let moves = match &mut record {
            Some(r) => engine.play_into(robots, list, r).map(|()| r.moves),
            None => engine.play(robots, list).map(|r| record.insert(r).moves),
        };
        reported += u64::from(moves.unwrap_or(robots::engine::MAX_MOVES));
        played += 1;
        if engine.moves_made() - before >= MOVES {
            break;
        }
    }
    let elapsed = start.elapsed().as_secs_f64() * 1e9;
    Cost {
        played,
        reported,
        per_case: elapsed / played as f64,
        per_move: elapsed / reported.max(1) as f64,
    }
}

/// [`ROUNDS`] rounds of `cases`, each after a round of the canonical mix
/// (`canonical`): the best round, and the median ratio of a round's time
/// per move to the canonical round's before it.
fn measure(
    canonical: &mut (Engine, Vec<Case>),
    engine: &mut Engine,
    cases: &[Case],
) -> (Cost, f64) {
    let mut best: Option<Cost> = None;
    let mut ratios = Vec::with_capacity(ROUNDS);
    for _ in 0..ROUNDS {
        let base = round(&mut canonical.0, &canonical.1);
        let cost = round(engine, cases);
        ratios.push(cost.per_move / base.per_move);
        if best.as_ref().is_none_or(|b| cost.per_move < b.per_move) {
            best = Some(cost);
        }
    }
    ratios.sort_by(f64::total_cmp);
    (best.expect("at least one round"), ratios[ROUNDS / 2])
}

fn main() {
    let games: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(500);
    let only: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a.parse::<usize>().is_err() && !a.starts_with('-'))
        .collect();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![("robots.rules".to_string(), rules::CANONICAL.to_string())];
    files.extend(rules_files(&root.join("rules/variants")));
    let extra = rules_files(&root.join("bench/rules"));
    println!(
        "{games} generated games per input (teleports: {} with lists of {LONG_LIST}), \
         at most {MOVES} moves made, best of {ROUNDS}; moves as the output reports them; \
         ratio: median of {ROUNDS} rounds, each to a round of the canonical mix just before",
        games / 5 + 1
    );
    println!(
        "{:<28} {:<9} {:>5} {:>10} {:>12} {:>10} {:>7}",
        "rules", "games", "cases", "moves", "ns per case", "ns/move", "ratio"
    );
    let table = pursuit("robots.rules", rules::CANONICAL).expect("the canonical rules");
    let mix = common::generated(&table, 42, games);
    let mut canonical = (Engine::new(table), mix);
    let mut skipped = Vec::new();
    let mut worst: (f64, String) = (0.0, String::new());
    let count = files.len();
    for (k, (name, text)) in files.into_iter().chain(extra).enumerate() {
        if k == count {
            println!("not shipped variants (bench/rules/):");
        }
        if k > 0 && !only.is_empty() && !only.iter().any(|o| name.contains(o.as_str())) {
            continue;
        }
        let Some(table) = pursuit(&name, &text) else {
            skipped.push(name);
            continue;
        };
        let inputs = inputs(&table, games);
        let mut engine = Engine::new(table);
        for (input, cases) in inputs {
            let (cost, ratio) = measure(&mut canonical, &mut engine, &cases);
            if ratio > worst.0 {
                worst = (ratio, format!("{name} ({input})"));
            }
            println!(
                "{name:<28} {input:<9} {:>5} {:>10} {:>12.0} {:>10.1} {ratio:>6.1}x",
                cost.played, cost.reported, cost.per_case, cost.per_move
            );
        }
    }
    println!("skipped, not pursuits: {}", skipped.join(", "));
    println!(
        "slowest: {} at {:.1}x the canonical time per reported move (target: at most 4x)",
        worst.1, worst.0
    );
}
