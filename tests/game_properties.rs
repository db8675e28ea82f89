//! Generated scenarios, checked against plain reference implementations
//! written from the statements (no bucket queue, no stamps, no shared
//! search): every Janken move's result, and every RobotRace time, on
//! thousands of random data sets and cases, under the original tables and
//! edited ones. The generators' output is also read back: it is valid.

use crate::janken_variants::square_janken;
use crate::race_variants::{race_costly, race_hex};
use crate::tables::{janken, race};
use robots::geometry::Offset;
use robots::model::Outcome;
use robots::race::times::{NEVER, Racer};
use robots::scenario::race::{Case, Square};
use robots::scenario::tactics::{DataSet, Unit};
use robots::tactics::Game;
use robots::tactics::rules::Rules;

/// The statement's move validation, by repeated relaxation: the points
/// left, or `None`.
fn reference_move(
    table: &Rules,
    units: &[Unit],
    terrain: &[u16],
    from: Offset,
    to: Offset,
) -> Option<u32> {
    let b = table.board;
    let unit_at = |c: Offset| units.iter().position(|u| u.cell == c);
    if !b.contains(from) || !b.contains(to) || unit_at(to).is_some() {
        return None;
    }
    let me = units[unit_at(from)?];
    let cost_of = |c: Offset| match table.terrain_entry[usize::from(terrain[b.index(c)])] {
        Outcome::Costs(n) => Some(n),
        Outcome::Move => Some(1),
        _ => None,
    };
    let enemy_here = |c: Offset| unit_at(c).is_some_and(|k| units[k].side != me.side);
    let strong_next = |c: Offset| {
        units.iter().any(|u| {
            u.side != me.side
                && table.beats[u.kind][me.kind]
                && table
                    .steps
                    .iter()
                    .any(|&(dr, dc)| (c.0 + dr, c.1 + dc) == u.cell)
        })
    };
    let passable = |c: Offset| !enemy_here(c) && !strong_next(c);
    let cells: Vec<Offset> = b.cells().collect();
    let mut best = vec![u32::MAX; b.area()];
    best[b.index(from)] = 0;
    loop {
        let mut changed = false;
        for &c in &cells {
            let here = best[b.index(c)];
            if here == u32::MAX || (c != from && !passable(c)) {
                continue;
            }
            for &(dr, dc) in &table.steps {
                let n = (c.0 + dr, c.1 + dc);
                if !b.contains(n) || enemy_here(n) {
                    continue;
                }
                if let Some(cost) = cost_of(n)
                    && here + cost < best[b.index(n)]
                {
                    best[b.index(n)] = here + cost;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let cost = best[b.index(to)];
    (cost <= table.points).then(|| table.points - cost)
}

/// Reads generated data sets back and checks every move's output line
/// against the reference, the units moving as the reference says.
fn check_janken(table: &Rules, seed: u64, sets: usize) -> usize {
    let mut text = Vec::new();
    let spec = robots::tactics::generate::Spec::new(seed, sets);
    robots::tactics::generate::write(table, &spec, &mut text).unwrap();
    let mut reader = robots::scenario::tactics::Reader::new(&text[..], "gen.in", table);
    let mut game = Game::new(table.clone());
    let (mut moves, mut successes) = (0, 0);
    let mut number = 0;
    while let Some(set) = reader.next_set().unwrap_or_else(|e| panic!("{e}")) {
        number += 1;
        let mut out = String::new();
        game.play(number, &set, &mut out);
        let lines: Vec<&str> = out.lines().skip(1).collect();
        let DataSet {
            mut units, terrain, ..
        } = set.clone();
        for (k, m) in set.moves.iter().enumerate() {
            let want = reference_move(table, &units, &terrain, m.from, m.to);
            let (a, b) = set.names(k);
            let line = match want {
                Some(left) => format!(
                    "Move #{} ({a} -> {b}): Successful ({left} points left)",
                    k + 1
                ),
                None => format!("Move #{} ({a} -> {b}): Unsuccessful", k + 1),
            };
            assert_eq!(lines[k], line, "seed {seed}, data set {number}");
            if want.is_some() {
                successes += 1;
                let u = units.iter_mut().find(|u| u.cell == m.from).unwrap();
                u.cell = m.to;
            }
            moves += 1;
        }
    }
    assert_eq!(number, sets as u64);
    assert!(
        successes * 5 > moves,
        "too few successful moves: {successes} of {moves}"
    );
    moves
}

#[test]
fn janken_moves_match_the_reference() {
    let mut reversed = janken();
    reversed.beats = (0..3)
        .map(|a| (0..3).map(|b| janken().beats[b][a]).collect())
        .collect();
    let mut twelve = janken();
    twelve.points = 12;
    for (seed, table) in [
        (1, janken()),
        (2, square_janken()),
        (3, reversed),
        (4, twelve),
    ] {
        assert!(check_janken(&table, seed, 60) > 1000);
    }
}

/// Fewest seconds by repeated relaxation over (cell, facing).
fn reference_times(table: &robots::race::rules::Rules, case: &Case) -> Vec<Vec<u32>> {
    let b = case.board;
    let n = table.facings.len();
    let enter = |c: Offset| -> Option<(bool, u32)> {
        if !b.contains(c) {
            return None;
        }
        match case.squares[b.index(c)] {
            Square::Token(_) => Some((false, table.forward)),
            Square::Robot(_) => Some((true, table.forward)),
            Square::Terrain(k) => (table.terrain_entry[usize::from(k)] != Outcome::Blocked)
                .then_some((true, table.forward)),
        }
    };
    let cells: Vec<Offset> = b.cells().collect();
    case.robots
        .iter()
        .map(|robot| {
            let mut best = vec![u32::MAX; b.area() * n];
            for f in 0..n {
                best[b.index(robot.cell) * n + f] = 0;
            }
            loop {
                let mut changed = false;
                for &c in &cells {
                    let goes_on = c == robot.cell || enter(c).is_some_and(|e| e.0);
                    for f in 0..n {
                        let here = best[b.index(c) * n + f];
                        if here == u32::MAX || !goes_on {
                            continue;
                        }
                        let mut relax = |node: usize, cost: u32| {
                            if here + cost < best[node] {
                                best[node] = here + cost;
                                changed = true;
                            }
                        };
                        relax(b.index(c) * n + (f + 1) % n, table.turn_clockwise);
                        relax(
                            b.index(c) * n + (f + n - 1) % n,
                            table.turn_counter_clockwise,
                        );
                        let (dr, dc) = table.facings[f];
                        let next = (c.0 + dr, c.1 + dc);
                        if let Some((_, cost)) = enter(next) {
                            relax(b.index(next) * n + f, cost);
                        }
                    }
                }
                if !changed {
                    break;
                }
            }
            case.tokens
                .iter()
                .map(|t| {
                    (0..n)
                        .map(|f| best[b.index(t.cell) * n + f])
                        .min()
                        .map_or(NEVER, |m| if m == u32::MAX { NEVER } else { m })
                })
                .collect()
        })
        .collect()
}

#[test]
fn race_times_match_the_reference() {
    for (seed, table) in [(1, race()), (2, race_costly()), (3, race_hex(6))] {
        let mut spec = robots::race::generate::Spec::new(seed, 40);
        spec.rows = (1, 12);
        spec.columns = (1, 12);
        spec.obstacles = 25;
        let mut text = Vec::new();
        robots::race::generate::write(&table, &spec, &mut text).unwrap();
        let mut reader = robots::scenario::race::Reader::new(&text[..], "gen.in", &table);
        let mut racer = Racer::new();
        let (mut cases, mut reached) = (0, 0);
        while let Some(case) = reader.next_case().unwrap_or_else(|e| panic!("{e}")) {
            let times = racer.times(&table, &case);
            assert_eq!(
                times,
                reference_times(&table, &case),
                "seed {seed}, case {}",
                cases + 1
            );
            reached += times.iter().flatten().filter(|&&t| t != NEVER).count();
            cases += 1;
        }
        assert_eq!(cases, 40);
        assert!(reached > 100, "seed {seed}: only {reached} times");
    }
}

/// The same seed gives the same text; another seed, other text.
#[test]
fn generators_are_deterministic() {
    let janken_text = |seed| {
        let mut out = Vec::new();
        let spec = robots::tactics::generate::Spec::new(seed, 5);
        robots::tactics::generate::write(&janken(), &spec, &mut out).unwrap();
        out
    };
    assert_eq!(janken_text(9), janken_text(9));
    assert_ne!(janken_text(9), janken_text(10));
    let race_text = |seed| {
        let mut out = Vec::new();
        let spec = robots::race::generate::Spec::new(seed, 5);
        robots::race::generate::write(&race(), &spec, &mut out).unwrap();
        out
    };
    assert_eq!(race_text(9), race_text(9));
    assert_ne!(race_text(9), race_text(10));
    // Every largest case has 50 rows of 50 cells, 26 robots and 26 tokens.
    let mut out = Vec::new();
    let spec = robots::race::generate::Spec::largest(1, 3);
    robots::race::generate::write(&race(), &spec, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    let first: Vec<&str> = text.lines().take(51).collect();
    assert_eq!(first[0], "50");
    assert!(first[1..].iter().all(|l| l.chars().count() == 50));
    let letters =
        |f: fn(&char) -> bool| first[1..].iter().flat_map(|l| l.chars()).filter(f).count();
    assert_eq!(letters(char::is_ascii_lowercase), 26);
    assert_eq!(letters(char::is_ascii_uppercase), 26);
}
