//! Random rules files for the property tests: every axis of the language
//! (board shapes and sizes, distances, movement sets with names, sets and
//! offsets, tie rules, pushes and chains, meetings, robots on debris,
//! teleports, goals, every key, filters and fallbacks), written as text
//! for the checker to accept or refuse like any file.

use crate::random_strategy;
use robots::geometry::Compass;
pub use robots::random::Rng;

/// One of `items` (which are not empty), drawn uniformly.
pub fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

/// A movement set: its text and its offsets in order.
fn direction_set(rng: &mut Rng, hexagon: bool) -> (String, Vec<(i32, i32)>) {
    let compass = if hexagon {
        Compass::HEX
    } else {
        Compass::SQUARE
    };
    let names = compass.directions;
    if rng.chance(30) {
        let (name, _) = *pick(rng, compass.sets);
        return (name.to_string(), compass.set(name).unwrap_or_default());
    }
    let count = rng.uniform(1, 6);
    let mut words = Vec::new();
    let mut offsets = Vec::new();
    let reach = if rng.chance(15) { 5 } else { 2 };
    for _ in 0..count * 3 {
        if offsets.len() as i64 == count {
            break;
        }
        let (word, offset) = if rng.chance(55) {
            let (name, offset) = *pick(rng, names);
            (name.to_string(), offset)
        } else {
            let offset = (
                rng.uniform(-reach, reach) as i32,
                rng.uniform(-reach, reach) as i32,
            );
            (format!("({}, {})", offset.0, offset.1), offset)
        };
        if offset != (0, 0) && !offsets.contains(&offset) {
            words.push(word);
            offsets.push(offset);
        }
    }
    if offsets.is_empty() {
        let (name, offset) = names[0];
        words.push(name.to_string());
        offsets.push(offset);
    }
    (words.join(", "), offsets)
}

/// An offset as a rules file may write it.
fn offset_text(offset: (i32, i32)) -> String {
    format!("({}, {})", offset.0, offset.1)
}

/// A random rules file.
pub fn rules(rng: &mut Rng) -> String {
    let mut out = vec![String::from("game \"random\"")];
    let hexagon = rng.chance(25);
    let start = if hexagon {
        let side = rng.uniform(2, 10) as i32;
        out.push(format!("board hexagon {side} cells a side"));
        let row = rng.uniform(1, 2 * side as i64 - 1) as i32;
        let first = (side + 1 - row).max(1);
        let last = (3 * side - 1 - row).min(2 * side - 1);
        (row, rng.uniform(first.into(), last.into()) as i32)
    } else {
        let mut side = || match rng.uniform(0, 9) {
            0 => rng.uniform(1, 3),
            1 => rng.uniform(40, 70),
            _ => rng.uniform(4, 31),
        } as i32;
        let (rows, columns) = (side(), side());
        out.push(format!("board {rows} rows x {columns} columns"));
        (
            rng.uniform(1, rows.into()) as i32,
            rng.uniform(1, columns.into()) as i32,
        )
    };
    out.push(format!("player starts at ({}, {})", start.0, start.1));
    let metric = *pick(rng, &["manhattan", "chebyshev", "euclidean", "hex"]);
    out.push(format!("distance {metric}"));
    let (walks, _) = direction_set(rng, hexagon);
    out.push(format!("player walks {walks}"));
    if rng.chance(70) {
        out.push("player may stay".into());
    }
    let teleports = rng.chance(60).then(|| (rng.chance(50), rng.chance(40)));
    if let Some((each_once, as_candidates)) = teleports {
        let reuse = if each_once {
            "each entry once"
        } else {
            "reusable"
        };
        let mode = if as_candidates {
            "as candidates"
        } else {
            "as fallback"
        };
        out.push(format!("player may teleport from list, {reuse}, {mode}"));
    }
    out.push("player into empty: move".into());
    out.push("player into robot: blocked".into());
    out.push("player off board: blocked".into());
    let pushes = rng.chance(65);
    out.push(format!(
        "player into debris: {}",
        if pushes { "push" } else { "blocked" }
    ));
    if pushes {
        let chain = match rng.uniform(0, 3) {
            0 => "blocked".to_string(),
            1 => format!("chain up to {}", rng.uniform(1, 4)),
            2 => format!("chain up to {}", rng.uniform(2, 4096)),
            _ => "chain up to 2".to_string(),
        };
        out.push(format!("pushed debris into debris: {chain}"));
        let crush = if rng.chance(60) {
            "robot destroyed"
        } else {
            "blocked"
        };
        out.push(format!("pushed debris into robot: {crush}"));
        out.push("pushed debris off board: blocked".into());
        if rng.chance(30) {
            out.push("pushed debris into empty: move".into());
        }
    }
    let (steps_text, steps) = direction_set(rng, hexagon);
    out.push(format!("robots step {steps_text} toward player"));
    // A `first of` every step resolves every tie; the others may leave
    // one open, and the checker refuses the file.
    match rng.uniform(0, 19) {
        0..=12 => {
            let mut order = steps.clone();
            rng.shuffle(&mut order);
            let text: Vec<String> = order.into_iter().map(offset_text).collect();
            out.push(format!("robot ties: first of {}", text.join(", ")));
        }
        13 | 14 => {
            let mut order = steps.clone();
            rng.shuffle(&mut order);
            order.truncate(rng.uniform(1, order.len() as i64) as usize);
            let text: Vec<String> = order.into_iter().map(offset_text).collect();
            out.push(format!("robot ties: first of {}", text.join(", ")));
        }
        15 | 16 => out.push("robot ties: rows before columns".into()),
        _ => {}
    }
    let meeting = if rng.chance(70) { "debris" } else { "vanish" };
    out.push(format!("robots meeting: {meeting}"));
    let on_debris = if rng.chance(65) {
        "destroyed"
    } else {
        "stopped"
    };
    out.push(format!("robot into debris: {on_debris}"));
    out.push("robot into player: lost".into());
    if rng.chance(25) {
        out.push("robot into empty: move".into());
    }
    let (no_robots, survive) = match rng.uniform(0, 9) {
        0..=3 => (true, false),
        4..=6 => (false, true),
        _ => (true, true),
    };
    if no_robots {
        out.push("won when no robots".into());
    }
    if survive {
        let n = match rng.uniform(0, 9) {
            0 => 100_000,
            1 => rng.uniform(1, 5),
            _ => rng.uniform(5, 400),
        };
        out.push(format!("won after surviving {n} moves"));
    }
    let keys = random_strategy::open(rng, 70, &mut out);
    let count = if rng.chance(15) { 7 } else { rng.uniform(1, 4) } as usize;
    // Half the strategies lead with a key that keeps the player alive for
    // a while, so that games run long enough to meet more of the rules.
    let lead = [
        "robots",
        "nearest robot",
        "sum of distances",
        "safe neighbours",
    ];
    let led = rng.chance(50).then(|| *pick(rng, &lead));
    if let Some(key) = led {
        let goal = if key == "robots" {
            "minimize"
        } else {
            "maximize"
        };
        out.push(format!("  {goal} {key}"));
    }
    for key in keys[..count].iter().filter(|&&k| Some(k) != led) {
        let goal = if rng.chance(50) {
            "minimize"
        } else {
            "maximize"
        };
        out.push(format!("  {goal} {key}"));
    }
    if let Some((_, false)) = teleports
        && rng.chance(85)
    {
        out.push("  else teleport first usable".into());
    }
    if rng.chance(50) {
        out.push("  else stay".into());
    }
    out.join("\n") + "\n"
}
