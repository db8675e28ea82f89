//! The map games' speed (docs/performance.md, "Map games"): each of the
//! five games in `rules/` on generated cases (`robots gen --rules GAME
//! --size RxC --pieces N --moves N`) at a small and a large board, read,
//! played by the general interpreter and written as the binary does. It
//! prints the time per case, per reported move (the `N` of "after N
//! moves") and, for games with chasers, per move and chaser at the start;
//! each beside the canonical game's in the same run (`robots gen --seed 7
//! --cases 2000` on the fast engine), as a ratio. Flat across the two
//! sizes means nothing per move grows with the board.
//!
//! `cargo bench --bench map [-- GAME]`

mod common;

use robots::diagnostics::Source;
use robots::interpreter::Interpreter;
use robots::model::Model;
use robots::rules::{self, Game};
use robots::scenario::map::generate::{Spec, write};
use robots::scenario::map::{MapCase, MapReader};
use std::time::Instant;

/// Rounds per input; the best is kept.
const ROUNDS: usize = 3;

/// One input: a game, its board, pieces besides the player, moves (or
/// turns), cases.
struct Input {
    game: &'static str,
    size: (usize, usize),
    pieces: usize,
    moves: usize,
    cases: usize,
}

const fn input(
    game: &'static str,
    size: (usize, usize),
    pieces: usize,
    moves: usize,
    cases: usize,
) -> Input {
    Input {
        game,
        size,
        pieces,
        moves,
        cases,
    }
}

/// Small boards, then the largest the targets name: 200 x 300 with about
/// 500 robots (Fenced Robots draws robots and debris alike, Twin Robots
/// slow robots, fast robots and heaps), 100 x 100 with 10,000 moves, and
/// 200 x 200 with 20,000 presses or placements.
const INPUTS: &[Input] = &[
    input("fenced-robots", (10, 10), 16, 1000, 2000),
    input("fenced-robots", (200, 300), 1000, 1000, 5),
    input("twin-robots", (10, 10), 12, 1000, 2000),
    input("twin-robots", (200, 300), 750, 1000, 5),
    input("sokoban", (10, 10), 2, 100, 1000),
    input("sokoban", (100, 100), 200, 10_000, 10),
    input("k-in-a-row", (15, 15), 0, 225, 1000),
    input("k-in-a-row", (200, 200), 0, 20_000, 5),
    input("lights-out", (10, 10), 50, 100, 1000),
    input("lights-out", (200, 200), 20_000, 20_000, 5),
];

/// Best time (ns) of `ROUNDS` runs of `run`.
fn best(mut run: impl FnMut()) -> f64 {
    (0..ROUNDS)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed().as_secs_f64() * 1e9
        })
        .fold(f64::MAX, f64::min)
}

/// The canonical game's time per reported move, and per move and robot:
/// whole runs, reading and writing included, as `robots run` does.
fn canonical() -> (f64, f64) {
    let table = common::canonical();
    let mut text = Vec::new();
    let spec = robots::generate::Spec {
        seed: 7,
        cases: 2000,
        style: robots::generate::Style::Wild,
    };
    robots::generate::write(&table, &spec, &mut text).expect("writing to memory");
    let cases = common::generated(&table, 7, 2000);
    let mut engine = robots::engine::Engine::new(table.clone());
    let (mut moves, mut robot_moves) = (0u64, 0u64);
    for case in &cases {
        let m = engine
            .play(&case.robots, &case.teleports)
            .map_or(0, |r| r.moves);
        moves += u64::from(m);
        robot_moves += u64::from(m) * case.robots.len() as u64;
    }
    let time = best(|| {
        let engine = robots::engine::Engine::new(table.clone());
        let (board, start) = (engine.board(), table.start);
        let mut reader = robots::scenario::CaseReader::new(&text[..], "gen.in", board, start);
        let mut out = Vec::with_capacity(1 << 22);
        robots::run::contest::run(engine, &mut reader, &mut out, options()).expect("plays");
    });
    (time / moves as f64, time / robot_moves as f64)
}

/// One job, as `robots run` without `--jobs`.
fn options() -> robots::run::Options {
    robots::run::Options::new(1, false)
}

fn model(game: &str) -> Model {
    let path = format!("{}/rules/{game}.rules", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a shipped map game");
    match rules::load(&Source::new(path, text))
        .expect("valid rules")
        .game
    {
        Game::Model(model) => model,
        _ => panic!("{game} is a map game"),
    }
}

/// The generated input's text and its cases.
fn cases(model: &Model, i: &Input) -> (Vec<u8>, Vec<MapCase>) {
    let spec = Spec {
        size: Some(i.size),
        pieces: Some(i.pieces),
        moves: Some(i.moves),
        ..Spec::new(7, i.cases)
    };
    let mut text = Vec::new();
    write(model, &spec, &mut text).expect("writing to memory");
    let mut reader = MapReader::new(&text[..], "generated.in", model);
    let mut cases = Vec::new();
    while let Some(case) = reader.next_case().expect("generated input is valid") {
        cases.push(case);
    }
    (text, cases)
}

/// Chasers on a case's board at the start.
fn chasers(model: &Model, case: &MapCase) -> u64 {
    let entries = &model.legend.entries;
    let chaser = |&e: &u16| {
        entries[e as usize]
            .piece
            .is_some_and(|k| model.is_chaser(k))
    };
    case.cells.iter().filter(|e| chaser(e)).count() as u64
}

fn main() {
    let only: Option<String> = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let (canon_move, canon_robot) = canonical();
    println!(
        "canonical (robots gen --seed 7 --cases 2000): {canon_move:.0} ns per move, \
         {canon_robot:.1} ns per move and robot; best of {ROUNDS}, reading and writing included"
    );
    println!(
        "{:<14} {:>9} {:>6} {:>6} {:>9} {:>12} {:>10} {:>6} {:>14} {:>6}",
        "game",
        "board",
        "cases",
        "robots",
        "moves",
        "us per case",
        "ns/move",
        "ratio",
        "ns/move/robot",
        "ratio"
    );
    for i in INPUTS
        .iter()
        .filter(|i| only.as_ref().is_none_or(|g| g == i.game))
    {
        let model = model(i.game);
        let interpreter = Interpreter::new(&model);
        let (text, cases) = cases(&model, i);
        let (mut moves, mut robot_moves, mut robots) = (0u64, 0u64, 0u64);
        for case in &cases {
            let m = interpreter
                .play(case, "generated.in")
                .map_or(0, |o| o.moves);
            let c = chasers(&model, case);
            moves += m;
            robot_moves += m * c;
            robots += c;
        }
        let time = best(|| {
            let mut reader = MapReader::new(&text[..], "generated.in", &model);
            let mut out = Vec::with_capacity(1 << 22);
            robots::run::map::run(&model, &mut reader, &mut out, options()).expect("plays");
        });
        let per_move = time / moves.max(1) as f64;
        let board = format!("{}x{}", i.size.0, i.size.1);
        let mut line = format!(
            "{:<14} {board:>9} {:>6} {:>6} {moves:>9} {:>12.1} {per_move:>10.0} {:>5.1}x",
            i.game,
            cases.len(),
            robots / cases.len() as u64,
            time / 1e3 / cases.len() as f64,
            per_move / canon_move
        );
        if robot_moves > 0 {
            let per_robot = time / robot_moves as f64;
            line += &format!(" {per_robot:>14.1} {:>5.1}x", per_robot / canon_robot);
        }
        println!("{line}");
    }
}
