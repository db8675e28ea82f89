//! The general interpreter's quick ways (chaser steps ranked once per run
//! by the player's offset, chasers that stay put left untouched by a
//! reply) held to the plain interpreter, which measures every step of
//! every chaser: on every shipped map game and on random rules files of
//! the map family (boards from the scenario with walls and fences that
//! block, destroy or stop, pushes, meetings, fast and slow chasers, every
//! distance, movement set, tie rule and key), on random maps of
//! `robots gen`, both must write the same result: the ending, the number
//! of moves and the final board. The larger maps hold chasers far from the
//! player, whose reply a move shares among its candidates.
//!
//! `ORACLE_CASES=N` plays N times as many rules files; `ORACLE_SEED`
//! picks another run.

use crate::random_rules::{Rng, pick};
use crate::random_strategy;
use robots::diagnostics::Source;
use robots::interpreter::{Drawing, Interpreter, Room};
use robots::model::Model;
use robots::rules::{self, Game};
use robots::scenario::map::generate::{Spec, write};
use robots::scenario::map::{MapReader, write_drawn, write_plain};

pub(crate) fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// A compiled map game, if `text` is one that checks.
pub(crate) fn map_game(text: &str, name: &str) -> Option<Model> {
    let game = rules::load(&Source::new(name, text)).ok()?.game;
    if game.kind() != rules::Kind::Map {
        return None;
    }
    match game {
        Game::Model(model) => Some(model),
        _ => None,
    }
}

/// Plays `cases` random maps of `model` on both interpreters and asserts
/// the same results; the number of moves played. The quick way plays as a
/// run does, every case in the room the cases before it left (their
/// position's layers, lists and grids, of boards of other sizes), laid
/// the quick way, and is written by a drawing kept from case to case; the
/// plain way plays each case afresh, laid cell by cell through the
/// setters, and is written cell by cell from the legend.
fn compare(model: &Model, seed: u64, spec: (Option<(usize, usize)>, usize), what: &str) -> u64 {
    let mut spec_of = Spec::new(seed, spec.1);
    spec_of.size = spec.0;
    let mut text = Vec::new();
    write(model, &spec_of, &mut text).unwrap();
    let mut reader = MapReader::new(&text[..], "gen.in", model);
    let (fast, plain) = (Interpreter::new(model), Interpreter::plain(model));
    let mut moves = 0;
    let mut number = 0;
    let mut room = Room::default();
    let mut drawing = Drawing::new(model);
    while let Some(case) = reader.next_case().unwrap() {
        number += 1;
        let (mut a, mut b) = (String::new(), String::new());
        match (
            fast.play_in(&case, "gen.in", &mut room),
            plain.play(&case, "gen.in"),
        ) {
            (Ok(x), Ok(y)) => {
                moves += y.moves;
                write_drawn(&mut a, number, model, &mut drawing, &x);
                write_plain(&mut b, number, model, &y);
                room.keep(x.position);
            }
            (Err(x), Err(y)) => (a, b) = (x.to_string(), y.to_string()),
            (x, y) => panic!(
                "{what}\ncase {number}: {:?} against {:?}",
                x.is_ok(),
                y.is_ok()
            ),
        }
        assert_eq!(
            a,
            b,
            "{what}\ncase {number} of seed {seed}:\n{}",
            String::from_utf8_lossy(&text)
        );
    }
    moves
}

#[test]
fn every_shipped_map_game_plays_the_same_on_the_plain_interpreter() {
    let mut games = 0;
    for dir in ["rules", "rules/variants"] {
        for entry in std::fs::read_dir(crate::support::repo(dir)).unwrap() {
            let path = entry.unwrap().path();
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let name = path.display().to_string();
            let Some(model) = map_game(&text, &name) else {
                continue;
            };
            if model.board.is_some() {
                continue;
            }
            games += 1;
            compare(&model, 5, (None, 30), &name);
            if !model.chasers.is_empty() {
                // Boards wider than a ranking's reach, so that far chasers
                // take the plain way under other distances.
                compare(&model, 6, (Some((40, 50)), 3), &name);
            }
        }
    }
    assert!(games >= 15, "{games} map games");
}

/// A random rules file of the map family: a board from each scenario with
/// floor, wall and fence, a player that walks and pushes, one or two kinds
/// of chaser, and a strategy.
pub(crate) fn map_rules(rng: &mut Rng) -> String {
    let mut out = vec![
        "game \"random map\"".to_string(),
        "format map".into(),
        "board from scenario".into(),
    ];
    let metric = *pick(rng, &["manhattan", "chebyshev", "euclidean"]);
    out.push(format!("distance {metric}"));
    out.extend(
        [
            "terrain:",
            "  \".\" floor",
            "  \"#\" wall",
            "  \"+\" fence",
            "pieces:",
            "  \"@\" player on floor",
            "  \"R\" robot on floor",
        ]
        .map(String::from),
    );
    let fast = rng.chance(50);
    if fast {
        out.push("  \"F\" fast robot on floor".into());
    }
    out.push("  \"*\" debris on floor".into());
    out.push("  \"X\" player when lost".into());
    // Movement sets: a name, or the words (directions, offsets) it lists.
    let sets: [(&str, &[&str]); 4] = [
        ("king", &["N", "NE", "E", "SE", "S", "SW", "W", "NW"]),
        ("rook", &["N", "E", "S", "W"]),
        ("NE, SE, SW, NW", &["NE", "SE", "SW", "NW"]),
        (
            "N, (2, 1), W, (-1, -2), S",
            &["N", "(2, 1)", "W", "(-1, -2)", "S"],
        ),
    ];
    out.push(format!("player walks {}", pick(rng, &sets).0));
    if rng.chance(70) {
        out.push("player may stay".into());
    }
    out.push("player into wall: blocked".into());
    out.push("player into fence: blocked".into());
    out.push("player into robot: blocked".into());
    out.push("player off board: blocked".into());
    if rng.chance(70) {
        out.push("player into debris: push".into());
        let chain = *pick(rng, &["blocked", "chain up to 2", "chain up to 5"]);
        out.push(format!("pushed debris into debris: {chain}"));
        out.push("pushed debris into wall: blocked".into());
        out.push("pushed debris into fence: blocked".into());
        // A pushed piece meeting a robot is a rule the game must state.
        let crush = *pick(rng, &["robot destroyed", "blocked"]);
        out.push(format!("pushed debris into robot: {crush}"));
        out.push("pushed debris off board: blocked".into());
    } else {
        out.push("player into debris: blocked".into());
    }
    let (steps, words) = *pick(rng, &sets);
    out.push(format!("robots step {steps} toward player"));
    if rng.chance(70) {
        let mut order = words.to_vec();
        rng.shuffle(&mut order);
        out.push(format!("robot ties: first of {}", order.join(", ")));
    } else {
        out.push("robot ties: rows before columns".into());
    }
    if fast {
        out.push(format!(
            "each turn, fast robots take {} steps",
            rng.uniform(2, 3)
        ));
    }
    // Chasers that step only every few turns.
    if rng.chance(20) {
        let who = if fast && rng.chance(50) {
            "fast robots"
        } else {
            "robots"
        };
        out.push(format!("every {} turns, {who} step", rng.uniform(2, 3)));
    }
    let enter = ["blocked", "destroyed", "stopped"];
    out.push(format!("robot into wall: {}", pick(rng, &enter)));
    out.push(format!("robot into fence: {}", pick(rng, &enter)));
    out.push("robot into player: lost".into());
    out.push(format!(
        "robots meeting: {}",
        pick(rng, &["debris", "vanish"])
    ));
    out.push(format!(
        "robot into debris: {}",
        pick(rng, &["destroyed", "stopped"])
    ));
    out.push("won when no robots".into());
    let keys = random_strategy::open(rng, 75, &mut out);
    for key in &keys[..rng.uniform(1, 4) as usize] {
        let goal = *pick(rng, &["minimize", "maximize"]);
        out.push(format!("  {goal} {key}"));
    }
    out.push("  else stay".into());
    out.join("\n") + "\n"
}

#[test]
fn random_map_rules_play_the_same_on_the_plain_interpreter() {
    let seed = env("ORACLE_SEED", 27);
    let mut rng = Rng::new(seed);
    let files = 100 * env("ORACLE_CASES", 1);
    let (mut played, mut moves) = (0, 0);
    for file in 0..files {
        let text = map_rules(&mut rng);
        let Some(model) = map_game(&text, "random.rules") else {
            continue;
        };
        played += 1;
        let what = format!("random map rules file {file} (seed {seed}):\n{text}");
        moves += compare(&model, rng.next_u64(), (None, 12), &what);
        moves += compare(&model, rng.next_u64(), (Some((30, 40)), 2), &what);
    }
    eprintln!("random map rules: {played} of {files} files, {moves} moves");
    // Most random files check, and their games run for a while.
    assert!(played * 4 >= files * 3, "{played} of {files} files check");
    assert!(moves >= 1000, "{moves} moves");
}
