//! The cheapest-path search alone, on every generated Janken move's graph:
//! the shared bucket queue (Dial) against a binary-heap Dijkstra, on
//! identical inputs, their answers checked equal.

use super::{Scale, best, janken_input, read_sets, tables};
use robots::geometry::Offset;
use robots::model::Outcome;
use robots::paths::{Bounds, Cheapest, Frontier, Passage, UNREACHED};
use robots::scenario::tactics::DataSet;
use robots::tactics::position::Position;
use robots::tactics::rules::Rules;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

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

pub(crate) fn searches(which: &str, scale: Scale) {
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
