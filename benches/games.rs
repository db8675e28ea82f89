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

#[path = "../tests/tables.rs"]
mod tables;

use robots::geometry::Offset;
use robots::model::Outcome;
use robots::paths::{Bounds, Cheapest, Frontier, Passage, UNREACHED};
use robots::scenario::tactics::{DataSet, Reader};
use robots::tactics::Game;
use robots::tactics::position::Position;
use robots::tactics::rules::Rules;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
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

/// One move's graph: per grid index what the mover may do there (the
/// statement's rules, as the validator combines them).
struct Graph {
    passage: Vec<Passage>,
    start: u32,
}

fn graphs(table: &Rules, sets: &[DataSet]) -> Vec<Graph> {
    let board = table.board;
    let mut game_validator = robots::tactics::validate::Validator::new(table);
    let mut graphs = Vec::new();
    for set in sets {
        let mut pos = Position::new(board, set);
        for m in &set.moves {
            if board.contains(m.from)
                && let Some(me) = pos.unit_at(m.from)
            {
                let me = pos.units[me];
                let passage = board
                    .cells()
                    .map(|c| {
                        let i = board.index(c);
                        let mut p = table.terrain_entry[usize::from(pos.terrain[i])].passage(1);
                        if let Some(k) = pos.unit_at(c) {
                            let rule = if pos.units[k].side == me.side {
                                table.into_ally
                            } else {
                                table.into_enemy
                            };
                            p = p.and(rule.passage(0));
                        }
                        let strong = pos.units.iter().any(|u| {
                            u.side != me.side
                                && table.beats[u.kind][me.kind]
                                && table
                                    .steps
                                    .iter()
                                    .any(|&(dr, dc)| (c.0 + dr, c.1 + dc) == u.cell)
                        });
                        if strong {
                            p = p.and(Outcome::EndsTheMove.passage(0));
                        }
                        (i, p)
                    })
                    .fold(vec![Passage::BLOCKED; board.area()], |mut v, (i, p)| {
                        v[i] = p;
                        v
                    });
                graphs.push(Graph {
                    passage,
                    start: board.index(m.from) as u32,
                });
            }
            if game_validator.validate(&pos, m.from, m.to).is_some() {
                pos.apply(m.from, m.to);
            }
        }
    }
    graphs
}

/// Calls `add(to, cost)` for each step out of `node` that enters a cell.
fn edges(table: &Rules, g: &Graph, node: u32, mut add: impl FnMut(u32, u32)) {
    let b = table.board;
    let (r, c) = b.cell(node as usize);
    for &(dr, dc) in &table.steps {
        let next: Offset = (r + dr, c + dc);
        if b.contains(next) {
            let i = b.index(next);
            let p = g.passage[i];
            if p.enters() {
                add(i as u32, p.cost);
            }
        }
    }
}

/// Dijkstra with a binary heap, memory reused like [`Cheapest`]'s: the
/// costs land in `cost`; returns how many nodes were reached.
fn heap_search(
    table: &Rules,
    g: &Graph,
    cost: &mut [u32],
    touched: &mut Vec<u32>,
    heap: &mut BinaryHeap<Reverse<(u32, u32)>>,
) -> usize {
    for &n in touched.iter() {
        cost[n as usize] = UNREACHED;
    }
    touched.clear();
    cost[g.start as usize] = 0;
    touched.push(g.start);
    heap.push(Reverse((0, g.start)));
    while let Some(Reverse((at, node))) = heap.pop() {
        if cost[node as usize] != at || (node != g.start && !g.passage[node as usize].through) {
            continue;
        }
        edges(table, g, node, |to, step| {
            let c = at + step;
            if c <= table.points && c < cost[to as usize] {
                if cost[to as usize] == UNREACHED {
                    touched.push(to);
                }
                cost[to as usize] = c;
                heap.push(Reverse((c, to)));
            }
        });
    }
    touched.len()
}

fn searches(which: &str, scale: Scale) {
    let table = tables::janken();
    let sets = read_sets(&table, &janken_input(scale.sets));
    let graphs = graphs(&table, &sets);
    let area = table.board.area();
    let mut dial = Cheapest::new();
    let (mut cost, mut touched, mut heap) = (vec![UNREACHED; area], Vec::new(), BinaryHeap::new());
    // Both find the same costs on every graph.
    for g in &graphs {
        dial_search(&table, &mut dial, g);
        heap_search(&table, g, &mut cost, &mut touched, &mut heap);
        for (n, &c) in cost.iter().enumerate() {
            assert_eq!(dial.cost(n as u32), (c != UNREACHED).then_some(c));
        }
    }
    let report = |name: &str, t: f64| {
        let n = graphs.len();
        println!(
            "search: {name}, {n} searches: {:.1} ms, {:.0} ns/search",
            t * 1e3,
            t * 1e9 / n as f64
        );
    };
    if which != "heap" {
        let t = best(scale.tries, || all_dial(&table, &mut dial, &graphs));
        report("dial (bucket queue)", t);
    }
    if which != "dial" {
        let t = best(scale.tries, || {
            all_heap(&table, &graphs, &mut cost, &mut touched, &mut heap)
        });
        report("binary heap", t);
    }
}

fn dial_search(table: &Rules, dial: &mut Cheapest, g: &Graph) {
    let bounds = Bounds {
        budget: table.points,
        max_step: 4,
        target: None,
    };
    dial.search(
        table.board.area(),
        &[(g.start, 0)],
        bounds,
        |n, f: &mut Frontier| edges(table, g, n, |to, step| f.add(to, step)),
        |n| g.passage[n as usize].through,
    );
}

/// Every graph by Dial's algorithm (a function of its own, for callgrind's
/// inclusive count).
#[inline(never)]
fn all_dial(table: &Rules, dial: &mut Cheapest, graphs: &[Graph]) {
    for g in graphs {
        dial_search(table, dial, std::hint::black_box(g));
    }
}

/// Every graph by the binary heap.
#[inline(never)]
fn all_heap(
    table: &Rules,
    graphs: &[Graph],
    cost: &mut [u32],
    touched: &mut Vec<u32>,
    heap: &mut BinaryHeap<Reverse<(u32, u32)>>,
) {
    for g in graphs {
        std::hint::black_box(heap_search(table, g, cost, touched, heap));
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
        searches(&which, scale);
    }
    if which.is_empty() || which == "race" {
        race(scale);
    }
}
